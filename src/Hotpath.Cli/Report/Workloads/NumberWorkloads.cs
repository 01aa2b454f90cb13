using System.Globalization;
using System.Numerics;
using System.Runtime.CompilerServices;
using System.Text;
using csFastFloat;
using Hotpath.Cli.Data;
using Hotpath.Cli.Measurement;
using Hotpath.Numerics;

namespace Hotpath.Cli.Report.Workloads;

/// <summary>
/// The <c>numbers</c> rows: shortest round-trip formatting and parsing of doubles and floats over canada.json, mesh.json
/// and uniform random values, and of ints and longs over seeded mixes of every length and both signs, UTF-16 and UTF-8,
/// each against the BCL call a serializer makes (invariant culture). Without the shared data the canada and mesh sets are
/// generated and their rows say "(generated)". The double and float parsing rows have csFastFloat (the C# port of
/// fast_float, invariant culture only) as their second baseline.
/// </summary>
internal static class NumberWorkloads
{
    private const string System = "numbers";
    private static readonly CultureInfo Invariant = CultureInfo.InvariantCulture;

    /// <summary>Every number workload; the value sets are read or generated once, when a row first needs them.</summary>
    public static IEnumerable<Workload> Create(Corpora corpora)
    {
        var canada = new Lazy<NumberSets>(() => NumberSets.Canada(corpora.DataRoot));
        var mesh = new Lazy<NumberSets>(() => NumberSets.Mesh(corpora.DataRoot));
        var uniform = new Lazy<NumberSets>(() => NumberSets.Uniform(seed: 36, count: 100_000));
        string canadaName = NumberSets.SetName(corpora.DataRoot, "canada");
        string meshName = NumberSets.SetName(corpora.DataRoot, "mesh");
        (string Name, Lazy<NumberSets> Set)[] sets = [(canadaName, canada), (meshName, mesh), ("uniform random", uniform)];

        foreach ((string name, Lazy<NumberSets> set) in sets)
        {
            yield return new Workload(System, $"format double shortest {name} UTF-16", () => FormatUtf16(set.Value.Doubles));
            yield return new Workload(System, $"format double shortest {name} UTF-8", () => FormatUtf8(set.Value.Doubles));
        }
        foreach ((string name, Lazy<NumberSets> set) in new[] { sets[0], sets[2] })
        {
            yield return new Workload(System, $"format float shortest {name} UTF-16", () => FormatUtf16(set.Value.AsSingles().Values));
            yield return new Workload(System, $"format float shortest {name} UTF-8", () => FormatUtf8(set.Value.AsSingles().Values));
        }
        foreach ((string name, Lazy<NumberSets> set) in sets)
        {
            yield return new Workload(System, $"parse double {name} UTF-16", () => ParseUtf16<double>(set.Value.Texts));
            yield return new Workload(System, $"parse double {name} UTF-8", () => ParseUtf8<double>(set.Value.Texts));
        }
        foreach ((string name, Lazy<NumberSets> set) in new[] { sets[0], sets[2] })
        {
            yield return new Workload(System, $"parse float {name} UTF-16", () => ParseUtf16<float>(set.Value.AsSingles().Texts));
            yield return new Workload(System, $"parse float {name} UTF-8", () => ParseUtf8<float>(set.Value.AsSingles().Texts));
        }

        var ints = new Lazy<int[]>(() => Array.ConvertAll(NumberSets.Integers(seed: 3636, count: 100_000, int.MaxValue), v => (int)v));
        var longs = new Lazy<long[]>(() => NumberSets.Integers(seed: 3637, count: 100_000, long.MaxValue));
        yield return new Workload(System, "format int random sizes UTF-16", () => FormatUtf16(ints.Value));
        yield return new Workload(System, "format int random sizes UTF-8", () => FormatUtf8(ints.Value));
        yield return new Workload(System, "format long random sizes UTF-16", () => FormatUtf16(longs.Value));
        yield return new Workload(System, "format long random sizes UTF-8", () => FormatUtf8(longs.Value));
        yield return new Workload(System, "parse int random sizes UTF-16", () => ParseUtf16<int>(Texts(ints.Value)));
        yield return new Workload(System, "parse int random sizes UTF-8", () => ParseUtf8<int>(Texts(ints.Value)));
        yield return new Workload(System, "parse long random sizes UTF-16", () => ParseUtf16<long>(Texts(longs.Value)));
        yield return new Workload(System, "parse long random sizes UTF-8", () => ParseUtf8<long>(Texts(longs.Value)));
    }

    // Each side writes every value into one reused buffer; the result adds up the lengths and last units, so a different
    // text anywhere shows as a mismatch before timing (the tests compare every character).
    private static WorkloadSubjects FormatUtf16<T>(T[] values) where T : struct, INumberBase<T>
    {
        char[] buffer = new char[64];
        return Pair($"{typeof(T).Name}.TryFormat(Span<char>)", () =>
        {
            long sum = 0;
            foreach (T value in values)
            {
                value.TryFormat(buffer, out int written, default, Invariant);
                sum += written * 131 + buffer[written - 1];
            }
            return sum;
        },
        $"{HotpathNumbers.ClassOf<T>()}.TryFormat(Span<char>)", () =>
        {
            long sum = 0;
            foreach (T value in values)
            {
                HotpathNumbers.TryFormat(value, buffer, out int written, Invariant);
                sum += written * 131 + buffer[written - 1];
            }
            return sum;
        });
    }

    private static WorkloadSubjects FormatUtf8<T>(T[] values) where T : struct, INumberBase<T>
    {
        byte[] buffer = new byte[64];
        return Pair($"{typeof(T).Name}.TryFormat(Span<byte>)", () =>
        {
            long sum = 0;
            foreach (T value in values)
            {
                value.TryFormat(buffer, out int written, default, Invariant);
                sum += written * 131 + buffer[written - 1];
            }
            return sum;
        },
        $"{HotpathNumbers.ClassOf<T>()}.TryFormat(Span<byte>)", () =>
        {
            long sum = 0;
            foreach (T value in values)
            {
                HotpathNumbers.TryFormat(value, buffer, out int written, Invariant);
                sum += written * 131 + buffer[written - 1];
            }
            return sum;
        });
    }

    // The result folds every parsed value's bits, so one wrong bit anywhere is a mismatch.
    private static WorkloadSubjects ParseUtf16<T>(string[] texts) where T : struct, INumberBase<T> =>
        Pair($"{typeof(T).Name}.Parse(string, provider)", () =>
        {
            long sum = 0;
            foreach (string text in texts) sum = Fold(sum, T.Parse(text, Invariant));
            return sum;
        },
        $"{HotpathNumbers.ClassOf<T>()}.Parse(string, provider)", () =>
        {
            long sum = 0;
            foreach (string text in texts) sum = Fold(sum, HotpathNumbers.Parse<T>(text, Invariant));
            return sum;
        },
        HotpathNumbers.IsFloatingPoint<T>() ? new Subject($"{FastParserOf<T>()}.Parse{typeof(T).Name}(string)", () =>
        {
            long sum = 0;
            foreach (string text in texts) sum = Fold(sum, FastFloatParse<T>(text));
            return sum;
        }) : null);

    private static WorkloadSubjects ParseUtf8<T>(string[] texts) where T : struct, INumberBase<T>
    {
        (byte[] utf8, int[] ends) = Concatenate(texts);
        return Pair($"{typeof(T).Name}.Parse(ReadOnlySpan<byte>, provider)", () =>
        {
            long sum = 0;
            int start = 0;
            foreach (int end in ends)
            {
                sum = Fold(sum, T.Parse(utf8.AsSpan(start, end - start), Invariant));
                start = end;
            }
            return sum;
        },
        $"{HotpathNumbers.ClassOf<T>()}.Parse(ReadOnlySpan<byte>, provider)", () =>
        {
            long sum = 0;
            int start = 0;
            foreach (int end in ends)
            {
                sum = Fold(sum, HotpathNumbers.Parse<T>(utf8.AsSpan(start, end - start), Invariant));
                start = end;
            }
            return sum;
        },
        HotpathNumbers.IsFloatingPoint<T>() ? new Subject($"{FastParserOf<T>()}.Parse{typeof(T).Name}(ReadOnlySpan<byte>)", () =>
        {
            long sum = 0;
            int start = 0;
            foreach (int end in ends)
            {
                sum = Fold(sum, FastFloatParse<T>(utf8.AsSpan(start, end - start)));
                start = end;
            }
            return sum;
        }) : null);
    }

    private static string FastParserOf<T>() => typeof(T) == typeof(double) ? nameof(FastDoubleParser) : nameof(FastFloatParser);

    // csFastFloat's parse of a double or float text; the typeof tests fold away in each specialization.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static T FastFloatParse<T>(ReadOnlySpan<char> text) where T : struct =>
        typeof(T) == typeof(double) ? Unsafe.BitCast<double, T>(FastDoubleParser.ParseDouble(text))
        : Unsafe.BitCast<float, T>(FastFloatParser.ParseFloat(text));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static T FastFloatParse<T>(ReadOnlySpan<byte> text) where T : struct =>
        typeof(T) == typeof(double) ? Unsafe.BitCast<double, T>(FastDoubleParser.ParseDouble(text))
        : Unsafe.BitCast<float, T>(FastFloatParser.ParseFloat(text));

    private static long Fold<T>(long sum, T value) where T : struct, INumberBase<T> => (sum * 31) ^ HotpathNumbers.Bits(value);

    private static string[] Texts<T>(T[] values) where T : IFormattable => Array.ConvertAll(values, v => v.ToString(null, Invariant));

    // The texts back to back in one UTF-8 buffer, with where each ends.
    private static (byte[] Utf8, int[] Ends) Concatenate(string[] texts)
    {
        byte[] utf8 = Encoding.UTF8.GetBytes(string.Concat(texts));
        int[] ends = new int[texts.Length];
        int at = 0;
        for (int i = 0; i < texts.Length; i++) ends[i] = at += texts[i].Length;
        return (utf8, ends);
    }

    private static WorkloadSubjects Pair(string baselineApi, Func<long> baseline, string hotpathApi, Func<long> hotpath, Subject? second = null) =>
        new([new(baselineApi, baseline)], new(hotpathApi, hotpath), second);
}

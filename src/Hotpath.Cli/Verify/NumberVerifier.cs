using System.Diagnostics;
using System.Globalization;
using System.Numerics;
using System.Runtime.CompilerServices;
using System.Text;
using Hotpath.Numerics;

namespace Hotpath.Cli.Verify;

/// <summary>
/// <c>hotpath verify numbers</c>: the long differential run of Hotpath.Numerics against the BCL. Seeded random doubles
/// and floats of every kind (all bit patterns, uniform ranges, integers, powers of ten, exact halfway texts) are formatted in
/// every standard format under several cultures and parsed back, for a given time on every core; optionally every float32
/// bit pattern is formatted and its text parsed. Any difference is printed with the seed and the value, and fails the run.
/// </summary>
internal static class NumberVerifier
{
    private static readonly string?[] Formats = [null, "R", "G", "g", "G17", "G5", "E", "e3", "F", "F2", "N", "N0", "P1", "C", "C3"];

    private static readonly CultureInfo[] Cultures =
        [CultureInfo.InvariantCulture, CultureInfo.GetCultureInfo("en-US"), CultureInfo.GetCultureInfo("de-DE"), CultureInfo.GetCultureInfo("fr-FR"),
         CultureInfo.GetCultureInfo("sv-SE"), CultureInfo.GetCultureInfo("ar-SA")];

    /// <summary>Runs for <paramref name="duration"/> (random values), then every float32 when <paramref name="allFloats"/>.</summary>
    /// <returns>0 when everything agreed, 1 otherwise.</returns>
    public static int Run(TimeSpan duration, int seed, bool allFloats, TextWriter stdout)
    {
        var failures = new FailureLog(stdout);
        var clock = Stopwatch.StartNew();
        int workers = Environment.ProcessorCount;
        long[] counts = new long[workers];
        Parallel.For(0, workers, worker =>
        {
            var random = new Random(seed + worker);
            char[] expected = new char[512];
            char[] actual = new char[512];
            long count = 0;
            string label = $"seed {seed + worker} #";
            while (clock.Elapsed < duration && !failures.TooMany)
            {
                for (int i = 0; i < 1000; i++, count++)
                {
                    var where = new Where(label, count);
                    double value = RandomDouble(random);
                    CheckShortest(value, expected, actual, failures, where);
                    CheckShortest((float)value, expected, actual, failures, where);
                    CheckFormat(value, Formats[random.Next(Formats.Length)], Cultures[random.Next(Cultures.Length)], failures, where);
                    CheckFormat((float)value, Formats[random.Next(Formats.Length)], Cultures[random.Next(Cultures.Length)], failures, where);
                    CheckParse<double>(HalfwayText(value, random), failures, where);
                    CheckParse<float>(HalfwayText((float)value, random), failures, where);
                }
            }
            counts[worker] = count;
        });
        stdout.WriteLine($"random: {counts.Sum():N0} doubles and floats (each formatted shortest UTF-16 and UTF-8, parsed back, formatted in one more format and culture, and an exact halfway text parsed) in {clock.Elapsed.TotalMinutes:F1} min, seeds {seed}..{seed + workers - 1}, {failures.Count} failure(s)");

        if (allFloats && !failures.TooMany)
        {
            clock.Restart();
            const long total = 1L << 32;
            const int chunks = 4096;
            // One chunk per core at a time: the chunks run for seconds each, and without a limit the thread pool keeps
            // adding threads it takes for starved, which then only share the same cores with every other process.
            var options = new ParallelOptions { MaxDegreeOfParallelism = workers };
            Parallel.For(0, chunks, options, chunk =>
            {
                char[] expected = new char[64];
                char[] actual = new char[64];
                long first = chunk * (total / chunks);
                for (long bits = first; bits < first + total / chunks && !failures.TooMany; bits++)
                {
                    float value = BitConverter.UInt32BitsToSingle((uint)bits);
                    CheckShortest(value, expected, actual, failures, new Where("float32 #", bits));
                }
            });
            stdout.WriteLine($"every float32: {total:N0} bit patterns formatted shortest (UTF-16, UTF-8) and parsed back in {clock.Elapsed.TotalMinutes:F1} min, {failures.Count} failure(s) in total");
        }
        stdout.WriteLine(failures.Count == 0 ? "OK: every result equalled the BCL's" : $"FAILED: {failures.Count} difference(s)");
        return failures.Count == 0 ? 0 : 1;
    }

    // Shortest text UTF-16 and UTF-8 against the BCL's, then both parsers on that text (the BCL's bits are the answer).
    private static void CheckShortest<T>(T value, char[] expected, char[] actual, FailureLog failures, Where where) where T : struct, IBinaryFloatingPointIeee754<T>
    {
        value.TryFormat(expected, out int expectedLength, default, CultureInfo.InvariantCulture);
        FloatingPointText.TryFormat(value, actual, out int actualLength, default, CultureInfo.InvariantCulture);
        ReadOnlySpan<char> text = expected.AsSpan(0, expectedLength);
        if (!text.SequenceEqual(actual.AsSpan(0, actualLength)))
        {
            failures.Add($"{where}: {typeof(T).Name} {Bits(value)} shortest: BCL \"{text}\", Hotpath \"{actual.AsSpan(0, actualLength)}\"");
            return;
        }
        Span<byte> utf8 = stackalloc byte[64];
        FloatingPointText.TryFormat(value, utf8, out int bytes, default, CultureInfo.InvariantCulture);
        bool same = bytes == expectedLength;
        for (int i = 0; same && i < bytes; i++) same = utf8[i] == text[i];
        if (!same) failures.Add($"{where}: {typeof(T).Name} {Bits(value)} shortest UTF-8 differs from \"{text}\"");
        T bcl = T.Parse(text, NumberStyles.Float, CultureInfo.InvariantCulture);
        if (!SameBits(FloatingPointText.Parse<T>(text, NumberStyles.Float, CultureInfo.InvariantCulture), bcl)
            || !SameBits(FloatingPointText.Parse<T>(utf8[..bytes], NumberStyles.Float, CultureInfo.InvariantCulture), bcl))
        {
            failures.Add($"{where}: {typeof(T).Name} parse \"{text}\": BCL {Bits(bcl)}");
        }
    }

    private static void CheckFormat<T>(T value, string? format, CultureInfo culture, FailureLog failures, Where where) where T : struct, IBinaryFloatingPointIeee754<T>
    {
        string expected = value.ToString(format, culture);
        Span<byte> utf8 = stackalloc byte[4096];
        string utf8Text = FloatingPointText.TryFormat(value, utf8, out int bytes, format, culture) ? Encoding.UTF8.GetString(utf8[..bytes]) : "(too long)";
        if (FloatingPointText.ToString(value, format, culture) != expected || utf8Text != expected)
        {
            failures.Add($"{where}: {typeof(T).Name} {Bits(value)} format \"{format}\" {culture.Name}: BCL \"{expected}\"");
        }
    }

    private static void CheckParse<T>(string text, FailureLog failures, Where where) where T : struct, IBinaryFloatingPointIeee754<T>
    {
        T bcl = T.Parse(text, NumberStyles.Float, CultureInfo.InvariantCulture);
        if (!SameBits(FloatingPointText.Parse<T>(text, NumberStyles.Float, CultureInfo.InvariantCulture), bcl)
            || !SameBits(FloatingPointText.Parse<T>(Encoding.UTF8.GetBytes(text), NumberStyles.Float, CultureInfo.InvariantCulture), bcl))
        {
            failures.Add($"{where}: {typeof(T).Name} parse \"{(text.Length > 80 ? text[..80] + "…" : text)}\": BCL {Bits(bcl)}");
        }
    }

    // Every kind of double: random bits, uniform values at many magnitudes, integers, powers of ten, subnormals.
    private static double RandomDouble(Random random) => random.Next(6) switch
    {
        0 or 1 => BitConverter.Int64BitsToDouble(random.NextInt64(long.MinValue, long.MaxValue)),
        2 => random.NextDouble() * Math.Pow(10, random.Next(-40, 41)),
        3 => random.NextInt64(-1L << 53, 1L << 53),
        4 => double.Parse($"1e{random.Next(-325, 310)}", CultureInfo.InvariantCulture),
        _ => BitConverter.Int64BitsToDouble(random.NextInt64(0, 1L << 52)),
    };

    // The exact decimal text of the midpoint between a finite value and its successor (where round-half-even decides), or
    // of that midpoint plus a unit in its 30th digit past the end, or the value's shortest text when it is not finite.
    private static string HalfwayText<T>(T value, Random random) where T : struct, IBinaryFloatingPointIeee754<T>
    {
        T magnitude = T.Abs(value);
        T next = T.BitIncrement(magnitude);
        if (!T.IsFinite(magnitude) || !T.IsFinite(next)) return value.ToString(null, CultureInfo.InvariantCulture);
        // Both are exact doubles (a float widens exactly), and so is an exact significand-and-exponent pair for each.
        (BigInteger low, int lowExponent) = Exact(double.CreateTruncating(magnitude));
        (BigInteger high, int highExponent) = Exact(double.CreateTruncating(next));
        int exponent = Math.Min(lowExponent, highExponent);
        BigInteger sum = (low << (lowExponent - exponent)) + (high << (highExponent - exponent));
        // The midpoint is sum * 2^(exponent - 1); as a decimal, digits * 10^-scale.
        int power = exponent - 1;
        BigInteger digits = power < 0 ? sum * BigInteger.Pow(5, -power) : sum << power;
        int scale = power < 0 ? -power : 0;
        string text = digits.ToString(CultureInfo.InvariantCulture);
        if (random.Next(3) == 0)
        {
            const string Nudge = "00000000000000000000000000001";
            text += Nudge;
            scale += Nudge.Length;
        }
        return (T.IsNegative(value) ? "-" : "") + text + (scale == 0 ? "" : $"e-{scale}");
    }

    // A finite double as an integer times a power of two.
    private static (BigInteger Significand, int Exponent) Exact(double value)
    {
        ulong bits = BitConverter.DoubleToUInt64Bits(value);
        int biased = (int)(bits >> 52) & 0x7FF;
        ulong fraction = bits & ((1UL << 52) - 1);
        return biased == 0 ? (fraction, -1074) : (fraction | (1UL << 52), biased - 1075);
    }

    /// <summary>Names a checked value in failure messages; built into a string only when something failed.</summary>
    private readonly record struct Where(string Label, long Index)
    {
        public override string ToString() => Label + Index.ToString(CultureInfo.InvariantCulture);
    }

    private static bool SameBits<T>(T a, T b) where T : struct, IBinaryFloatingPointIeee754<T> =>
        typeof(T) == typeof(double)
            ? BitConverter.DoubleToUInt64Bits(Unsafe.BitCast<T, double>(a)) == BitConverter.DoubleToUInt64Bits(Unsafe.BitCast<T, double>(b))
            : BitConverter.SingleToUInt32Bits(Unsafe.BitCast<T, float>(a)) == BitConverter.SingleToUInt32Bits(Unsafe.BitCast<T, float>(b));

    private static string Bits<T>(T value) where T : struct, IBinaryFloatingPointIeee754<T> => value switch
    {
        double d => BitConverter.DoubleToUInt64Bits(d).ToString("X16", CultureInfo.InvariantCulture),
        float f => BitConverter.SingleToUInt32Bits(f).ToString("X8", CultureInfo.InvariantCulture),
        _ => value.ToString(null, CultureInfo.InvariantCulture),
    };

    // Thread-safe; prints the first hundred differences and stops the run after that many.
    private sealed class FailureLog(TextWriter writer)
    {
        private int _count;

        public int Count => Volatile.Read(ref _count);

        public bool TooMany => Count >= 100;

        public void Add(string message)
        {
            if (Interlocked.Increment(ref _count) > 100) return;
            lock (writer) writer.WriteLine("DIFF " + message);
        }
    }
}

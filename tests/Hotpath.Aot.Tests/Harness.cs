using System.Globalization;
using System.Text;

namespace Hotpath.Aot.Tests;

/// <summary>
/// Where a case came from, kept as plain values so that a passing case costs no formatting: the section, what was
/// searched for (needle, pattern set, regex), the seed that rebuilds the case's random data on its own
/// (<c>new Random(Seed)</c> in that section's generator), the input, and whatever else tells the case apart
/// (comparison, options, algorithm).
/// </summary>
internal readonly record struct Where(string Section, string Subject, int Seed, string Input, string Detail = "");

/// <summary>
/// Counts cases and records mismatches. A mismatch names the check, the case's <see cref="Where"/>, and the expected
/// (BCL) and actual (Hotpath) values; the first <see cref="MaxPrinted"/> are printed as they happen, so a broken build
/// does not bury the first, most useful lines under thousands of repeats. Thread-safe: the concurrency checks call it
/// from several threads.
/// </summary>
internal sealed class Harness
{
    private const int MaxPrinted = 20;
    // Inputs and values are cut to this many characters when printed; the seed rebuilds the whole case.
    private const int MaxShown = 160;

    private readonly Lock _lock = new();
    private long _cases;
    private int _mismatches;

    public long Cases => Interlocked.Read(ref _cases);

    public int Mismatches => Volatile.Read(ref _mismatches);

    /// <summary>One case: <paramref name="actual"/> must equal <paramref name="expected"/>.</summary>
    public bool Equal<T>(in Where where, string check, T expected, T actual)
    {
        Interlocked.Increment(ref _cases);
        if (EqualityComparer<T>.Default.Equals(expected, actual)) return true;
        Report(where, check, Show(expected), Show(actual));
        return false;
    }

    /// <summary>One case: two sequences must be equal; a mismatch shows both counts and the first differing element.</summary>
    public bool Same<T>(in Where where, string check, IReadOnlyList<T> expected, IReadOnlyList<T> actual)
    {
        Interlocked.Increment(ref _cases);
        int common = Math.Min(expected.Count, actual.Count);
        int first = 0;
        while (first < common && EqualityComparer<T>.Default.Equals(expected[first], actual[first])) first++;
        if (first == expected.Count && first == actual.Count) return true;
        string At(IReadOnlyList<T> list) => first < list.Count ? Show(list[first]) : "(none)";
        Report(where, check, $"{expected.Count} items, #{first} = {At(expected)}", $"{actual.Count} items, #{first} = {At(actual)}");
        return false;
    }

    /// <summary>One case: <paramref name="action"/> must throw <typeparamref name="TException"/> (or a subclass).</summary>
    public void Throws<TException>(in Where where, string check, Action action) where TException : Exception
    {
        Interlocked.Increment(ref _cases);
        try
        {
            action();
        }
        catch (TException)
        {
            return;
        }
        catch (Exception e)
        {
            Report(where, check, typeof(TException).Name, $"{e.GetType().Name}: {e.Message}");
            return;
        }
        Report(where, check, typeof(TException).Name, "no exception");
    }

    /// <summary>
    /// Runs a group of checks; an exception escaping it (the library throwing where the BCL answered) is one more
    /// case and a mismatch, and the run goes on with the next group.
    /// </summary>
    public void Guard(in Where where, string check, Action body)
    {
        try
        {
            body();
        }
        catch (Exception e)
        {
            Interlocked.Increment(ref _cases);
            Report(where, check, "no exception", $"{e.GetType().Name}: {e.Message}");
        }
    }

    /// <summary>A mismatch found by other means (the caller counted the case).</summary>
    public void Fail(in Where where, string check, string expected, string actual)
    {
        Interlocked.Increment(ref _cases);
        Report(where, check, expected, actual);
    }

    private void Report(in Where where, string check, string expected, string actual)
    {
        int number = Interlocked.Increment(ref _mismatches);
        if (number > MaxPrinted) return;
        string detail = where.Detail.Length == 0 ? "" : $" ({where.Detail})";
        string line = $"MISMATCH #{number} [{where.Section}] {check}: {where.Subject}{detail} | seed {where.Seed} | " +
                      $"input length {where.Input.Length} \"{Cut(Escape(where.Input))}\" | expected {Cut(expected)} | actual {Cut(actual)}";
        lock (_lock)
        {
            Console.WriteLine(line);
            if (number == MaxPrinted) Console.WriteLine($"(only the first {MaxPrinted} mismatches are printed)");
        }
    }

    private static string Show<T>(T value) => value switch
    {
        null => "null",
        string s => $"\"{Escape(s)}\"",
        IFormattable f => f.ToString(null, CultureInfo.InvariantCulture),
        _ => value.ToString() ?? "",
    };

    private static string Cut(string text) => text.Length <= MaxShown ? text : string.Concat(text.AsSpan(0, MaxShown), "…");

    /// <summary>Printable ASCII as is, everything else as \uXXXX, so that a mismatch line stays one line and shows what the units are.</summary>
    public static string Escape(string text)
    {
        var builder = new StringBuilder(text.Length);
        foreach (char c in text)
        {
            if (c is >= ' ' and < '\u007F' and not '\\') builder.Append(c);
            else if (c == '\\') builder.Append(@"\\");
            else builder.Append(CultureInfo.InvariantCulture, $"\\u{(int)c:X4}");
        }
        return builder.ToString();
    }
}

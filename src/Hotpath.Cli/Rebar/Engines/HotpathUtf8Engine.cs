using Hotpath.RegularExpressions;

namespace Hotpath.Cli.Rebar.Engines;

/// <summary>
/// Hotpath's <see cref="Regex"/> searching the haystack's UTF-8 bytes without transcoding. Lengths reported to the
/// models are converted to UTF-16 so the counts compare with .NET's; before timing, every match mapped to UTF-16
/// offsets must equal the UTF-16 search's matches, or the benchmark is a wrong count. Capture models are
/// unsupported: the UTF-8 API reports match bounds only.
/// </summary>
internal sealed class HotpathUtf8Engine : IRebarEngine
{
    /// <summary>The engine.</summary>
    public static readonly HotpathUtf8Engine Instance = new();

    private HotpathUtf8Engine()
    {
    }

    /// <inheritdoc/>
    public string Name => "hotpath-utf8";

    /// <inheritdoc/>
    public IRebarRegex Compile(string pattern, bool caseInsensitive, TimeSpan matchTimeout) =>
        new Utf8RebarRegex(HotpathEngine.CompileLinear(pattern, caseInsensitive, matchTimeout));

    private sealed class Utf8RebarRegex(Regex regex) : IRebarRegex
    {
        public int Count(RebarHaystack haystack) => regex.Count(haystack.Utf8);

        public long SumMatchLengths(RebarHaystack haystack)
        {
            int[] utf16 = haystack.Utf16OffsetOfByte;
            long sum = 0;
            foreach (ValueMatch m in regex.EnumerateMatches(haystack.Utf8)) sum += utf16[m.Index + m.Length] - utf16[m.Index];
            return sum;
        }

        public int CountCaptures(RebarHaystack haystack) => throw new NotSupportedException("the UTF-8 API has no captures");

        public int CountMatchingLines(RebarHaystack haystack)
        {
            ReadOnlySpan<byte> utf8 = haystack.Utf8;
            int count = 0;
            foreach ((int start, int length) in haystack.Utf8Lines)
            {
                if (regex.IsMatch(utf8.Slice(start, length))) count++;
            }
            return count;
        }

        public int CountCapturesPerLine(RebarHaystack haystack) => throw new NotSupportedException("the UTF-8 API has no captures");

        public string? FindInconsistency(RebarHaystack haystack)
        {
            int[] utf16 = haystack.Utf16OffsetOfByte;
            var fromBytes = new List<(int, int)>();
            foreach (ValueMatch m in regex.EnumerateMatches(haystack.Utf8))
            {
                int start = utf16[m.Index], end = utf16[m.Index + m.Length];
                if (start < 0 || end < 0) return $"the match at byte {m.Index} splits a UTF-8 sequence";
                fromBytes.Add((start, end - start));
            }
            var fromChars = new List<(int, int)>();
            foreach (ValueMatch m in regex.EnumerateMatches(haystack.Text)) fromChars.Add((m.Index, m.Length));

            int differ = 0;
            while (differ < Math.Min(fromBytes.Count, fromChars.Count) && fromBytes[differ] == fromChars[differ]) differ++;
            return differ == fromBytes.Count && differ == fromChars.Count
                ? null
                : $"UTF-8 and UTF-16 searches disagree at match #{differ}: {Describe(fromBytes, differ)} (from bytes) vs {Describe(fromChars, differ)} (UTF-16)";
        }

        private static string Describe(List<(int Index, int Length)> matches, int i) =>
            i < matches.Count ? $"[{matches[i].Index}, +{matches[i].Length}]" : "none";
    }
}

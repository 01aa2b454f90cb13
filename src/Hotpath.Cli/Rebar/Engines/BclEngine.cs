using System.Text.RegularExpressions;

namespace Hotpath.Cli.Rebar.Engines;

/// <summary>
/// One of System.Text.RegularExpressions' engines, configured as rebar's .NET runner configures it:
/// <c>CultureInvariant</c>, plus <c>IgnoreCase</c> for case-insensitive benchmarks.
/// </summary>
/// <param name="Name">The engine's CSV name.</param>
/// <param name="EngineOption">None (interpreter), Compiled or NonBacktracking.</param>
internal sealed record BclEngine(string Name, RegexOptions EngineOption) : IRebarEngine
{
    /// <summary>The interpreter.</summary>
    public static readonly BclEngine Interpreter = new("bcl-interp", RegexOptions.None);

    /// <summary>The Reflection.Emit compiler.</summary>
    public static readonly BclEngine Compiled = new("bcl-compiled", RegexOptions.Compiled);

    /// <summary>The derivative-based automaton engine.</summary>
    public static readonly BclEngine NonBacktracking = new("bcl-nonbacktracking", RegexOptions.NonBacktracking);

    /// <inheritdoc/>
    public IRebarRegex Compile(string pattern, bool caseInsensitive, TimeSpan matchTimeout)
    {
        RegexOptions options = RegexOptions.CultureInvariant | EngineOption;
        if (caseInsensitive) options |= RegexOptions.IgnoreCase;
        return new BclRebarRegex(new Regex(pattern, options, matchTimeout));
    }

    private sealed class BclRebarRegex(Regex regex) : IRebarRegex
    {
        public int Count(RebarHaystack haystack) => regex.Count(haystack.Text);

        public long SumMatchLengths(RebarHaystack haystack)
        {
            long sum = 0;
            foreach (ValueMatch m in regex.EnumerateMatches(haystack.Text)) sum += m.Length;
            return sum;
        }

        public int CountCaptures(RebarHaystack haystack) => CountCaptures(haystack.Text);

        public int CountMatchingLines(RebarHaystack haystack)
        {
            int count = 0;
            foreach (ReadOnlySpan<char> line in haystack.Text.AsSpan().EnumerateLines())
            {
                if (regex.IsMatch(line)) count++;
            }
            return count;
        }

        public int CountCapturesPerLine(RebarHaystack haystack)
        {
            int count = 0;
            // Match needs a string: the per-line allocation is part of what rebar's .NET runner measures.
            foreach (ReadOnlySpan<char> line in haystack.Text.AsSpan().EnumerateLines()) count += CountCaptures(line.ToString());
            return count;
        }

        private int CountCaptures(string text)
        {
            int count = 0;
            for (Match m = regex.Match(text); m.Success; m = m.NextMatch())
            {
                foreach (Group g in m.Groups)
                {
                    if (g.Success) count++;
                }
            }
            return count;
        }
    }
}

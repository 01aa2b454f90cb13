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
    public IRebarRegex Compile(string pattern, bool caseInsensitive, TimeSpan matchTimeout) =>
        new BclRebarRegex(new Regex(pattern, RebarRegexOptions.For(caseInsensitive) | EngineOption, matchTimeout));

    private sealed class BclRebarRegex(Regex regex) : Utf16RebarRegex
    {
        protected override int Count(string text) => regex.Count(text);

        protected override bool IsMatch(ReadOnlySpan<char> text) => regex.IsMatch(text);

        protected override long SumMatchLengths(string text)
        {
            long sum = 0;
            foreach (ValueMatch m in regex.EnumerateMatches(text)) sum += m.Length;
            return sum;
        }

        protected override int CountCaptures(string text)
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

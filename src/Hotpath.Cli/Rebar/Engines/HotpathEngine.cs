using Hotpath.RegularExpressions;

namespace Hotpath.Cli.Rebar.Engines;

/// <summary>
/// Hotpath's <see cref="Regex"/> searching UTF-16 text. Non-regular patterns, which Hotpath runs on the BCL's
/// engine, throw <see cref="NotSupportedException"/> here, which the runner reports as <c>unsupported</c>: the
/// engine's rows measure Hotpath's own engine.
/// </summary>
internal sealed class HotpathEngine : IRebarEngine
{
    /// <summary>The engine.</summary>
    public static readonly HotpathEngine Instance = new();

    private HotpathEngine()
    {
    }

    /// <inheritdoc/>
    public string Name => "hotpath";

    /// <inheritdoc/>
    public IRebarRegex Compile(string pattern, bool caseInsensitive, TimeSpan matchTimeout) =>
        new HotpathRebarRegex(CompileLinear(pattern, caseInsensitive, matchTimeout));

    /// <summary>Compiles <paramref name="pattern"/>, or throws <see cref="NotSupportedException"/> when it would not run on Hotpath's linear engine.</summary>
    internal static Regex CompileLinear(string pattern, bool caseInsensitive, TimeSpan matchTimeout)
    {
        var regex = new Regex(pattern, (RegexOptions)RebarRegexOptions.For(caseInsensitive), matchTimeout);
        return regex.IsLinear ? regex : throw new NotSupportedException($"'{pattern}' is not regular; Hotpath would run it on the BCL's engine.");
    }

    private sealed class HotpathRebarRegex(Regex regex) : Utf16RebarRegex
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

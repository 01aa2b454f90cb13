using Hotpath.RegularExpressions;

namespace Hotpath.Cli.Rebar.Engines;

/// <summary>
/// Hotpath's <see cref="Regex"/> searching UTF-16 text. Non-regular patterns throw
/// <see cref="RegexUnsupportedException"/> (a <see cref="NotSupportedException"/>), which the runner reports as
/// <c>unsupported</c>.
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
        new HotpathRebarRegex(new Regex(pattern, (Hotpath.RegularExpressions.RegexOptions)(RebarRegexOptions.For(caseInsensitive)), matchTimeout));

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

using System.Text;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Tests.Differential;
using Hotpath.RegularExpressions.Translation;
using BclRegex = System.Text.RegularExpressions.Regex;
using RegexOptions = System.Text.RegularExpressions.RegexOptions;

namespace Hotpath.RegularExpressions.Tests.Meta;

/// <summary>
/// Candidate searches that hand over to the unanchored DFA where candidates come densely (see CandidateDensity), and
/// line-start candidates: over texts whose parts alternate between dense and sparse candidates, longer than a verdict
/// lasts, every result must be the BCL's, and the switch must happen.
/// </summary>
public class AdaptiveCandidateTests
{
    public static TheoryData<string, RegexOptions> Patterns => new()
    {
        { @"\b[0-9a-f]{8}\b", RegexOptions.None },
        { @"\b(?:\d{1,3}\.){3}\d{1,3}\b", RegexOptions.None },
        { @"(\d{2}):(\d{2}):(\d{2})", RegexOptions.None },
        { @"\b[A-Za-z_][A-Za-z0-9_]*\b", RegexOptions.None },
        { @"[0-9]+\.[0-9]+", RegexOptions.None },
        { @"^(\w+);([^;]*);X;", RegexOptions.Multiline },
        { @"^[0-9a-f]+ \w", RegexOptions.Multiline },
        { @"^\s*$", RegexOptions.Multiline },
        { @"^$|^\d", RegexOptions.Multiline },
    };

    [Theory]
    [MemberData(nameof(Patterns))]
    public void ResultsAgreeWithTheBclAcrossDenseAndSparseParts(string pattern, RegexOptions options)
    {
        string text = MixedText(seed: pattern.Length, length: CandidateDensity.ReprobeUnits * 2 + 50_000);
        var bcl = new BclRegex(pattern, (System.Text.RegularExpressions.RegexOptions)options);
        var hotpath = new Regex(pattern, options);
        Assert.Equal(bcl.Count(text), hotpath.Count(text));
        Assert.Equal(Spans(bcl.Matches(text)), Spans(hotpath.Matches(text)));
        string utf8Spans = string.Join(",", Utf8Spans(hotpath, text));
        Assert.Equal(string.Join(",", bcl.Matches(text).Select(m => $"{m.Index}+{m.Length}")), utf8Spans);
        // Groups and replacements on a part of it, where the comparer's every API runs in reasonable time.
        Assert.Null(DifferentialComparer.Compare(bcl, hotpath, text[..20_000]));
    }

    [Theory]
    [InlineData(@"\b[0-9a-f]{8}\b", false, true)]
    [InlineData(@"\b[A-Za-z_][A-Za-z0-9_]*\b", true, false)]
    public void DenseCandidatesLeaveTheSearchToTheUnanchoredDfa(string pattern, bool prose, bool denseForSpans)
    {
        // Hex words among numbers: most candidates fail. Words of prose: each candidate is a match.
        string text = prose
            ? string.Join(" ", Enumerable.Range(0, 20_000).Select(i => i % 7 == 0 ? "Holmes" : "word"))
            : MixedText(seed: 1, length: 100_000, denseOnly: true);
        Strategy strategy = StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default, StrategyKind.Dfa);
        Assert.IsType<DfaStrategy>(strategy);
        StrategyCache cache = strategy.CreateCache();
        cache.BeginSearch(Regex.InfiniteMatchTimeout, pattern, text);
        Assert.True(strategy.TryCountAll(text, 0, cache, out int count));
        Assert.Equal(new BclRegex(pattern).Count(text), count);
        Assert.True(DfaStrategy.LeavesCandidatesAt(cache, text.Length - 1, endsOnly: true));

        // Searches for spans: only failed attempts count against candidates (an identifier's start is its match).
        cache.BeginSearch(Regex.InfiniteMatchTimeout, pattern, text);
        int position = 0;
        while (strategy.TryFindSpan(text, position, cache, out _, out int end)) position = end;
        Assert.Equal(denseForSpans, DfaStrategy.LeavesCandidatesAt(cache, text.Length - 1, endsOnly: false));
    }

    private static string Spans(IEnumerable<System.Text.RegularExpressions.Match> matches) =>
        string.Join(",", matches.Select(m => $"{m.Index}+{m.Length}:" + string.Join("/", m.Groups.Cast<System.Text.RegularExpressions.Group>().Select(g => $"{g.Index}+{g.Length}"))));

    private static string Spans(IEnumerable<Match> matches) =>
        string.Join(",", matches.Select(m => $"{m.Index}+{m.Length}:" + string.Join("/", Enumerable.Range(0, m.Groups.Count).Select(i => $"{m.Groups[i].Index}+{m.Groups[i].Length}"))));

    private static IEnumerable<string> Utf8Spans(Regex regex, string text)
    {
        byte[] utf8 = Encoding.UTF8.GetBytes(text);
        var spans = new List<string>();
        foreach (ValueMatch match in regex.EnumerateMatches(utf8))
        {
            int index = Encoding.UTF8.GetCharCount(utf8.AsSpan(0, match.Index));
            spans.Add($"{index}+{Encoding.UTF8.GetCharCount(utf8.AsSpan(match.Index, match.Length))}");
        }
        return spans;
    }

    // Parts of a few thousand units, each either dense in candidates (hex digits, short numbers, identifiers, fields
    // separated by `;`) or sparse (prose), as lines.
    private static string MixedText(int seed, int length, bool denseOnly = false)
    {
        var random = new Random(seed);
        var text = new StringBuilder(length + 200);
        string[] words = ["the", "house", "was", "quiet", "when", "she", "came", "back", "après", "Ж", "tea"];
        while (text.Length < length)
        {
            bool dense = denseOnly || random.Next(2) == 0;
            int partEnd = text.Length + random.Next(2_000, 20_000);
            while (text.Length < partEnd)
            {
                if (dense)
                {
                    switch (random.Next(6))
                    {
                        case 0: text.Append($"{random.Next(256)}.{random.Next(256)}.{random.Next(256)}.{random.Next(1000)} "); break;
                        case 1: text.Append(random.Next().ToString("x8")).Append(' '); break;
                        case 2: text.Append($"{random.Next(100):D2}:{random.Next(60):D2}:{random.Next(60):D2} a1 b2 c3 "); break;
                        case 3: text.Append($"id_{random.Next(1000)};{words[random.Next(words.Length)]};X;"); break;
                        case 4: text.Append("\n"); break;
                        default: text.Append($"{random.Next(10)}{(char)('a' + random.Next(6))} {random.Next(100)}.{random.Next(100)} "); break;
                    }
                }
                else
                {
                    text.Append(words[random.Next(words.Length)]).Append(random.Next(12) == 0 ? ".\n" : random.Next(40) == 0 ? "\n\n" : " ");
                }
            }
        }
        return text.ToString();
    }
}

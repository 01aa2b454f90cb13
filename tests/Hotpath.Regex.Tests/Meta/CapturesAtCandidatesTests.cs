using System.Text;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Tests.Differential;
using Hotpath.RegularExpressions.Translation;
using BclRegex = System.Text.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.Meta;

/// <summary>
/// Groups found by backtracking attempts at the start candidates of the DFA strategy: over markup, logs and prose with
/// long runs (attempts that run over their step budget hand the search to the DFAs), dense failing candidates (handed
/// to the unanchored DFA) and non-ASCII text, every match and group must be the BCL's.
/// </summary>
public sealed class CapturesAtCandidatesTests
{
    public static TheoryData<string, RegexOptions> Patterns => new()
    {
        { @"<(\w+)[^>]*>", RegexOptions.None },
        { @"https?://([\w.-]+)(/[\w./-]*)?", RegexOptions.None },
        { @"""(\w+)"":\s*(?:""([^""]*)""|(\d+))", RegexOptions.None },
        { @"at ([\w.]+)\.(\w+)\(([^)]*)\)", RegexOptions.None },
        { @"@(\w+)(?: \{([^}]+)\})?", RegexOptions.None },
        { @"^From: (?:""?([^""<\n]*)""? )?<?([^>\n]+)>?$", RegexOptions.Multiline },
        { @"(\d+)-(\d+|x)", RegexOptions.None },
        { @"<(A|SPAN)\b([^>]*)>", RegexOptions.IgnoreCase },
    };

    [Theory]
    [MemberData(nameof(Patterns))]
    public void GroupsAreTheBclsOverLongRunsDenseCandidatesAndOtherScripts(string pattern, RegexOptions options)
    {
        Strategy strategy = StrategyBuilder.Build(RegexTranslator.Translate(pattern, options), RegexSettings.Default);
        Assert.IsType<DfaStrategy>(strategy);
        var bcl = new BclRegex(pattern, (System.Text.RegularExpressions.RegexOptions)options);
        var hotpath = new Regex(pattern, options);
        for (int seed = 0; seed < 6; seed++)
        {
            string text = Text(seed);
            Assert.Null(DifferentialComparer.Compare(bcl, hotpath, text));
        }
    }

    // Lines of markup, URLs, JSON fields, stack frames, mail headers and number pairs, with runs far longer than an
    // attempt's budget (thousands of word units inside a tag or a URL), stretches of candidates that fail densely
    // (`<<<<`, `@@@@`, digits without dashes), and Cyrillic and CJK words.
    private static string Text(int seed)
    {
        var random = new Random(seed);
        var text = new StringBuilder();
        string[] words = ["word", "Жук", "日本語", "x", "straße", "9"];
        for (int line = 0; line < 400; line++)
        {
            string word = words[random.Next(words.Length)];
            switch (random.Next(12))
            {
                case 0: text.Append($"<{word} class=\"{word}\">{word}</{word}>"); break;
                case 1: text.Append($"see https://{word}.example.org/{word}/{random.Next(100)}?q={word} or http://{word}"); break;
                case 2: text.Append($"{{\"{word}\": \"{word} {word}\", \"n\":{random.Next(100)}}}"); break;
                case 3: text.Append($"   at {word}.Sub.{word}({word} a, int b) in /src/{word}.cs:line {random.Next(500)}"); break;
                case 4: text.Append($"From: \"{word}\" <{word}@example.org>"); break;
                case 5: text.Append($"@{word} {{{word}}} @param {{int}} n"); break;
                case 6: text.Append('<').Append(new string('a', random.Next(1_000, 5_000))).Append(random.Next(2) == 0 ? ">" : " "); break;
                case 7: text.Append("http://").Append(string.Concat(Enumerable.Repeat("host.", random.Next(200, 800)))).Append("/p"); break;
                case 8: text.Append(new string('<', random.Next(50, 300))).Append(new string('@', random.Next(50, 300))); break;
                case 9: text.Append(string.Join(" ", Enumerable.Range(0, random.Next(20, 200)).Select(i => random.Next(1000)))).Append($" {random.Next(99)}-{random.Next(99)}"); break;
                case 10: text.Append($"<SPAN id={word}><a href=\"{word}\"><Span>"); break;
                default: text.Append(string.Join(" ", Enumerable.Range(0, random.Next(5, 30)).Select(_ => words[random.Next(words.Length)]))); break;
            }
            text.Append('\n');
        }
        return text.ToString();
    }
}

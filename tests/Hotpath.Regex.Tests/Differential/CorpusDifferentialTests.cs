using System.Text.RegularExpressions;

namespace Hotpath.RegularExpressions.Tests.Differential;

/// <summary>
/// Differential runs on real text: random and hand-picked patterns over snippets of the shared corpora,
/// long enough that searches for captures leave the bounded backtracker's budget and use the PikeVM.
/// </summary>
public sealed class CorpusDifferentialTests(ITestOutputHelper output)
{
    private static readonly string[] s_patterns =
    [
        @"(\w+)\s(\w+)", @"\b(?<word>[A-Z]\w*)\b", @"(?i)(holmes|watson|street)", @"(?m)^(\w+).*?(\w+)$", @"""([^""]*)""",
        @"(\d+)(?:st|nd|rd|th)?", @"(?:(a)|(e)|(i))+", @"([aeiou]{2,})|(\W)", @"(?s)(.)(.)?", @"\w+ing\b",
        @"(?x) ( \w+ ) \s* , \s* (\w+)", @"(?:(\w)\W*){3}?", @"(?i)\b(?:s|t)\w*?(e|y)\b",
    ];

    public static TheoryData<string> Corpora => ["corpora/sherlock-holmes-1661.txt", "corpora/war-and-peace-2600.txt"];

    [DataTheory]
    [MemberData(nameof(Corpora))]
    public void PatternsAgreeWithTheBclOnCorpusSnippets(string corpus)
    {
        string text = File.ReadAllText(SharedData.PathOf(corpus));
        var random = new Random(corpus.Length);
        var generator = new PatternGenerator(corpus.Length);
        var failures = new List<string>();
        int compared = 0;
        IEnumerable<string> patterns = s_patterns.Concat(Enumerable.Range(0, 60).Select(_ => generator.NextPattern()));
        int index = 0;
        foreach (string pattern in patterns)
        {
            RegexOptions options = index++ % 3 == 0 ? RegexOptions.IgnoreCase : RegexOptions.None;
            System.Text.RegularExpressions.Regex? bcl = DifferentialComparer.TryCreateBcl(pattern, options);
            if (bcl is null) continue;
            Regex hotpath;
            try
            {
                hotpath = new Regex(pattern, options);
            }
            catch (RegexUnsupportedException)
            {
                continue;
            }
            // Hand-picked patterns get a long snippet (PikeVM territory); random ones a short one.
            int length = index <= s_patterns.Length ? 20_000 : random.Next(100, 1_000);
            int start = random.Next(text.Length - length);
            string snippet = text.Substring(start, length);
            try
            {
                if (DifferentialComparer.Compare(bcl, hotpath, snippet) is { } difference)
                {
                    failures.Add($"{corpus} [{start}, +{length}) pattern '{DifferentialComparer.Escape(pattern)}' options {options}: {difference}");
                }
                compared++;
            }
            catch (System.Text.RegularExpressions.RegexMatchTimeoutException)
            {
            }
            if (failures.Count >= 3) break;
        }
        output.WriteLine($"{corpus}: {compared} patterns compared");
        Assert.True(failures.Count == 0, string.Join("\n", failures));
    }
}

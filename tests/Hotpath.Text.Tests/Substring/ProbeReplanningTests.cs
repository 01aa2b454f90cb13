using System.Text;

namespace Hotpath.Text.Tests.Substring;

/// <summary>
/// A needle whose first probes suit prose but not the text searched re-chooses them from that text (see
/// <c>ProbeReplanning</c>), keeps them for later searches, and still finds exactly what the BCL finds, on any text
/// afterwards, from any thread. Re-choosing is part of the vector scan, so the class runs with the vector paths on.
/// </summary>
[Collection(VectorPathsCollection.Name)]
public sealed class ProbeReplanningTests
{
    [Fact]
    public void AnAttributeNeedleInMarkup_LeavesTheEqualsQuotePair_AndCountsExactly() => VectorPathsCollection.Run(true, () =>
    {
        string html = Markup(new Random(7), elements: 4000);
        SubstringNeedle<ushort> needle = NeedlePreparation.ForUtf16("title=\"", false, out _)!;
        CandidateProbes<ushort> first = needle.Probes!.Value;
        // The premise: prose makes `=` and `"` look rare, so the first choice probes the pair every attribute holds.
        Assert.Equal(new[] { '"', '=' }, ProbedUnits(first).Order());

        int count = needle.Count<ExactUnits<ushort>>(Units(html));

        Assert.Equal(SubstringOracle.Matches(html, "title=\"", StringComparison.Ordinal).Count, count);
        CandidateProbes<ushort>? learned = needle.LearnedProbes;
        Assert.NotNull(learned);
        Assert.False(ProbedUnits(learned.Value).Order().SequenceEqual(new[] { '"', '=' }), $"still probing = and \": {learned}");
    });

    [Fact]
    public void ProbesThatAlreadyPassFewest_AreKept()
    {
        string html = Markup(new Random(11), elements: 200);
        SubstringNeedle<ushort> needle = NeedlePreparation.ForUtf16("qzjx", false, out _)!;
        ReadOnlySpan<ushort> sample = Units(html);
        Assert.False(ProbeReplanning<ushort, ProbeVector128<ushort>>.TryChoose(sample, needle.Units, null, needle.Probes!.Value, out var kept));
        Assert.Equal(needle.Probes!.Value, kept);
    }

    [Fact]
    public void TextWithTooFewWindows_ChangesNothing()
    {
        SubstringNeedle<ushort> needle = NeedlePreparation.ForUtf16("class=\"", false, out _)!;
        Assert.False(ProbeReplanning<ushort, ProbeVector128<ushort>>.TryChoose(Units("a class=\"b\" c=\"d\""), needle.Units, null, needle.Probes!.Value, out _));
    }

    [Fact]
    public void SeededMarkupAndLogs_MatchTheBcl_BeforeAndAfterTheProbesChange() => VectorPathsCollection.Run(true, () =>
    {
        // Each searcher first searches one kind of text (which may re-choose its probes), then the other kind and a
        // scrambled copy: the learned probes must not change any answer. At least some needles must re-choose, or the
        // test does not reach the code it is about.
        var random = new Random(20261205);
        int learned = 0, needles = 0;
        for (int round = 0; round < 12; round++)
        {
            string markup = Markup(random, elements: 300 + random.Next(900));
            string logs = AccessLog(random, lines: 200 + random.Next(600));
            string[] texts = round % 2 == 0 ? [markup, logs, TextGenerators.ScrambleCase(random, markup)] : [logs, markup, TextGenerators.ScrambleCase(random, logs)];
            foreach (string needle in NeedlesFrom(random, texts[0]))
            {
                foreach (var comparison in new[] { StringComparison.Ordinal, StringComparison.OrdinalIgnoreCase })
                {
                    needles++;
                    var searcher = new SubstringSearcher(needle, comparison);
                    var utf8 = new Utf8SubstringSearcher(Encoding.UTF8.GetBytes(needle), comparison);
                    foreach (string text in texts)
                    {
                        string because = $"round {round}, needle \"{needle}\", {comparison}, text of {text.Length}";
                        List<int> expected = SubstringOracle.Matches(text, needle, comparison);
                        Assert.True(expected.Count == searcher.Count(text), because);
                        Assert.True(expected.SequenceEqual(IndexOfLoop(searcher, text)), because);
                        Assert.True(expected.Count == utf8.Count(Encoding.UTF8.GetBytes(text)), because + " (UTF-8)");
                    }
                    var prepared = NeedlePreparation.ForUtf16(needle, comparison == StringComparison.OrdinalIgnoreCase, out _)!;
                    _ = comparison == StringComparison.Ordinal
                        ? prepared.Count<ExactUnits<ushort>>(Units(texts[0]))
                        : prepared.Count<AsciiFoldedUnits<ushort>>(Units(texts[0]));
                    if (prepared.LearnedProbes is not null) learned++;
                }
            }
        }
        Assert.True(learned >= needles / 10, $"only {learned} of {needles} needles re-chose their probes");
    });

    [Fact]
    public void LongNeedles_WhoseMeasuredPositionsAreCapped_CountExactly() => VectorPathsCollection.Run(true, () =>
    {
        // A needle of 1,500 units of markup (more positions than a re-choice measures) repeated in markup that fails
        // its first probes often enough to re-choose them.
        string html = Markup(new Random(5), elements: 3000);
        string needle = html.Substring(1000, 1500);
        string text = html + needle + html[..2000] + needle;
        foreach (var comparison in new[] { StringComparison.Ordinal, StringComparison.OrdinalIgnoreCase })
        {
            var searcher = new SubstringSearcher(needle, comparison);
            Assert.Equal(SubstringOracle.Matches(text, needle, comparison).Count, searcher.Count(text));
            Assert.Equal(text.IndexOf(needle, comparison), searcher.IndexOf(text));
        }
    });

    [Fact]
    public void SearchesOnManyThreads_WhileTheProbesChange_MatchTheBcl()
    {
        string markup = Markup(new Random(3), elements: 3000);
        string logs = AccessLog(new Random(4), lines: 2000);
        foreach (string needle in new[] { "title=\"", "href=\"", "\" 200 ", "GET /" })
        {
            var searcher = new SubstringSearcher(needle);
            int inMarkup = SubstringOracle.Matches(markup, needle, StringComparison.Ordinal).Count;
            int inLogs = SubstringOracle.Matches(logs, needle, StringComparison.Ordinal).Count;
            Parallel.For(0, 64, i =>
            {
                string text = i % 2 == 0 ? markup : logs;
                Assert.Equal(i % 2 == 0 ? inMarkup : inLogs, searcher.Count(text));
                Assert.Equal(text.IndexOf(needle, StringComparison.Ordinal), searcher.IndexOf(text));
            });
        }
    }

    private static List<int> IndexOfLoop(SubstringSearcher searcher, string text)
    {
        var starts = new List<int>();
        for (int from = 0, found; from <= text.Length && (found = searcher.IndexOf(text.AsSpan(from))) >= 0; from += found + searcher.Needle.Length)
            starts.Add(from + found);
        return starts;
    }

    // Needles a user searches markup and logs for: pieces of the text starting at a unit many windows share.
    private static IEnumerable<string> NeedlesFrom(Random random, string text)
    {
        string[] fixedNeedles = ["class=\"", "title=\"", "=\"x", "\" 200 ", "GET /", "\"-\" \"", "</span>"];
        foreach (string needle in fixedNeedles) yield return needle;
        for (int i = 0; i < 6; i++)
        {
            int at = text.IndexOfAny(['=', '"', '/', ' '], random.Next(text.Length - 40));
            if (at < 0) continue;
            yield return text.Substring(Math.Max(0, at - random.Next(4)), 3 + random.Next(8));
        }
    }

    private static string Markup(Random random, int elements)
    {
        string[] tags = ["div", "span", "a", "p", "li", "td"];
        string[] attributes = ["class", "id", "href", "style", "data-k", "rel"];
        var html = new StringBuilder();
        for (int e = 0; e < elements; e++)
        {
            string tag = tags[random.Next(tags.Length)];
            html.Append('<').Append(tag);
            for (int a = random.Next(4); a > 0; a--) html.Append(' ').Append(attributes[random.Next(attributes.Length)]).Append("=\"v").Append(random.Next(100)).Append('"');
            if (random.Next(40) == 0) html.Append(" title=\"t").Append(random.Next(10)).Append('"');
            html.Append('>').Append("some text ", 0, 1 + random.Next(9)).Append("</").Append(tag).Append(">\n");
        }
        return html.ToString();
    }

    private static string AccessLog(Random random, int lines)
    {
        string[] methods = ["GET", "POST", "HEAD"];
        int[] statuses = [200, 200, 200, 204, 301, 304, 404, 500];
        var log = new StringBuilder();
        for (int i = 0; i < lines; i++)
        {
            log.Append("10.0.").Append(random.Next(256)).Append('.').Append(random.Next(256)).Append(" - - [05/Dec/2026:10:")
                .Append(random.Next(10, 60)).Append(":00 +0000] \"").Append(methods[random.Next(methods.Length)]).Append(" /p/").Append(random.Next(1000))
                .Append(" HTTP/1.1\" ").Append(statuses[random.Next(statuses.Length)]).Append(' ').Append(random.Next(100000))
                .Append(" \"-\" \"Mozilla/5.0 (X11; Linux x86_64)\"\n");
        }
        return log.ToString();
    }

    private static IEnumerable<char> ProbedUnits(CandidateProbes<ushort> probes) =>
        probes.HasThird ? [(char)probes.Value1, (char)probes.Value2, (char)probes.Value3] : [(char)probes.Value1, (char)probes.Value2];

    private static ReadOnlySpan<ushort> Units(string text) => System.Runtime.InteropServices.MemoryMarshal.Cast<char, ushort>(text.AsSpan());
}

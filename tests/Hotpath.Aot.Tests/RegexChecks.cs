using System.Text;
using Hotpath.RegularExpressions;
using Bcl = System.Text.RegularExpressions;

namespace Hotpath.Aot.Tests;

/// <summary>
/// Every pattern of <see cref="RegexPatterns"/> through the BCL's <see cref="Bcl.Regex"/> (interpreted; under Native
/// AOT the BCL has no other engine) and through <see cref="Regex"/>, on seeded inputs: short strings over the pattern's
/// own units, longer ones, and English-like text. Compared: Count, IsMatch, EnumerateMatches' bounds, Match and
/// NextMatch with every group (success, bounds, value, captures), Match from a later start, Replace with a template that
/// names the groups and with an evaluator, Split, and the UTF-8 Count, IsMatch and EnumerateMatches, whose byte
/// offsets must be the UTF-16 results converted.
/// </summary>
internal static class RegexChecks
{
    public const int Seed = 3_000_000;
    private const string Section = "regex";

    public static void Run(Harness harness)
    {
        int seed = Seed;
        foreach (RegexCase regexCase in RegexPatterns.All)
        {
            var random = new Random(seed);
            var where = new Where(Section, $"pattern \"{Harness.Escape(regexCase.Pattern)}\"", seed++, "", $"options {regexCase.Options}");
            var bcl = new Bcl.Regex(regexCase.Pattern, regexCase.Options);
            Regex? built = null;
            harness.Guard(where, "construction", () => built = new Regex(regexCase.Pattern, (Hotpath.RegularExpressions.RegexOptions)(regexCase.Options)));
            if (built is not { } hotpath) continue;
            harness.Same(where, "GetGroupNumbers", bcl.GetGroupNumbers(), hotpath.GetGroupNumbers());
            harness.Same(where, "GetGroupNames", bcl.GetGroupNames(), hotpath.GetGroupNames());
            string template = Template(bcl);

            var inputs = new List<string>();
            for (int i = 0; i < 24; i++) inputs.Add(Inputs.FromAlphabet(random, Elements(regexCase.Alphabet), random.Next(31)));
            for (int i = 0; i < 3; i++) inputs.Add(Inputs.FromAlphabet(random, Elements(regexCase.Alphabet), random.Next(100, 601)));
            for (int i = 0; i < 5; i++) inputs.Add(Inputs.English(random, random.Next(20, 401)));
            inputs.Add(Inputs.English(random, 4000));
            foreach (string input in inputs)
            {
                var at = where with { Input = input };
                harness.Guard(at, "search", () => Compare(harness, at, bcl, hotpath, input, template, random));
            }
        }
    }

    /// <summary>Every public result for one input; also used by the concurrency and repetition checks.</summary>
    public static void Compare(Harness harness, in Where where, Bcl.Regex bcl, Regex hotpath, string input, string template, Random random)
    {
        harness.Equal(where, "Count(string)", bcl.Count(input), hotpath.Count(input));
        harness.Equal(where, "Count(span)", bcl.Count(input.AsSpan()), hotpath.Count(input.AsSpan()));
        harness.Equal(where, "IsMatch", bcl.IsMatch(input), hotpath.IsMatch(input));
        List<(int, int)> spans = BclSpans(bcl, input);
        var actual = new List<(int, int)>();
        foreach (ValueMatch m in hotpath.EnumerateMatches(input.AsSpan())) actual.Add((m.Index, m.Length));
        harness.Same(where, "EnumerateMatches", spans, actual);
        harness.Same(where, "Match/NextMatch groups", Describe(bcl.Match(input), bcl.GetGroupNumbers()), Describe(hotpath.Match(input), hotpath.GetGroupNumbers()));
        int startat = random.Next(input.Length + 1);
        harness.Same(where, $"Match(input, {startat}) groups", Describe(bcl.Match(input, startat), bcl.GetGroupNumbers(), 1), Describe(hotpath.Match(input, startat), hotpath.GetGroupNumbers(), 1));
        harness.Equal(where, $"Replace(\"{template}\")", bcl.Replace(input, template), hotpath.Replace(input, template));
        harness.Equal(where, "Replace(evaluator)", bcl.Replace(input, m => $"<{m.Index}:{m.Length}>"), hotpath.Replace(input, m => $"<{m.Index}:{m.Length}>"));
        harness.Same(where, "Split", bcl.Split(input), hotpath.Split(input));

        // UTF-8: the offsets of the UTF-16 matches, in bytes. A match boundary between the two surrogates of a pair
        // has no UTF-8 counterpart (the UTF-8 search widens it, as docs/regex.md says), so such inputs are left out;
        // when no UTF-16 bound splits a pair, the UTF-8 search must find the same matches.
        if (spans.Exists(s => SplitsPair(input, s.Item1) || SplitsPair(input, s.Item1 + s.Item2)) || Inputs.WellFormed(input).Length != input.Length) return;
        byte[] utf8 = Encoding.UTF8.GetBytes(input);
        int[] offsets = Inputs.Utf8Offsets(input);
        harness.Equal(where, "UTF-8 Count", spans.Count, hotpath.Count(utf8));
        harness.Equal(where, "UTF-8 IsMatch", spans.Count > 0, hotpath.IsMatch(utf8));
        var bytes = new List<(int, int)>();
        foreach (ValueMatch m in hotpath.EnumerateMatches(utf8)) bytes.Add((m.Index, m.Length));
        harness.Same(where, "UTF-8 EnumerateMatches", spans.ConvertAll(s => (offsets[s.Item1], offsets[s.Item1 + s.Item2] - offsets[s.Item1])), bytes);
    }

    /// <summary>
    /// The groups of a match and of every later one (<c>NextMatch</c>, at most <paramref name="maxMatches"/>), one line
    /// per group: number, success, bounds, value, and each capture's bounds.
    /// </summary>
    public static List<string> Describe(Bcl.Match match, int[] numbers, int maxMatches = int.MaxValue)
    {
        var lines = new List<string>();
        for (int n = 0; match.Success && n < maxMatches; n++, match = match.NextMatch())
        {
            foreach (int number in numbers)
            {
                Bcl.Group g = match.Groups[number];
                lines.Add(Line(n, number, g.Success, g.Index, g.Length, g.Value, g.Captures.Select(c => (c.Index, c.Length))));
            }
        }
        return lines;
    }

    /// <inheritdoc cref="Describe(Bcl.Match, int[], int)"/>
    public static List<string> Describe(Match match, int[] numbers, int maxMatches = int.MaxValue)
    {
        var lines = new List<string>();
        for (int n = 0; match.Success && n < maxMatches; n++, match = match.NextMatch())
        {
            foreach (int number in numbers)
            {
                Group g = match.Groups[number];
                lines.Add(Line(n, number, g.Success, g.Index, g.Length, g.Value, g.Captures.Select(c => (c.Index, c.Length))));
            }
        }
        return lines;
    }

    private static string Line(int match, int group, bool success, int index, int length, string value, IEnumerable<(int, int)> captures) =>
        success ? $"match {match} group {group}: {index}+{length} \"{Harness.Escape(value)}\" captures [{string.Join(" ", captures.Select(c => $"{c.Item1}+{c.Item2}"))}]"
                : $"match {match} group {group}: unsuccessful";

    public static List<(int, int)> BclSpans(Bcl.Regex bcl, string input)
    {
        var spans = new List<(int, int)>();
        foreach (Bcl.ValueMatch m in bcl.EnumerateMatches(input)) spans.Add((m.Index, m.Length));
        return spans;
    }

    /// <summary>A substitution naming the whole match, group 1, the first named group (or a name no group has) and a literal $.</summary>
    public static string Template(Bcl.Regex bcl)
    {
        string name = bcl.GetGroupNames().FirstOrDefault(n => !int.TryParse(n, out _)) ?? "nosuchgroup";
        return $"<$0|$1|${{{name}}}|$$>";
    }

    private static bool SplitsPair(string input, int offset) => offset > 0 && offset < input.Length && char.IsLowSurrogate(input[offset]) && char.IsHighSurrogate(input[offset - 1]);

    // The alphabet's text elements: single units, except that a surrogate pair stays whole.
    private static string[] Elements(string alphabet)
    {
        var elements = new List<string>();
        for (int i = 0; i < alphabet.Length; i++)
            elements.Add(char.IsSurrogatePair(alphabet, i) ? alphabet.Substring(i++, 2) : alphabet[i].ToString());
        return [.. elements];
    }
}

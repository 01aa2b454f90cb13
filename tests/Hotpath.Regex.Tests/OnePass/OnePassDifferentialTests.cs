using System.Text;
using System.Text.RegularExpressions;
using Hotpath.RegularExpressions.Engines.OnePass;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Nfa;
using Hotpath.RegularExpressions.Tests.LazyDfa;
using Hotpath.RegularExpressions.Translation;
using BclRegex = System.Text.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.OnePass;

/// <summary>
/// The one-pass DFA, run directly at the BCL's match bounds (and anchored at the search start, with no end
/// known), must reproduce every group the BCL reports;
/// patterns that are not one-pass must be refused (the resolver then falls back to the backtracker).
/// </summary>
public sealed class OnePassDifferentialTests
{
    private static readonly RegexOptions[] s_options =
        [RegexOptions.None, RegexOptions.IgnoreCase, RegexOptions.Multiline, RegexOptions.Singleline, RegexOptions.ECMAScript];

    [Theory]
    [InlineData(21)]
    [InlineData(22)]
    [InlineData(23)]
    public void GroupsAgreeWithTheBclOnOnePassPatterns(int seed)
    {
        var random = new Random(seed);
        int built = 0, compared = 0;
        for (int round = 0; round < 300; round++)
        {
            var (pattern, input) = DelimitedFields(random);
            built += CompareWithBcl(pattern, s_options[random.Next(s_options.Length)], random, input, $"seed {seed} round {round}", ref compared) ? 1 : 0;
        }
        Assert.True(built > 200, $"seed {seed}: only {built} of 300 field patterns were one-pass");
        Assert.True(compared > 300, $"seed {seed}: only {compared} matches compared");
    }

    [Theory]
    [InlineData(31)]
    [InlineData(32)]
    [InlineData(33)]
    public void GroupsAgreeWithTheBclOnGeneralPatternsThatQualify(int seed)
    {
        var random = new Random(seed);
        int built = 0, refused = 0, compared = 0;
        for (int round = 0; round < 600; round++)
        {
            string pattern = RandomPatterns.Pattern(random, random.Next(1, 6));
            string input = RandomPatterns.Haystack(random, random.Next(0, 24));
            bool isOnePass = CompareWithBcl(pattern, s_options[random.Next(s_options.Length)], random, input, $"seed {seed} round {round}", ref compared);
            if (isOnePass) built++;
            else refused++;
        }
        Assert.True(built > 50 && refused > 50, $"seed {seed}: {built} one-pass, {refused} refused");
    }

    // A last field that runs to an end assertion (`(.*)$` ending a log-line pattern): its row skips runs and checks
    // the end only where a run stops, so inputs hold line feeds in the middle and at the end.
    [Theory]
    [InlineData(41)]
    [InlineData(42)]
    public void GroupsAgreeWithTheBclWhenTheLastFieldRunsToAnEnd(int seed)
    {
        string[] tails = ["(.*)", "([^;]*)", @"(\w*)", "([^\n]+)", "(.+?)", "([a-c ]*)"];
        string[] ends = ["$", @"\z", @"\Z", "(?m:$)"];
        string[] pieces = ["", "\n", "ab c", "x;y", "\n\n", "abc\n"];
        var random = new Random(seed);
        int built = 0, compared = 0;
        for (int round = 0; round < 800; round++)
        {
            var (fields, input) = DelimitedFields(random);
            string pattern = fields.TrimEnd('$') + tails[random.Next(tails.Length)] + ends[random.Next(ends.Length)];
            string text = input + FieldInput(random, 6) + pieces[random.Next(pieces.Length)] + FieldInput(random, 3) + pieces[random.Next(pieces.Length)];
            built += CompareWithBcl(pattern, s_options[random.Next(s_options.Length)], random, text, $"seed {seed} round {round}", ref compared) ? 1 : 0;
        }
        Assert.True(built > 400 && compared > 150, $"seed {seed}: {built} one-pass patterns, {compared} matches compared");
    }

    [Theory]
    [InlineData(@"^([A-Z0-9]+);([^;]+);([0-9]*)$", true)]
    [InlineData(@"(a)(b)?c", true)]
    [InlineData(@"\b(\w+)\s+(\d+)\b", true)]
    [InlineData(@"a(?:b|$)", true)]
    [InlineData(@"a(?:$|b)", false)]
    [InlineData(@"(\w+)(\d+)", false)]
    [InlineData(@"(a|ab)(c|bcd)", false)]
    [InlineData(@"(.*?) \{([^}]*)\}", false)]
    [InlineData(@"(a*)*b", false)]
    [InlineData(@"(a|b)*?b", false)]
    public void RecognizesOnePassPatterns(string pattern, bool expected)
    {
        Assert.Equal(expected, OnePassBuilder.TryBuild(Compile(pattern, RegexOptions.None)) is not null);
    }

    [Fact]
    public void TheWalkTakesOneEdgePerUnitOfTheMatch()
    {
        OnePassDfa dfa = OnePassBuilder.TryBuild(Compile(@"(\w+)=(\d+);", RegexOptions.None))!;
        string input = "  key=12345;";
        int[] slots = new int[6];
        Assert.True(dfa.TryResolve(input, 2, input.Length, slots));
        Assert.Equal([2, 12, 2, 5, 6, 11], slots);
        // Bounds that are not the leftmost-first match are refused rather than misreported.
        Assert.False(dfa.TryResolve(input, 2, input.Length - 1, slots));
    }

    [Fact]
    public void AnAnchoredWalkAcrossAHugeInputHonoursTheTimeout()
    {
        // One-pass and anchored, so the groups come from the walk alone, which crosses the whole input.
        var regex = new Regex(@"^(\w+)", RegexOptions.None, TimeSpan.FromMilliseconds(1));
        // The first calls compile code, and a busy machine (tests run in parallel) can stall any one call past 1 ms.
        bool warm = false;
        for (int attempt = 0; attempt < 1000 && !warm; attempt++)
        {
            try
            {
                warm = regex.Match("abc").Groups[1].Length == 3;
            }
            catch (RegexMatchTimeoutException)
            {
            }
        }
        Assert.True(warm);
        // Word units of two alternating scripts are tested one by one (one script's units cross in vectors): the walk takes
        // tens of milliseconds, well past the coarse clock's ticks (4 ms on this kernel), where 20 million `a`s could
        // finish between two ticks.
        Assert.Throws<RegexMatchTimeoutException>(() => regex.Match(string.Concat(Enumerable.Repeat("жλ", 10_000_000))));
    }

    // Runs the one-pass DFA (when the pattern qualifies) at the BCL's matches in `input` from a few
    // starts; true when it qualified.
    private static bool CompareWithBcl(string pattern, RegexOptions options, Random random, string input, string where, ref int compared)
    {
        BclRegex bcl;
        RegexHir hir;
        try
        {
            bcl = new BclRegex(pattern, (System.Text.RegularExpressions.RegexOptions)(options | RegexOptions.CultureInvariant));
            hir = RegexTranslator.Translate(pattern, options | RegexOptions.CultureInvariant);
        }
        catch (Exception e) when (e is ArgumentException or RegexUnsupportedException)
        {
            return false;
        }
        OnePassDfa? dfa = OnePassBuilder.TryBuild(NfaCompiler.Compile(hir));
        if (dfa is null) return false;
        int[] slots = new int[hir.GroupNumbers.Length * 2];
        for (int h = 0; h < 4; h++)
        {
            int startat = h == 0 ? 0 : random.Next(0, input.Length + 1);
            System.Text.RegularExpressions.Match expected = bcl.Match(input, startat);
            string context = $"{where}: /{pattern}/ {options} on '{Escape(input)}' from {startat}";
            // Anchored at the start, the walk finds a match exactly when the leftmost one starts there.
            bool anchoredFound = dfa.TryFindAnchored(input, startat, slots, new int[slots.Length]);
            Assert.True(anchoredFound == (expected.Success && expected.Index == startat), context + $" anchored search found {anchoredFound}");
            if (!expected.Success) continue;
            if (anchoredFound) AssertGroups(expected, hir, slots, context + " (anchored search)");
            Assert.True(dfa.TryResolve(input, new SearchStart(expected.Index, startat), expected.Index + expected.Length, slots), context + " walk failed");
            AssertGroups(expected, hir, slots, context);
            compared++;
        }
        return true;
    }

    private static void AssertGroups(System.Text.RegularExpressions.Match expected, RegexHir hir, int[] slots, string context)
    {
        for (int i = 0; i < hir.GroupNumbers.Length; i++)
        {
            System.Text.RegularExpressions.Group group = expected.Groups[hir.GroupNumbers[i]];
            (int, int) want = group.Success ? (group.Index, group.Index + group.Length) : (-1, -1);
            Assert.True(want == (slots[2 * i], slots[2 * i + 1]), context + $" group {hir.GroupNumbers[i]}: expected {want}, got ({slots[2 * i]}, {slots[2 * i + 1]})");
        }
    }

    // Fields separated by delimiters their classes exclude, with optional and alternative groups (one-pass
    // by construction), and an input holding a match of them between random units.
    private static (string Pattern, string Input) DelimitedFields(Random random)
    {
        (string Field, string Units, int Min, int Max)[] fields =
        [
            (@"([a-c]+)", "abc", 1, 4), (@"([0-9]*)", "0123456789", 0, 3), (@"([^;,]+)", "ab1 x", 1, 4), (@"(\w+)?", "a_9Z", 0, 3),
            (@"(?:(x)|(y))", "xy", 1, 1), (@"([ab]{1,3})", "ab", 1, 3), (@"(z)?", "z", 0, 1), (@"([A-Z]+?)", "AZ", 1, 3),
        ];
        (string Pattern, char Unit)[] delimiters = [(";", ';'), (",", ','), ("=", '='), (@"\.", '.'), (":", ':')];
        var pattern = new StringBuilder(random.Next(3) == 0 ? "^" : "");
        var input = new StringBuilder(random.Next(2) == 0 ? "" : FieldInput(random, 4));
        int count = random.Next(1, 5);
        for (int i = 0; i < count; i++)
        {
            var (field, units, min, max) = fields[random.Next(fields.Length)];
            var (delimiter, unit) = delimiters[random.Next(delimiters.Length)];
            pattern.Append(field).Append(delimiter);
            int length = random.Next(min, max + 1);
            for (int k = 0; k < length; k++) input.Append(units[random.Next(units.Length)]);
            input.Append(unit);
        }
        if (random.Next(3) == 0) pattern.Append('$');
        if (random.Next(2) == 0) input.Append(FieldInput(random, 4));
        return (pattern.ToString(), input.ToString());
    }

    // Units the field patterns care about: words, digits and delimiters.
    private static string FieldInput(Random random, int maxLength)
    {
        const string alphabet = "abcxyzAZ019;,=.:;_ ";
        var builder = new StringBuilder();
        int length = random.Next(0, maxLength + 1);
        for (int i = 0; i < length; i++) builder.Append(alphabet[random.Next(alphabet.Length)]);
        return builder.ToString();
    }

    private static ThompsonNfa Compile(string pattern, RegexOptions options) =>
        NfaCompiler.Compile(RegexTranslator.Translate(pattern, options | RegexOptions.CultureInvariant));

    private static string Escape(string text) => text.Replace("\n", "\\n").Replace("\r", "\\r");
}

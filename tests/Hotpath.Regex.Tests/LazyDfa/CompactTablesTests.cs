using System.Text;
using System.Text.RegularExpressions;
using Hotpath.RegularExpressions.Engines.LazyDfa;
using Hotpath.RegularExpressions.Nfa;
using Hotpath.RegularExpressions.Translation;
using BclRegex = System.Text.RegularExpressions.Regex;
using HotRegex = Hotpath.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.LazyDfa;

/// <summary>The unit maps stop at the last class start; every unit must still get its class.</summary>
public class CompactTablesTests
{
    [Theory]
    [InlineData("[a-c]x", RegexOptions.None)]
    [InlineData(@"\s+\d", RegexOptions.None)]
    [InlineData(@"\b\w+\b", RegexOptions.None)]
    [InlineData("Шерлок|k", RegexOptions.IgnoreCase)]
    [InlineData("[^\uFFFF]", RegexOptions.None)]
    public void EveryUnitMapsToTheClassThatContainsIt(string pattern, RegexOptions options)
    {
        ThompsonNfa nfa = NfaCompiler.Compile(RegexTranslator.Translate(pattern, options));
        ReadOnlySpan<char> starts = nfa.Classes.ClassStarts;
        var alphabet = new DfaAlphabet(nfa, UnitFacts.Word | UnitFacts.Newline);
        int expectedClass = 0;
        for (int c = 0; c <= char.MaxValue; c++)
        {
            if (expectedClass + 1 < starts.Length && starts[expectedClass + 1] == c) expectedClass++;
            Assert.True(expectedClass == nfa.Classes.ClassOf((char)c), $"/{pattern}/ unit U+{c:X4}");
            Assert.Equal(nfa.Classes.ClassOf((char)c), alphabet.NfaClassOf(alphabet.SymbolOf((char)c)));
        }
    }

    [Fact]
    public void SearchesReadUnitsBeyondTheTable()
    {
        // '\uFFFF' and CJK lie past the last class start of an ASCII regex: they take the tail class.
        const string pattern = "[a-c]+[^a-c]";
        string input = "xxab\uFFFFcc\u4E2D a\uFFFE";
        string[] expected = [.. new BclRegex(pattern).Matches(input).Select(m => $"{m.Index}:{m.Length}")];
        Assert.Equal(expected, new HotRegex(pattern).Matches(input).Select(m => $"{m.Index}:{m.Length}"));
    }

    /// <summary>Group captures come from the backtracker confined to the match, even in inputs far larger than its budget.</summary>
    [Theory]
    [InlineData(1)]
    [InlineData(2)]
    public void CapturesInHugeInputsAgreeWithTheBcl(int seed)
    {
        var random = new Random(seed);
        string[] patterns = [@"(\w+)@(\w+)\b", @"(a+|b)(c?)\B", @"((?:x|xy)+)(y)?$", @"(\d+)-(\d*)z\b"];
        var text = new StringBuilder();
        string[] pieces = ["x", "xy", "y", " ", "a", "b", "c", "@", "1", "22", "-", "z", "\n", "word"];
        while (text.Length < 300_000) text.Append(pieces[random.Next(pieces.Length)]);
        string input = text.ToString();
        foreach (string pattern in patterns)
        {
            var bcl = new BclRegex(pattern);
            var hot = new HotRegex(pattern);
            System.Text.RegularExpressions.Match expected = bcl.Match(input);
            Match actual = hot.Match(input);
            for (int n = 0; n < 300 && expected.Success; n++)
            {
                string context = $"seed {seed} /{pattern}/ match {n} at {expected.Index}";
                Assert.True(actual.Success, context);
                for (int g = 0; g < expected.Groups.Count; g++)
                {
                    Assert.True((expected.Groups[g].Success, expected.Groups[g].Index, expected.Groups[g].Length)
                        == (actual.Groups[g].Success, actual.Groups[g].Index, actual.Groups[g].Length), context + $" group {g}");
                }
                expected = expected.NextMatch();
                actual = actual.NextMatch();
            }
        }
    }
}

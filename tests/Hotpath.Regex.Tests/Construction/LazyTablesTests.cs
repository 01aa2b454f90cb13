using System.Text.RegularExpressions;
using Hotpath.RegularExpressions.Engines.LazyDfa;
using Hotpath.RegularExpressions.Nfa;
using Hotpath.RegularExpressions.Translation;
using Hotpath.RegularExpressions.Unicode;
using BclRegex = System.Text.RegularExpressions.Regex;
using HotRegex = Hotpath.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.Construction;

/// <summary>
/// The unit-to-class and unit-to-symbol tables are built on first use, not with the regex: the lookups construction
/// makes without them must agree with the tables, and threads racing to build them must all search correctly.
/// </summary>
public class LazyTablesTests
{
    public static TheoryData<string> Patterns =>
    [
        @"(\s*)((?:# [Nn][Oo][Qq][Aa])(?::\s?(([A-Z]+[0-9]+(?:[,\s]+)?)+))?)",
        @"[A-Za-z]{10}\s+[\s\S]{0,100}Result[\s\S]{0,100}\s+[A-Za-z]{10}",
        @"\b\w+\b|\d+\Z",
        @"(?m)^[^\n]*$|[\u3000-\u30FF]+",
        "[^\uFFFF]x",
    ];

    [Theory]
    [MemberData(nameof(Patterns))]
    public void ClassLookupWithoutTheMapAgreesWithTheMap(string pattern)
    {
        ThompsonNfa nfa = NfaCompiler.Compile(RegexTranslator.Translate(pattern, RegexOptions.None));
        // Asked first, while the map is not built yet; then compared with the map's answers.
        int[] searched = new int[char.MaxValue + 1];
        for (int c = 0; c <= char.MaxValue; c++) searched[c] = nfa.Classes.ClassContaining((char)c);
        for (int c = 0; c <= char.MaxValue; c++)
        {
            Assert.True(searched[c] == nfa.Classes.ClassOf((char)c), $"/{pattern}/ U+{c:X4}: {searched[c]} vs {nfa.Classes.ClassOf((char)c)}");
        }
    }

    [Theory]
    [MemberData(nameof(Patterns))]
    public void SymbolsCarryTheClassAndFactsOfEveryUnit(string pattern)
    {
        ThompsonNfa nfa = NfaCompiler.Compile(RegexTranslator.Translate(pattern, RegexOptions.None));
        foreach (UnitFacts relevant in new[] { UnitFacts.None, UnitFacts.Boundary, UnitFacts.Word | UnitFacts.Newline, UnitFacts.EcmaWord | UnitFacts.FinalNewline })
        {
            var alphabet = new DfaAlphabet(nfa, relevant);
            for (int c = 0; c <= char.MaxValue; c++)
            {
                int symbol = alphabet.SymbolOf((char)c);
                UnitFacts expected = ((c == '\n' ? UnitFacts.Newline : 0)
                    | (BoundaryWordCharacters.IsBoundaryWordChar((char)c) ? UnitFacts.Word : 0)
                    | (BoundaryWordCharacters.IsEcmaWordChar((char)c) ? UnitFacts.EcmaWord : 0)) & relevant;
                Assert.True(symbol < alphabet.UnitSymbolCount, $"/{pattern}/ {relevant} U+{c:X4}: symbol {symbol}");
                Assert.True(nfa.Classes.ClassOf((char)c) == alphabet.NfaClassOf(symbol), $"/{pattern}/ {relevant} U+{c:X4}: class");
                Assert.True(expected == alphabet.FactsOf(symbol), $"/{pattern}/ {relevant} U+{c:X4}: facts {alphabet.FactsOf(symbol)}, expected {expected}");
            }
        }
    }

    [Theory]
    [MemberData(nameof(Patterns))]
    public void ThreadsRacingToTheFirstSearchAllMatchLikeTheBcl(string pattern)
    {
        const int threads = 8;
        string input = string.Concat(Enumerable.Repeat("ab12 # noqa:E501,W2 x\u3000\u30A2 Result\n", 40));
        int expected = new BclRegex(pattern).Count(input);
        for (int round = 0; round < 5; round++)
        {
            var regex = new HotRegex(pattern);
            using var start = new Barrier(threads);
            int[] counts = new int[threads];
            Thread[] workers = [.. Enumerable.Range(0, threads).Select(t => new Thread(() =>
            {
                start.SignalAndWait();
                counts[t] = regex.Count(input);
            }))];
            foreach (Thread worker in workers) worker.Start();
            foreach (Thread worker in workers) worker.Join();
            Assert.All(counts, count => Assert.Equal(expected, count));
        }
    }
}

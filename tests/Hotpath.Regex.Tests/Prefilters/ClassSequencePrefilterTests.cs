using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Literals;
using Hotpath.RegularExpressions.Prefilters;
using Hotpath.RegularExpressions.Translation;
using static Hotpath.RegularExpressions.Tests.Literals.H;

namespace Hotpath.RegularExpressions.Tests.Prefilters;

// Toggles a static switch, so it must not run beside other tests that use this prefilter.
[Collection(nameof(ClassSequencePrefilterTests))]
public class ClassSequencePrefilterTests
{
    [Fact]
    public void SequenceCoversTheFixedWidthStart()
    {
        CharRangeSet[] sequence = LeadingClassSequence.Compute(Cat(IgnoreCase("ab"), Look(LookKind.WordBoundary), Rep(Lit("c"), 2, 2), Plus(Lit("d")), Lit("e")));
        Assert.Equal("[Aa] [Bb] [c] [c] [d]", string.Join(" ", sequence.Select(s => s.ToString())));
        Assert.Empty(LeadingClassSequence.Compute(Star(Lit("a"))));
    }

    [Theory]
    [InlineData(false, 21)]
    [InlineData(true, 22)]
    public void FindsTheFirstPositionWhereEveryClassHolds(bool scalar, int seed)
    {
        var random = new Random(seed);
        bool saved = ClassSequencePrefilter.DisableVectorization;
        ClassSequencePrefilter.DisableVectorization = scalar;
        try
        {
            for (int round = 0; round < 300; round++)
            {
                CharRangeSet[] sequence = [.. Enumerable.Range(0, random.Next(2, 6)).Select(_ => RandomClass(random))];
                var prefilter = new ClassSequencePrefilter(sequence);
                string haystack = new([.. Enumerable.Range(0, random.Next(0, 80)).Select(_ => "abcABC \u212A"[random.Next(8)])]);
                int start = random.Next(0, haystack.Length + 1);
                int expected = -1;
                for (int i = start; i + sequence.Length <= haystack.Length && expected < 0; i++)
                {
                    if (Enumerable.Range(0, sequence.Length).All(k => sequence[k].Contains(haystack[i + k]))) expected = i;
                }
                bool found = prefilter.TryFind(haystack, start, out int index, out _);
                Assert.True(expected == (found ? index : -1),
                    $"seed {seed} round {round}: [{string.Join("", sequence.Select(s => s.ToString()))}] in '{haystack}' from {start}: expected {expected} got {index}");
            }
        }
        finally
        {
            ClassSequencePrefilter.DisableVectorization = saved;
        }
    }

    // Classes the vector lanes check by range (\d: 0-9 and other scripts' digits; a-f), by equality, or leave to the
    // scalar check (\w), in sequences long enough for the second vector and the block that ends at the haystack's end.
    [Theory]
    [InlineData(false, 23)]
    [InlineData(true, 24)]
    public void FindsSequencesOfRangesAndLargeClasses(bool scalar, int seed)
    {
        CharRangeSet digits = Class(@"\d"), word = Class(@"\w");
        CharRangeSet[] classes = [digits, word, Class("a-f"), CharRangeSet.Single('-'), CharRangeSet.Single(':'), Class("0-9\u0660-\u0669"), CharRangeSet.All,
            Class("0-9A-Fa-f"), Class("A-Za-z"), Class("0-9_.:"), Class("^\\]"), Class("a-cx-z"), Class("aeiou"), Class("A-Z\u00C0-\u00DE")];
        const string Alphabet = "0123456789abcdefz_-: \u0663\uFF15\u00E9AFGZ.]xyu\u00C9";
        var random = new Random(seed);
        bool saved = ClassSequencePrefilter.DisableVectorization;
        ClassSequencePrefilter.DisableVectorization = scalar;
        try
        {
            for (int round = 0; round < 400; round++)
            {
                CharRangeSet[] sequence = [.. Enumerable.Range(0, random.Next(2, 20)).Select(_ => classes[random.Next(classes.Length)])];
                var prefilter = new ClassSequencePrefilter(sequence);
                char[] units = [.. Enumerable.Range(0, random.Next(0, 120)).Select(_ => random.Next(4) == 0 ? "-:"[random.Next(2)] : Alphabet[random.Next(Alphabet.Length)])];
                // Plant a few matches: random units rarely fit a long sequence.
                for (int planted = random.Next(4); planted > 0 && units.Length >= sequence.Length; planted--)
                {
                    int at = random.Next(units.Length - sequence.Length + 1);
                    for (int k = 0; k < sequence.Length; k++)
                    {
                        char[] fitting = [.. Alphabet.Where(sequence[k].Contains)];
                        units[at + k] = fitting[random.Next(fitting.Length)];
                    }
                }
                string haystack = new(units);
                int[] matches = [.. Enumerable.Range(0, Math.Max(0, haystack.Length - sequence.Length + 1))
                    .Where(i => Enumerable.Range(0, sequence.Length).All(k => sequence[k].Contains(haystack[i + k])))];
                // Every start: the blocks a search begins with, and the last block's overlap, depend on it.
                for (int start = 0; start <= haystack.Length; start++)
                {
                    int expected = matches.FirstOrDefault(m => m >= start, -1);
                    bool found = prefilter.TryFind(haystack, start, out int index, out _);
                    Assert.True(expected == (found ? index : -1),
                        $"seed {seed} round {round}: {string.Join(" ", sequence.Select(s => s.Count > 20 ? $"({s.Count} members)" : s.ToString()))} in '{haystack}' from {start}: expected {expected} got {index}");
                }
            }
        }
        finally
        {
            ClassSequencePrefilter.DisableVectorization = saved;
        }
    }

    // Classes of one unit or a case pair take the masked pair scan (one comparison per class, 512-bit lanes where the
    // machine has them): on a four-unit alphabet matches are dense, so every start meets hits in the block before it,
    // in the final block and in the starts the final block repeats.
    [Fact]
    public void MaskedPairsFindEveryMatchFromEveryStart()
    {
        CharRangeSet[] classes = [CharRangeSet.Single('-'), CharRangeSet.Single(':'), Class("aA"), CharRangeSet.Single('a'), Class("AC")];
        var random = new Random(25);
        for (int round = 0; round < 200; round++)
        {
            CharRangeSet[] sequence = [.. Enumerable.Range(0, random.Next(2, 5)).Select(_ => classes[random.Next(classes.Length)])];
            var prefilter = new ClassSequencePrefilter(sequence);
            string haystack = new([.. Enumerable.Range(0, random.Next(0, 150)).Select(_ => "-:aAC"[random.Next(5)])]);
            int[] matches = [.. Enumerable.Range(0, Math.Max(0, haystack.Length - sequence.Length + 1))
                .Where(i => Enumerable.Range(0, sequence.Length).All(k => sequence[k].Contains(haystack[i + k])))];
            for (int start = 0; start <= haystack.Length; start++)
            {
                int expected = matches.FirstOrDefault(m => m >= start, -1);
                bool found = prefilter.TryFind(haystack, start, out int index, out _);
                Assert.True(expected == (found ? index : -1), $"round {round}: {string.Join(" ", sequence.Select(s => s.ToString()))} in '{haystack}' from {start}: expected {expected} got {index}");
            }
        }
    }

    // Long haystacks: sparse stretches, where the anchor class alone is searched, and dense ones (an anchor every few
    // units for thousands of units), which hand the search to the pair scan for a while; searches from starts all
    // along must find what the unit-by-unit reference finds, including matches the handovers land on or next to.
    [Theory]
    [InlineData(26)]
    [InlineData(27)]
    public void SwitchesBetweenTheAnchorSearchAndThePairScanWithoutMissingMatches(int seed)
    {
        CharRangeSet[] classes = [CharRangeSet.Single('-'), Class(@"\d"), Class("aA"), CharRangeSet.Single(':'), Class("0-3")];
        var random = new Random(seed);
        for (int round = 0; round < 12; round++)
        {
            CharRangeSet[] sequence = [.. Enumerable.Range(0, random.Next(2, 9)).Select(_ => classes[random.Next(classes.Length)])];
            var prefilter = new ClassSequencePrefilter(sequence);
            var units = new List<char>();
            while (units.Count < 20_000)
            {
                bool dense = random.Next(2) == 0;
                int length = dense ? random.Next(100, 6000) : random.Next(100, 3000);
                string alphabet = dense ? "-:0123aAx" : "xyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyz-:0a";
                units.AddRange(Enumerable.Range(0, length).Select(_ => alphabet[random.Next(alphabet.Length)]));
            }
            string haystack = new([.. units]);
            int[] matches = [.. Enumerable.Range(0, haystack.Length - sequence.Length + 1)
                .Where(i => Enumerable.Range(0, sequence.Length).All(k => sequence[k].Contains(haystack[i + k])))];
            for (int start = 0; start <= haystack.Length; start += random.Next(1, 400))
            {
                int expected = matches.FirstOrDefault(m => m >= start, -1);
                bool found = prefilter.TryFind(haystack, start, out int index, out _);
                Assert.True(expected == (found ? index : -1), $"seed {seed} round {round}: {string.Join(" ", sequence.Select(s => s.Count > 20 ? $"({s.Count} members)" : s.ToString()))} from {start}: expected {expected} got {index}");
            }
        }
    }

    // The handovers' edges: `-[-\d]-` is searched for its first dash; seven failing hits and an eighth at 14 that fails
    // too hand the search to the pair scan from 15, where a match starts, and a pair-scan stretch that finds nothing
    // hands it back at the first start it did not cover, where another starts.
    [Fact]
    public void HandoversResumeAtTheFirstStartNotRuledOut()
    {
        if (!System.Runtime.Intrinsics.Vector128.IsHardwareAccelerated) return;
        CharRangeSet dash = CharRangeSet.Single('-');
        var prefilter = new ClassSequencePrefilter([dash, Class(@"\-\d"), dash]);
        string dense = string.Concat(Enumerable.Repeat("-y", ClassSequencePrefilter.SparseTrialHits - 1)) + "--5-";
        Assert.True(prefilter.TryFind(dense + new string('y', 1000), 0, out int index, out _));
        Assert.Equal(15, index);

        string stretch = dense[..^1] + "y";
        int firstUncovered = 15 + ClassSequencePrefilter.DenseStretch;
        string haystack = stretch + new string('y', firstUncovered - stretch.Length) + "-5-" + new string('y', 1000);
        Assert.True(prefilter.TryFind(haystack, 0, out index, out _));
        Assert.Equal(firstUncovered, index);
    }

    private static CharRangeSet Class(string members) =>
        RegexTranslator.Translate($"[{members}]", (Hotpath.RegularExpressions.RegexOptions)(System.Text.RegularExpressions.RegexOptions.None)).Root is HirClass c ? c.Set : throw new InvalidOperationException(members);

    private static CharRangeSet RandomClass(Random random)
    {
        string members = new([.. Enumerable.Range(0, random.Next(1, 4)).Select(_ => "abcABC \u212A"[random.Next(8)])]);
        return CharRangeSet.FromRanges(members.Select(c => new CharRange(c, c)));
    }
}

using System.Text;
using Hotpath.RegularExpressions.Engines.LazyDfa;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Translation;
using BclRegex = System.Text.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.LazyDfa;

/// <summary>
/// The UTF-8 scans' fast loops (<see cref="DfaStepper.StepPlainUtf8"/>, <see cref="DfaStepper.StepPlainBackwardUtf8"/>) over long runs of one scalar: ASCII and two-byte scalars
/// they step, three- and four-byte and ill-formed ones they leave to the slow path, the input's final <c>\n</c>, forward
/// with every match end or only the first, and backward. On any bytes the answers are the PikeVM's; on valid UTF-8 they
/// are also the BCL's, mapped to byte offsets.
/// </summary>
public class Utf8DfaStepperTests
{
    public static TheoryData<string, RegexOptions> Patterns => new()
    {
        { @"\w+", RegexOptions.None },
        { @"[aд]+b?", RegexOptions.None },
        { @"д+", RegexOptions.None },
        { @"\s*\w+\s*", RegexOptions.None },
        { @"\b\w+\b", RegexOptions.None },
        { @"\w+$", RegexOptions.None },
        { @"^\w+$", RegexOptions.Multiline },
        { @"a.*b", RegexOptions.Singleline },
        { @"[^\n]+", RegexOptions.None },
        { @"\W+", RegexOptions.None },
        { @"(?:дa|中)+", RegexOptions.IgnoreCase },
        { "\uFFFD+", RegexOptions.None },
        { "\U0001F600+a", RegexOptions.None },
        { @".", RegexOptions.None },
        // Accelerated states that loop on every non-ASCII unit: they skip non-ASCII runs, well-formed or not.
        { @"[ab]{3}", RegexOptions.None },
        { @"[^a]+a", RegexOptions.None },
    };

    // Pieces repeated into runs: scalars of every UTF-8 length and ill-formed bytes the slow path decodes as U+FFFD.
    private static readonly byte[][] s_pieces =
    [
        [(byte)'a'], [(byte)'b'], [(byte)' '], [(byte)'\n'],
        [0xD0, 0xB4], // д
        [0xC3, 0xA9], // é
        [0xE4, 0xB8, 0xAD], // 中
        [0xF0, 0x9F, 0x98, 0x80], // U+1F600, two UTF-16 units
        [0xC0, 0xAF], // overlong '/'
        [0xE4, 0xB8], // truncated three-byte sequence
        [0x80], [0xFF], // a lone continuation byte, a byte no scalar uses
    ];

    [Theory]
    [MemberData(nameof(Patterns))]
    public void SpansOverLongRunsAgreeWithThePikeVmAndTheBcl(string pattern, RegexOptions options)
    {
        const int seed = 20261123;
        var random = new Random(seed);
        RegexHir hir = RegexTranslator.Translate(pattern, options);
        DfaPair dfa = DfaPair.TryCreate(hir, capacityBytes: 1 << 20) ?? throw new InvalidOperationException($"/{pattern}/ has no DFA");
        Strategy vm = StrategyBuilder.Build(hir, RegexSettings.Default, StrategyKind.PikeVm);
        StrategyCache vmCache = vm.CreateCache();
        var bcl = new BclRegex(pattern, (System.Text.RegularExpressions.RegexOptions)(options));
        int answered = 0;
        for (int round = 0; round < 300; round++)
        {
            (byte[] input, List<int> starts) = LongRuns(random, random.Next(0, 300), valid: round % 2 == 0);
            int start = starts[random.Next(starts.Count)];
            string context = $"seed {seed} round {round}: /{pattern}/ {options} on [{Convert.ToHexString(input)}] from {start}";
            bool found = vm.TryFindSpan(input, start, vmCache, out int expectedStart, out int expectedEnd);
            if (round % 2 == 0)
            {
                // Valid UTF-8: the PikeVM's bytes are the BCL's units.
                string text = Encoding.UTF8.GetString(input);
                System.Text.RegularExpressions.Match bclMatch = bcl.Match(text, Encoding.UTF8.GetCharCount(input.AsSpan(0, start)));
                Assert.True(bclMatch.Success == found, context + $" BCL success {bclMatch.Success}");
                // A BCL match that ends or starts between two surrogates has no byte offset (the PikeVM rounds it).
                if (found && !SplitsPair(text, bclMatch.Index) && !SplitsPair(text, bclMatch.Index + bclMatch.Length))
                {
                    int bclStart = Encoding.UTF8.GetByteCount(text.AsSpan(0, bclMatch.Index));
                    int bclEnd = bclStart + Encoding.UTF8.GetByteCount(text.AsSpan(bclMatch.Index, bclMatch.Length));
                    Assert.True((bclStart, bclEnd) == (expectedStart, expectedEnd), context + $" BCL [{bclStart},{bclEnd}) PikeVM [{expectedStart},{expectedEnd})");
                }
            }
            DfaOutcome earliest = dfa.FindEarliestEnd(input, start);
            Assert.True(earliest != DfaOutcome.GaveUp, context + " gave up (earliest)");
            Assert.True(found == (earliest == DfaOutcome.Match), context + $" expected success {found} (earliest)");
            DfaOutcome outcome = dfa.FindSpan(input, start, out int matchStart, out int matchEnd);
            // Only a match boundary between the surrogates of a four-byte scalar has no byte offset.
            if (outcome == DfaOutcome.GaveUp)
            {
                Assert.True(input.Contains((byte)0xF0), context + " gave up");
                continue;
            }
            answered++;
            Assert.True(found == (outcome == DfaOutcome.Match), context + $" expected success {found}");
            if (found) Assert.True((expectedStart, expectedEnd) == (matchStart, matchEnd), context + $" expected [{expectedStart},{expectedEnd}) got [{matchStart},{matchEnd})");
        }
        Assert.True(answered > 150, $"seed {seed}: /{pattern}/ answered only {answered} of 300 searches");
    }

    [Fact]
    public void MatchEndingBetweenTheSurrogatesOfARunOfScalarsHandsOver()
    {
        RegexHir hir = RegexTranslator.Translate(@"(?:\uD83D\uDE00)*\uD83D", RegexOptions.None);
        DfaPair dfa = DfaPair.TryCreate(hir, capacityBytes: 1 << 20)!;
        byte[] input = Encoding.UTF8.GetBytes(string.Concat(Enumerable.Repeat("\U0001F600", 40)) + "ab");
        Assert.Equal(DfaOutcome.GaveUp, dfa.FindSpan(input, 0, out _, out _));
        Assert.Equal(DfaOutcome.Match, dfa.FindEarliestEnd(input, 0));
    }

    [Theory]
    [InlineData("д")]
    [InlineData("中")]
    [InlineData("\U0001F600")]
    public void SkipsOverNonAsciiRunsCountLikeTheBclWhenTheTimeoutCheckCutsThem(string scalar)
    {
        // Forward scans with a deadline stop every TimeoutCheckUnits bytes, mostly inside a scalar here.
        string run = string.Concat(Enumerable.Repeat(scalar, 3 * Hotpath.RegularExpressions.Engines.LazyDfa.LazyDfa.TimeoutCheckUnits / scalar.Length / 2));
        string text = run + "abc1" + run + "abcd1234" + run + "xyzw567" + run;
        const string pattern = @"[a-z]{4}\d{3}|[a-z]{3}\d";
        var regex = new Regex(pattern, RegexOptions.None, TimeSpan.FromMinutes(1));
        byte[] utf8 = Encoding.UTF8.GetBytes(text);
        Assert.Equal(new BclRegex(pattern).Count(text), regex.Count(utf8));
        Assert.True(regex.IsMatch(utf8));
    }

    private static bool SplitsPair(string text, int index) => index < text.Length && char.IsLowSurrogate(text[index]);

    // Runs of one piece (1 to 40 long), sometimes ending in the input's final \n, with the offsets a scan may start
    // from: piece boundaries that are not continuation bytes, and the end.
    private static (byte[] Input, List<int> Starts) LongRuns(Random random, int length, bool valid)
    {
        var bytes = new List<byte>(length + 4);
        var starts = new List<int>();
        int pieceCount = valid ? 8 : s_pieces.Length;
        while (bytes.Count < length)
        {
            byte[] piece = s_pieces[random.Next(pieceCount)];
            for (int n = random.Next(1, 41); n > 0; n--)
            {
                if ((piece[0] & 0xC0) != 0x80) starts.Add(bytes.Count);
                bytes.AddRange(piece);
            }
        }
        if (random.Next(3) == 0) bytes.Add((byte)'\n');
        starts.Add(bytes.Count);
        return ([.. bytes], starts);
    }
}

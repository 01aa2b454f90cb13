using System.Text;
using Hotpath.RegularExpressions.Engines.LazyDfa;
using Hotpath.RegularExpressions.Translation;
using BclRegex = System.Text.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.LazyDfa;

/// <summary>
/// The DFA's fast loops (<see cref="DfaStepper"/>) over long runs: forward through plain and match states (every match
/// end counts) or stopping at the first match, backward through match states down to the search start, and the final
/// <c>\n</c> that only the slow path feeds. Inputs are long runs of a few units, so the loops step many units per entry.
/// </summary>
public class DfaStepperTests
{
    public static TheoryData<string, RegexOptions> Patterns => new()
    {
        { @"\w+", RegexOptions.None },
        { @"[ab]+c?", RegexOptions.None },
        { @"\s*\w+\s*", RegexOptions.None },
        { @"(?:ab|ba)+", RegexOptions.None },
        { @"b\w*b", RegexOptions.None },
        { @"\w+$", RegexOptions.None },
        { @"\w+\Z", RegexOptions.None },
        { @"^\w+$", RegexOptions.Multiline },
        { @"\b\w+\b", RegexOptions.None },
        { @"a.*b", RegexOptions.Singleline },
    };

    [Theory]
    [MemberData(nameof(Patterns))]
    public void SpansOverLongRunsAgreeWithTheBcl(string pattern, RegexOptions options)
    {
        const int seed = 20261122;
        var random = new Random(seed);
        var bcl = new BclRegex(pattern, (System.Text.RegularExpressions.RegexOptions)(options));
        DfaPair dfa = DfaPair.TryCreate(RegexTranslator.Translate(pattern, options), capacityBytes: 1 << 20)
            ?? throw new InvalidOperationException($"/{pattern}/ has no DFA");
        for (int round = 0; round < 300; round++)
        {
            string input = LongRuns(random, random.Next(0, 400));
            int start = random.Next(0, input.Length + 1);
            string context = $"seed {seed} round {round}: /{pattern}/ {options} on '{input.Replace("\n", "\\n")}' from {start}";
            System.Text.RegularExpressions.Match expected = bcl.Match(input, start);
            DfaOutcome outcome = dfa.FindSpan(input, start, out int matchStart, out int matchEnd);
            Assert.True(outcome != DfaOutcome.GaveUp, context + " gave up");
            Assert.True(expected.Success == (outcome == DfaOutcome.Match), context + $" expected success {expected.Success}");
            if (expected.Success)
            {
                Assert.True((expected.Index, expected.Index + expected.Length) == (matchStart, matchEnd),
                    context + $" expected [{expected.Index},{expected.Index + expected.Length}) got [{matchStart},{matchEnd})");
            }
            Assert.True(expected.Success == (dfa.FindEarliestEnd(input, start) == DfaOutcome.Match), context + " (earliest)");
        }
    }

    // Runs of one unit (1 to 60 long) from a small alphabet, sometimes ending in the input's final \n.
    private static string LongRuns(Random random, int length)
    {
        const string units = "aab c\n_";
        var builder = new StringBuilder(length + 1);
        while (builder.Length < length) builder.Append(units[random.Next(units.Length)], random.Next(1, 61));
        builder.Length = length;
        if (random.Next(3) == 0) builder.Append('\n');
        return builder.ToString();
    }
}

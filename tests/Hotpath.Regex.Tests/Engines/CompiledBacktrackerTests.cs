using Hotpath.RegularExpressions.Tests.Differential;

namespace Hotpath.RegularExpressions.Tests.Engines;

/// <summary>
/// The compiled form of the backtracker's budgeted anchored search (see <c>CompiledBacktracker</c>): when it takes
/// over, that it answers as the interpreter does step for step, and which NFAs it leaves to the interpreter.
/// </summary>
public sealed class CompiledBacktrackerTests
{
    // A log line's parse, as rebar's unstructured-to-json benchmark has it: loop runs, lazy loops, a starred group.
    private const string LogParse = @"^([^ ]+ [^ ]+) ([DIWEF])[1234]: ((?:(?:\[[^\]]*?\]|\([^\)]*?\)): )*)(.*?) \{([^\}]*)\}$";

    private static readonly string[] LogLines =
    [
        "2022/06/17 06:25:22 I4: [17936:140245395805952:(17998)]: (8fb074fc-c766-498b-b224-8b660126b2c0): Searching for query 'dummy query' {/src/master/mastersearchattrs.cc:MasterSearchAttributes():40}",
        "2022/06/17 06:25:23 E4: [17936:140245395805952:(17998)]: Error on [search-slave:8080]: 4 - Deadline Exceeded {/src/master/slaveclient.cc:getFuturesResults():160}",
        "2022/06/17 06:25:23 W1: a message with { braces } and (parens): [x] {loc}",
        "2022/06/17 06:25:23 X1: not a level {loc}",
        "2022/06/17 06:25:23 I4: no location",
        "2022/06/17 06:25:23 D2: (unclosed: [also] {loc}",
        "",
    ];

    [Fact]
    public void TakesOverAfterTheGivenNumberOfSearches_WithTheSameAnswers()
    {
        var harness = new PikeVmHarness(LogParse, compileAfterSearches: 3);
        for (int round = 0; round < 3; round++)
        {
            foreach (string line in LogLines)
            {
                Assert.Equal(harness.PikeVmCaptures(line), harness.BacktrackerCapturesWithin(line, 0, line.Length, 0));
            }
        }
        Assert.True(harness.BacktrackerIsCompiled);
        Assert.False(new PikeVmHarness(LogParse, compileAfterSearches: 3).BacktrackerIsCompiled);
    }

    [Theory]
    [InlineData(LogParse)]
    [InlineData(@"(\w+)\s+(\d+)|(\w+)")]
    [InlineData(@"(a|ab)(c|bcd)(d*)")]
    [InlineData(@"^(?:(x+)y|(x+))+$")]
    public void CountsTheInterpretersSteps(string pattern)
    {
        var interpreted = new PikeVmHarness(pattern);
        var compiled = new PikeVmHarness(pattern, compiled: true);
        var random = new Random(29);
        foreach (string input in LogLines.Concat(Enumerable.Range(0, 200).Select(_ => RandomInput(random))))
        {
            string expected = interpreted.BacktrackerCapturesWithin(input, 0, input.Length, 0);
            Assert.Equal(expected, compiled.BacktrackerCapturesWithin(input, 0, input.Length, 0));
            Assert.True(interpreted.BacktrackerSteps == compiled.BacktrackerSteps, $"'{DifferentialComparer.Escape(input)}': interpreted {interpreted.BacktrackerSteps} steps, compiled {compiled.BacktrackerSteps}");
        }
        Assert.True(compiled.BacktrackerIsCompiled);
    }

    [Theory]
    [InlineData(@"(a*)*b")]
    [InlineData(@"(?:a|c?)+b")]
    public void LoopsThatCanMatchEmpty_StayInterpreted(string pattern)
    {
        var harness = new PikeVmHarness(pattern, RegexOptions.None, compiled: true);
        foreach (string input in new[] { "aab", "b", "aaa", "" })
        {
            Assert.Equal(harness.PikeVmCaptures(input), harness.BacktrackerCapturesWithin(input, 0, input.Length, 0));
        }
        Assert.False(harness.BacktrackerIsCompiled);
    }

    private static string RandomInput(Random random)
    {
        const string Alphabet = "xyabcd 0123\u00e9\u212A";
        var chars = new char[random.Next(0, 24)];
        for (int i = 0; i < chars.Length; i++) chars[i] = Alphabet[random.Next(Alphabet.Length)];
        return new string(chars);
    }
}

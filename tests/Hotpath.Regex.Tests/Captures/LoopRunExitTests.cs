using System.Text;
using Hotpath.RegularExpressions.Tests.Differential;
using Hotpath.RegularExpressions.Tests.Engines;
using BclRegex = System.Text.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.Captures;

/// <summary>
/// The backtracker crosses a loop's stops where the exit's leading class sequence does not follow (the
/// spaces before <c> \{</c> in <c>(.*?) \{</c>), searching for the sequence's rarest class: the groups must
/// stay the BCL's, also when the sequence runs into the end of the match or a unit the body cannot take.
/// </summary>
public sealed class LoopRunExitTests
{
    private static readonly string[] s_bodies = [".", "[^x]", "[ab {]", "[^}]", @"[\s\S]", "[a-z ]"];
    private static readonly string[] s_exits = [@" \{", " x", "{a", @"\}x", " {b", "ab", " ", @"(?: )\{"];
    private static readonly string[] s_quantifiers = ["*", "*?", "+", "+?"];
    private const string Alphabet = "ab {}x\n";

    [Theory]
    [InlineData(41)]
    [InlineData(42)]
    [InlineData(43)]
    public void GroupsAgreeWithTheBclAtTheBclBounds(int seed)
    {
        var random = new Random(seed);
        int compared = 0;
        for (int round = 0; round < 400; round++)
        {
            string pattern = RandomLoopPattern(random);
            string input = RandomInput(random);
            var bcl = new BclRegex(pattern);
            var harness = new PikeVmHarness(pattern);
            int[] numbers = bcl.GetGroupNumbers();
            for (var m = bcl.Match(input); m.Success; m = m.NextMatch())
            {
                string expected = string.Join(",", numbers.SelectMany(n => m.Groups[n].Success ? new[] { m.Groups[n].Index, m.Groups[n].Index + m.Groups[n].Length } : [-1, -1]));
                string actual = harness.BacktrackerCapturesWithin(input, m.Index, m.Index + m.Length, m.Index);
                Assert.True(expected == actual, $"seed {seed} round {round}: /{pattern}/ on \"{DifferentialComparer.Escape(input)}\" at {m.Index}: expected {expected} but got {actual}");
                compared++;
            }
        }
        Assert.True(compared > 100, $"seed {seed}: only {compared} matches compared");
    }

    [Theory]
    [InlineData(51)]
    [InlineData(52)]
    public void EveryPublicResultAgreesWithTheBcl(int seed)
    {
        var random = new Random(seed);
        for (int round = 0; round < 200; round++)
        {
            string pattern = (random.Next(2) == 0 ? "^" : "") + RandomLoopPattern(random) + (random.Next(2) == 0 ? "$" : "");
            string input = RandomInput(random);
            string? difference = DifferentialComparer.Compare(new BclRegex(pattern), new Regex(pattern), input);
            Assert.True(difference is null, $"seed {seed} round {round}: /{pattern}/ on \"{DifferentialComparer.Escape(input)}\": {difference}");
        }
    }

    [Fact]
    public void StopsWhereTheExitCannotFollowAreCrossedWithoutBacktracking()
    {
        var harness = new PikeVmHarness(@"^(.*?) \{([^}]*)\}$");
        var body = new StringBuilder();
        for (int i = 0; i < 500; i++) body.Append("ab ");
        string input = body + "{loc}";
        Assert.Equal($"0,{input.Length},0,{body.Length - 1},{body.Length + 1},{input.Length - 1}", harness.BacktrackerCapturesWithin(input, 0, input.Length, 0));
        // One step per unit crossed, plus a handful around the delimiters; trying the exit at each of the
        // 500 spaces would add several steps apiece.
        Assert.InRange(harness.BacktrackerSteps, input.Length - 8, input.Length + 32);
    }

    [Fact]
    public void AnExitThatWouldPassTheEndOfTheMatchIsNotTaken()
    {
        // Within [0, 4) of "ab {", the exit " {" fits; within [0, 3) it does not and the lazy body cannot end there.
        var harness = new PikeVmHarness(@"(.*?) \{");
        Assert.Equal("0,4,0,2", harness.BacktrackerCapturesWithin("ab {", 0, 4, 0));
        Assert.Equal("none", harness.BacktrackerCapturesWithin("ab {", 0, 3, 0));
    }

    private static string RandomLoopPattern(Random random)
    {
        string body = s_bodies[random.Next(s_bodies.Length)];
        string quantifier = s_quantifiers[random.Next(s_quantifiers.Length)];
        string exit = s_exits[random.Next(s_exits.Length)];
        string tail = random.Next(3) switch { 0 => "", 1 => "([^}]*)", _ => "(.)" };
        string prefix = random.Next(3) == 0 ? "([^ ]+) " : "";
        return $"{prefix}({body}{quantifier}){(random.Next(2) == 0 ? $"({exit})" : exit)}{tail}";
    }

    private static string RandomInput(Random random)
    {
        var input = new StringBuilder();
        int length = random.Next(0, 40);
        for (int i = 0; i < length; i++) input.Append(Alphabet[random.Next(Alphabet.Length)]);
        return input.ToString();
    }
}

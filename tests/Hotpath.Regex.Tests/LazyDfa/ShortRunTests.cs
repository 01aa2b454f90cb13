using System.Text;
using Hotpath.RegularExpressions.Engines.LazyDfa;
using Hotpath.RegularExpressions.Nfa;
using Hotpath.RegularExpressions.Tests.Differential;
using Hotpath.RegularExpressions.Translation;
using DfaEngine = Hotpath.RegularExpressions.Engines.LazyDfa.LazyDfa;

namespace Hotpath.RegularExpressions.Tests.LazyDfa;

/// <summary>
/// The forward scan's two shortcuts for short runs: match states step in the fast loop when every match end
/// counts, and accelerated states step up to <see cref="DfaEngine.StepsBeforeSkip"/> units before
/// they search for their escape. Runs of every length around that bound, at the input's edges and inside it.
/// </summary>
public class ShortRunTests
{
    public static TheoryData<string> Patterns => new()
    {
        @"[\w\.+-]+@[\w\.-]+\.[\w\.-]+",
        @"[\w]+://[^/\s?#]+[^\s?#]+(?:\?[^\s#]*)?(?:#[^\s]*)?",
        "ab*",
        "ab*c",
        "[a-z]+[0-9]",
        "x[^\\n]*y",
        "(a.*)=(.*)",
        ".*.*=.*",
        "a[^ ]*(b)?",
    };

    [Theory]
    [MemberData(nameof(Patterns))]
    public void RunsOfEveryLengthAroundTheStepBoundAgreeWithTheBcl(string pattern)
    {
        var bcl = new System.Text.RegularExpressions.Regex(pattern);
        var hotpath = new Regex(pattern);
        foreach (string run in new[] { "b", "x", "example.org", "a=b", "/case?id=7#top" })
        {
            for (int length = 0; length <= 2 * DfaEngine.StepsBeforeSkip + 2; length++)
            {
                string body = Repeat(run, length);
                foreach (string input in new[]
                {
                    $"ab{body}", $"a{body}c ", $"joe@{body}.org", $"see https://{body} then", $"x{body}y\nx{body}", $"{body}=",
                    $"http://a{body}", $"{body}@b.{body}",
                })
                {
                    string? difference = DifferentialComparer.Compare(bcl, hotpath, input);
                    Assert.True(difference is null, $"/{pattern}/ on '{DifferentialComparer.Escape(input)}': {difference}");
                }
            }
        }
    }

    [Theory]
    [MemberData(nameof(Patterns))]
    public void AddressesInTextAgreeWithTheBcl(string pattern)
    {
        var bcl = new System.Text.RegularExpressions.Regex(pattern);
        var hotpath = new Regex(pattern);
        const int seed = 20261121;
        var random = new Random(seed);
        for (int round = 0; round < 40; round++)
        {
            string input = AddressText(random);
            string? difference = DifferentialComparer.Compare(bcl, hotpath, input);
            Assert.True(difference is null, $"seed {seed} round {round}: /{pattern}/ on '{DifferentialComparer.Escape(input)}': {difference}");
        }
    }

    [Fact]
    public void AMatchRunEndsWhereTheLongestMatchEndsUnlessTheFirstEndIsEnough()
    {
        // After `a`, `ab*` is in a match state that loops on `b`: the leftmost-first end is after the last `b`,
        // the earliest end right after the `a`.
        LazyDfaCache cache = Dfa("ab*", out var dfa);
        foreach (int length in new[] { 0, 1, 5, DfaEngine.StepsBeforeSkip, 3 * DfaEngine.StepsBeforeSkip })
        {
            string input = "a" + new string('b', length);
            Assert.Equal(DfaOutcome.Match, dfa.FindEnd(input, 0, anchored: true, earliest: false, null, cache, null, out int end));
            Assert.Equal(input.Length, end);
            Assert.Equal(DfaOutcome.Match, dfa.FindEnd(input + "c", 0, anchored: true, earliest: false, null, cache, null, out end));
            Assert.Equal(input.Length, end);
            Assert.Equal(DfaOutcome.Match, dfa.FindEnd(input, 0, anchored: true, earliest: true, null, cache, null, out end));
            Assert.Equal(1, end);
        }
    }

    [Theory]
    [InlineData(LazyDfaCache.SkipBreakEven, false)]
    [InlineData(DfaEngine.StepsBeforeSkip - 1, false)]
    [InlineData(LazyDfaCache.SkipBreakEven - 1, true)]
    [InlineData(1, true)]
    public void SteppedRunsCountAgainstTheAcceleratorOnlyWhenTooShortToPay(int run, bool losesAccelerator)
    {
        // `a.*` reaches its accelerated loop state after `axx`. Runs up to StepsBeforeSkip are stepped, not searched;
        // those shorter than a search's break-even count against the state like short skips (a unit short loses it
        // within 400 calls), the others are free.
        LazyDfaCache cache = Dfa("a.*", out var dfa);
        string input = "axx" + new string('x', run);
        for (int i = 0; i < 400; i++)
        {
            Assert.Equal(DfaOutcome.Match, dfa.FindEnd(input, 0, anchored: true, earliest: false, null, cache, null, out int end));
            Assert.Equal(input.Length, end);
        }
        Assert.Equal(losesAccelerator, cache.SuspendedAccelerators > 0);
    }

    private static LazyDfaCache Dfa(string pattern, out DfaEngine dfa)
    {
        dfa = DfaEngine.TryCreate(
            NfaCompiler.Compile(RegexTranslator.Translate(pattern, RegexOptions.None)), DfaDirection.Forward, DfaMatchKind.LeftmostFirst, 1 << 20)!;
        return dfa.CreateCache();
    }

    private static string Repeat(string run, int length)
    {
        var builder = new StringBuilder(length);
        while (builder.Length < length) builder.Append(run[builder.Length % run.Length]);
        return builder.ToString();
    }

    // Prose with e-mail addresses and URLs of random lengths, sometimes at the very start or end.
    private static string AddressText(Random random)
    {
        const string letters = "abcdefghijklmnopqrstuvwxyz0123456789._-";
        string Word(int max)
        {
            var word = new StringBuilder();
            int length = random.Next(1, max);
            for (int i = 0; i < length; i++) word.Append(letters[random.Next(letters.Length)]);
            return word.ToString();
        }
        var builder = new StringBuilder();
        int pieces = random.Next(1, 6);
        for (int i = 0; i < pieces; i++)
        {
            if (random.Next(3) > 0) builder.Append(Word(40)).Append(' ');
            builder.Append(random.Next(3) switch
            {
                0 => $"{Word(30)}@{Word(30)}.{Word(8)}",
                1 => $"https://{Word(30)}/{Word(30)}?id={random.Next()}#{Word(5)}",
                _ => $"{Word(10)}://{Word(20)}",
            });
            if (random.Next(3) > 0) builder.Append(random.Next(2) == 0 ? ", " : "\n");
        }
        return builder.ToString();
    }
}

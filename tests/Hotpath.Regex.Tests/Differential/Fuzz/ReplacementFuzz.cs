using System.Text;
using System.Text.RegularExpressions;

namespace Hotpath.RegularExpressions.Tests.Differential.Fuzz;

/// <summary>
/// Random replacement patterns, well-formed and not (group numbers and names that exist or not, <c>$01</c>, numbers past
/// <see cref="int.MaxValue"/>, unclosed <c>${</c>), through <c>Replace</c> in the BCL and Hotpath: the same output, or the
/// same exception (type name and message, so a malformed replacement is a <c>RegexParseException</c> on both sides).
/// </summary>
internal sealed class ReplacementFuzz : FuzzTarget
{
    private static readonly string[] s_pieces =
    [
        "$1", "$2", "$10", "$01", "$0", "${g0}", "${1}", "${x}", "${0}", "$$", "$&", "$`", "$'", "$+", "$_", "$", "${", "${1", "${g0",
        "$2147483648", "${2147483648}", "$99999999999", "${-1}", "$-1", "${ g0}", "${4}", "$4", "x", "-", "{", "}", "é", "$$1",
    ];

    public override string Name => "replacement";

    public override int PatternsPerBatch => 80;

    public override void Run(int seed, FuzzTally tally)
    {
        var random = new Random(seed);
        var generator = new PatternGenerator(seed);
        for (int p = 0; p < PatternsPerBatch; p++)
        {
            string pattern = generator.NextPattern();
            RegexOptions options = generator.NextOptions();
            System.Text.RegularExpressions.Regex? bcl = DifferentialComparer.TryCreateBcl(pattern, options);
            Regex? hotpath = bcl is null ? null : TryCreate(pattern, options);
            if (bcl is null || hotpath is null)
            {
                tally.AddSkipped();
                continue;
            }
            for (int i = 0; i < 4; i++)
            {
                var template = new StringBuilder();
                for (int piece = random.Next(1, 4); piece > 0; piece--) template.Append(s_pieces[random.Next(s_pieces.Length)]);
                string input = generator.NextInput();
                string expected, actual;
                try
                {
                    expected = Outcome(() => bcl.Replace(input, template.ToString()));
                    actual = Outcome(() => hotpath.Replace(input, template.ToString()));
                    // Where the BCL's engines go wrong in known ways, any of the oracles may judge (DifferentialComparer.Oracles).
                    foreach (System.Text.RegularExpressions.Regex oracle in DifferentialComparer.Oracles(bcl))
                    {
                        if (expected == actual) break;
                        if (ReferenceEquals(oracle, bcl)) continue;
                        string judged = Outcome(() => oracle.Replace(input, template.ToString()));
                        if (judged == actual) expected = judged;
                    }
                }
                catch (System.Text.RegularExpressions.RegexMatchTimeoutException)
                {
                    // The BCL's backtracking gave up on this input: nothing to compare with.
                    tally.AddSkipped();
                    continue;
                }
                tally.AddCompared();
                if (expected == actual) continue;
                string description = $"{Name} seed {seed} pattern {p} '{DifferentialComparer.Escape(pattern)}' options {options} replacement '{template}' input '{DifferentialComparer.Escape(input)}': expected {DifferentialComparer.Escape(expected)} but got {DifferentialComparer.Escape(actual)}";
                tally.AddFailure(description);
                break;
            }
        }
        tally.AddRun();
    }

    private static string Outcome(Func<string> replace)
    {
        try
        {
            return "'" + replace() + "'";
        }
        catch (ArgumentException e)
        {
            return $"{e.GetType().Name}: {e.Message}";
        }
    }

    private static Regex? TryCreate(string pattern, RegexOptions options)
    {
        try
        {
            return new Regex(pattern, options);
        }
        catch (RegexUnsupportedException)
        {
            return null;
        }
    }
}

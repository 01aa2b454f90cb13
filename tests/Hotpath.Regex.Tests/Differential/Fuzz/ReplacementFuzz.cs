using System.Text;
using System.Text.RegularExpressions;

namespace Hotpath.RegularExpressions.Tests.Differential.Fuzz;

/// <summary>
/// Random replacement patterns, well-formed and not (group numbers and names that exist or not, <c>$01</c>, numbers past
/// <see cref="int.MaxValue"/>, unclosed <c>${</c>), through <c>Replace</c> in the BCL and Hotpath: the same output, or the
/// same exception. Where the BCL reports a malformed replacement with a <see cref="RegexParseException"/> and Hotpath
/// does not throw the same, the difference is counted as a known category (issue 38, item 6: the API rework owns
/// replacement errors), not a failure.
/// </summary>
internal sealed class ReplacementFuzz : FuzzTarget
{
    /// <summary>The category replacement-error differences are counted in.</summary>
    public const string ReplacementErrorCategory = "a malformed replacement is not reported as the BCL's RegexParseException (issue 38 item 6, owned by the API rework)";

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
                string expected = Outcome(() => bcl.Replace(input, template.ToString()), out Exception? bclError);
                string actual = Outcome(() => hotpath.Replace(input, template.ToString()), out _);
                tally.AddCompared();
                if (expected == actual) continue;
                string description = $"{Name} seed {seed} pattern {p} '{DifferentialComparer.Escape(pattern)}' options {options} replacement '{template}' input '{DifferentialComparer.Escape(input)}': expected {DifferentialComparer.Escape(expected)} but got {DifferentialComparer.Escape(actual)}";
                if (bclError is RegexParseException) tally.AddKnown(ReplacementErrorCategory, description);
                else tally.AddFailure(description);
                break;
            }
        }
        tally.AddRun();
    }

    private static string Outcome(Func<string> replace, out Exception? error)
    {
        try
        {
            error = null;
            return "'" + replace() + "'";
        }
        catch (ArgumentException e)
        {
            error = e;
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

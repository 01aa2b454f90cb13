using System.Text.RegularExpressions;

namespace Hotpath.RegularExpressions.Tests.Differential.Fuzz;

/// <summary>
/// Patterns only the BCL can run (backreferences, lookarounds, atomic groups, conditionals, balancing groups) and the
/// RightToLeft option, through <see cref="RegexSettings.BacktrackingFallback"/>: every public result must be the BCL's
/// own, since the fallback runs the BCL's engine.
/// </summary>
internal sealed class FallbackFuzz : FuzzTarget
{
    private const int InputsPerPattern = 4;

    private static readonly RegexSettings s_fallback = new() { BacktrackingFallback = true };

    private static readonly string[] s_constructs =
    [
        @"\1", @"\k<g0>", "(?=a)", "(?!b)", "(?<=a)", @"(?<!\w)", "(?>a+)", @"(?>\w*)", "(?(1)a|b)", "(?(a)b|c)", "(?<x-g0>b)",
        "(?=(a))", @"(\w)\1", "(?(g0)x)", @"|\e\0(?#note)",
    ];

    public override string Name => "fallback";

    public override int PatternsPerBatch => 60;

    public override void Run(int seed, FuzzTally tally)
    {
        var random = new Random(seed);
        var generator = new PatternGenerator(seed);
        for (int p = 0; p < PatternsPerBatch; p++)
        {
            string pattern = generator.NextPattern() + s_constructs[random.Next(s_constructs.Length)] + generator.NextPattern();
            RegexOptions options = generator.NextOptions() | (random.Next(2) == 0 ? RegexOptions.RightToLeft : RegexOptions.None);
            System.Text.RegularExpressions.Regex? bcl = DifferentialComparer.TryCreateBcl(pattern, options);
            if (bcl is null)
            {
                tally.AddSkipped();
                continue;
            }
            string context = $"{Name} seed {seed} pattern {p} '{DifferentialComparer.Escape(pattern)}' options {options}";
            Regex hotpath;
            bool fallsBack;
            try
            {
                hotpath = new Regex(pattern, options, s_fallback);
                fallsBack = FallsBack(pattern, options);
            }
            catch (Exception e)
            {
                tally.AddFailure($"{context}: BCL accepts, Hotpath with the fallback threw {e.GetType().Name}: {e.Message}");
                continue;
            }
            for (int i = 0; i < InputsPerPattern; i++)
            {
                string input = generator.NextInput();
                string? difference;
                try
                {
                    // A regex on the fallback runs the BCL's interpreter: its answers, even where the BCL's engines disagree.
                    difference = DifferentialComparer.Compare(bcl, hotpath, input, oracleMayDiffer: !fallsBack);
                }
                catch (System.Text.RegularExpressions.RegexMatchTimeoutException)
                {
                    tally.AddSkipped();
                    continue;
                }
                catch (Exception e)
                {
                    difference = $"threw {e}";
                }
                tally.AddCompared();
                if (difference is null) continue;
                string description = $"{context} input '{DifferentialComparer.Escape(input)}': {difference}";
                tally.AddFailure(description);
                break;
            }
        }
        tally.AddRun();
    }

    private static bool FallsBack(string pattern, RegexOptions options)
    {
        try
        {
            _ = new Regex(pattern, options);
            return false;
        }
        catch (RegexUnsupportedException)
        {
            return true;
        }
    }
}

using System.Text.RegularExpressions;

namespace Hotpath.RegularExpressions.Tests.Differential.Fuzz;

/// <summary>
/// Random patterns (<see cref="PatternGenerator"/>: class subtractions to empty, explicit group numbers, lazy loops of
/// empty groups among them), options and inputs through every public result of the BCL and Hotpath
/// (<see cref="DifferentialComparer"/>: matches with groups and captures, the group collection, counts, replace, split,
/// UTF-8). A pattern the BCL accepts must construct.
/// </summary>
internal sealed class PublicApiFuzz : FuzzTarget
{
    private const int InputsPerPattern = 6;

    public override string Name => "public-api";

    public override int PatternsPerBatch => 250;

    public override void Run(int seed, FuzzTally tally)
    {
        var generator = new PatternGenerator(seed);
        for (int p = 0; p < PatternsPerBatch; p++)
        {
            string pattern = generator.NextPattern();
            RegexOptions options = generator.NextOptions();
            System.Text.RegularExpressions.Regex? bcl = DifferentialComparer.TryCreateBcl(pattern, options);
            if (bcl is null)
            {
                tally.AddSkipped();
                continue;
            }
            string context = $"{Name} seed {seed} pattern {p} '{DifferentialComparer.Escape(pattern)}' options {options}";
            Regex hotpath;
            try
            {
                hotpath = new Regex(pattern, options);
            }
            catch (Exception e)
            {
                tally.AddFailure($"{context}: BCL accepts, Hotpath threw {e.GetType().Name}: {e.Message}");
                continue;
            }
            for (int i = 0; i < InputsPerPattern; i++)
            {
                string input = generator.NextInput();
                string? difference;
                try
                {
                    difference = DifferentialComparer.Compare(bcl, hotpath, input);
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
                if (difference is not null)
                {
                    tally.AddFailure($"{context} input '{DifferentialComparer.Escape(input)}': {difference}");
                    break;
                }
            }
        }
        tally.AddRun();
    }
}

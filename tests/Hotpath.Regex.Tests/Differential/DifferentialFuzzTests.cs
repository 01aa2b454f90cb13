using System.Text;
using System.Text.RegularExpressions;
using Xunit.Abstractions;

namespace Hotpath.RegularExpressions.Tests.Differential;

/// <summary>
/// The seeded differential fuzzer: random patterns, options and inputs through the BCL and Hotpath,
/// comparing every public result. Failures print the seed, pattern, options and input.
/// </summary>
public sealed class DifferentialFuzzTests(ITestOutputHelper output)
{
    private const int PatternsPerSeed = 500;
    private const int InputsPerPattern = 6;

    public static TheoryData<int> Seeds => [.. Enumerable.Range(1, 12)];

    [Theory]
    [MemberData(nameof(Seeds))]
    public void RandomPatternsAgreeWithTheBcl(int seed)
    {
        var generator = new PatternGenerator(seed);
        var failures = new List<string>();
        int compared = 0, skipped = 0;
        for (int p = 0; p < PatternsPerSeed && failures.Count < 5; p++)
        {
            string pattern = generator.NextPattern();
            RegexOptions options = generator.NextOptions();
            System.Text.RegularExpressions.Regex? bcl = DifferentialComparer.TryCreateBcl(pattern, options);
            if (bcl is null)
            {
                skipped++;
                continue;
            }
            Regex hotpath;
            try
            {
                hotpath = new Regex(pattern, options);
            }
            catch (Exception e) when (e is RegexSyntaxException or RegexUnsupportedException or ArgumentException)
            {
                failures.Add($"seed {seed} pattern '{DifferentialComparer.Escape(pattern)}' options {options}: BCL accepts, Hotpath threw {e.GetType().Name}: {e.Message}");
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
                catch (RegexMatchTimeoutException)
                {
                    skipped++;
                    continue;
                }
                catch (Exception e)
                {
                    difference = $"threw {e}";
                }
                compared++;
                if (difference is not null)
                {
                    failures.Add($"seed {seed} pattern '{DifferentialComparer.Escape(pattern)}' options {options} input '{DifferentialComparer.Escape(input)}': {difference}");
                    break;
                }
            }
        }
        output.WriteLine($"seed {seed}: {compared} cases compared, {skipped} skipped");
        Assert.True(failures.Count == 0, string.Join("\n", failures));
    }
}

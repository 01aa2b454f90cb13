using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Translation;
using BclRegex = System.Text.RegularExpressions.Regex;
using RegexOptions = System.Text.RegularExpressions.RegexOptions;

namespace Hotpath.RegularExpressions.Tests.Differential.Fuzz;

/// <summary>
/// Random patterns, of every shape and of the automaton-free strategies' shapes, over byte strings with ill-formed
/// UTF-8 (<see cref="IllFormedUtf8Generator"/>), through the public UTF-8 API and through one strategy kind forced at
/// random, against the BCL over the decoded text (<see cref="Utf8Differential"/>).
/// </summary>
internal sealed class IllFormedUtf8Fuzz : FuzzTarget
{
    private const int InputsPerPattern = 6;

    private static readonly RegexOptions[] s_options =
        [RegexOptions.None, RegexOptions.None, RegexOptions.IgnoreCase, RegexOptions.Multiline, RegexOptions.Singleline, RegexOptions.CultureInvariant | RegexOptions.IgnoreCase, RegexOptions.ECMAScript];

    private static readonly StrategyKind[] s_kinds = Enum.GetValues<StrategyKind>();

    public override string Name => "ill-formed-utf8";

    public override int PatternsPerBatch => 120;

    public override void Run(int seed, FuzzTally tally)
    {
        var random = new Random(seed);
        var generator = new PatternGenerator(seed);
        for (int p = 0; p < PatternsPerBatch; p++)
        {
            string pattern = random.Next(4) switch
            {
                0 => generator.NextPattern(),
                1 => StrategyShapeFuzz.Pattern(random),
                2 => NotRegular(random, generator.NextPattern(), StrategyShapeFuzz.Pattern(random)),
                _ => LazyDfa.RandomPatterns.Pattern(random, random.Next(1, 6)),
            };
            RegexOptions options = s_options[random.Next(s_options.Length)];
            StrategyKind kind = s_kinds[random.Next(s_kinds.Length)];
            BclRegex? bcl = DifferentialComparer.TryCreateBcl(pattern, options);
            string context = $"{Name} seed {seed} pattern {p} '{DifferentialComparer.Escape(pattern)}' options {options} kind {kind}";
            Regex hotpath;
            // Null for a pattern that is not regular: the public API runs it on the BCL over the decoded text, and its
            // bounds must still map back to the bytes the text came from.
            Strategy? strategy;
            try
            {
                if (bcl is null) throw new RegexUnsupportedException("nothing: the BCL rejects the pattern", 0, pattern);
                hotpath = new Regex(pattern, options);
                strategy = hotpath.IsLinear ? StrategyBuilder.Build(RegexTranslator.Translate(pattern, options), RegexSettings.Default, kind) : null;
            }
            catch (RegexUnsupportedException)
            {
                // Not .NET.
                tally.AddSkipped();
                continue;
            }
            catch (Exception e)
            {
                tally.AddFailure($"{context}: BCL accepts, Hotpath threw {e.GetType().Name}: {e.Message}");
                continue;
            }
            for (int i = 0; i < InputsPerPattern; i++)
            {
                var input = new DecodedUtf8(IllFormedUtf8Generator.Next(random, i == InputsPerPattern - 1 ? 40 : 8));
                string? difference;
                bool compared;
                try
                {
                    difference = Utf8Differential.Compare(bcl, hotpath, input, out compared)
                        ?? (strategy is null ? null : Utf8Differential.Compare(bcl, strategy, input, out _));
                }
                catch (System.Text.RegularExpressions.RegexMatchTimeoutException)
                {
                    tally.AddSkipped();
                    continue;
                }
                catch (Exception e)
                {
                    (difference, compared) = ($"threw {e}", true);
                }
                if (!compared)
                {
                    tally.AddSkipped();
                    continue;
                }
                tally.AddCompared();
                if (difference is not null)
                {
                    tally.AddFailure($"{context} [{strategy?.GetType().Name ?? "BCL fallback"}] bytes {input.Hex} ('{DifferentialComparer.Escape(input.Text)}'): {difference}");
                    break;
                }
            }
        }
        tally.AddRun();
    }

    // A lookaround, backreference or atomic group joining two generated patterns: run by the BCL fallback.
    private static string NotRegular(Random random, string first, string second) => random.Next(5) switch
    {
        0 => $"(?={first}){second}",
        1 => $"(?<={first}){second}",
        2 => $"{first}(?!{second})",
        3 => $"({first})\\1{second}",
        _ => $"(?>{first}){second}",
    };
}

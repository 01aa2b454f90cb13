using System.Text;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Translation;
using BclRegex = System.Text.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.Differential.Fuzz;

/// <summary>
/// Seeded patterns of the shapes the automaton-free strategies take (sequences of class runs and literals, with groups,
/// <c>^</c>, <c>.*</c>, end anchors and word boundaries around them) against the BCL on small alphabets, where their walks,
/// anchors and skips are exercised hardest. Most patterns fall outside those shapes and check the automata instead.
/// </summary>
internal sealed class StrategyShapeFuzz : FuzzTarget
{
    private static readonly string[] s_classes = [@"\d", "[a-z]", "[A-Z]", @"\s", @"\S", @"\w", "[^)]", ".", "[^;]", "x", "y", "-", ":", @"\.", " ", "é"];
    private static readonly string[] s_quantifiers = ["", "", "+", "+", "*", "{2}", "{3}", "?"];
    private static readonly string[] s_pieces = ["x", "y", "xy", "1", "23", "a", "bc", "A", "Ab", " ", "  ", "\n", "-", ":", ".", ";", ")", "(", "é", "\U0001F600", "_", "x:1", "Ab cd"];

    public override string Name => "strategy-shapes";

    public override int PatternsPerBatch => 250;

    public override void Run(int seed, FuzzTally tally)
    {
        var random = new Random(seed * 7919);
        int automatonFree = 0;
        for (int round = 0; round < PatternsPerBatch; round++)
        {
            string pattern = Pattern(random);
            RegexOptions options = random.Next(6) == 0 ? RegexOptions.IgnoreCase : RegexOptions.None;
            if (StrategyBuilder.Build(RegexTranslator.Translate(pattern, options), RegexSettings.Default) is RunSequenceStrategy or AnchoredLiteralStrategy or DotStarLineStrategy or DfaStrategy { SearchesFromEnd: true }) automatonFree++;
            var bcl = new BclRegex(pattern, (System.Text.RegularExpressions.RegexOptions)(options));
            var hotpath = new Regex(pattern, options);
            for (int input = 0; input < 6; input++)
            {
                var builder = new StringBuilder();
                int count = random.Next(0, input == 5 ? 80 : 12);
                for (int i = 0; i < count; i++) builder.Append(s_pieces[random.Next(s_pieces.Length)]);
                string text = builder.ToString();
                string? difference = DifferentialComparer.Compare(bcl, hotpath, text);
                tally.AddCompared();
                if (difference is not null)
                {
                    tally.AddFailure($"{Name} seed {seed} round {round}: /{pattern}/ {options} on '{DifferentialComparer.Escape(text)}': {difference}");
                    break;
                }
            }
        }
        // The shapes must actually be drawn: a generator that never reached these strategies would test nothing new.
        if (automatonFree < PatternsPerBatch / 5) tally.AddFailure($"{Name} seed {seed}: only {automatonFree} of {PatternsPerBatch} patterns took a run-sequence, word-literal, dot-star line or from-the-end search");
        tally.AddRun();
    }

    /// <summary>A pattern of the automaton-free strategies' shapes, or near them.</summary>
    public static string Pattern(Random random)
    {
        var pattern = new StringBuilder();
        if (random.Next(4) == 0) pattern.Append('^');
        if (random.Next(5) == 0) pattern.Append(@"\b");
        if (random.Next(6) == 0) pattern.Append(".*");
        int parts = random.Next(1, 6);
        for (int i = 0; i < parts; i++)
        {
            bool group = random.Next(4) == 0;
            if (group) pattern.Append('(');
            pattern.Append(s_classes[random.Next(s_classes.Length)]).Append(s_quantifiers[random.Next(s_quantifiers.Length)]);
            if (group) pattern.Append(')');
        }
        if (random.Next(5) == 0) pattern.Append(@"\b");
        if (random.Next(6) == 0) pattern.Append(".*");
        pattern.Append(random.Next(8) switch { 0 => "$", 1 => @"\z", 2 => @"\Z", _ => "" });
        return pattern.ToString();
    }
}

using System.Globalization;
using Hotpath.RegularExpressions;
using Bcl = System.Text.RegularExpressions;

namespace Hotpath.Aot.Tests;

/// <summary>
/// Regexes whose groups the bounded backtracker resolves, each asked for its groups <see cref="Repetitions"/> times.
/// The backtracker's budgeted search runs interpreted for a regex's first 256 such searches and is then compiled to IL
/// where the runtime can compile dynamic code (src/Hotpath.Regex/Engines/Backtracker/BoundedBacktracker.cs,
/// CompiledBacktracker.cs). Under Native AOT it never compiles, so the interpreter must keep answering past that
/// point; under the JIT the same run crosses into the compiled code. Either way the groups must stay the BCL's.
/// </summary>
internal static class RegexRepeatChecks
{
    public const int Seed = 4_000_000;
    public const int Repetitions = 400;
    private const string Section = "regex-repeat";

    // Not one-pass (so the one-pass DFA does not take their groups) and not run sequences (which find groups in their
    // own walk): the log parse (anchored at the start, so the backtracker finds the match itself), and three the
    // compiled-backtracker xunit tests use, which reach it through the DFA's match bounds.
    public static readonly (string Pattern, Func<Random, string> Input)[] Patterns =
    [
        (RegexPatterns.LogParse, LogLine),
        (@"(\w+)\s+(\d+)|(\w+)", Short),
        // Only a successful search resolves groups (unanchored patterns): dense inputs, so nearly every one matches.
        ("(a|ab)(c|bcd)(d*)", r => Inputs.FromAlphabet(r, ["a", "ab", "c", "bcd", "d", "x", " "], r.Next(20, 60))),
        ("^(?:(x+)y|(x+))+$", r => Inputs.FromAlphabet(r, ["x", "x", "y", "z"], r.Next(12))),
    ];

    public static void Run(Harness harness)
    {
        int seed = Seed;
        foreach ((string pattern, Func<Random, string> input) in Patterns)
        {
            var bcl = new Bcl.Regex(pattern);
            var where = new Where(Section, $"pattern \"{Harness.Escape(pattern)}\"", seed, "");
            Regex? built = null;
            harness.Guard(where, "construction", () => built = new Regex(pattern));
            if (built is not { } hotpath) continue;
            int[] numbers = bcl.GetGroupNumbers();
            for (int i = 0; i < Repetitions; i++, seed++)
            {
                string text = input(new Random(seed));
                var at = where with { Seed = seed, Input = text, Detail = $"repetition {i}" };
                harness.Guard(at, "groups", () =>
                    harness.Same(at, "Match/NextMatch groups", RegexChecks.Describe(bcl.Match(text), numbers), RegexChecks.Describe(hotpath.Match(text), numbers)));
            }
        }
    }

    /// <summary>A log line in the shape rebar's unstructured-to-json parses, with the variations that make it fail or backtrack.</summary>
    public static string LogLine(Random random)
    {
        string level = "DIWEFX"[random.Next(6)].ToString() + random.Next(6).ToString(CultureInfo.InvariantCulture);
        string prefixes = "";
        for (int i = random.Next(4); i > 0; i--)
        {
            prefixes += random.Next(3) switch
            {
                0 => $"[{random.Next(99999)}:140245395805952:({random.Next(99999)})]: ",
                1 => "(8fb074fc-c766-498b-b224-8b660126b2c0): ",
                _ => random.Next(2) == 0 ? "[unclosed: " : "(x) ",
            };
        }
        string message = Inputs.English(random, random.Next(60)).Replace('\n', ' ');
        string location = random.Next(6) == 0 ? "" : $" {{/src/master/x{random.Next(9)}.cc:Fn():{random.Next(400)}}}";
        return $"2022/06/17 06:25:{random.Next(60):D2} {level}: {prefixes}{message}{location}";
    }

    private static string Short(Random random) => Inputs.FromAlphabet(random, ["x", "y", "a", "b", "c", "d", " ", "0", "1", "\u00E9", "\u212A"], random.Next(25));
}

using System.Globalization;
using System.Text;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// The strategies a regex can get, with the shape each serves in one line (the list <c>hotpath explain --strategies</c>
/// prints and the docs show), and the wording <see cref="Regex.Explain"/> uses for strategies and prefilters.
/// </summary>
internal static class StrategyCatalog
{
    /// <summary>Every strategy by short name, in the order <see cref="StrategyBuilder"/> tries them, with the shape it serves.</summary>
    public static IReadOnlyList<(string Name, string Shape)> Strategies { get; } =
    [
        ("Literal", "a literal or a finite set of them (Sherlock|Watson, [Ss]herlock): a substring or multi-string search, no automaton"),
        ("AnchoredLiteral", @"one literal beside word boundaries or line anchors (\bthe\b, (?i)\berror\b, (?m);$, (?m)^From ): the substring search, the assertions checked beside each hit"),
        ("RestOfInput", @"a regex whose match is the rest of the input ([\s\S]*): answered without reading it"),
        ("ClassRun", @"a greedy run of one class, maybe between word boundaries (\d+, \b\w+\b, [^\x00-\x7F]): one classifying pass"),
        ("Delimited", "a field between delimiters whose inside excludes the closing one or escapes it (\"[^\"]*\", \\[([^\\]]*)\\], \"(?:[^\"\\\\]|\\\\.)*\"): two searches per candidate, one more per escape"),
        ("ShortestSpan", "the shortest span between two literals (/\\*[\\s\\S]*?\\*/, \"(.*?)\"): two searches per candidate"),
        ("RunSequence", @"class runs whose neighbours share no unit ([A-Z][a-z]+, \d+\.\d+, ^(\S+) (\d+)$, \b\d+(?:\.\d+)?\b): walked from a rare anchor part"),
        ("ClassSequence", @"an alternation of fixed class sequences, such as a case-insensitive word or a token between word boundaries (optional parts and small alternations inside, </?(?:div|p)\b, expand into branches): checked at prefilter candidates"),
        ("DotStarLine", "a part between greedy .* loops whose match is its line (.*error.*, (?m)^.*x.*$), or .* before a literal (.*Iraq): the part's search, then its line"),
        ("Dfa", "everything else in the regular subset: lazy DFAs forward and reverse, led by a prefilter or an inner or suffix literal; groups by the one-pass DFA, the bounded backtracker or the PikeVM"),
        ("PikeVm", @"regexes the DFA cannot express (\G, loops whose body can match empty): the PikeVM and the bounded backtracker"),
        ("BclFallback", "constructs outside the regular subset, when the settings allow it: the BCL's backtracking engine"),
    ];

    /// <summary>The type's name without <paramref name="suffix"/> (<c>DfaStrategy</c> → <c>Dfa</c>).</summary>
    public static string ShortName(Type type, string suffix) =>
        type.Name.EndsWith(suffix, StringComparison.Ordinal) ? type.Name[..^suffix.Length] : type.Name;

    /// <summary>The shape <see cref="Strategies"/> gives for <paramref name="name"/>.</summary>
    public static string ShapeOf(string name) => Strategies.First(s => s.Name == name).Shape;

    /// <summary><paramref name="text"/> in double quotes, control units and quotes escaped as in C#.</summary>
    public static string Quote(string text)
    {
        var builder = new StringBuilder("\"");
        foreach (char unit in text)
        {
            builder.Append(unit switch
            {
                '"' => "\\\"",
                '\\' => "\\\\",
                '\n' => "\\n",
                '\r' => "\\r",
                '\t' => "\\t",
                < ' ' => string.Create(CultureInfo.InvariantCulture, $"\\u{(int)unit:X4}"),
                _ => unit.ToString(),
            });
        }
        return builder.Append('"').ToString();
    }

    /// <summary>"one of N <paramref name="what"/> (the first few, quoted, …)", or "the literal …" for one.</summary>
    public static string OneOf(string what, IReadOnlyList<string> items)
    {
        const int Shown = 4;
        if (items.Count == 1) return "the literal " + Quote(items[0]);
        string shown = string.Join(", ", items.Take(Shown).Select(Quote));
        return $"one of {items.Count} {what} ({shown}{(items.Count > Shown ? ", …" : "")})";
    }
}

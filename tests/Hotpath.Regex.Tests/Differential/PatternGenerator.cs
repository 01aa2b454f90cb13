using System.Text;
using System.Text.RegularExpressions;

namespace Hotpath.RegularExpressions.Tests.Differential;

/// <summary>
/// Generates random patterns over the regular subset of .NET syntax (literals, classes, anchors, groups,
/// alternation, every quantifier greedy and lazy) plus options and haystacks, from a seed. Beyond the everyday
/// shapes it draws the corners issue 38 found wrong: class subtractions, many of which leave the class empty;
/// groups with explicit numbers that leave gaps in the numbering; loops, lazy ones above all, over groups whose
/// iteration can match empty; quantified anchors; and Unicode-heavy inputs.
/// </summary>
internal sealed class PatternGenerator(int seed)
{
    private static readonly string[] s_atoms =
    [
        "a", "b", "c", "ab", "ba", "é", "\\n", "[ab]", "[^a]", "[a-c]", "[^\\n]", ".", "\\w", "\\W", "\\d", "\\s", "\\S",
        "[\\w\\s]", "x", "A", " ", "\\u00E9", "[é\\uD83D]", "\\.", "0", "\\P{L}", "\\p{Lu}", "\\e\\0",
    ];

    // Atoms whose match can be empty: the bodies of the loops that need .NET's empty-iteration rules.
    private static readonly string[] s_emptyBodies = ["()", "(?:)", "(|a)", "(a|)", "(a?)", "(\\b)", "(?:()|b)", "(a*)"];

    private static readonly string[] s_anchors = ["^", "$", "\\A", "\\z", "\\Z", "\\b", "\\B", "\\G"];

    private static readonly string[] s_quantifiers = ["*", "+", "?", "{2}", "{0,2}", "{1,3}", "{2,}", "{0,}", "{1}", "{0}", "{3}", "{3,21}"];

    // The parts of a subtraction `[base-[subtracted]]`: equal or overlapping parts leave the class empty.
    private static readonly string[] s_classParts = ["a", "a-c", "ab", "aaaaa", "\\w", "\\W", "\\s", "\\S", "\\d", "\\D", "é", "a\\n", " x", "\\p{L}", "\\s\\S", "A-Z"];

    private static readonly int[] s_explicitNumbers = [1, 2, 3, 4, 5, 7, 10];

    private static readonly RegexOptions[] s_options =
    [
        RegexOptions.None, RegexOptions.None, RegexOptions.None, RegexOptions.IgnoreCase, RegexOptions.Multiline,
        RegexOptions.Singleline, RegexOptions.ExplicitCapture, RegexOptions.CultureInvariant | RegexOptions.IgnoreCase,
        RegexOptions.ECMAScript, RegexOptions.IgnorePatternWhitespace, RegexOptions.Multiline | RegexOptions.Singleline,
        RegexOptions.ECMAScript | RegexOptions.IgnoreCase | RegexOptions.Multiline,
        RegexOptions.IgnoreCase | RegexOptions.Multiline | RegexOptions.CultureInvariant,
    ];

    private static readonly string[] s_alphabets =
    [
        "ab", "ab\n", "abé ", "aB\ud83d\ude00b", "abc\n x1_", "aaab", "a0\n ", "Жжaé\u0130\u212A\n", "ΣσςAa 0\u200D",
    ];

    private readonly Random _random = new(seed);
    private int _groupCounter;

    /// <summary>A random pattern of bounded depth.</summary>
    public string NextPattern()
    {
        _groupCounter = 0;
        return Alternation(depth: 0);
    }

    /// <summary>Random options (some invalid combinations are filtered by the caller, which skips what the BCL rejects).</summary>
    public RegexOptions NextOptions() => s_options[_random.Next(s_options.Length)];

    /// <summary>A short haystack over a small alphabet, so that patterns match often and edge cases repeat.</summary>
    public string NextInput()
    {
        string alphabet = s_alphabets[_random.Next(s_alphabets.Length)];
        int length = _random.Next(0, 12);
        var builder = new StringBuilder(length);
        for (int i = 0; i < length; i++) builder.Append(alphabet[_random.Next(alphabet.Length)]);
        return builder.ToString();
    }

    private string Alternation(int depth)
    {
        string result = Concat(depth);
        while (_random.Next(4) == 0) result += "|" + Concat(depth);
        return result;
    }

    private string Concat(int depth)
    {
        int parts = _random.Next(0, 4);
        var builder = new StringBuilder();
        for (int i = 0; i < parts; i++) builder.Append(Quantified(depth));
        return builder.ToString();
    }

    private string Quantified(int depth)
    {
        if (_random.Next(12) == 0) return s_emptyBodies[_random.Next(s_emptyBodies.Length)] + s_quantifiers[_random.Next(s_quantifiers.Length)] + (_random.Next(3) != 0 ? "?" : "");
        string atom = Atom(depth);
        // Quantified anchors (`\B{3,21}?`) are valid .NET; most anchors stay bare.
        if (atom.Length == 0 || _random.Next(3) != 0 || (s_anchors.Contains(atom) && _random.Next(4) != 0)) return atom;
        string quantifier = s_quantifiers[_random.Next(s_quantifiers.Length)];
        return atom + quantifier + (_random.Next(3) == 0 ? "?" : "");
    }

    private string Atom(int depth)
    {
        int roll = _random.Next(12);
        if (depth < 3 && roll < 3)
        {
            string inner = Alternation(depth + 1);
            return _random.Next(6) switch
            {
                0 => "(?:" + inner + ")",
                1 => "(?<g" + (_groupCounter++) + ">" + inner + ")",
                2 => ExplicitlyNumbered(inner),
                _ => "(" + inner + ")",
            };
        }
        if (roll == 3) return s_anchors[_random.Next(s_anchors.Length)];
        if (roll == 4) return Subtraction();
        return s_atoms[_random.Next(s_atoms.Length)];
    }

    private string ExplicitlyNumbered(string inner)
    {
        int number = s_explicitNumbers[_random.Next(s_explicitNumbers.Length)];
        return _random.Next(2) == 0 ? $"(?<{number}>{inner})" : $"(?'{number}'{inner})";
    }

    // `[base-[subtracted]]`, maybe negated, maybe nested once: often a class no unit is in.
    private string Subtraction()
    {
        string basePart = s_classParts[_random.Next(s_classParts.Length)];
        string subtracted = s_classParts[_random.Next(s_classParts.Length)];
        if (_random.Next(4) == 0) subtracted += "-[" + s_classParts[_random.Next(s_classParts.Length)] + "]";
        return "[" + (_random.Next(4) == 0 ? "^" : "") + basePart + "-[" + subtracted + "]]";
    }
}

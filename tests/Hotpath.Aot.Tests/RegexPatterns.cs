using static System.Text.RegularExpressions.RegexOptions;
using RegexOptions = System.Text.RegularExpressions.RegexOptions;

namespace Hotpath.Aot.Tests;

/// <summary>
/// A pattern, its options, and the units its short random inputs are drawn from (chosen so that the pattern matches,
/// nearly matches and fails often).
/// </summary>
internal readonly record struct RegexCase(string Pattern, RegexOptions Options, string Alphabet);

/// <summary>
/// The patterns the regex checks run, by construct. Each family takes a different strategy inside Hotpath.Regex
/// (literal search, word-bounded literal, class runs, run sequences, class sequences, delimited fields, lazy DFAs,
/// one-pass DFA, bounded backtracker, PikeVM; see docs/regex.md), so together they reach most of the engine code that
/// Native AOT compiles. Only constructs Hotpath accepts are here (no backreferences or lookarounds, which throw
/// <c>RegexUnsupportedException</c>; <see cref="BadInputChecks"/> checks that). Two shapes are left out on purpose: a
/// pattern with <c>\B</c>, where the BCL's backtracking engines disagree with NonBacktracking and Hotpath
/// (docs/regex.md, "Semantics"), and a lazy <c>+?</c> over a group holding a capture that can be empty, which the BCL
/// misreports (the xunit tests' BclDeviationTests and PatternGenerator note both).
/// </summary>
internal static class RegexPatterns
{
    /// <summary>rebar's unstructured-to-json parse (as in CompiledBacktrackerTests): loop runs, lazy loops, a starred group.</summary>
    public const string LogParse = @"^([^ ]+ [^ ]+) ([DIWEF])[1234]: ((?:(?:\[[^\]]*?\]|\([^\)]*?\)): )*)(.*?) \{([^\}]*)\}$";

    public static readonly RegexCase[] All =
    [
        // Literals and literal alternations.
        new("abc", None, "abc "),
        new("a", None, "ab"),
        new("Sherlock", None, "Sherlock "),
        new("the", None, "the "),
        new(" and ", None, "and "),
        new("\u00E9", None, "e\u00E9\u00C9"),
        new("Holmes|Watson", None, "HolmesWatson "),
        new("ab|a|b", None, "abc"),
        new("foo|foobar|bar", None, "fobar"),
        new("(?:cat|dog)s?", None, "catdogs "),
        new("(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)", IgnoreCase, "MondayFriSu "),
        new("(?i)sherlock|watson|holmes", None, "sherlockHOLMES "),
        new("(?i)error", None, "errorERO\u212A "),
        // Classes and class runs.
        new("[a-c]+", None, "abcd "),
        new("[^a ]+", None, "ab c"),
        new("[A-Z][a-z]+", None, "aAbB "),
        new(@"\d+", None, "a12\u0661"),
        new(@"\d{4}-\d{2}-\d{2}", None, "12-"),
        new("[0-9a-f]{2,4}", None, "0af g"),
        new(@"\s+", None, "a \t\n"),
        new(@"[\w.+-]+@[\w-]+\.[\w.-]+", None, "ab.@-+ "),
        new("[aeiou]{2,}", None, "aeb"),
        new(@"[^\n]*", None, "ab\n"),
        new(@"[\w-[aeiou]]+", None, "abe_1 "),
        // Word boundaries.
        new(@"\bthe\b", None, "the "),
        new(@"\b\w+\b", None, "ab \u00E9"),
        new(@"\b[A-Z]\w*", None, "aAb "),
        new(@"\b\w+ing\b", None, "ing r"),
        new(@"\b(\w)(\w)?\b", None, "ab "),
        new(@"(?i)\berror\b", None, "errorR "),
        new(@"\b", None, "a b"),
        new(@"\w+\b.", None, "a b,"),
        // Anchors, with and without Multiline.
        new("^a", None, "ab\n"),
        new("b$", None, "ab\n"),
        new(@"^\w+", Multiline, "ab \n"),
        new(@"\w+$", Multiline, "ab \n"),
        new("^$", Multiline, "a\n"),
        new(@"\Aab", None, "ab"),
        new(@"a\z", None, "ab\n"),
        new(@"b\Z", None, "ab\n"),
        new(@"^(\w+).*?(\w+)$", Multiline, "ab \n"),
        new(@":(\d+)\}$", None, ":1}\n"),
        new(@"\G\w", None, "ab "),
        // Counted and other quantifiers.
        new("a{2,3}", None, "ab"),
        new("(ab){1,3}", None, "ab"),
        new("a{0,2}b", None, "ab"),
        new("[ab]{3}", None, "abc"),
        new("(?:a|b){2,}c?", None, "abc"),
        new("x*", None, "xy"),
        new("a?b+", None, "ab"),
        new(@"(?:[A-Z][a-z]+\s*){2,4}", None, "Aa "),
        // Lazy quantifiers.
        new("a+?", None, "ab"),
        new("a.*?b", None, "ab\n"),
        new("<.+?>", None, "<a>"),
        new("(a|b)*?c", None, "abc"),
        new(@"\w{2,5}?", None, "ab "),
        new("(?s)a.*?z", None, "az\n"),
        new("(.*?),(.*)", None, "ab,"),
        // Captures: numbered, named, repeated, unsuccessful, duplicate names, explicit numbers.
        new(@"(\w+)\s(\w+)", None, "ab "),
        new(@"(?<word>[A-Z]\w*)", None, "aA "),
        new(@"(?<user>\w+)@(?<host>\w+\.com)", None, "acom@."),
        new(@"(\d+)(?:st|nd|rd|th)?", None, "1st"),
        new("(?:(a)|(e)|(i))+", None, "aei "),
        new(@"([aeiou]{2,})|(\W)", None, "ae !"),
        new("(a|ab)(c|bcd)(d*)", None, "abcd"),
        new(@"(\w+)\s+(\d+)|(\w+)", None, "a1 "),
        new("\"([^\"]*)\"", None, "a\" "),
        new(@"(?<key>\w+)=(?<value>[^;]*);?", None, "a=;"),
        new("((a)|b)+", None, "ab"),
        new("(?<x>a)|(?<x>b)", None, "abc"),
        new("(?<2>a)(b)", None, "ab"),
        new("(a)|b", None, "ab"),
        new("(a*)*b", None, "ab"),
        new(@"(\d+)-(\d+)", None, "1-2"),
        // Case-insensitivity: ASCII, the Kelvin sign and long s, Latin-1, Cyrillic with a three-member class.
        new("(?i)abc", None, "abcABC"),
        new("(?i)k", None, "kK\u212A"),
        new("(?i)\u00E9+", None, "e\u00E9\u00C9"),
        new("(?i:a)b", None, "aAbB"),
        new("(?i)[a-z]+", None, "aZ\u212A\u017F1"),
        new("(?i)\u0441\u0442\u043E", None, "\u0441\u0421\u0442\u0422\u043E\u041E\u1C82"),
        // Options.
        new("a.b", Singleline, "ab\n"),
        new(".+", None, "a\n"),
        new(".+", Singleline, "a\n"),
        new("(a)(?<n>b)(c)", ExplicitCapture, "abc"),
        new(@"(\w)+", ExplicitCapture, "ab "),
        new("A+", IgnoreCase, "aA"),
        new("^.*$", Multiline, "ab\n"),
        new("a # comment\n b", IgnorePatternWhitespace, "ab "),
        new(@"\w+", ECMAScript, "a\u00E9 "),
        new(@"^(\w+)\s*=\s*(.*)$", Multiline | IgnoreCase, "a= \n"),
        // Unicode categories, blocks, and \w beyond ASCII.
        new(@"\p{L}+", None, "a\u00E9\u0448 1"),
        new(@"\p{Lu}\p{Ll}*", None, "aA\u00C9\u00E9"),
        new(@"\w+", None, "a\u00E9\u0448_\u0661 \u2019"),
        new(@"[^\x00-\x7F]+", None, "a\u00E9\u0448"),
        new(@"\P{L}+", None, "a1 ."),
        new(@"\p{IsCyrillic}+", None, "a\u0448\u0428"),
        new(@"(\p{Lu})(\p{Ll}+)", None, "aA\u0428\u0448"),
        new(".", None, "a\uD83D\uDE00"),
        // Empty matches: iteration moves one unit on after each.
        new("a*", None, "ab"),
        new("(a|)", None, "ab"),
        new("", None, "ab"),
        // A log line's parse (the bounded backtracker resolves its groups).
        new(LogParse, None, "[](): {}DIW1 a"),
    ];
}

namespace Hotpath.RegularExpressions.Tests.Syntax;

/// <summary>
/// Random patterns built from .NET syntax fragments, valid and broken alike, so the parser is exercised on
/// both the accepted and the rejected side of the BCL's grammar.
/// </summary>
internal static class PatternGenerator
{
    private static readonly string[] s_fragments =
    [
        "a", "b", "Z", "0", "7", "-", "_", ",", "}", "]", " ", "\t", "\n", "#", "é", "İ", "k",
        "(", ")", "(", ")", "(?:", "(?<n>", "(?'m'", "(?<2>", "(?<n-m>", "(?<-n>", "(?<0>", "(?<1a>", "(?<>", "(?'", "(?<",
        "(?=", "(?!", "(?<=", "(?<!", "(?>", "(?(n)", "(?(1)", "(?(a)", "(?(?=a)", "(?(?#c)", "(?(?<n>", "(?#c)", "(?#",
        "(?i)", "(?-i)", "(?x)", "(?n)", "(?s:", "(?m-s:", "(?im)", "(?z)", "(?)", "(?",
        "|", "|", "*", "+", "?", "*?", "+?", "??", "{2}", "{1,3}", "{2,}", "{,2}", "{3,1}", "{", "{1", "{1,", "{99999999999}",
        "^", "$", ".", "\\A", "\\z", "\\Z", "\\G", "\\b", "\\B",
        "\\w", "\\W", "\\d", "\\D", "\\s", "\\S", "\\p{L}", "\\P{Lu}", "\\p{IsGreek}", "\\p{Foo}", "\\p{", "\\p", "\\pL",
        "\\1", "\\2", "\\12", "\\k<n>", "\\k<1>", "\\k", "\\k<", "\\<n>", "\\'m'",
        "\\t", "\\x41", "\\x4", "\\u00e9", "\\u12", "\\cA", "\\c", "\\c1", "\\0", "\\012", "\\477", "\\e", "\\q", "\\i", "\\_", "\\.", "\\",
        "[", "[a-z]", "[^", "[^]", "[]a]", "[a-]", "[z-a]", "[a-z-[aeiou]]", "[\\d-z]", "[a-\\d]", "[\\p{L}-[a]]", "[a-[b]c]",
        "[\\b]", "[\\w\\S]", "[-[a]]", "[a\\-z]", "[\\x", "[\\p{Lu}\\P{IsBasicLatin}]", "[#]", "[ ]",
    ];

    private static readonly string[] s_atoms =
    [
        "a", "b", "k", "i", "I", "\u0130", "x y", "é", "0", "-", ".", "^", "$", @"\b", @"\B", @"\A", @"\z", @"\Z", @"\G",
        @"\w", @"\W", @"\d", @"\s", @"\S", @"\p{L}", @"\P{Lu}", @"\p{IsGreek}", @"\x41", @"\u00e9", @"\cM", @"\012", @"\t", @"\.",
        "[a-z]", @"[^\d]", "[a-z-[aeiou]]", @"[\w-[\d]]", "[ki]", "[-a]", @"\1", @"\k<n>", "{", "}", "# c\n", "(?#c)", "{,2}",
    ];

    private static readonly string[] s_openers =
    [
        "(", "(", "(", "(?:", "(?<n>", "(?'m'", "(?<2>", "(?<7>", "(?<n>", "(?i:", "(?-i:", "(?x:", "(?n:", "(?s:", "(?m:",
        "(?=", "(?!", "(?<=", "(?<!", "(?>", "(?(1)", "(?(n)", "(?(a)", "(?<m-n>",
    ];

    private static readonly string[] s_quantifiers = ["*", "+", "?", "*?", "+?", "??", "{2}", "{0}", "{1}", "{1,3}", "{2,}", "{0,1}?"];

    private static readonly string[] s_inlineOptions = ["(?i)", "(?-i)", "(?x)", "(?n)", "(?s)", "(?m)", "(?in)"];

    /// <summary>Half fragment soup (mostly malformed), half balanced structure (mostly well-formed).</summary>
    public static string Next(Random random)
    {
        var builder = new System.Text.StringBuilder();
        if (random.Next(2) == 0)
        {
            int count = random.Next(1, 10);
            for (int i = 0; i < count; i++) builder.Append(s_fragments[random.Next(s_fragments.Length)]);
        }
        else
        {
            AppendStructured(random, builder, depth: 0);
        }
        return builder.ToString();
    }

    private static void AppendStructured(Random random, System.Text.StringBuilder builder, int depth)
    {
        int branches = random.Next(5) == 0 ? random.Next(2, 4) : 1;
        for (int b = 0; b < branches; b++)
        {
            if (b > 0) builder.Append('|');
            int items = random.Next(0, 4);
            for (int i = 0; i < items; i++)
            {
                int kind = random.Next(10);
                if (kind < 2 && depth < 4)
                {
                    builder.Append(s_openers[random.Next(s_openers.Length)]);
                    AppendStructured(random, builder, depth + 1);
                    builder.Append(')');
                }
                else if (kind == 2)
                {
                    builder.Append(s_inlineOptions[random.Next(s_inlineOptions.Length)]);
                }
                else if (kind == 3 && random.Next(4) == 0)
                {
                    builder.Append(s_fragments[random.Next(s_fragments.Length)]);
                }
                else
                {
                    builder.Append(s_atoms[random.Next(s_atoms.Length)]);
                }
                if (random.Next(4) == 0) builder.Append(s_quantifiers[random.Next(s_quantifiers.Length)]);
            }
        }
    }
}

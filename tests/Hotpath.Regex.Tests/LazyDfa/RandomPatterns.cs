using System.Text;

namespace Hotpath.RegularExpressions.Tests.LazyDfa;

/// <summary>
/// A small seeded grammar of .NET patterns that exercise what the DFA must get right: priorities
/// (alternation order, greedy and lazy quantifiers), classes, and every assertion it supports.
/// </summary>
internal static class RandomPatterns
{
    private static readonly string[] s_atoms =
    [
        "a", "b", "c", "ab", "ba", " ", ".", "[ab]", "[^a]", @"\w", @"\W", @"\d", @"\s", "é", "\n",
        "^", "$", @"\b", @"\B", @"\A", @"\z", @"\Z",
    ];

    private static readonly string[] s_quantifiers = ["*", "+", "?", "{2}", "{1,3}", "{0,2}", "*?", "+?", "??", "{1,2}?"];

    /// <summary>A random pattern of roughly <paramref name="size"/> atoms.</summary>
    public static string Pattern(Random random, int size)
    {
        var builder = new StringBuilder();
        Append(random, builder, size, depth: 0);
        return builder.ToString();
    }

    /// <summary>A random haystack over an alphabet with the units patterns care about.</summary>
    public static string Haystack(Random random, int length)
    {
        const string alphabet = "aabbc 1\né_";
        var builder = new StringBuilder(length);
        for (int i = 0; i < length; i++) builder.Append(alphabet[random.Next(alphabet.Length)]);
        return builder.ToString();
    }

    private static void Append(Random random, StringBuilder builder, int size, int depth)
    {
        int parts = random.Next(1, Math.Max(2, size));
        for (int i = 0; i < parts; i++)
        {
            int roll = random.Next(10);
            if (roll < 2 && depth < 3)
            {
                builder.Append(random.Next(2) == 0 ? "(" : "(?:");
                Append(random, builder, size / 2, depth + 1);
                if (random.Next(2) == 0)
                {
                    builder.Append('|');
                    Append(random, builder, size / 2, depth + 1);
                }
                builder.Append(')');
            }
            else
            {
                builder.Append(s_atoms[random.Next(s_atoms.Length)]);
            }
            if (random.Next(4) == 0 && !EndsWithAssertion(builder)) builder.Append(s_quantifiers[random.Next(s_quantifiers.Length)]);
        }
        if (depth == 0 && random.Next(4) == 0)
        {
            builder.Append('|');
            Append(random, builder, size, depth + 1);
        }
    }

    // .NET rejects quantifiers on some assertions and they add nothing to the test.
    private static bool EndsWithAssertion(StringBuilder builder)
    {
        string text = builder.ToString();
        return text.EndsWith('^') || text.EndsWith('$') || text.EndsWith(@"\b") || text.EndsWith(@"\B")
            || text.EndsWith(@"\A") || text.EndsWith(@"\z") || text.EndsWith(@"\Z") || text.EndsWith('|') || text.EndsWith('(');
    }
}

using System.Globalization;
using System.Text;
using Hotpath.RegularExpressions.Tests.Unicode;
using Hotpath.RegularExpressions.Translation;
using Bcl = System.Text.RegularExpressions;

namespace Hotpath.RegularExpressions.Tests.Translation;

/// <summary>Random bracketed classes: the set we translate equals the units the BCL matches, over all 65,536.</summary>
public class ClassTranslationFuzzTests
{
    private static readonly string[] s_items =
    [
        "a", "z", "k", "i", "I", @"\u0130", @"\u0131", "S", @"\u017F", "0", "_", "-", "^", "[", @"\]", @"\\", @"\-", " ",
        "a-z", "A-F", "0-9", @"\u0100-\u017F", @"\u0370-\u03FF", @"\u2100-\u2200", @"\x00-\x1F", "h-j",
        @"\w", @"\W", @"\d", @"\D", @"\s", @"\S", @"\p{Lu}", @"\P{Ll}", @"\p{Lt}", @"\p{L}", @"\p{IsGreek}", @"\P{IsBasicLatin}",
        @"\p{IsLatinExtended-A}", @"\p{Nd}", @"\p{Zs}", @"\b", @"\t", @"\cZ", @"\x41",
    ];

    private static readonly Bcl.RegexOptions[] s_options =
    [
        Bcl.RegexOptions.None, Bcl.RegexOptions.IgnoreCase, Bcl.RegexOptions.ECMAScript, Bcl.RegexOptions.ECMAScript | Bcl.RegexOptions.IgnoreCase,
    ];

    [Theory]
    [InlineData("", 31)]
    [InlineData("en-US", 32)]
    [InlineData("tr-TR", 33)]
    public void RandomClassesEqualBcl(string cultureName, int seed)
    {
        var random = new Random(seed);
        CultureInfo saved = CultureInfo.CurrentCulture;
        CultureInfo.CurrentCulture = CultureInfo.GetCultureInfo(cultureName);
        try
        {
            for (int i = 0; i < 30; i++)
            {
                string pattern = RandomClass(random, depth: 0);
                Bcl.RegexOptions options = s_options[random.Next(s_options.Length)];
                if (!IsValid(pattern, options))
                {
                    Assert.Throws<RegexSyntaxException>(() => RegexTranslator.Translate(pattern, (Hotpath.RegularExpressions.RegexOptions)(options)));
                    continue;
                }
                var ours = UnicodePropertyTests.SetOf(RegexTranslator.Translate(pattern, (Hotpath.RegularExpressions.RegexOptions)(options)).Root);
                BclCharSets.AssertSame(BclCharSets.MatchedBy(pattern, options), ours, $"seed {seed}, {pattern} with {options} in '{cultureName}'");
            }
        }
        finally
        {
            CultureInfo.CurrentCulture = saved;
        }
    }

    private static bool IsValid(string pattern, Bcl.RegexOptions options)
    {
        try
        {
            _ = new Bcl.Regex(pattern, options);
            return true;
        }
        catch (Bcl.RegexParseException)
        {
            return false;
        }
    }

    private static string RandomClass(Random random, int depth)
    {
        var builder = new StringBuilder("[");
        if (random.Next(3) == 0) builder.Append('^');
        int count = random.Next(1, 5);
        for (int i = 0; i < count; i++)
        {
            string item = s_items[random.Next(s_items.Length)];
            // A leading '^' would negate and a leading ']' would close nothing; keep the class well-formed.
            if (i == 0 && item is "^" or "[") item = "a";
            builder.Append(item);
        }
        if (depth < 2 && random.Next(4) == 0) builder.Append('-').Append(RandomClass(random, depth + 1));
        return builder.Append(']').ToString();
    }
}

using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Tests.Syntax;
using Hotpath.RegularExpressions.Translation;
using Bcl = System.Text.RegularExpressions;

namespace Hotpath.RegularExpressions.Tests.Translation;

/// <summary>
/// Until the engines exist, translation is checked by matching its HIR with <see cref="ReferenceMatcher"/> and
/// comparing the first match with the BCL's on random patterns and inputs.
/// </summary>
public class TranslationMatchFuzzTests
{
    private const string Alphabet = "abkKiI\u0130\u0131\u212Axy\u00e9\u00c90-\n _.Zz\u0391\u03b1";

    private static readonly Bcl.RegexOptions[] s_options =
    [
        Bcl.RegexOptions.None,
        Bcl.RegexOptions.IgnoreCase,
        Bcl.RegexOptions.IgnoreCase | Bcl.RegexOptions.CultureInvariant,
        Bcl.RegexOptions.Multiline | Bcl.RegexOptions.Singleline,
        Bcl.RegexOptions.IgnorePatternWhitespace,
        Bcl.RegexOptions.ECMAScript | Bcl.RegexOptions.IgnoreCase,
        Bcl.RegexOptions.ECMAScript | Bcl.RegexOptions.Multiline,
    ];

    [Theory]
    [InlineData(11)]
    [InlineData(12)]
    [InlineData(13)]
    public void FirstMatchEqualsBcl(int seed)
    {
        var random = new Random(seed);
        int compared = 0;
        for (int i = 0; i < 2500; i++)
        {
            string pattern = PatternGenerator.Next(random);
            Bcl.RegexOptions options = s_options[random.Next(s_options.Length)];
            RegexHir hir;
            Bcl.Regex bcl;
            try
            {
                hir = RegexTranslator.Translate(pattern, (Hotpath.RegularExpressions.RegexOptions)(options));
                bcl = new Bcl.Regex(pattern, options);
            }
            catch (Exception e) when (e is RegexSyntaxException or RegexUnsupportedException or Bcl.RegexParseException)
            {
                continue;
            }

            for (int j = 0; j < 6; j++)
            {
                string where = $"seed {seed}, iteration {i}: pattern \"{pattern}\" options {options}";
                if (FirstMatchComparison.AssertSame(hir, bcl, RandomInput(random), where)) compared++;
            }
        }
        Assert.True(compared > 2500, $"seed {seed}: only {compared} comparisons");
    }

    private static string RandomInput(Random random)
    {
        var chars = new char[random.Next(0, 12)];
        for (int i = 0; i < chars.Length; i++) chars[i] = Alphabet[random.Next(Alphabet.Length)];
        return new string(chars);
    }
}

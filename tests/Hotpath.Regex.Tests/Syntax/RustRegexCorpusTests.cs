using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Tests.Translation;
using Hotpath.RegularExpressions.Translation;
using Bcl = System.Text.RegularExpressions;

namespace Hotpath.RegularExpressions.Tests.Syntax;

/// <summary>Real-world patterns from the Rust regex test suite, read as .NET patterns, against the BCL.</summary>
public class RustRegexCorpusTests
{
    [DataFact]
    public void PatternsParseAndMatchLikeTheBcl()
    {
        int cases = 0, rejected = 0, translated = 0, matched = 0;
        foreach (RustRegexTestCases.TestCase test in RustRegexTestCases.Load(SharedData.PathOf("regex-tests")))
        {
            cases++;
            var options = test.CaseInsensitive ? Bcl.RegexOptions.IgnoreCase | Bcl.RegexOptions.CultureInvariant : Bcl.RegexOptions.None;
            string where = $"{test.File} '{test.Name}': pattern \"{test.Pattern}\"";

            Bcl.Regex bcl;
            try
            {
                bcl = new Bcl.Regex(test.Pattern, options);
            }
            catch (Bcl.RegexParseException e)
            {
                var ours = Assert.Throws<RegexSyntaxException>(() => RegexTranslator.Translate(test.Pattern, (Hotpath.RegularExpressions.RegexOptions)(options)));
                Assert.True(e.Offset == ours.Offset && e.Error.ToString() == ours.Error.ToString(),
                    $"{where}: BCL {e.Error} at {e.Offset}, ours {ours.Error} at {ours.Offset}");
                rejected++;
                continue;
            }

            RegexHir hir;
            try
            {
                hir = RegexTranslator.Translate(test.Pattern, (Hotpath.RegularExpressions.RegexOptions)(options));
            }
            catch (RegexUnsupportedException)
            {
                continue;
            }
            translated++;

            if (test.Haystack.Length <= 2000 && FirstMatchComparison.AssertSame(hir, bcl, test.Haystack, where)) matched++;
        }
        Assert.True(cases > 500 && rejected > 20 && matched > 300, $"cases {cases}, rejected {rejected}, translated {translated}, matched {matched}");
    }
}

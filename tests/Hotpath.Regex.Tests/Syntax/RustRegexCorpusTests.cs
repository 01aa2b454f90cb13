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
                var ours = Assert.Throws<RegexSyntaxException>(() => RegexTranslator.Translate(test.Pattern, options));
                Assert.True(e.Offset == ours.Offset && e.Error.ToString() == ours.Error.ToString(),
                    $"{where}: BCL {e.Error} at {e.Offset}, ours {ours.Error} at {ours.Offset}");
                rejected++;
                continue;
            }

            HirNode root;
            try
            {
                root = RegexTranslator.Translate(test.Pattern, options).Root;
            }
            catch (RegexUnsupportedException)
            {
                continue;
            }
            translated++;

            if (test.Haystack.Length > 2000) continue;
            (int Index, int Length)? ours2 = new ReferenceMatcher(root, test.Haystack).FirstMatch();
            if (ours2 is null) continue;
            Bcl.Match match = bcl.Match(test.Haystack);
            Assert.True((match.Success ? (match.Index, match.Length) : (-1, 0)) == ours2.Value,
                $"{where} haystack \"{test.Haystack}\": BCL ({match.Index}, {match.Length}, {match.Success}), HIR {ours2.Value}\n{HirPrinter.Print(root)}");
            matched++;
        }
        Assert.True(cases > 500 && rejected > 20 && matched > 300, $"cases {cases}, rejected {rejected}, translated {translated}, matched {matched}");
    }
}

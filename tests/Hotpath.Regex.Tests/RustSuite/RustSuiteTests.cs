using Hotpath.RegularExpressions.Tests.Differential;
using BclRegex = System.Text.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.RustSuite;

/// <summary>
/// The Rust regex crate's test suite (shared data), run through both the BCL and Hotpath: every pattern
/// the BCL accepts must give the same matches, groups, counts, replacements and splits in Hotpath.
/// Rust's expected answers are not used; where Rust and .NET semantics differ, .NET wins.
/// </summary>
public sealed class RustSuiteTests(ITestOutputHelper output)
{
    public static TheoryData<string> Files =>
    [
        "anchored.toml", "bytes.toml", "crazy.toml", "crlf.toml", "earliest.toml", "empty.toml", "expensive.toml", "flags.toml",
        "iter.toml", "leftmost-all.toml", "line-terminator.toml", "misc.toml", "multiline.toml", "no-unicode.toml",
        "overlapping.toml", "regex-lite.toml", "regression.toml", "set.toml", "substring.toml", "unicode.toml", "utf8.toml",
        "word-boundary-special.toml", "word-boundary.toml", "fowler/basic.toml", "fowler/nullsubexpr.toml", "fowler/repetition.toml",
    ];

    [DataTheory]
    [MemberData(nameof(Files))]
    public void CasesTheBclAcceptsAgreeWithTheBcl(string file)
    {
        var failures = new List<string>();
        int compared = 0, rejectedByBcl = 0, unsupported = 0;
        foreach (RustSuiteCase test in RustSuiteCase.Load(SharedData.PathOf("regex-tests/" + file), file))
        {
            RegexOptions options = test.CaseInsensitive ? RegexOptions.IgnoreCase : RegexOptions.None;
            BclRegex? bcl = DifferentialComparer.TryCreateBcl(test.Pattern, options);
            if (bcl is null)
            {
                rejectedByBcl++;
                continue;
            }
            Regex hotpath;
            try
            {
                hotpath = new Regex(test.Pattern, options);
            }
            catch (RegexUnsupportedException)
            {
                unsupported++;
                continue;
            }
            catch (Exception e) when (e is RegexSyntaxException or ArgumentException)
            {
                failures.Add($"{test}: BCL accepts '{test.Pattern}', Hotpath threw {e.Message}");
                continue;
            }
            string? difference;
            try
            {
                difference = DifferentialComparer.Compare(bcl, hotpath, test.Haystack);
            }
            catch (System.Text.RegularExpressions.RegexMatchTimeoutException)
            {
                continue;
            }
            compared++;
            if (difference is not null) failures.Add($"{test}: pattern '{DifferentialComparer.Escape(test.Pattern)}' haystack '{DifferentialComparer.Escape(test.Haystack)}': {difference}");
        }
        output.WriteLine($"{file}: {compared} compared, {rejectedByBcl} rejected by the BCL, {unsupported} not regular");
        Assert.True(failures.Count == 0, string.Join("\n", failures));
    }
}

using Hotpath.RegularExpressions;
using Hotpath.Text;
using Bcl = System.Text.RegularExpressions;

namespace Hotpath.Aot.Tests;

/// <summary>
/// The error paths, which Native AOT compiles like any other code (and trimming could drop the messages' resources):
/// null arguments throw <see cref="ArgumentNullException"/> as in the BCL; a malformed pattern throws
/// <see cref="RegexParseException"/> with the BCL's offset, error kind and message; constructs that are not regular run
/// on the BCL's engine by default, and throw <see cref="RegexUnsupportedException"/> with
/// <see cref="RegexSettings.BacktrackingFallback"/> off.
/// </summary>
internal static class BadInputChecks
{
    private const string Section = "bad-input";

    private static readonly string[] s_malformed =
    [
        "(", "a)", "[b-a]", "a{2,1}", "\\", "*a", "a**", "(?<>a)", @"\p{Nope}", "[a", @"\q", "(?<1a>x)", @"[a-\d]", "(?", @"\k<missing>", "(?P<n>a)",
    ];

    private static readonly string[] s_unsupported = [@"(a)\1", "(?=a)b", "(?<=a)b", "(?>a+)b", "(?(a)a|b)", @"(?<o>a)(?<-o>b)"];

    public static void Run(Harness harness)
    {
        var where = new Where(Section, "null arguments", 0, "");
        harness.Throws<ArgumentNullException>(where, "new Regex(null)", () => _ = new Regex(null!));
        var regex = new Regex("a(b)");
        harness.Throws<ArgumentNullException>(where, "IsMatch((string)null)", () => regex.IsMatch((string)null!));
        harness.Throws<ArgumentNullException>(where, "Match(null)", () => regex.Match(null!));
        harness.Throws<ArgumentNullException>(where, "Replace(null, \"x\")", () => regex.Replace(null!, "x"));
        harness.Throws<ArgumentNullException>(where, "Replace(\"ab\", (string)null)", () => regex.Replace("ab", (string)null!));
        harness.Throws<ArgumentNullException>(where, "Split(null)", () => regex.Split(null!));
        harness.Throws<ArgumentNullException>(where, "new SubstringSearcher(null)", () => _ = new SubstringSearcher(null!));
        harness.Throws<ArgumentNullException>(where, "new Utf8SubstringSearcher((string)null)", () => _ = new Utf8SubstringSearcher((string)null!));
        harness.Throws<ArgumentNullException>(where, "new MultiStringSearcher(null)", () => _ = new MultiStringSearcher(null!));
        harness.Throws<ArgumentNullException>(where, "new MultiStringSearcher([\"a\", null])", () => _ = new MultiStringSearcher(["a", null!]));
        harness.Throws<ArgumentNullException>(where, "new Utf8MultiStringSearcher((string[])null)", () => _ = new Utf8MultiStringSearcher((string[])null!));
        harness.Throws<ArgumentException>(where, "new SubstringSearcher(\"a\", InvariantCulture)", () => _ = new SubstringSearcher("a", StringComparison.InvariantCulture));

        foreach (string pattern in s_malformed)
        {
            var at = new Where(Section, $"malformed pattern \"{Harness.Escape(pattern)}\"", 0, "");
            Bcl.RegexParseException? bcl = null;
            try { _ = new Bcl.Regex(pattern); }
            catch (Bcl.RegexParseException e) { bcl = e; }
            if (bcl is null)
            {
                harness.Fail(at, "BCL rejects the pattern", "RegexParseException", "accepted (fix the pattern list)");
                continue;
            }
            RegexParseException? ours = null;
            harness.Throws<RegexParseException>(at, "new Regex", () =>
            {
                try { _ = new Regex(pattern); }
                catch (RegexParseException e) { ours = e; throw; }
            });
            if (ours is null) continue;
            harness.Equal(at, "Offset", bcl.Offset, ours.Offset);
            harness.Equal(at, "Error", bcl.Error.ToString(), ours.Error.ToString());
            harness.Equal(at, "Message", bcl.Message, ours.Message);
        }

        foreach (string pattern in s_unsupported)
        {
            var at = new Where(Section, $"non-regular pattern \"{Harness.Escape(pattern)}\"", 0, "aab ab");
            harness.Throws<RegexUnsupportedException>(at, "new Regex without the fallback", () => _ = new Regex(pattern, RegexOptions.None, new RegexSettings { BacktrackingFallback = false }));
            harness.Guard(at, "BacktrackingFallback", () =>
            {
                var fallback = new Regex(pattern);
                var bcl = new Bcl.Regex(pattern);
                harness.Same(at, "BacktrackingFallback groups", RegexChecks.Describe(bcl.Match(at.Input), bcl.GetGroupNumbers()), RegexChecks.Describe(fallback.Match(at.Input), fallback.GetGroupNumbers()));
            });
        }
        var rightToLeft = new Where(Section, "RegexOptions.RightToLeft", 0, "");
        harness.Throws<RegexUnsupportedException>(rightToLeft, "new Regex without the fallback", () => _ = new Regex("a", RegexOptions.RightToLeft, new RegexSettings { BacktrackingFallback = false }));
    }
}

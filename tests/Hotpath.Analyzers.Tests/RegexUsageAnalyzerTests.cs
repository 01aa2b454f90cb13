using Verify = Hotpath.Analyzers.Tests.Verifier<Hotpath.Analyzers.RegexUsage.RegexUsageAnalyzer, Hotpath.Analyzers.RegexUsage.RegexMigrationCodeFixProvider>;

namespace Hotpath.Analyzers.Tests;

public class RegexUsageAnalyzerTests
{
    [Fact]
    public Task ReportsConstructorsStaticsAndGeneratedRegexes() => Verify.AnalyzeAsync("""
        using System.Text.RegularExpressions;

        partial class C
        {
            static readonly Regex s_digits = {|#0:new Regex(@"\d+", RegexOptions.IgnoreCase)|};

            bool M(string s) => {|#1:Regex.IsMatch|}(s, "a+b") && s_digits.IsMatch(s) && {|#2:Regex.Count|}(s, "x") > 0;

            [{|#3:GeneratedRegex("[a-z]+")|}]
            private static partial Regex Word();
        }
        """,
        Verify.Diagnostic("HP0001").WithLocation(0).WithArguments("new Regex"),
        Verify.Diagnostic("HP0001").WithLocation(1).WithArguments("Regex.IsMatch"),
        Verify.Diagnostic("HP0001").WithLocation(2).WithArguments("Regex.Count"),
        Verify.Diagnostic("HP0001").WithLocation(3).WithArguments("[GeneratedRegex] Word"));

    [Fact]
    public Task ReportsPatternsOutsideTheLinearSubset() => Verify.AnalyzeAsync("""
        using System.Text.RegularExpressions;

        class C
        {
            const string Quoted = "([\"'])\\w+\\1";

            bool M(string s) =>
                {|HP0001:Regex.IsMatch|}(s, {|#0:@"\w+(?=;)"|})
                && {|HP0001:new Regex({|#1:Quoted|})|}.IsMatch(s)
                && {|HP0001:Regex.IsMatch|}(s, {|#2:"abc"|}, RegexOptions.RightToLeft);
        }
        """,
        Verify.Diagnostic("HP0002").WithLocation(0).WithArguments("lookahead", "3"),
        Verify.Diagnostic("HP0002").WithLocation(1).WithArguments("backreference", "9"),
        Verify.Diagnostic("HP0002").WithLocation(2).WithArguments("the RightToLeft option", "0"));

    [Fact]
    public Task DoesNotReportEscapedClassedOrCommentedConstructs() => Verify.AnalyzeAsync("""
        using System.Text.RegularExpressions;

        class C
        {
            bool M(string s, string pattern, RegexOptions options) =>
                {|HP0001:Regex.IsMatch|}(s, @"\(?=[(?<=]\\(?#(?!x))")
                && {|HP0001:Regex.IsMatch|}(s, pattern)
                && {|HP0001:Regex.IsMatch|}(s, "a # (?=b)", RegexOptions.IgnorePatternWhitespace)
                && {|HP0001:Regex.IsMatch|}(s, "a # (?=b)", options)
                && {|HP0001:Regex.IsMatch|}(s, @"(a)\11");
        }
        """);

    [Fact]
    public Task WarnsForHotpathRegexesWithoutOfferingTheSwap() => Verify.AnalyzeAsync("""
        using Hotpath.RegularExpressions;

        class C
        {
            bool M(string s) => new Regex({|#0:"(?<=a)b"|}).IsMatch(s) && Regex.IsMatch(s, "ab");
        }
        """,
        Verify.Diagnostic("HP0002").WithLocation(0).WithArguments("lookbehind", "0"));

    [Fact]
    public Task IgnoresOtherTypesNamedRegex() => Verify.AnalyzeAsync("""
        class Regex
        {
            public Regex(string pattern) { }
            public static bool IsMatch(string input, string pattern) => true;
        }

        class C
        {
            bool M(string s) => new Regex("(?=a)") is not null && Regex.IsMatch(s, "(?=a)");
        }
        """);

    [Fact]
    public Task WithoutHotpathOnlyWarns() => Verify.AnalyzeWithoutHotpathAsync("""
        using System.Text.RegularExpressions;

        class C
        {
            bool M(string s) => Regex.IsMatch(s, {|#0:"(?>a+)b"|});
        }
        """,
        Verify.Diagnostic("HP0002").WithLocation(0).WithArguments("atomic group", "0"));

    [Fact]
    public Task DoesNotOfferTheSwapWhereAnotherAssemblyNeedsTheBclType() => Verify.AnalyzeWithLibraryAsync("""
        using System.Text.RegularExpressions;

        class C
        {
            bool M(string s) => Validation.Check(new Regex("a+"), s);
        }
        """,
        """
        public static class Validation
        {
            public static bool Check(System.Text.RegularExpressions.Regex regex, string s) => regex.IsMatch(s);
        }
        """);

    [Fact]
    public Task DoesNotOfferTheSwapWhereAnotherAssemblysInterfaceIsImplemented() => Verify.AnalyzeWithLibraryAsync("""
        using System.Text.RegularExpressions;

        class C : IPatternSource
        {
            public Regex Pattern { get; } = new Regex("a+");
        }
        """,
        """
        public interface IPatternSource
        {
            System.Text.RegularExpressions.Regex Pattern { get; }
        }
        """);

    [Fact]
    public Task OffersTheSwapWhereOtherAssembliesTakeOnlyStringsAndGenerics() => Verify.AnalyzeWithLibraryAsync("""
        using System.Collections.Generic;
        using System.Linq;
        using System.Text.RegularExpressions;

        class C
        {
            IEnumerable<string> M(string s) => Validation.Values({|HP0001:Regex.Matches|}(s, "a+").Select(m => m.Value));
        }
        """,
        """
        public static class Validation
        {
            public static System.Collections.Generic.IEnumerable<T> Values<T>(System.Collections.Generic.IEnumerable<T> values) => values;
        }
        """);

    [Fact]
    public Task DoesNotOfferTheSwapForGeneratedRegexesWithACultureThatMatters() => Verify.AnalyzeAsync("""
        using System.Text.RegularExpressions;

        partial class C
        {
            [GeneratedRegex("i+", RegexOptions.IgnoreCase, "tr-TR")]
            private static partial Regex TurkishI();

            bool M(string s) => Regex.IsMatch(s, "a+");
        }
        """);
}

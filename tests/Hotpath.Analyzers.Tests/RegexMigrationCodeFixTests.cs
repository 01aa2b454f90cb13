using Verify = Hotpath.Analyzers.Tests.Verifier<Hotpath.Analyzers.RegexUsage.RegexUsageAnalyzer, Hotpath.Analyzers.RegexUsage.RegexMigrationCodeFixProvider>;

namespace Hotpath.Analyzers.Tests;

public class RegexMigrationCodeFixTests
{
    [Fact]
    public Task SwapsTheUsingDirective() => Verify.FixAsync("""
        using System;
        using System.Text.RegularExpressions;

        class C
        {
            static readonly Regex s_word = {|HP0001:new Regex(@"\w+", RegexOptions.IgnoreCase)|};

            string M(string s)
            {
                Match match = s_word.Match(s);
                return {|HP0001:Regex.Replace|}(s, "a+", m => m.Value.ToUpperInvariant()) + match.Groups[0].Value;
            }
        }
        """, """
        using System;
        using Hotpath.RegularExpressions;

        class C
        {
            static readonly Regex s_word = new Regex(@"\w+", RegexOptions.IgnoreCase);

            string M(string s)
            {
                Match match = s_word.Match(s);
                return Regex.Replace(s, "a+", m => m.Value.ToUpperInvariant()) + match.Groups[0].Value;
            }
        }
        """);

    [Fact]
    public Task SwapsQualifiedNamesAndAliases() => Verify.FixAsync("""
        using R = System.Text.RegularExpressions.Regex;

        namespace N
        {
            class C
            {
                bool M(string s) => {|HP0001:new R("a")|}.IsMatch(s)
                    && {|HP0001:System.Text.RegularExpressions.Regex.IsMatch|}(s, "b", System.Text.RegularExpressions.RegexOptions.None)
                    && {|HP0001:global::System.Text.RegularExpressions.Regex.IsMatch|}(s, "c");
            }
        }
        """, """
        using R = Hotpath.RegularExpressions.Regex;

        namespace N
        {
            class C
            {
                bool M(string s) => new R("a").IsMatch(s)
                    && Hotpath.RegularExpressions.Regex.IsMatch(s, "b", Hotpath.RegularExpressions.RegexOptions.None)
                    && global::Hotpath.RegularExpressions.Regex.IsMatch(s, "c");
            }
        }
        """);

    [Fact]
    public Task KeepsOneUsingWhenBothWereThere() => Verify.FixAsync("""
        using System.Text.RegularExpressions;
        using Hotpath.RegularExpressions;

        class C
        {
            bool M(string s) => {|HP0001:System.Text.RegularExpressions.Regex.IsMatch|}(s, "a");
        }
        """, """
        using Hotpath.RegularExpressions;

        class C
        {
            bool M(string s) => Hotpath.RegularExpressions.Regex.IsMatch(s, "a");
        }
        """);

    [Fact]
    public Task TurnsGeneratedRegexMembersIntoCachedRegexes() => Verify.FixAsync("""
        using System.Text.RegularExpressions;

        partial class C
        {
            /// <summary>Words.</summary>
            [{|HP0001:GeneratedRegex(@"\w+")|}]
            private static partial Regex Word();

            [{|HP0001:GeneratedRegex("^[a-z]+$", RegexOptions.IgnoreCase | RegexOptions.Multiline, 1000)|}]
            internal static partial Regex Lines { get; }

            [System.Obsolete("old"), {|HP0001:GeneratedRegex(pattern: "x(?i)y", matchTimeoutMilliseconds: 50, options: RegexOptions.None)|}]
            public partial Regex Mixed();

            bool M(string s) => Word().IsMatch(s) || Lines.IsMatch(s);
        }
        """, """
        using System.Text.RegularExpressions;

        partial class C
        {
            /// <summary>Words.</summary>
            private static Regex Word() => s_word ??= new Regex(@"\w+");

            private static Regex? s_word;

            internal static Regex Lines => s_lines ??= new Regex("^[a-z]+$", RegexOptions.IgnoreCase | RegexOptions.Multiline | RegexOptions.CultureInvariant, System.TimeSpan.FromMilliseconds(1000));

            private static Regex? s_lines;

            [System.Obsolete("old")]
            public Regex Mixed() => s_mixed ??= new Regex("x(?i)y", RegexOptions.None | RegexOptions.CultureInvariant, System.TimeSpan.FromMilliseconds(50));

            private static Regex? s_mixed;

            bool M(string s) => Word().IsMatch(s) || Lines.IsMatch(s);
        }
        """.Replace("System.Text.RegularExpressions", "Hotpath.RegularExpressions"));

    [Fact]
    public Task NamesTheCacheFieldApartFromExistingMembers() => Verify.FixAsync("""
        #nullable disable
        using System.Text.RegularExpressions;

        partial class C
        {
            private static int s_word;

            [{|HP0001:GeneratedRegex("[a-z]+", RegexOptions.None, "en-US")|}]
            private static partial Regex Word();
        }
        """, """
        #nullable disable
        using Hotpath.RegularExpressions;

        partial class C
        {
            private static int s_word;

            private static Regex Word() => s_word2 ??= new Regex("[a-z]+", RegexOptions.None);

            private static Regex s_word2;
        }
        """);

    [Fact]
    public Task KeepsWarningsAboutPatternsOutsideTheLinearSubset() => Verify.FixAsync("""
        using System.Text.RegularExpressions;

        class C
        {
            bool M(string s) => {|HP0001:Regex.IsMatch|}(s, {|HP0002:"a(?=b)"|});
        }
        """, """
        using Hotpath.RegularExpressions;

        class C
        {
            bool M(string s) => Regex.IsMatch(s, {|HP0002:"a(?=b)"|});
        }
        """);

    [Fact]
    public Task MigratesEveryDocumentOfTheProject() => Verify.FixAsync(
        [
            """
            using System.Text.RegularExpressions;

            static class Patterns
            {
                public static Regex Digits { get; } = {|HP0001:new Regex(@"\d+")|};
            }
            """,
            """
            using {|HP0001:System.Text.RegularExpressions|};

            class C
            {
                Match M(string s) => Patterns.Digits.Match(s);
            }
            """,
        ],
        [
            """
            using Hotpath.RegularExpressions;

            static class Patterns
            {
                public static Regex Digits { get; } = new Regex(@"\d+");
            }
            """,
            """
            using Hotpath.RegularExpressions;

            class C
            {
                Match M(string s) => Patterns.Digits.Match(s);
            }
            """,
        ]);

    [Fact]
    public Task OffersNoFixWhereAGlobalUsingOfAnotherFileNamesTheTypes() => Verify.FixAsync(
        [GlobalUsing, UsesTheGlobalUsing],
        [GlobalUsing, UsesTheGlobalUsing]);

    private const string GlobalUsing = "global using System.Text.RegularExpressions;";

    private const string UsesTheGlobalUsing = """
        class C
        {
            bool M(string s) => {|HP0001:Regex.IsMatch|}(s, "a");
        }
        """;
}

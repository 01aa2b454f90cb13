using Verify = Hotpath.Analyzers.Tests.Verifier<Hotpath.Analyzers.StringSearch.StringSearchValuesAnalyzer, Hotpath.Analyzers.StringSearch.StringSearchValuesCodeFixProvider>;

namespace Hotpath.Analyzers.Tests;

public class StringSearchValuesTests
{
    [Fact]
    public Task SwapsAFieldUsedOnlyByIndexOfAnyAndContainsAny() => Verify.FixAsync("""
        using System;
        using System.Buffers;

        class C
        {
            private static readonly SearchValues<string> s_days = {|HP0003:SearchValues.Create(["Monday", "Tuesday"], StringComparison.OrdinalIgnoreCase)|};

            int M(string text) => text.AsSpan().IndexOfAny(s_days);

            bool N(Span<char> text) => MemoryExtensions.ContainsAny(text, C.s_days);
        }
        """, """
        using System;
        using System.Buffers;
        using Hotpath.Text;

        class C
        {
            private static readonly MultiStringSearcher s_days = new MultiStringSearcher(["Monday", "Tuesday"], new MultiStringSearchOptions { IgnoreCase = true });

            int M(string text) => s_days.IndexOfAny(text.AsSpan());

            bool N(Span<char> text) => C.s_days.ContainsAny(text);
        }
        """);

    [Fact]
    public Task SwapsALocalBuiltFromAnArray() => Verify.FixAsync("""
        using System;
        using System.Buffers;

        class C
        {
            int M(string text, string[] words)
            {
                var values = {|HP0003:SearchValues.Create(words, StringComparison.Ordinal)|};
                return text.AsSpan().IndexOfAny(values);
            }
        }
        """, """
        using System;
        using System.Buffers;
        using Hotpath.Text;

        class C
        {
            int M(string text, string[] words)
            {
                var values = new MultiStringSearcher(words);
                return values.IndexOfAny(text.AsSpan());
            }
        }
        """);

    [Fact]
    public Task ReportsWithoutAFixWhereTheSwapIsNotExact() => Verify.FixAsync(NotExact, fixedSource: NotExact);

    private const string NotExact = """
        using System;
        using System.Buffers;

        class C
        {
            internal static readonly SearchValues<string> Shared = {|HP0003:SearchValues.Create(["a"], StringComparison.Ordinal)|};
            private static readonly SearchValues<string> s_member = {|HP0003:SearchValues.Create(["a"], StringComparison.Ordinal)|};

            bool M(string text, ReadOnlySpan<string> values, StringComparison comparison)
            {
                var fromSpan = {|HP0003:SearchValues.Create(values, StringComparison.Ordinal)|};
                var anyComparison = {|HP0003:SearchValues.Create(["b"], comparison)|};
                return s_member.Contains(text) && text.AsSpan().ContainsAny(fromSpan) && text.AsSpan().ContainsAny(anyComparison);
            }
        }
        """;

    [Fact]
    public Task IgnoresOtherSearchValues() => Verify.AnalyzeAsync("""
        using System.Buffers;

        class C
        {
            static readonly SearchValues<char> s_vowels = SearchValues.Create("aeiou");
        }
        """);
}

using Verify = Hotpath.Analyzers.Tests.Verifier<Hotpath.Analyzers.SubstringSearch.SubstringSearchLoopAnalyzer, Hotpath.Analyzers.SubstringSearch.SubstringSearchCodeFixProvider>;

namespace Hotpath.Analyzers.Tests;

public class SubstringSearchLoopTests
{
    [Fact]
    public Task SwapsACountingLoopForAFieldAndTheHelper() => Verify.FixAsync("""
        using System;

        class C
        {
            int Count(string text)
            {
                int count = 0;
                for (int i = 0; (i = {|HP0004:text.IndexOf("error", i, StringComparison.Ordinal)|}) >= 0; i += 5) count++;
                return count;
            }
        }
        """, """
        using System;
        using Hotpath.Text;

        class C
        {
            private static readonly SubstringSearcher s_errorSearcher = new("error", StringComparison.Ordinal);

            int Count(string text)
            {
                int count = 0;
                for (int i = 0; (i = IndexOfFrom(s_errorSearcher, text, i)) >= 0; i += 5) count++;
                return count;
            }

            private static int IndexOfFrom(SubstringSearcher searcher, string text, int start)
            {
                int index = searcher.IndexOf(text.AsSpan(start));
                return index < 0 ? -1 : start + index;
            }
        }
        """);

    [Fact]
    public Task SharesOneFieldPerNeedleAndComparison() => Verify.FixAsync("""
        using System;
        using System.Collections.Generic;

        class C
        {
            private const string Marker = "<!--";

            int M(List<string> lines, ReadOnlySpan<char> span, Span<char> buffer)
            {
                int n = 0;
                foreach (string line in lines)
                {
                    if ({|HP0004:line.Contains("TODO", StringComparison.OrdinalIgnoreCase)|}) n++;
                    if ({|HP0004:line.Contains("todo")|}) n++;
                    n += {|HP0004:(line + "!").IndexOf(Marker, StringComparison.Ordinal)|};
                }
                while ({|HP0004:span.IndexOf("->")|} >= 0) span = span.Slice(1);
                do n += {|HP0004:buffer.IndexOf("ab".AsSpan())|};
                while ({|HP0004:MemoryExtensions.Contains(span, "todo", StringComparison.OrdinalIgnoreCase)|});
                return n;
            }
        }
        """, """
        using System;
        using System.Collections.Generic;
        using Hotpath.Text;

        class C
        {
            private static readonly SubstringSearcher s_todoIgnoreCaseSearcher = new("TODO", StringComparison.OrdinalIgnoreCase);
            private static readonly SubstringSearcher s_todoSearcher = new("todo", StringComparison.Ordinal);
            private static readonly SubstringSearcher s_searcher1 = new("<!--", StringComparison.Ordinal);
            private static readonly SubstringSearcher s_searcher2 = new("->", StringComparison.Ordinal);
            private static readonly SubstringSearcher s_abSearcher = new("ab", StringComparison.Ordinal);

            private const string Marker = "<!--";

            int M(List<string> lines, ReadOnlySpan<char> span, Span<char> buffer)
            {
                int n = 0;
                foreach (string line in lines)
                {
                    if (s_todoIgnoreCaseSearcher.Contains(line)) n++;
                    if (s_todoSearcher.Contains(line)) n++;
                    n += s_searcher1.IndexOf(line + "!");
                }
                while (s_searcher2.IndexOf(span) >= 0) span = span.Slice(1);
                do n += s_abSearcher.IndexOf(buffer);
                while (s_todoIgnoreCaseSearcher.Contains(span));
                return n;
            }
        }
        """);

    [Fact]
    public Task PicksNamesNothingInScopeHas() => Verify.FixAsync("""
        using System;

        class C
        {
            int IndexOfFrom(int start) => start;

            int M(string text)
            {
                string s_errorSearcher = "";
                int i = 0;
                while ((i = {|HP0004:text.IndexOf("error", i, StringComparison.OrdinalIgnoreCase)|}) >= 0) i++;
                return i + s_errorSearcher.Length;
            }

            struct Nested
            {
                bool M(string[] texts)
                {
                    for (int i = 0; i < texts.Length; i++)
                    {
                        if ({|HP0004:texts[i].Contains("error", StringComparison.OrdinalIgnoreCase)|}) return true;
                    }
                    return false;
                }
            }
        }
        """, """
        using System;
        using Hotpath.Text;

        class C
        {
            private static readonly SubstringSearcher s_errorIgnoreCaseSearcher = new("error", StringComparison.OrdinalIgnoreCase);

            int IndexOfFrom(int start) => start;

            int M(string text)
            {
                string s_errorSearcher = "";
                int i = 0;
                while ((i = IndexOfFrom2(s_errorIgnoreCaseSearcher, text, i)) >= 0) i++;
                return i + s_errorSearcher.Length;
            }

            struct Nested
            {
                bool M(string[] texts)
                {
                    for (int i = 0; i < texts.Length; i++)
                    {
                        if (s_errorIgnoreCaseSearcher.Contains(texts[i])) return true;
                    }
                    return false;
                }
            }

            private static int IndexOfFrom2(SubstringSearcher searcher, string text, int start)
            {
                int index = searcher.IndexOf(text.AsSpan(start));
                return index < 0 ? -1 : start + index;
            }
        }
        """);

    [Fact]
    public Task NamesTheTypeInTheConstructionBeforeCSharp9() => Verify.FixAsync("""
        using System;

        class C
        {
            bool M(string[] lines)
            {
                foreach (string line in lines) if ({|HP0004:line.Contains("Warn", StringComparison.Ordinal)|}) return true;
                return false;
            }
        }
        """, """
        using System;
        using Hotpath.Text;

        class C
        {
            private static readonly SubstringSearcher s_warnSearcher = new SubstringSearcher("Warn", StringComparison.Ordinal);

            bool M(string[] lines)
            {
                foreach (string line in lines) if (s_warnSearcher.Contains(line)) return true;
                return false;
            }
        }
        """, Microsoft.CodeAnalysis.CSharp.LanguageVersion.CSharp8);

    [Fact]
    public Task ReportsWithoutAFixWhereTheSwapIsNotExact() => Verify.FixAsync(NotExact, fixedSource: NotExact);

    private const string NotExact = """
        using System;

        class C
        {
            int M(string? maybe, string text)
            {
                int n = 0;
                while (n < 10)
                {
                    n += {|HP0004:maybe!.IndexOf("ab", StringComparison.Ordinal)|};
                    n += text?{|HP0004:.IndexOf("ef", StringComparison.Ordinal)|} ?? 0;
                }
                return n;
            }

        #nullable disable
            bool N(string text)
            {
                for (int i = 0; i < 3; i++) if ({|HP0004:text.Contains("gh")|}) return true;
                return false;
            }
        #nullable restore
        }

        interface I
        {
            int M(ReadOnlySpan<char> text)
            {
                int n = 0;
                while ({|HP0004:text.IndexOf("ij")|} >= 0) text = text.Slice(1);
                return n;
            }
        }
        """;

    [Fact]
    public Task IgnoresSearchesThatAreNotOrdinalRepeatedOrConstant() => Verify.AnalyzeAsync("""
        using System;
        using System.Linq;

        class C
        {
            int M(string text, string needle, string[] lines, StringComparison comparison)
            {
                int n = text.IndexOf("once", StringComparison.Ordinal);
                for (int i = text.IndexOf("init", StringComparison.Ordinal); i < 0; i++)
                {
                    n += text.IndexOf("culture") + text.IndexOf("culture", i);
                    n += text.IndexOf("current", StringComparison.CurrentCulture) + text.IndexOf("invariant", i, StringComparison.InvariantCultureIgnoreCase);
                    n += text.IndexOf(needle, StringComparison.Ordinal) + text.IndexOf("a", StringComparison.Ordinal) + text.IndexOf('b');
                    n += text.IndexOf("any", comparison) + text.IndexOf("count", 0, 1, StringComparison.Ordinal);
                    n += text.AsSpan().IndexOf('c') + text.AsSpan().IndexOf("d") + text.AsSpan().IndexOf(needle.AsSpan());
                    n += lines.Count(line => line.Contains("lambda", StringComparison.Ordinal));
                }
                foreach (char c in text.Substring(text.IndexOf("collection", StringComparison.Ordinal))) n += c;
                return n;
            }
        }
        """);

    [Fact]
    public Task IgnoresProjectsWithoutHotpath() => Verify.AnalyzeWithoutHotpathAsync("""
        using System;

        class C
        {
            bool M(string[] lines)
            {
                foreach (string line in lines) if (line.Contains("error", StringComparison.Ordinal)) return true;
                return false;
            }
        }
        """);
}

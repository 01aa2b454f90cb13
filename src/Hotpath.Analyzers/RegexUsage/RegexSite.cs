using Hotpath.Analyzers.Patterns;
using Microsoft.CodeAnalysis;

namespace Hotpath.Analyzers.RegexUsage;

/// <summary>One place that builds a regex from a pattern: a constructor, a static method or a <c>[GeneratedRegex]</c> member.</summary>
internal sealed class RegexSite
{
    public RegexSite(SyntaxNode node, string display, bool isBcl, string? pattern, SyntaxNode? patternSyntax, int? options, GeneratedRegexMember? generated = null)
    {
        Node = node;
        Display = display;
        IsBcl = isBcl;
        Pattern = pattern;
        PatternSyntax = patternSyntax;
        Options = options;
        Generated = generated;
    }

    /// <summary>Where a swap to Hotpath is reported.</summary>
    public SyntaxNode Node { get; }

    /// <summary>How the diagnostic names the site: <c>new Regex</c>, <c>Regex.IsMatch</c>, <c>[GeneratedRegex] Name</c>.</summary>
    public string Display { get; }

    /// <summary>Whether the site builds the BCL's regex (otherwise Hotpath's).</summary>
    public bool IsBcl { get; }

    /// <summary>The pattern when it is a constant.</summary>
    public string? Pattern { get; }

    public SyntaxNode? PatternSyntax { get; }

    /// <summary>The options' value, <see langword="null"/> when they are not a constant.</summary>
    public int? Options { get; }

    /// <summary>The <c>[GeneratedRegex]</c> member this site is, if any.</summary>
    public GeneratedRegexMember? Generated { get; }

    /// <summary>
    /// The construct that keeps the pattern off Hotpath's linear engine, if any. Options that are not a constant
    /// count only when the construct is there with IgnorePatternWhitespace both off and on (its comments can hide one).
    /// </summary>
    public NonLinearConstruct? FindNonLinear()
    {
        if (Pattern is null) return null;
        if (Options is { } options) return PatternScanner.FindFirst(Pattern, options);
        NonLinearConstruct? plain = PatternScanner.FindFirst(Pattern, RegexOptionBits.None);
        return plain is not null && PatternScanner.FindFirst(Pattern, RegexOptionBits.IgnorePatternWhitespace) is not null ? plain : null;
    }
}

using Microsoft.CodeAnalysis;

namespace Hotpath.Analyzers;

/// <summary>The diagnostics Hotpath's analyzers report.</summary>
public static class HotpathDiagnostics
{
    /// <summary>The ID of <see cref="RegexCanUseHotpath"/>.</summary>
    public const string RegexCanUseHotpathId = "HP0001";

    /// <summary>The ID of <see cref="PatternOutsideLinearSubset"/>.</summary>
    public const string PatternOutsideLinearSubsetId = "HP0002";

    /// <summary>The ID of <see cref="StringSearchValuesCanUseHotpath"/>.</summary>
    public const string StringSearchValuesCanUseHotpathId = "HP0003";

    /// <summary>The ID of <see cref="SubstringSearchCanUseHotpath"/>.</summary>
    public const string SubstringSearchCanUseHotpathId = "HP0004";

    private const string Category = "Performance";

    /// <summary>A use of <c>System.Text.RegularExpressions</c> that <c>Hotpath.RegularExpressions</c> serves with the same API.</summary>
    public static readonly DiagnosticDescriptor RegexCanUseHotpath = new(
        RegexCanUseHotpathId,
        title: "Regex can run on Hotpath.Regex",
        messageFormat: "'{0}' can run on Hotpath.Regex: use Hotpath.RegularExpressions in place of System.Text.RegularExpressions",
        Category,
        DiagnosticSeverity.Info,
        isEnabledByDefault: true,
        description: "Hotpath.RegularExpressions has the same types and members as System.Text.RegularExpressions and gives the same results, "
            + "in time linear in the input. The code fix swaps the namespace in the document and turns [GeneratedRegex] members into cached Hotpath regexes. "
            + "It is not offered in documents that hand regex objects to APIs typed with the BCL's regex types.");

    /// <summary>A constant pattern with a construct Hotpath.Regex hands to the BCL's backtracking engine.</summary>
    public static readonly DiagnosticDescriptor PatternOutsideLinearSubset = new(
        PatternOutsideLinearSubsetId,
        title: "Pattern is outside Hotpath.Regex's linear subset",
        messageFormat: "The pattern uses {0} at offset {1}, outside Hotpath.Regex's linear subset: Hotpath runs it on the BCL's backtracking engine behind the same API, without the linear-time guarantee",
        Category,
        DiagnosticSeverity.Warning,
        isEnabledByDefault: true,
        description: "Backreferences, lookarounds, atomic groups, balancing groups, conditionals, the RightToLeft option and counts above "
            + "Hotpath's limits are not linear. Such a regex still works on Hotpath.Regex (IsLinear is false): every operation is handed to the BCL's "
            + "regex, with the regex's match timeout. With RegexSettings.BacktrackingFallback = false it throws RegexUnsupportedException instead.");

    /// <summary>A <c>SearchValues&lt;string&gt;</c> that Hotpath.Text's <c>MultiStringSearcher</c> can replace.</summary>
    public static readonly DiagnosticDescriptor StringSearchValuesCanUseHotpath = new(
        StringSearchValuesCanUseHotpathId,
        title: "String search values can use Hotpath.Text",
        messageFormat: "SearchValues<string> can be Hotpath.Text's MultiStringSearcher, which returns the same IndexOfAny and ContainsAny answers",
        Category,
        DiagnosticSeverity.Info,
        isEnabledByDefault: true,
        description: "MultiStringSearcher.IndexOfAny and ContainsAny answer what MemoryExtensions.IndexOfAny and ContainsAny answer over a "
            + "SearchValues<string> with Ordinal or OrdinalIgnoreCase. The code fix is offered when the searcher is a local or a field used "
            + "only by those calls in the document; other uses keep the diagnostic without a fix.");

    /// <summary>An ordinal search for a constant needle, repeated in a loop, that Hotpath.Text's <c>SubstringSearcher</c> can answer.</summary>
    public static readonly DiagnosticDescriptor SubstringSearchCanUseHotpath = new(
        SubstringSearchCanUseHotpathId,
        title: "Substring search in a loop can use Hotpath.Text",
        messageFormat: "This {0} of \"{1}\" runs in a loop: a Hotpath.Text SubstringSearcher built once for the needle returns the same answers",
        Category,
        DiagnosticSeverity.Info,
        isEnabledByDefault: true,
        description: "string.IndexOf and Contains with Ordinal or OrdinalIgnoreCase, string.Contains(string), and MemoryExtensions.IndexOf and "
            + "Contains over a span of chars, for a constant needle of two or more chars, answer what SubstringSearcher.IndexOf and Contains answer. "
            + "The code fix keeps the searcher in a static field of the type; it is not offered where the text is a string that may be null "
            + "(a null text throws where a searcher finds nothing), on a conditional access, outside a type, or in a partial type declared in several files.");
}

using System.Globalization;
using System.Text.RegularExpressions;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Syntax;
using Hotpath.RegularExpressions.Unicode;

namespace Hotpath.RegularExpressions.Translation;

/// <summary>The syntax layer's entry point: pattern and options in, <see cref="RegexHir"/> out.</summary>
/// <remarks>
/// The methods that do the work of construction (parser, HIR builder, class translation, literal extraction,
/// NFA compiler, DFA alphabet, strategy choice) are marked <see cref="System.Runtime.CompilerServices.MethodImplOptions.AggressiveOptimization"/>.
/// Construction runs a few hundred methods a few times each, so tiered compilation leaves them as tier-0 or
/// PGO-instrumented code for the first seconds of a process (longer on a busy machine), where they ran several times
/// slower than optimized code; rebar's <c>compile</c> model times exactly that window. The price is a slower first
/// construction in a process, which compiles those methods fully at once.
/// </remarks>
internal static class RegexTranslator
{
    // The options the BCL's Regex constructor accepts (everything below NonBacktracking << 1).
    private const int MaxOptionShift = 11;

    private const RegexOptions EcmaCompatibleOptions =
        RegexOptions.ECMAScript | RegexOptions.IgnoreCase | RegexOptions.Multiline | RegexOptions.Compiled | RegexOptions.CultureInvariant;

    /// <summary>
    /// Parses and translates; throws <see cref="RegexSyntaxException"/> (malformed: position + reason) or
    /// <see cref="RegexUnsupportedException"/> (valid .NET but not regular, or beyond <paramref name="limits"/>:
    /// construct + position). Syntax errors anywhere in the pattern take precedence.
    /// </summary>
    /// <param name="pattern">The .NET regex pattern.</param>
    /// <param name="options">Options as for the BCL's <see cref="System.Text.RegularExpressions.Regex"/>; invalid combinations throw <see cref="ArgumentOutOfRangeException"/> as there.</param>
    /// <param name="culture">
    /// The culture for IgnoreCase; <see langword="null"/> means <see cref="CultureInfo.CurrentCulture"/>.
    /// <see cref="RegexOptions.CultureInvariant"/> overrides it with the invariant culture.
    /// </param>
    /// <param name="limits">Size limits; <see langword="null"/> means <see cref="RegexLimits.Default"/>.</param>
    /// <param name="forCaptureHistory">
    /// Whether the HIR is for listing every capture (<see cref="Meta.CaptureHistoryFinder"/>), which keeps groups nested in
    /// a group of the same number; searches drop them (see <see cref="HirBuilder"/>).
    /// </param>
    public static RegexHir Translate(string pattern, RegexOptions options, CultureInfo? culture = null, RegexLimits? limits = null, bool forCaptureHistory = false)
    {
        ArgumentNullException.ThrowIfNull(pattern);
        ValidateOptions(options);
        limits ??= RegexLimits.Default;
        culture = (options & RegexOptions.CultureInvariant) != 0 ? CultureInfo.InvariantCulture : culture ?? CultureInfo.CurrentCulture;

        ParsedPattern parsed = RegexParser.Parse(pattern, options, limits);

        if ((options & RegexOptions.RightToLeft) != 0) throw new RegexUnsupportedException("the RightToLeft option", 0, pattern);
        // Checked before translation, which recurses over the tree: the nesting limit bounds its depth.
        if (parsed.FirstLimitViolation is { } violation) throw new RegexUnsupportedException(violation.Description, violation.Position, pattern);

        HirNode root = new HirBuilder(pattern, CaseBehaviors.For(culture), keepNestedSameNumberGroups: forCaptureHistory).Build(parsed.Root);

        long size = ExpandedSize.Of(root);
        if (size > limits.MaxExpandedSize)
        {
            throw new RegexUnsupportedException($"an expanded size of {size} units, above the limit of {limits.MaxExpandedSize}", 0, pattern);
        }

        CaptureSlots captures = parsed.Captures;
        return new RegexHir(root, captures.Numbers, captures.Names, captures.NumberByName, options, culture);
    }

    /// <summary>Throws the BCL's exception when <paramref name="options"/> is not a combination the BCL accepts.</summary>
    internal static void ValidateOptions(RegexOptions options)
    {
        if (((uint)options >> MaxOptionShift) != 0
            || ((options & RegexOptions.ECMAScript) != 0 && (options & ~EcmaCompatibleOptions) != 0)
            || ((options & RegexOptions.NonBacktracking) != 0 && (options & (RegexOptions.ECMAScript | RegexOptions.RightToLeft)) != 0))
        {
            throw new ArgumentOutOfRangeException(nameof(options));
        }
    }
}

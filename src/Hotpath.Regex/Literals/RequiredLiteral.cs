using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Literals;

/// <summary>
/// A literal every match contains, taken from the regex's top-level sequence (<c>.*stephen</c> →
/// <c>stephen</c>, a URL pattern → <c>://</c>). When it does not occur in the rest of the input, no
/// match can start there, which one vectorized substring search decides without running an automaton.
/// </summary>
internal static class RequiredLiteral
{
    /// <summary>Shorter literals occur too often to be worth the extra search, unless made of rare units.</summary>
    public const int MinLength = 3;

    /// <summary>The longest literal among the top-level parts of <paramref name="root"/>, or null when none is long enough.</summary>
    public static string? Find(HirNode root)
    {
        ArgumentNullException.ThrowIfNull(root);
        string? best = null;
        foreach (HirNode part in TopLevelParts(root))
        {
            if (part is HirLiteral literal && IsWorthSearching(literal.Units) && literal.Units.Length > (best?.Length ?? 0))
            {
                best = literal.Units;
            }
        }
        return best;
    }

    /// <summary>
    /// Whether searching for <paramref name="units"/> pays: long enough, or made of units rare in text, such as the
    /// <c>@</c> of an e-mail pattern (prose never contains it, so one vectorized search proves there is no match).
    /// </summary>
    public static bool IsWorthSearching(string units) => units.Length >= MinLength || IsRare(units);

    private static bool IsRare(string units)
    {
        foreach (char unit in units)
        {
            if (char.IsAsciiLetterOrDigit(unit) || char.IsWhiteSpace(unit) || CommonPunctuation.Contains(unit) || !char.IsAscii(unit)) return false;
        }
        return true;
    }

    private const string CommonPunctuation = ".,;:'\"!?()-";

    /// <summary>The parts every match goes through, in order: a concatenation's parts, looking inside groups.</summary>
    public static List<HirNode> TopLevelParts(HirNode node)
    {
        var parts = new List<HirNode>();
        AddTopLevelParts(node, parts);
        return parts;
    }

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private static void AddTopLevelParts(HirNode node, List<HirNode> parts)
    {
        switch (node)
        {
            case HirCapture capture:
                AddTopLevelParts(capture.Sub, parts);
                break;
            case HirConcat concat:
                foreach (HirNode child in concat.Parts) AddTopLevelParts(child, parts);
                break;
            default:
                parts.Add(node);
                break;
        }
    }
}

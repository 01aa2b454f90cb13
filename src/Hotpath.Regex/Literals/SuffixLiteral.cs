using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Literals;

/// <summary>
/// The literal every match ends with (<c>Holmes</c> in <c>\w+\s+Holmes</c>), for the reverse-suffix search: find the
/// literal, run the whole regex's reverse DFA back from its end to find where a match starts, then find the end
/// forward from there.
/// </summary>
internal static class SuffixLiteral
{
    /// <summary>
    /// The literal that ends every match of <paramref name="root"/>, when something else comes before it and it is
    /// worth a search of its own (see <see cref="RequiredLiteral.IsWorthSearching"/>); otherwise null.
    /// </summary>
    public static string? Find(HirNode root)
    {
        ArgumentNullException.ThrowIfNull(root);
        List<HirNode> parts = RequiredLiteral.TopLevelParts(root);
        return parts.Count >= 2 && parts[^1] is HirLiteral { Units: var units } && RequiredLiteral.IsWorthSearching(units) ? units : null;
    }
}

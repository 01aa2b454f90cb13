using System.Globalization;

namespace Hotpath.RegularExpressions.Hir;

/// <summary>
/// A parsed and translated regex: the HIR tree plus the group table .NET would report for the same
/// pattern (<c>GetGroupNumbers</c>, <c>GetGroupNames</c>). Produced by the syntax layer, consumed by
/// the NFA compiler and the public <c>Regex</c> type.
/// </summary>
internal sealed class RegexHir(
    HirNode root,
    int[] groupNumbers,
    string[] groupNames,
    IReadOnlyDictionary<string, int> groupNumberByName,
    RegexOptions options,
    CultureInfo culture)
{
    /// <summary>The whole pattern; group 0 is implicit (not wrapped in a <see cref="HirCapture"/>).</summary>
    public HirNode Root { get; } = root;

    /// <summary>Group numbers in the order .NET's <c>GetGroupNumbers()</c> returns them, starting with 0.</summary>
    public int[] GroupNumbers { get; } = groupNumbers;

    /// <summary>Group names in the order .NET's <c>GetGroupNames()</c> returns them ("0", "1", …, then names).</summary>
    public string[] GroupNames { get; } = groupNames;

    /// <summary>Maps every group name (numeric names included) to its number.</summary>
    public IReadOnlyDictionary<string, int> GroupNumberByName { get; } = groupNumberByName;

    /// <summary>The options the pattern was parsed with (inline options are already applied in <see cref="Root"/>).</summary>
    public RegexOptions Options { get; } = options;

    /// <summary>The culture whose casing rules case-insensitive parts were expanded with.</summary>
    public CultureInfo Culture { get; } = culture;
}

namespace Hotpath.RegularExpressions.Hir;

/// <summary>
/// The high-level intermediate representation of a regex: what the pattern means, with the
/// surface syntax gone. Options are already applied (case-insensitivity is expanded into
/// <see cref="HirClass"/> nodes, <c>.</c> into the class it denotes, <c>^</c>/<c>$</c> into the
/// <see cref="LookKind"/> the Multiline option selects). Every node is immutable.
/// </summary>
/// <remarks>
/// The alphabet is UTF-16 code units, because .NET regex semantics are defined over code units:
/// a supplementary character is two units and <c>.</c> matches each of them separately.
/// </remarks>
internal abstract class HirNode
{
    /// <summary>The node's kind, for switch dispatch without type tests.</summary>
    public abstract HirKind Kind { get; }
}

/// <summary>Discriminates <see cref="HirNode"/> subclasses.</summary>
internal enum HirKind
{
    Empty,
    Literal,
    Class,
    Look,
    Repeat,
    Capture,
    Concat,
    Alternation,
}

/// <summary>Matches the empty string.</summary>
internal sealed class HirEmpty : HirNode
{
    public static readonly HirEmpty Instance = new();
    private HirEmpty() { }
    public override HirKind Kind => HirKind.Empty;
}

/// <summary>A case-sensitive sequence of one or more UTF-16 code units.</summary>
internal sealed class HirLiteral(string units) : HirNode
{
    public string Units { get; } = units;
    public override HirKind Kind => HirKind.Literal;
}

/// <summary>
/// One code unit from a set. The set is empty only when this node is the whole regex, which then never matches
/// (the translator folds every part that cannot match into its parent; see <c>HirBuilder</c>).
/// </summary>
internal sealed class HirClass(CharRangeSet set) : HirNode
{
    /// <summary>The class with no member: the regex that never matches.</summary>
    public static readonly HirClass Never = new(CharRangeSet.Empty);

    public CharRangeSet Set { get; } = set;

    /// <summary>Whether no unit is in the class, so that it never matches.</summary>
    public bool NeverMatches => Set.IsEmpty;

    public override HirKind Kind => HirKind.Class;
}

/// <summary>A zero-width assertion.</summary>
internal sealed class HirLook(LookKind look) : HirNode
{
    public LookKind Look { get; } = look;
    public override HirKind Kind => HirKind.Look;
}

/// <summary>
/// <c>Sub{Min,Max}</c>, greedy or lazy. <see cref="Max"/> is <see cref="Unbounded"/> for no upper bound.
/// </summary>
internal sealed class HirRepeat(HirNode sub, int min, int max, bool greedy) : HirNode
{
    public const int Unbounded = -1;
    public HirNode Sub { get; } = sub;
    public int Min { get; } = min;
    public int Max { get; } = max;
    public bool Greedy { get; } = greedy;
    public override HirKind Kind => HirKind.Repeat;
}

/// <summary>
/// A capturing group. <see cref="GroupNumber"/> is the number .NET assigns (unnamed groups first,
/// left to right, then named groups; explicit numbers as written), so it can be sparse.
/// </summary>
internal sealed class HirCapture(int groupNumber, HirNode sub) : HirNode
{
    public int GroupNumber { get; } = groupNumber;
    public HirNode Sub { get; } = sub;
    public override HirKind Kind => HirKind.Capture;
}

/// <summary>Its parts in sequence. Has at least two parts.</summary>
internal sealed class HirConcat(HirNode[] parts) : HirNode
{
    public HirNode[] Parts { get; } = parts;
    public override HirKind Kind => HirKind.Concat;
}

/// <summary>Its branches, tried in order (leftmost-first, like .NET's backtracker). At least two.</summary>
internal sealed class HirAlternation(HirNode[] branches) : HirNode
{
    public HirNode[] Branches { get; } = branches;
    public override HirKind Kind => HirKind.Alternation;
}

/// <summary>The zero-width assertions a regular .NET pattern can contain.</summary>
internal enum LookKind
{
    /// <summary><c>\A</c>, or <c>^</c> without Multiline: the start of the input.</summary>
    Start,
    /// <summary><c>\z</c>: the end of the input.</summary>
    End,
    /// <summary><c>\Z</c>, or <c>$</c> without Multiline: the end, or before a final <c>\n</c>.</summary>
    EndZ,
    /// <summary><c>^</c> with Multiline: the start, or after any <c>\n</c>.</summary>
    LineStart,
    /// <summary><c>$</c> with Multiline: the end, or before any <c>\n</c>.</summary>
    LineEnd,
    /// <summary><c>\b</c> with .NET's word characters (which include U+200C and U+200D for boundaries).</summary>
    WordBoundary,
    /// <summary><c>\B</c>.</summary>
    NonWordBoundary,
    /// <summary><c>\b</c> under ECMAScript: word characters are <c>[a-zA-Z0-9_]</c> plus U+0130, as the BCL defines them.</summary>
    EcmaWordBoundary,
    /// <summary><c>\B</c> under ECMAScript.</summary>
    NonEcmaWordBoundary,
    /// <summary><c>\G</c>: the position where the search started.</summary>
    SearchStart,
}

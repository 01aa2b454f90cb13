using Hotpath.RegularExpressions.Engines.LazyDfa;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Literals;
using Hotpath.RegularExpressions.Nfa;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// An inner literal and how to find the matches around it (see <see cref="DfaStrategy"/>'s reverse-inner search).
/// Immutable and thread-safe.
/// </summary>
/// <param name="Literal">The literal every match contains (see <see cref="InnerLiteral"/>).</param>
/// <param name="BuildPrefixReverse">Builds the reverse DFA of the prefix (null when a DFA cannot run it).</param>
internal sealed record InnerLiteralSearch(string Literal, Func<LazyDfa?> BuildPrefixReverse)
{
    /// <summary>
    /// When the prefix is one class repeated: the walk that finds a match's start without the reverse DFA. Set
    /// together with <see cref="BuildSuffixForward"/>.
    /// </summary>
    public ClassLoopPrefix? ClassLoop { get; init; }

    /// <summary>The literal text every match has just before <see cref="Literal"/>, searched with it (see <see cref="InnerLiteral.Context"/>).</summary>
    public string Context { get; init; } = "";

    /// <summary>
    /// Builds the forward DFA of the literal and everything after it, which finds the match's end from the
    /// literal (the prefix always ends there when <see cref="ClassLoop"/> is set); null when a DFA cannot run it.
    /// </summary>
    public Func<LazyDfa?>? BuildSuffixForward { get; init; }

    /// <summary>
    /// When <see cref="ClassLoop"/> is set and what follows the literal is a few class runs (see <see cref="Meta.SuffixWalk"/>):
    /// the walk that finds the match's end from just after the literal, used instead of <see cref="BuildSuffixForward"/>.
    /// </summary>
    public SuffixWalk? SuffixWalk { get; init; }

    /// <summary>
    /// The search around <paramref name="inner"/>, found in <paramref name="hir"/>; DFAs get
    /// <paramref name="capacityBytes"/> of cache each.
    /// </summary>
    public static InnerLiteralSearch Create(RegexHir hir, InnerLiteral inner, long capacityBytes)
    {
        ArgumentNullException.ThrowIfNull(hir);
        ArgumentNullException.ThrowIfNull(inner);
        var search = new InnerLiteralSearch(inner.Literal,
            () => LazyDfa.TryCreate(NfaCompiler.Compile(HirReverser.Reverse(inner.Prefix), [0]), DfaDirection.Reverse, DfaMatchKind.All, capacityBytes))
        {
            Context = inner.Context,
        };
        HirNode[] prefixParts = inner.Prefix is HirConcat concat ? concat.Parts : [inner.Prefix];
        List<HirNode> parts = RequiredLiteral.TopLevelParts(hir.Root);
        if (prefixParts.Length != 1 || ClassLoopPrefix.TryCreate(prefixParts[0]) is not { } classLoop
            || parts.Count < 2 || parts[1] is not HirLiteral { Units: var units } || units != inner.Literal)
        {
            return search;
        }
        // Groups keep their numbers so the suffix compiles like the whole regex; the DFA ignores them.
        HirNode suffix = parts.Count == 2 ? parts[1] : new HirConcat([.. parts.Skip(1)]);
        return search with
        {
            ClassLoop = classLoop,
            SuffixWalk = SuffixWalk.TryCreate(parts.Skip(2)),
            BuildSuffixForward = () => LazyDfa.TryCreate(NfaCompiler.Compile(suffix, hir.GroupNumbers), DfaDirection.Forward, DfaMatchKind.LeftmostFirst, capacityBytes),
        };
    }
}

using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Engines.LazyDfa;

/// <summary>
/// What zero-width assertions need to know about the unit on one side of a position, as bits. The DFA
/// keeps the facts of the unit behind it in each state and reads the facts of the unit ahead from the
/// symbol it consumes, so every assertion is decided from two bytes.
/// </summary>
[Flags]
internal enum UnitFacts : byte
{
    /// <summary>An ordinary unit.</summary>
    None = 0,

    /// <summary>The unit is <c>\n</c>.</summary>
    Newline = 1,

    /// <summary>A .NET word character for <c>\b</c> (includes U+200C and U+200D).</summary>
    Word = 2,

    /// <summary>An ECMAScript word character.</summary>
    EcmaWord = 4,

    /// <summary>The <c>\n</c> that is the input's last unit (what <c>\Z</c> and <c>$</c> look for).</summary>
    FinalNewline = 8,

    /// <summary>No unit: the start or the end of the input.</summary>
    Boundary = 16,
}

/// <summary>Decides zero-width assertions from the facts of the units around a position.</summary>
internal static class LookFacts
{
    /// <summary>
    /// Whether <paramref name="look"/> holds between a unit with facts <paramref name="before"/> and one
    /// with facts <paramref name="after"/> (haystack order, not scan order).
    /// </summary>
    public static bool Holds(LookKind look, UnitFacts before, UnitFacts after) => look switch
    {
        LookKind.Start => (before & UnitFacts.Boundary) != 0,
        LookKind.LineStart => (before & (UnitFacts.Boundary | UnitFacts.Newline)) != 0,
        LookKind.End => (after & UnitFacts.Boundary) != 0,
        LookKind.EndZ => (after & (UnitFacts.Boundary | UnitFacts.FinalNewline)) != 0,
        LookKind.LineEnd => (after & (UnitFacts.Boundary | UnitFacts.Newline)) != 0,
        LookKind.WordBoundary => Has(before, UnitFacts.Word) != Has(after, UnitFacts.Word),
        LookKind.NonWordBoundary => Has(before, UnitFacts.Word) == Has(after, UnitFacts.Word),
        LookKind.EcmaWordBoundary => Has(before, UnitFacts.EcmaWord) != Has(after, UnitFacts.EcmaWord),
        LookKind.NonEcmaWordBoundary => Has(before, UnitFacts.EcmaWord) == Has(after, UnitFacts.EcmaWord),
        _ => throw new InvalidOperationException($"The DFA does not support {look}."),
    };

    /// <summary>Whether deciding <paramref name="look"/> needs the unit before the position.</summary>
    public static bool NeedsBefore(LookKind look) => look is not (LookKind.End or LookKind.EndZ or LookKind.LineEnd);

    /// <summary>Whether deciding <paramref name="look"/> needs the unit after the position.</summary>
    public static bool NeedsAfter(LookKind look) => look is not (LookKind.Start or LookKind.LineStart);

    /// <summary>The facts <paramref name="look"/> reads, so states can ignore the others.</summary>
    public static UnitFacts Relevant(LookKind look) => look switch
    {
        LookKind.Start or LookKind.End => UnitFacts.Boundary,
        LookKind.LineStart or LookKind.LineEnd => UnitFacts.Boundary | UnitFacts.Newline,
        LookKind.EndZ => UnitFacts.Boundary | UnitFacts.FinalNewline,
        LookKind.WordBoundary or LookKind.NonWordBoundary => UnitFacts.Word,
        LookKind.EcmaWordBoundary or LookKind.NonEcmaWordBoundary => UnitFacts.EcmaWord,
        _ => throw new InvalidOperationException($"The DFA does not support {look}."),
    };

    private static bool Has(UnitFacts facts, UnitFacts bit) => (facts & bit) != 0;
}

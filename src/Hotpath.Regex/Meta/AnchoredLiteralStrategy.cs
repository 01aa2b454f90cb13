using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Hotpath.RegularExpressions.Engines.LazyDfa;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Unicode;
using Hotpath.Text;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// The strategy for one literal with zero-width assertions before it, after it or both, and no groups: word boundaries
/// (<c>\bthe\b</c>, <c>(?i)\berror\b</c>, every ASCII case spelling of one word; <c>\bHolmes</c>, <c>\Bing</c>) and
/// line anchors (<c>(?m);$</c>, <c>(?m)^From </c>). Hotpath.Text's substring search finds each occurrence and the
/// characters beside it decide the assertions, so no automaton runs. Every match has the literal's length, so the first
/// occurrence whose assertions hold is the leftmost-first match. Assertions of the input's ends (<c>\A</c>, <c>\z</c>,
/// <c>$</c> without Multiline) are left to the strategies that search from those ends, and <c>\G</c> to the automata.
/// Immutable and thread-safe.
/// </summary>
internal sealed class AnchoredLiteralStrategy : Strategy
{
    // In priority order. Several literals that are not one word's case spellings are a set (`\b(?:GET|POST)\b`): its
    // multi-string search finds where any of them starts, and there they are tried in order, as the backtracker tries
    // the alternatives, each with the assertions beside its own ends.
    private readonly string[] _literals;
    private readonly SubstringSearcher? _search;
    private readonly MultiStringSearcher? _set;
    // \b, the common case, is decided from the one unit beside the literal (its own edge unit is known); the other
    // assertions are evaluated as the PikeVM evaluates them.
    private readonly bool _boundaryBefore;
    private readonly bool _boundaryAfter;
    private readonly LookKind[] _looksBefore;
    private readonly LookKind[] _looksAfter;
    // A line anchor alone on a side of one literal (`(?m);$`, `(?m)^From `), decided from the one unit beside it: the
    // general evaluator is a call per occurrence, and code ends most of its lines with an occurrence of `;`.
    private readonly bool _lineStartBefore;
    private readonly bool _lineEndAfter;
    // Whether the literal's first and last characters are word characters: a boundary holds where the neighbour differs.
    private readonly bool _startsWithWord;
    private readonly bool _endsWithWord;
    // Whether no two occurrences of the literal can overlap (see CannotOverlapItself): then a scan that collects
    // non-overlapping occurrences ahead collects all of them, and an enumeration takes them from there.
    private readonly bool _occurrencesDisjoint;
    private Utf8LiteralSearch? _utf8;

    private AnchoredLiteralStrategy(string[] literals, bool boundaryBefore, bool boundaryAfter, LookKind[] looksBefore, LookKind[] looksAfter)
    {
        _literals = literals;
        if (literals.Length > 1 && !LiteralStrategy.AreAsciiCaseSpellings(literals))
        {
            // Where the literals' edges differ in being word characters, \b is evaluated like the other assertions;
            // where they agree (`\b(?:GET|POST)\b`), from the one unit beside the literal, as for one literal.
            _set = new MultiStringSearcher(literals, LiteralStrategy.LeftmostFirst);
            if (boundaryBefore && !literals.All(l => IsWord(l[0]) == IsWord(literals[0][0])))
            {
                looksBefore = [LookKind.WordBoundary, .. looksBefore];
                boundaryBefore = false;
            }
            if (boundaryAfter && !literals.All(l => IsWord(l[^1]) == IsWord(literals[0][^1])))
            {
                looksAfter = [LookKind.WordBoundary, .. looksAfter];
                boundaryAfter = false;
            }
        }
        else
        {
            // One literal, or its ASCII case spellings (see LiteralStrategy), which agree on where word characters are.
            _search = new SubstringSearcher(literals[0], literals.Length > 1 ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal);
        }
        (_lineStartBefore, _lineEndAfter) = (_set is null && looksBefore is [LookKind.LineStart], _set is null && looksAfter is [LookKind.LineEnd]);
        (_looksBefore, _looksAfter) = (_lineStartBefore ? [] : looksBefore, _lineEndAfter ? [] : looksAfter);
        (_boundaryBefore, _boundaryAfter) = (boundaryBefore, boundaryAfter);
        _startsWithWord = IsWord(literals[0][0]);
        _endsWithWord = IsWord(literals[0][^1]);
        _occurrencesDisjoint = _set is null && CannotOverlapItself(literals[0], literals.Length > 1 ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal);
    }

    private static bool IsWord(char unit) => BoundaryWordCharacters.IsBoundaryWordChar(unit);

    /// <summary>
    /// Whether no proper prefix of <paramref name="literal"/> equals its suffix of the same length under
    /// <paramref name="comparison"/>: two occurrences that overlapped would make one. Literals longer than
    /// <see cref="MaxDisjointCheckLength"/> are taken as overlapping (they are searched occurrence by occurrence).
    /// </summary>
    internal static bool CannotOverlapItself(string literal, StringComparison comparison)
    {
        if (literal.Length > MaxDisjointCheckLength) return false;
        for (int border = 1; border < literal.Length; border++)
        {
            if (literal.AsSpan(0, border).Equals(literal.AsSpan(literal.Length - border), comparison)) return false;
        }
        return true;
    }

    // Bounds the check's quadratic worst case; the collecting scan only takes needles of a few units anyway.
    private const int MaxDisjointCheckLength = 64;

    /// <summary>
    /// The largest set searched by its literals: up to eight, Teddy gives each literal a bucket of its own, so its
    /// candidates are exact; larger sets share buckets, each false candidate costs a verification and the lazy DFA,
    /// which checks every literal and assertion in one pass, is the cheaper search.
    /// </summary>
    public const int MaxSetLiterals = 8;

    /// <summary>The strategy for <paramref name="hir"/>, or null when it is not that shape.</summary>
    public static AnchoredLiteralStrategy? TryCreate(RegexHir hir)
    {
        ArgumentNullException.ThrowIfNull(hir);
        if (hir.GroupNumbers.Length != 1 || HirFacts.SplitEdgeLooks(hir.Root, IsCheckedBeside) is not var (edgeBefore, middle, edgeAfter)) return null;
        string[]? literals = LiteralStrategy.ExactLiterals(middle.Length == 1 ? middle[0] : new HirConcat(middle));
        if (literals is null || literals.Length > MaxSetLiterals && !LiteralStrategy.AreAsciiCaseSpellings(literals)) return null;
        LookKind[] before = [.. edgeBefore.Distinct()];
        LookKind[] after = [.. edgeAfter.Distinct()];
        return new AnchoredLiteralStrategy(literals, before.Contains(LookKind.WordBoundary), after.Contains(LookKind.WordBoundary),
            [.. before.Where(look => look != LookKind.WordBoundary)], [.. after.Where(look => look != LookKind.WordBoundary)]);
    }

    // The assertions decided from the units beside an occurrence.
    private static bool IsCheckedBeside(LookKind look) =>
        look is LookKind.WordBoundary or LookKind.NonWordBoundary or LookKind.EcmaWordBoundary or LookKind.NonEcmaWordBoundary
            or LookKind.LineStart or LookKind.LineEnd;

    /// <inheritdoc/>
    public override int SlotCount => 2;

    // The literal's occurrence finders (the UTF-8 search is built on first use).
    private Utf16Occurrences Utf16Literal => new(_search, _literals[0].Length, _set);

    private Utf8Occurrences Utf8Literal => new(Utf8LiteralSearch.For(ref _utf8, _literals));

    /// <inheritdoc/>
    public override StrategyCache CreateCache() => new Cache();

    /// <inheritdoc/>
    /// <remarks>A question of its own, never part of an enumeration: it leaves the scratch's iteration alone.</remarks>
    public override bool IsMatch(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache) => _set is null
        ? TryFind<char, Utf16Occurrences, Utf16WordNeighbours, OneLiteral>(input, start.Position, Utf16Literal, cache, out _, out _)
        : TryFind<char, Utf16Occurrences, Utf16WordNeighbours, LiteralSet>(input, start.Position, Utf16Literal, cache, out _, out _);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public override bool TryFindSpan(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd) =>
        _set is not null
            ? FindInSet(input, start.Position, cache, out matchStart, out matchEnd)
            : Find<char, Utf16Occurrences, Utf16WordNeighbours, OneLiteral>(input, start.Position, Utf16Literal, cache, out matchStart, out matchEnd);

    // The set's search from `from`. In an enumeration, the searches after the first go on with the multi-string search's
    // scan (see IteratedSetOccurrences): a new search at each occurrence set its tables up and read its block again.
    private bool FindInSet(ReadOnlySpan<char> input, int from, StrategyCache cache, out int matchStart, out int matchEnd)
    {
        if (cache is not Cache own) return TryFind<char, Utf16Occurrences, Utf16WordNeighbours, LiteralSet>(input, from, Utf16Literal, cache, out matchStart, out matchEnd);
        ref LiteralIteration iteration = ref own.Iteration;
        bool found = iteration.Continues(cache.SearchId, from)
            ? TryFind<char, IteratedSetOccurrences<char, Utf16SetSearch>, Utf16WordNeighbours, LiteralSet>(input, from, new(new Utf16SetSearch(_set!), ref iteration.Cursor), cache, out matchStart, out matchEnd)
            : TryFind<char, Utf16Occurrences, Utf16WordNeighbours, LiteralSet>(input, from, Utf16Literal, cache, out matchStart, out matchEnd);
        if (found) iteration.Matched(matchEnd);
        return found;
    }

    /// <inheritdoc/>
    public override bool TryFindCaptures(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, Span<int> slots) =>
        TryFindSpan(input, start, cache, out slots[0], out slots[1]);

    /// <inheritdoc/>
    /// <remarks>
    /// In one loop over the occurrences; a single literal whose occurrences are disjoint takes them from one scan
    /// collected ahead, and a set from one ongoing scan of its search, as an enumeration does.
    /// </remarks>
    public override bool TryCountAll(ReadOnlySpan<char> input, int from, StrategyCache cache, out int count)
    {
        MatchCursor cursor = default;
        count = _set is not null
            ? CountAll<char, IteratedSetOccurrences<char, Utf16SetSearch>, Utf16WordNeighbours, LiteralSet>(input, from, new(new Utf16SetSearch(_set), ref cursor), cache)
            : _occurrencesDisjoint
            ? CountAll<char, CollectedOccurrences<char, Utf16Occurrences>, Utf16WordNeighbours, OneLiteral>(input, from, new(Utf16Literal, ref cursor.Ahead), cache)
            : CountAll<char, Utf16Occurrences, Utf16WordNeighbours, OneLiteral>(input, from, Utf16Literal, cache);
        return true;
    }

    /// <inheritdoc/>
    /// <remarks>As over UTF-16, without the scratch's iteration.</remarks>
    public override bool IsMatch(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache) => _set is null
        ? TryFind<byte, Utf8Occurrences, Utf8WordNeighbours, OneLiteral>(utf8, start.Position, Utf8Literal, cache, out _, out _)
        : TryFind<byte, Utf8Occurrences, Utf8WordNeighbours, LiteralSet>(utf8, start.Position, Utf8Literal, cache, out _, out _);

    /// <inheritdoc/>
    /// <remarks>
    /// The literal holds no surrogate or U+FFFD (see <see cref="LiteralStrategy.ExactLiterals"/>), so its bytes begin and end
    /// scalars however the bytes around them decode, and the neighbours are decoded as the PikeVM decodes them.
    /// </remarks>
    public override bool TryFindSpan(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd) => _set is null
        ? Find<byte, Utf8Occurrences, Utf8WordNeighbours, OneLiteral>(utf8, start.Position, Utf8Literal, cache, out matchStart, out matchEnd)
        : Find<byte, Utf8Occurrences, Utf8WordNeighbours, LiteralSet>(utf8, start.Position, Utf8Literal, cache, out matchStart, out matchEnd);

    /// <inheritdoc/>
    public override bool TryFindCaptures(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache, Span<int> slots) =>
        TryFindSpan(utf8, start, cache, out slots[0], out slots[1]);

    /// <inheritdoc/>
    /// <remarks>As over UTF-16; a set's occurrences come from its UTF-8 search, one search each.</remarks>
    public override bool TryCountAll(ReadOnlySpan<byte> utf8, int from, StrategyCache cache, out int count)
    {
        MatchCursor cursor = default;
        count = _set is not null
            ? CountAll<byte, Utf8Occurrences, Utf8WordNeighbours, LiteralSet>(utf8, from, Utf8Literal, cache)
            : _occurrencesDisjoint
            ? CountAll<byte, CollectedOccurrences<byte, Utf8Occurrences>, Utf8WordNeighbours, OneLiteral>(utf8, from, new(Utf8Literal, ref cursor.Ahead), cache)
            : CountAll<byte, Utf8Occurrences, Utf8WordNeighbours, OneLiteral>(utf8, from, Utf8Literal, cache);
        return true;
    }

    /// <summary>
    /// The search from <paramref name="from"/>. In an enumeration of a literal whose occurrences are disjoint, the
    /// searches after the first take the occurrences one scan collected ahead (see <see cref="LiteralIteration"/>):
    /// searching again at each occurrence made <c>\bthe\b</c> over Sherlock Holmes (7,037 occurrences) no faster
    /// than the runtime's compiled regex, counted or enumerated.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private bool Find<T, TOccurrences, TNeighbours, TShape>(ReadOnlySpan<T> input, int from, TOccurrences occurrences, StrategyCache cache, out int matchStart, out int matchEnd)
        where T : unmanaged
        where TOccurrences : struct, ILiteralOccurrences<T>
        where TNeighbours : IWordNeighbours<T>
        where TShape : struct
    {
        if (!_occurrencesDisjoint || cache is not Cache own) return TryFind<T, TOccurrences, TNeighbours, TShape>(input, from, occurrences, cache, out matchStart, out matchEnd);
        ref LiteralIteration iteration = ref own.Iteration;
        bool found = iteration.Continues(cache.SearchId, from)
            ? TryFind<T, CollectedOccurrences<T, TOccurrences>, TNeighbours, TShape>(input, from, new(occurrences, ref iteration.Cursor.Ahead), cache, out matchStart, out matchEnd)
            : TryFind<T, TOccurrences, TNeighbours, TShape>(input, from, occurrences, cache, out matchStart, out matchEnd);
        if (found) iteration.Matched(matchEnd);
        return found;
    }

    // Occurrences are tried left to right; the clock is read every TimeoutCheckUnits of input, as the DFA's candidate loops do.
    // TShape (OneLiteral or LiteralSet) compiles each shape's checks apart.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private bool TryFind<T, TOccurrences, TNeighbours, TShape>(ReadOnlySpan<T> input, int from, TOccurrences occurrences, StrategyCache cache, out int matchStart, out int matchEnd)
        where T : unmanaged
        where TOccurrences : ILiteralOccurrences<T>, allows ref struct
        where TNeighbours : IWordNeighbours<T>
        where TShape : struct
    {
        var clock = new InputClock(from);
        while (occurrences.TryFind(input, from, out matchStart, out matchEnd))
        {
            if (MatchesAt<T, TNeighbours, TShape>(input, matchStart, ref matchEnd)) return true;
            clock.Passed(matchStart, cache);
            from = matchStart + 1;
        }
        return false;
    }

    /// <summary>
    /// Counts the matches at or after <paramref name="from"/> occurrence by occurrence in one loop, each search going on
    /// from the match before as Count's would, without a call per match.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private int CountAll<T, TOccurrences, TNeighbours, TShape>(ReadOnlySpan<T> input, int from, TOccurrences occurrences, StrategyCache cache)
        where T : unmanaged
        where TOccurrences : ILiteralOccurrences<T>, allows ref struct
        where TNeighbours : IWordNeighbours<T>
        where TShape : struct
    {
        var clock = new InputClock(from);
        int count = 0;
        while (occurrences.TryFind(input, from, out int start, out int end))
        {
            bool matched = MatchesAt<T, TNeighbours, TShape>(input, start, ref end);
            if (matched) count++;
            // Literals are not empty, so a match ends after its start.
            from = matched ? end : start + 1;
            clock.Passed(start, cache);
        }
        return count;
    }

    // Whether the occurrence at `start` (ending at `end`; for a set, at the start of one of its literals) is a match:
    // its assertions hold, or for a set, those of the first literal in priority order that occurs there, whose end
    // `end` becomes.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private bool MatchesAt<T, TNeighbours, TShape>(ReadOnlySpan<T> input, int start, ref int end)
        where T : unmanaged
        where TNeighbours : IWordNeighbours<T>
        where TShape : struct =>
        typeof(TShape) == typeof(OneLiteral)
            ? LineAnchorsHold(input, start, end) && AssertionsHold<T, TNeighbours>(input, start, end)
            : TryAlternativesAt<T, TNeighbours>(input, start, out end);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private bool AssertionsHold<T, TNeighbours>(ReadOnlySpan<T> input, int start, int end)
        where TNeighbours : IWordNeighbours<T> =>
        (!_boundaryBefore || TNeighbours.IsWordBefore(input, start) != _startsWithWord)
        && (!_boundaryAfter || TNeighbours.IsWordAt(input, end) != _endsWithWord)
        && (_looksBefore.Length == 0 || TNeighbours.Hold(_looksBefore, input, start))
        && (_looksAfter.Length == 0 || TNeighbours.Hold(_looksAfter, input, end));

    // The line anchors of a single literal (sets leave theirs to AssertionsHold's evaluator).
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private bool LineAnchorsHold<T>(ReadOnlySpan<T> input, int start, int end) where T : unmanaged =>
        (!_lineStartBefore || start == 0 || IsLineFeed(input, start - 1)) && (!_lineEndAfter || end == input.Length || IsLineFeed(input, end));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool IsLineFeed<T>(ReadOnlySpan<T> input, int index) where T : unmanaged =>
        typeof(T) == typeof(char) ? MemoryMarshal.Cast<T, char>(input)[index] == '\n' : MemoryMarshal.Cast<T, byte>(input)[index] == (byte)'\n';

    // The set's literals that occur at `start`, in priority order: the first whose assertions hold is the match. Over
    // UTF-8 the literals' bytes come from the search that found the occurrence, built before it ran.
    private bool TryAlternativesAt<T, TNeighbours>(ReadOnlySpan<T> input, int start, out int end)
        where T : unmanaged
        where TNeighbours : IWordNeighbours<T>
    {
        ReadOnlySpan<T> rest = input[start..];
        byte[][]? utf8 = typeof(T) == typeof(byte) ? _utf8!.Literals : null;
        for (int i = 0; i < _literals.Length; i++)
        {
            bool occurs;
            if (utf8 is null)
            {
                occurs = MemoryMarshal.Cast<T, char>(rest).StartsWith(_literals[i]);
                end = start + _literals[i].Length;
            }
            else
            {
                occurs = MemoryMarshal.Cast<T, byte>(rest).StartsWith(utf8[i]);
                end = start + utf8[i].Length;
            }
            if (occurs && AssertionsHold<T, TNeighbours>(input, start, end)) return true;
        }
        end = -1;
        return false;
    }

    // The two shapes TryFind is compiled for: one literal (or its case spellings), and a set searched by its literals.
    private struct OneLiteral;

    private struct LiteralSet;

    /// <summary>The scratch: what an enumeration carries between its searches (see <see cref="Find"/>).</summary>
    private sealed class Cache : StrategyCache
    {
        public LiteralIteration Iteration;
    }
}

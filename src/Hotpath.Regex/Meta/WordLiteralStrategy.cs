using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Engines.LazyDfa;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Unicode;
using Hotpath.Text;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// The strategy for one literal with a word boundary before it, after it or both, and no groups: <c>\bthe\b</c>,
/// <c>\bfor\b</c>, <c>(?i)\berror\b</c> (every ASCII case spelling of one word), <c>\bHolmes</c>. Hotpath.Text's
/// substring search finds each occurrence and the characters beside it decide the boundaries, so no automaton runs.
/// Every match has the literal's length, so the first occurrence whose boundaries hold is the leftmost-first match.
/// Immutable and thread-safe.
/// </summary>
internal sealed class WordLiteralStrategy : Strategy
{
    private readonly string[] _literals;
    private readonly SubstringSearcher _search;
    private readonly bool _boundaryBefore;
    private readonly bool _boundaryAfter;
    // Whether the literal's first and last characters are word characters: a boundary holds where the neighbour differs.
    private readonly bool _startsWithWord;
    private readonly bool _endsWithWord;
    private Utf8LiteralSearch? _utf8;

    private WordLiteralStrategy(string[] literals, bool boundaryBefore, bool boundaryAfter)
    {
        _literals = literals;
        // One literal, or its ASCII case spellings (see LiteralStrategy), which agree on where word characters are.
        _search = new SubstringSearcher(literals[0], literals.Length > 1 ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal);
        (_boundaryBefore, _boundaryAfter) = (boundaryBefore, boundaryAfter);
        _startsWithWord = BoundaryWordCharacters.IsBoundaryWordChar(literals[0][0]);
        _endsWithWord = BoundaryWordCharacters.IsBoundaryWordChar(literals[0][^1]);
    }

    /// <summary>The strategy for <paramref name="hir"/>, or null when it is not that shape.</summary>
    public static WordLiteralStrategy? TryCreate(RegexHir hir)
    {
        ArgumentNullException.ThrowIfNull(hir);
        if (hir.GroupNumbers.Length != 1 || hir.Root is not HirConcat { Parts: { Length: >= 2 } parts }) return null;
        bool before = parts[0] is HirLook { Look: LookKind.WordBoundary };
        bool after = parts[^1] is HirLook { Look: LookKind.WordBoundary };
        HirNode[] middle = parts[(before ? 1 : 0)..(after ? ^1 : ^0)];
        if (!(before || after) || middle.Length == 0) return null;
        string[]? literals = LiteralStrategy.ExactLiterals(middle.Length == 1 ? middle[0] : new HirConcat(middle));
        if (literals is null || literals.Length > 1 && !LiteralStrategy.AreAsciiCaseSpellings(literals)) return null;
        return new WordLiteralStrategy(literals, before, after);
    }

    /// <inheritdoc/>
    public override int SlotCount => 2;

    /// <inheritdoc/>
    public override StrategyCache CreateCache() => new Cache();

    /// <inheritdoc/>
    public override bool IsMatch(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache) =>
        TryFindSpan(input, start, cache, out _, out _);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public override bool TryFindSpan(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd) =>
        TryFind<char, Utf16Occurrences, Utf16WordNeighbours>(input, start.Position, new Utf16Occurrences(_search, _literals[0].Length), cache, out matchStart, out matchEnd);

    /// <inheritdoc/>
    public override bool TryFindCaptures(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, Span<int> slots) =>
        TryFindSpan(input, start, cache, out slots[0], out slots[1]);

    /// <inheritdoc/>
    public override bool IsMatch(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache) =>
        TryFindSpan(utf8, start, cache, out _, out _);

    /// <inheritdoc/>
    /// <remarks>
    /// The literal holds no surrogate or U+FFFD (see <see cref="LiteralStrategy.ExactLiterals"/>), so its bytes begin and end
    /// scalars however the bytes around them decode, and the neighbours are decoded as the PikeVM decodes them.
    /// </remarks>
    public override bool TryFindSpan(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd) =>
        TryFind<byte, Utf8Occurrences, Utf8WordNeighbours>(utf8, start.Position, new Utf8Occurrences(Utf8LiteralSearch.For(ref _utf8, _literals)), cache, out matchStart, out matchEnd);

    /// <inheritdoc/>
    public override bool TryFindCaptures(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache, Span<int> slots) =>
        TryFindSpan(utf8, start, cache, out slots[0], out slots[1]);

    // Occurrences are tried left to right; the clock is read every TimeoutCheckUnits of input, as the DFA's candidate loops do.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private bool TryFind<T, TOccurrences, TNeighbours>(ReadOnlySpan<T> input, int from, TOccurrences occurrences, StrategyCache cache, out int matchStart, out int matchEnd)
        where TOccurrences : struct, IOccurrences<T>
        where TNeighbours : IWordNeighbours<T>
    {
        var clock = new InputClock(from);
        while (occurrences.TryFind(input, from, out matchStart, out matchEnd))
        {
            if ((!_boundaryBefore || TNeighbours.IsWordBefore(input, matchStart) != _startsWithWord)
                && (!_boundaryAfter || TNeighbours.IsWordAt(input, matchEnd) != _endsWithWord)) return true;
            clock.Passed(matchStart, cache);
            from = matchStart + 1;
        }
        return false;
    }

    /// <summary>Finds the literal's occurrences in one encoding.</summary>
    private interface IOccurrences<T>
    {
        bool TryFind(ReadOnlySpan<T> input, int from, out int start, out int end);
    }

    private readonly struct Utf16Occurrences(SubstringSearcher search, int length) : IOccurrences<char>
    {
        public bool TryFind(ReadOnlySpan<char> input, int from, out int start, out int end)
        {
            int offset = search.IndexOf(input[from..]);
            (start, end) = offset < 0 ? (-1, -1) : (from + offset, from + offset + length);
            return offset >= 0;
        }
    }

    private readonly struct Utf8Occurrences(Utf8LiteralSearch search) : IOccurrences<byte>
    {
        public bool TryFind(ReadOnlySpan<byte> input, int from, out int start, out int end) => search.TryFind(input, from, out start, out end);
    }

    private sealed class Cache : StrategyCache;
}

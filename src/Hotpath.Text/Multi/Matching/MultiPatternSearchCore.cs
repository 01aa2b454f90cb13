using System.Numerics;

namespace Hotpath.Text;

/// <summary>
/// Everything <see cref="MultiStringSearcher"/> and <see cref="Utf8MultiStringSearcher"/> share, generic over
/// the code unit: engine selection, the empty-pattern rule, iteration and counting. Immutable and thread-safe.
/// </summary>
internal sealed class MultiPatternSearchCore<T> where T : unmanaged, IBinaryInteger<T>
{
    /// <summary>Below this haystack length Auto answers with Rabin-Karp instead of a vector engine (no warm-up to amortize).</summary>
    public const int ShortHaystackLength = 48;

    private readonly MultiPatternEngine<T>? _engine;
    // Rabin-Karp for haystacks shorter than ShortHaystackLength when the main engine is a vector one; built by the first
    // such search (racing threads may each build one; they are equivalent and immutable), as many searchers never see one.
    private readonly bool _shortHaystacksUseRabinKarp;
    private RabinKarpEngine<T>? _shortHaystackEngine;
    // The engines alone answer every call (no empty pattern, no index mapping): short calls such as a ContainsAny
    // that hits within the first block, or each call of an IndexOfAny loop, then pay one check and one virtual call.
    private readonly bool _enginesAnswer;
    private AhoCorasickEngine<T>? _overlapping;
    private readonly long _memoryBudget;
    // Internal pattern (a case-variant spelling) → the caller's pattern index; null when nothing was expanded.
    private readonly int[]? _callerIndex;

    /// <param name="set">The patterns the engines search for.</param>
    /// <param name="options">The searcher's options.</param>
    /// <param name="callerIndex">
    /// For sets expanded by <see cref="CaseVariantSpellings"/>: the caller's pattern index of each set pattern, in
    /// non-decreasing order (so that preferring the earlier set pattern prefers the earlier caller pattern); null
    /// when set and caller indexes coincide. Every match this core reports carries the caller's index.
    /// </param>
    public MultiPatternSearchCore(PatternSet<T> set, MultiStringSearchOptions options, int[]? callerIndex = null)
    {
        Set = set;
        _callerIndex = callerIndex;
        _memoryBudget = options.MemoryBudgetBytes;
        if (set.NonEmptyCount == 0) return;
        _engine = EngineSelection.Select(set, options);
        _overlapping = _engine as AhoCorasickEngine<T>;
        if (options.Algorithm == MultiStringAlgorithm.Auto && _engine.Algorithm is MultiStringAlgorithm.Teddy or MultiStringAlgorithm.SharedSubstring)
            _shortHaystacksUseRabinKarp = true;
        _enginesAnswer = callerIndex is null && set.EmptyPatternIndex < 0;
    }

    public PatternSet<T> Set { get; }

    /// <summary>The algorithm used for long haystacks (Auto may still use Rabin-Karp for short ones).</summary>
    public MultiStringAlgorithm Algorithm => _engine?.Algorithm ?? MultiStringAlgorithm.Auto;

    /// <summary>The bytes the engines hold, with those built on first use once they are.</summary>
    public long MemoryBytes => (_engine?.MemoryBytes ?? 0) + (_shortHaystackEngine?.MemoryBytes ?? 0);

    /// <summary>
    /// The leftmost preferred match starting at or after <paramref name="start"/>. An empty pattern matches at
    /// every position, so with one in the set the match always starts at <paramref name="start"/>: a non-empty
    /// pattern there wins only if it is preferred (earlier in the list for leftmost-first, always for leftmost-longest).
    /// </summary>
    public bool TryFind(ReadOnlySpan<T> haystack, int start, out StringMatch match)
    {
        if (_enginesAnswer)
        {
            ArgumentOutOfRangeException.ThrowIfGreaterThan((uint)start, (uint)haystack.Length, nameof(start));
            return EngineFor(haystack.Length).TryFind(haystack, start, out match);
        }
        bool found = TryFindInSet(haystack, start, out match);
        match = ToCaller(match);
        return found;
    }

    /// <summary>
    /// <see cref="TryFind"/> within a non-overlapping iteration (see <see cref="MatchCursor"/>): where the engines alone
    /// answer, their scan goes on from where the last match left it.
    /// </summary>
    public bool TryFindNext(ReadOnlySpan<T> haystack, int start, ref MatchCursor cursor, out StringMatch match)
    {
        if (!_enginesAnswer) return TryFind(haystack, start, out match);
        ArgumentOutOfRangeException.ThrowIfGreaterThan((uint)start, (uint)haystack.Length, nameof(start));
        return EngineFor(haystack.Length).TryFindNext(haystack, start, ref cursor, out match);
    }

    /// <summary><paramref name="match"/> (of a set pattern) with the caller's pattern index.</summary>
    public StringMatch ToCaller(StringMatch match) =>
        _callerIndex is null || match.PatternIndex < 0 ? match : match with { PatternIndex = _callerIndex[match.PatternIndex] };

    private bool TryFindInSet(ReadOnlySpan<T> haystack, int start, out StringMatch match)
    {
        ArgumentOutOfRangeException.ThrowIfGreaterThan((uint)start, (uint)haystack.Length, nameof(start));
        int empty = Set.EmptyPatternIndex;
        if (empty < 0)
        {
            if (_engine is not null) return EngineFor(haystack.Length).TryFind(haystack, start, out match);
            match = default;
            return false;
        }
        if (_engine is not null)
        {
            // Only a match starting exactly at `start` matters; patterns there end within MaxLength.
            ReadOnlySpan<T> window = haystack.Slice(0, Math.Min(haystack.Length, start + Set.MaxLength));
            if (EngineFor(window.Length).TryFind(window, start, out match) && match.Index == start &&
                (Set.Kind == MultiStringMatchKind.LeftmostLongest || match.PatternIndex < empty))
                return true;
        }
        match = new StringMatch(empty, start, 0);
        return true;
    }

    /// <summary>
    /// Where a non-overlapping iteration resumes after <paramref name="match"/>: its end, or one char further after
    /// an empty match (as .NET Regex does). In UTF-8 "one char" is one code point: continuation bytes are skipped,
    /// so empty matches never split a character (and agree with the UTF-16 searcher on valid text).
    /// </summary>
    public static int ResumeAfter(ReadOnlySpan<T> haystack, StringMatch match)
    {
        if (match.Length != 0) return match.End;
        int next = match.End + 1;
        if (typeof(T) == typeof(byte))
            while (next < haystack.Length && (int.CreateTruncating(haystack[next]) & 0xC0) == 0x80) next++;
        return next;
    }

    public int Count(ReadOnlySpan<T> haystack)
    {
        // Without an empty pattern every match is non-empty, and pattern indexes do not change a count.
        if (_engine is not null && Set.EmptyPatternIndex < 0) return EngineFor(haystack.Length).Count(haystack, 0);
        int count = 0;
        for (int position = 0; position <= haystack.Length && TryFind(haystack, position, out StringMatch match); position = ResumeAfter(haystack, match))
            count++;
        return count;
    }

    /// <summary>The automaton for overlapping searches: the main engine when it is one (its DFA, built now, when deferred), else an NFA built on first use.</summary>
    public AhoCorasickEngine<T> Overlapping =>
        _overlapping ?? LazyInitializer.EnsureInitialized(ref _overlapping, () => _engine is DeferredAhoCorasickDfa<T> deferred
            ? deferred.Dfa
            : EngineSelection.BuildAhoCorasickNfa(Set, _memoryBudget));

    private MultiPatternEngine<T> EngineFor(int haystackLength) =>
        _shortHaystacksUseRabinKarp && haystackLength < ShortHaystackLength
            ? _shortHaystackEngine ?? LazyInitializer.EnsureInitialized(ref _shortHaystackEngine, () => new RabinKarpEngine<T>(Set))
            : _engine!;
}

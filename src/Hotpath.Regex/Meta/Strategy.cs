using System.Text.RegularExpressions;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// The engine contract: answers the search questions one compiled regex is asked, cheapest first
/// (is there a match &lt; where is it &lt; what did every group capture). Immutable and thread-safe; all
/// per-search scratch lives in a <see cref="StrategyCache"/> the caller rents and passes in, so a
/// search never allocates.
/// </summary>
/// <remarks>
/// <para>Every method searches for the leftmost-first match (.NET's backtracking priorities) that starts
/// at or after <see cref="SearchStart.Position"/>. The whole input stays visible so that <c>\b</c>,
/// <c>^</c> and <c>$</c> see the units around it; <c>\G</c> holds only at <see cref="SearchStart.Anchor"/>.</para>
/// <para>Slots: group with dense index <c>i</c> (its position in <c>RegexHir.GroupNumbers</c>, group 0
/// first) owns slots <c>2i</c> (start) and <c>2i + 1</c> (end); an unset group has -1 in both.</para>
/// <para>The strategies' search entry points are tiered and never inlined: compiled apart from their callers, each
/// gets the whole inlining budget for its own walks and the dynamic profile that devirtualizes its prefilter calls.
/// Fully optimized on first call instead (<c>AggressiveOptimization</c>, which forgoes that profile), or inlined into a
/// caller's loop that had spent the budget, <c>\((\d+\.\d+)\)</c> over a log line cost more per
/// <c>IsMatch(string)</c>. The engine loops (the lazy DFA's scans, the capture engines) stay fully
/// optimized on first call: tiering them measured faster for some regexes and slower for others.</para>
/// <para>UTF-8 overloads search the bytes without transcoding: code points are decoded on the fly into
/// UTF-16 units, so semantics are the UTF-16 semantics, and offsets are byte offsets. A boundary that
/// falls between the two surrogates of one supplementary scalar is reported at the scalar's start for a
/// match start and at the scalar's end for a match end. Invalid bytes decode as U+FFFD, one replacement
/// per maximal invalid subsequence (the <c>System.Text.Rune</c> rule), never throwing.</para>
/// </remarks>
internal abstract class Strategy
{
    /// <summary>The number of capture slots (two per group, group 0 included).</summary>
    public abstract int SlotCount { get; }

    /// <summary>Creates scratch space sized for this strategy; reuse it across searches on one thread.</summary>
    public abstract StrategyCache CreateCache();

    /// <summary>Whether a match starts at or after <paramref name="start"/>.</summary>
    public abstract bool IsMatch(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache);

    /// <summary>
    /// Whether <see cref="IsMatch(ReadOnlySpan{char}, SearchStart, StrategyCache)"/> and a count over UTF-16 need no
    /// scratch (one linear scan: a literal's search, a class sequence's): callers without a timeout then take none, which
    /// on a short input (a log line) costs about as much as the search, and ask <see cref="IsMatchWithoutScratch"/> and
    /// <see cref="CountWithoutScratch"/>, which read no clock. A caller with a timeout takes scratch and the strategy's
    /// searches with it, where a class sequence's count reads the clock (a literal's searches read none either way).
    /// </summary>
    public virtual bool SearchesWithoutScratch => false;

    /// <summary><see cref="IsMatch(ReadOnlySpan{char}, SearchStart, StrategyCache)"/> where <see cref="SearchesWithoutScratch"/>.</summary>
    public virtual bool IsMatchWithoutScratch(ReadOnlySpan<char> input, SearchStart start) =>
        throw new NotSupportedException("This strategy's searches need scratch.");

    /// <summary>The number of matches from <paramref name="from"/> on, where <see cref="SearchesWithoutScratch"/>.</summary>
    public virtual int CountWithoutScratch(ReadOnlySpan<char> input, int from) =>
        throw new NotSupportedException("This strategy's searches need scratch.");

    /// <summary>Finds the bounds of the leftmost-first match starting at or after <paramref name="start"/>.</summary>
    public abstract bool TryFindSpan(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd);

    /// <summary>
    /// Finds the leftmost-first match and fills <paramref name="slots"/> (length <see cref="SlotCount"/>)
    /// with every group's bounds; returns false (slots unspecified) when there is no match.
    /// </summary>
    public abstract bool TryFindCaptures(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, Span<int> slots);

    /// <summary>
    /// Fills <paramref name="slots"/> with the groups of the leftmost-first match, known to start at
    /// <paramref name="atMatch"/> and end at <paramref name="matchEnd"/> (found by another strategy). By default a
    /// search from the match's start; strategies that can confine group resolution to the span override it.
    /// </summary>
    public virtual bool TryResolveGroups(ReadOnlySpan<char> input, SearchStart atMatch, int matchEnd, StrategyCache cache, Span<int> slots) =>
        TryFindCaptures(input, atMatch, cache, slots);

    /// <summary>UTF-8 form of <see cref="IsMatch(ReadOnlySpan{char}, SearchStart, StrategyCache)"/>; <paramref name="start"/> is a byte offset.</summary>
    public abstract bool IsMatch(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache);

    /// <summary>UTF-8 form of <see cref="TryFindSpan(ReadOnlySpan{char}, SearchStart, StrategyCache, out int, out int)"/>; offsets are bytes.</summary>
    public abstract bool TryFindSpan(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd);

    /// <summary>UTF-8 form of <see cref="TryFindCaptures(ReadOnlySpan{char}, SearchStart, StrategyCache, Span{int})"/>; offsets are bytes.</summary>
    public abstract bool TryFindCaptures(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache, Span<int> slots);

    /// <summary>
    /// Counts the matches at or after <paramref name="from"/> in one pass, as iterating <see cref="TryFindSpan(ReadOnlySpan{char}, SearchStart, StrategyCache, out int, out int)"/>
    /// would count them; false (and nothing counted) when this strategy has no faster way than match by match. The
    /// pass checks timeouts through <paramref name="cache"/> as the strategy's searches do, but not cancellation, so
    /// callers with a cancellation token count match by match.
    /// </summary>
    public virtual bool TryCountAll(ReadOnlySpan<char> input, int from, StrategyCache cache, out int count)
    {
        count = 0;
        return false;
    }

    /// <summary>UTF-8 form of <see cref="TryCountAll(ReadOnlySpan{char}, int, StrategyCache, out int)"/>; <paramref name="from"/> is a byte offset.</summary>
    public virtual bool TryCountAll(ReadOnlySpan<byte> utf8, int from, StrategyCache cache, out int count)
    {
        count = 0;
        return false;
    }

    /// <summary>The strategy's short name (<c>Dfa</c>, <c>ClassRun</c>), as <see cref="StrategyCatalog"/> lists it.</summary>
    public string Name => StrategyCatalog.ShortName(GetType(), "Strategy");

    /// <summary>
    /// How the strategy searches, as aspect and detail pairs for <see cref="Regex.Explain"/>: its name and shape first,
    /// then what each strategy adds (its prefilter, the engine for UTF-8 input).
    /// </summary>
    public virtual IEnumerable<(string Aspect, string Detail)> Explain()
    {
        yield return ("strategy", $"{Name}: {StrategyCatalog.ShapeOf(Name)}");
    }
}

/// <summary>
/// Where a search begins and where <c>\G</c> holds. They differ only when match iteration resumes after
/// an empty match at <c>p</c>: .NET then searches from <c>p + 1</c> while <c>\G</c> still means <c>p</c>
/// (so it can no longer hold). An <see cref="int"/> converts to a start whose anchor is itself.
/// </summary>
/// <param name="Position">The offset the search begins at (a byte offset for UTF-8 input).</param>
/// <param name="Anchor">The offset where <c>\G</c> holds; never greater than <paramref name="Position"/>.</param>
internal readonly record struct SearchStart(int Position, int Anchor)
{
    /// <summary>A search from <paramref name="position"/>, with <c>\G</c> holding there.</summary>
    public static implicit operator SearchStart(int position) => new(position, position);

    /// <summary>The search that follows an empty match at <paramref name="position"/>.</summary>
    public static SearchStart AfterEmptyMatch(int position) => new(position + 1, position);

    /// <summary>
    /// Where match iteration resumes after the match [<paramref name="matchStart"/>, <paramref name="matchEnd"/>)
    /// in an input ending at <paramref name="inputEnd"/> (UTF-16): at its end, or one unit further after an
    /// empty match. False when an empty match sits at the end, so no search remains.
    /// </summary>
    public static bool TryResume(int matchStart, int matchEnd, int inputEnd, out SearchStart next)
    {
        if (matchStart != matchEnd)
        {
            next = matchEnd;
            return true;
        }
        next = AfterEmptyMatch(matchEnd);
        return matchEnd < inputEnd;
    }
}

/// <summary>
/// Mutable per-search scratch for a <see cref="Strategy"/>, plus the match-timeout budget of the current
/// search. Not thread-safe: one search at a time. Strategies derive from it to hold their engines' scratch.
/// </summary>
internal abstract class StrategyCache
{
    /// <summary>How many engine steps pass between two clock reads; keeps the timeout check cheap.</summary>
    public const int StepsPerTimeoutCheck = 4096;

    // The deadline of a search with a timeout before its first check has read the clock (see ThrowIfTimedOut).
    private const long DeadlineNotStarted = long.MinValue;

    private long _deadlineMilliseconds = long.MaxValue;
    private TimeSpan _timeout = System.Text.RegularExpressions.Regex.InfiniteMatchTimeout;
    private string _pattern = "";
    private string _input = "";

    /// <summary>
    /// Identifies the current search call among this cache's calls (0 before the first). Within one call the
    /// input does not change, so engines may reuse what an earlier scan of the same call learned.
    /// </summary>
    public long SearchId { get; private set; }

    // Search ids are unique in the process: each cache counts from its own base, so a search id names one cache's call
    // (a Match remembers its own, see ContinueMatch).
    private static long s_caches;
    private readonly long _searchIdBase = Interlocked.Increment(ref s_caches) << 32;

    /// <summary>Whether the current search has a deadline (engines skip the bookkeeping otherwise).</summary>
    public bool HasTimeout { get; private set; }

    /// <summary>The start candidates of the current call, from one iteration of their prefilter (see <see cref="CandidateIteration"/>).</summary>
    public CandidateIteration Candidates;

    /// <summary>Starts a search that must finish within <paramref name="timeout"/> (or never times out when infinite).</summary>
    /// <param name="timeout">The budget, or <see cref="System.Text.RegularExpressions.Regex.InfiniteMatchTimeout"/>.</param>
    /// <param name="pattern">The pattern, for the exception message.</param>
    /// <param name="input">The input when it is a string (for the exception), else null.</param>
    public void BeginSearch(TimeSpan timeout, string pattern, string? input)
    {
        SearchId = SearchId == 0 ? _searchIdBase + 1 : SearchId + 1;
        StartDeadline(timeout, pattern, input);
    }

    /// <summary>
    /// Starts the search of <c>NextMatch</c> after a match that call <paramref name="searchId"/> found: as the next search
    /// of that call (<see cref="ContinueSearch"/>) when this cache ran it and has run nothing since, else as a new call
    /// (<see cref="BeginSearch"/>). A chain of <c>NextMatch</c> calls then shares what its searches learn, as an enumeration
    /// does (how densely candidates come, the scan memo, a literal's collected occurrences).
    /// </summary>
    public void ContinueMatch(TimeSpan timeout, string pattern, string input, long searchId)
    {
        if (searchId != 0 && searchId == SearchId) ContinueSearch(timeout, pattern);
        else BeginSearch(timeout, pattern, input);
    }

    /// <summary>
    /// Starts the next search of an enumeration, over the same input as the one before it: a deadline of its own,
    /// as <see cref="BeginSearch"/> gives, but the same <see cref="SearchId"/>, so what the enumeration's earlier
    /// searches learned about the input stays usable (the scan memo that keeps <c>.*[^A-Z]|[A-Z]</c> linear).
    /// </summary>
    public void ContinueSearch(TimeSpan timeout, string pattern)
    {
        // Without a timeout before or now there is nothing to restart, and enumerations call this at every match
        // (a twelfth of enumerating a dense literal's matches went to restarting a deadline that never starts).
        if (!HasTimeout && timeout == System.Text.RegularExpressions.Regex.InfiniteMatchTimeout) return;
        StartDeadline(timeout, pattern, _input);
    }

    /// <summary>
    /// Makes this cache's search the one <paramref name="outer"/> is running: same identity and deadline. A strategy
    /// that hands a search to another strategy, with that one's own cache, passes the caller's timeout on this way.
    /// </summary>
    public void FollowSearch(StrategyCache outer)
    {
        ArgumentNullException.ThrowIfNull(outer);
        SearchId = outer.SearchId;
        HasTimeout = outer.HasTimeout;
        (_deadlineMilliseconds, _timeout, _pattern, _input) = (outer._deadlineMilliseconds, outer._timeout, outer._pattern, outer._input);
    }

    private void StartDeadline(TimeSpan timeout, string pattern, string? input)
    {
        HasTimeout = timeout != System.Text.RegularExpressions.Regex.InfiniteMatchTimeout;
        _timeout = timeout;
        // Storing a reference costs a GC write barrier, and both are only read for the timeout's exception: without
        // a timeout nothing is stored (a grep loop passes a new line string per call), and with one only what changed.
        if (HasTimeout)
        {
            input ??= "";
            if (!ReferenceEquals(_pattern, pattern)) _pattern = pattern;
            if (!ReferenceEquals(_input, input)) _input = input;
        }
        // The clock is read by the first check, not here: engines check once per StepsPerTimeoutCheck steps, so
        // the budget starts at most that much work late, and the many searches that end sooner (one per match
        // when enumerating short matches) never read it. Two reads cost a search on a short line about a third
        // of its time.
        _deadlineMilliseconds = HasTimeout ? DeadlineNotStarted : long.MaxValue;
    }

    /// <summary>
    /// Throws <see cref="RegexMatchTimeoutException"/> when the current search is past its deadline. The first
    /// call of a search starts the deadline instead (see <see cref="StepsPerTimeoutCheck"/>).
    /// </summary>
    public void ThrowIfTimedOut()
    {
        if (!HasTimeout) return;
        // The coarse millisecond clock, as the BCL uses: it costs a few nanoseconds where a high-resolution
        // timestamp costs tens.
        long now = Environment.TickCount64;
        if (_deadlineMilliseconds == DeadlineNotStarted)
        {
            _deadlineMilliseconds = now + Math.Max(1, (long)Math.Ceiling(_timeout.TotalMilliseconds));
        }
        else if (now > _deadlineMilliseconds)
        {
            throw new RegexMatchTimeoutException(_input, _pattern, _timeout);
        }
    }
}

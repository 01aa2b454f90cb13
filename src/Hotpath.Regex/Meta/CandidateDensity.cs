using System.Runtime.CompilerServices;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// Watches how densely the start candidates of one search call come (all the searches of a count, an enumeration or a
/// replace), and says when the unanchored DFA, which reads each unit once at a few instructions, is the cheaper engine
/// than an anchored attempt per candidate, which costs a call and a DFA start each.
/// </summary>
/// <remarks>
/// <para>Two verdicts, by what the search needs. A search for match ends only (a count) pays an attempt for every
/// candidate, where the one-call count of the unanchored DFA restarts in place at each match: every candidate counts.
/// A search for spans gets a match's start for free from an attempt that matches, where the unanchored DFA needs a
/// reverse run for it: only the candidates whose attempt failed count (every digit of a log line for
/// <c>\b[0-9a-f]{8}\b</c>; an identifier's start for <c>\b[A-Za-z_]\w*\b</c> is a match and counts for ends only).</para>
/// <para>A verdict holds for <see cref="ReprobeUnits"/> units of input, after which candidates are tried again: a text's
/// parts differ (a log's messages, its stack traces). Work stays linear either way; only the engine that reads it
/// changes. The counts are deterministic, so tests can reach both sides.</para>
/// </remarks>
internal struct CandidateDensity
{
    /// <summary>How many candidates (or failed attempts) are observed before a verdict.</summary>
    public const int MinCandidates = 32;

    /// <summary>
    /// For anchored DFA attempts (a call, a start state and a scan's setup each): candidates closer than this on average
    /// (units passed per candidate) are dense.
    /// </summary>
    public const int MinUnitsPerAttempt = 32;

    /// <summary>For a run sequence's walks, which cost a few instructions per part: their dense is denser.</summary>
    public const int MinUnitsPerWalk = 8;

    /// <summary>How many units a dense verdict covers before candidates are tried again.</summary>
    public const int ReprobeUnits = 1 << 18;

    private readonly int _minUnitsPerCandidate;
    private long _searchId;
    private int _candidates;
    private int _failures;
    private long _units;
    // Where each dense verdict lapses, or 0 while candidates are tried.
    private long _endsDenseUntil;
    private long _spansDenseUntil;

    /// <summary>A density for candidates that each cost what <paramref name="minUnitsPerCandidate"/> units of DFA scan cost.</summary>
    public CandidateDensity(int minUnitsPerCandidate) => _minUnitsPerCandidate = minUnitsPerCandidate;

    /// <summary>
    /// Whether a search of call <paramref name="searchId"/> from <paramref name="position"/> should leave candidates to the
    /// unanchored DFA; <paramref name="endsOnly"/> when it needs match ends alone.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool IsDense(long searchId, int position, bool endsOnly)
    {
        if (searchId != _searchId) Reset(searchId);
        long until = endsOnly ? _endsDenseUntil : _spansDenseUntil;
        if (position < until) return true;
        if (until != 0) Reset(searchId);
        return false;
    }

    /// <summary>
    /// Records a candidate of call <paramref name="searchId"/> at <paramref name="candidate"/> that passed
    /// <paramref name="units"/> units of input (from where the candidate search began to just after it), before its
    /// attempt runs, and returns whether candidates are now dense for a search of ends only (<paramref name="endsOnly"/>)
    /// or of spans.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool Record(long searchId, int candidate, int units, bool endsOnly)
    {
        if (searchId != _searchId) Reset(searchId);
        _candidates++;
        _units += units;
        if (_candidates >= MinCandidates && _units < (long)_candidates * _minUnitsPerCandidate) _endsDenseUntil = (long)candidate + ReprobeUnits;
        return endsOnly ? _endsDenseUntil != 0 : _spansDenseUntil != 0;
    }

    /// <summary>Records that the attempt at the last candidate, at <paramref name="candidate"/>, failed.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void RecordFailure(int candidate)
    {
        _failures++;
        if (_failures >= MinCandidates && _units < (long)_failures * _minUnitsPerCandidate) _spansDenseUntil = (long)candidate + ReprobeUnits;
    }

    private void Reset(long searchId)
    {
        _searchId = searchId;
        _candidates = _failures = 0;
        _units = 0;
        _endsDenseUntil = _spansDenseUntil = 0;
    }
}

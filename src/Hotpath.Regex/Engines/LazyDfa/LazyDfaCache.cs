using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Engines.PikeVm;

using Hotpath.RegularExpressions.Prefilters;

namespace Hotpath.RegularExpressions.Engines.LazyDfa;

/// <summary>
/// The states and transitions one <see cref="LazyDfa"/> has built so far, plus scratch space for building
/// more. Mutable, one search at a time; lives in the per-search strategy cache so a warm search allocates
/// nothing (new states allocate their thread lists, bounded by the capacity).
/// </summary>
/// <remarks>
/// <para>Transitions are one flat <c>int</c> table; a state's id is its row offset (premultiplied by the
/// alphabet's stride), so a step is one load. Row 0 is never a state (a 0 entry means "not built yet")
/// and row 1 is the dead state. Entries carry <see cref="MatchFlag"/> when the target is a match state
/// , <see cref="StartFlag"/> when it is an unanchored start state (a prefilter may skip ahead from it) and
/// <see cref="AccelFlag"/> when it has a <see cref="StateAccelerator"/>, so the search loop leaves its fast
/// path only on one comparison.</para>
/// <para>When the states and table would exceed the capacity, everything is cleared and building starts
/// over from the current state. Clearing keeps the memory bounded; the DFA gives up for the rest of the
/// search when it clears too often for the input it covers (see <see cref="LazyDfa"/>).</para>
/// </remarks>
internal sealed class LazyDfaCache
{
    /// <summary>Tag on a transition whose target is a (delayed) match state.</summary>
    public const int MatchFlag = 1 << 30;

    /// <summary>Tag on a transition whose target is an unanchored start state.</summary>
    public const int StartFlag = 1 << 29;

    /// <summary>Tag on a transition whose target state has a <see cref="StateAccelerator"/>.</summary>
    public const int AccelFlag = 1 << 28;

    /// <summary>Mask removing the tags.</summary>
    public const int IdMask = AccelFlag - 1;

    private readonly int _stride;
    private readonly int _strideShift;
    private readonly uint _oddStrideInverse;
    private readonly long _capacityBytes;
    private readonly Dictionary<DfaState, int> _idOfState = [];
    private readonly List<DfaState> _states = [];
    private int[] _transitions;
    private StateAccelerator?[] _accelerators = new StateAccelerator?[16];
    private bool[] _analyzed = new bool[16];
    private int[] _accelerationCredit = new int[16];
    // Accelerators the credit rule took away, kept to be given back (see ReviveIfDue).
    private StateAccelerator?[] _suspended = new StateAccelerator?[16];
    private int _suspendedCount;
    private long _reviveAtUnits = long.MaxValue;
    private long _memoryBytes;

    internal LazyDfaCache(int stride, int nfaStateCount, long capacityBytes, int startKeyCount)
    {
        _stride = stride;
        _strideShift = System.Numerics.BitOperations.TrailingZeroCount(stride);
        _oddStrideInverse = InverseModulo2To32((uint)stride >> _strideShift);
        _capacityBytes = capacityBytes;
        _transitions = new int[stride * 16];
        StartIds = new int[startKeyCount];
        Seen = new SparseSet(nfaStateCount);
        Stack = new int[Math.Max(16, nfaStateCount)];
        Reset();
    }

    /// <summary>The id of the dead state.</summary>
    public int DeadId => _stride;

    /// <summary>The transition table (see the remarks).</summary>
    public int[] Transitions => _transitions;

    /// <summary>Start state ids by start key (0 when not built), cleared with the cache.</summary>
    public int[] StartIds { get; }

    /// <summary>Scratch: NFA states already visited by the closure being computed.</summary>
    internal SparseSet Seen { get; }

    /// <summary>Scratch: the closure's work stack.</summary>
    internal int[] Stack { get; set; }

    /// <summary>Scratch: thread lists being assembled.</summary>
    internal List<int> Resolved { get; } = [];

    /// <summary>Scratch: the next state's threads being assembled.</summary>
    internal List<int> Next { get; } = [];

    /// <summary>States built since this cache was created (deterministic, for tests and diagnostics).</summary>
    public long StatesBuilt { get; private set; }

    /// <summary>Times the cache was cleared because it was full.</summary>
    public long Clears { get; private set; }

    /// <summary>Units the DFA has scanned (summed over searches).</summary>
    public long UnitsScanned { get; internal set; }

    /// <summary>How the last forward scan ended after its first accelerated skip (see <see cref="ScanMemo"/>).</summary>
    internal ScanMemo LastScan;

    /// <summary>
    /// The prefilter tracker of search call <paramref name="searchId"/> (see <see cref="PrefilterTracker"/>): one record
    /// over all the scans of a call (a count restarts a scan per match, an enumeration searches per match), so that a
    /// prefilter stopping every few units is judged and switched off once per call rather than never. A fresh one for
    /// a scan outside any call (<paramref name="searchId"/> 0).
    /// </summary>
    internal ref PrefilterTracker TrackerFor(long searchId)
    {
        if (searchId == 0 || searchId != _trackerSearchId)
        {
            _tracker = PrefilterTracker.Start();
            _trackerSearchId = searchId;
        }
        return ref _tracker;
    }

    private PrefilterTracker _tracker;
    private long _trackerSearchId;

    /// <summary>Clears during the current search, for the give-up rule.</summary>
    internal int ClearsThisSearch { get; set; }

    /// <summary>Units scanned in the current search when the cache was last cleared.</summary>
    internal long UnitsAtLastClear { get; set; }

    /// <summary>States built since the last clear.</summary>
    internal int StatesSinceClear { get; private set; }

    /// <summary>
    /// The index of the state with id <paramref name="id"/> (tags ignored). Ids are exact multiples of the
    /// stride, so instead of a division (tens of cycles, on every accelerated step) this shifts out the
    /// stride's power of two and multiplies by the inverse of its odd part modulo 2^32, which is exact.
    /// </summary>
    private int IndexOf(int id) => (int)(((uint)(id & IdMask) >> _strideShift) * _oddStrideInverse);

    // Newton's iteration doubles the correct low bits each step: 3 → 6 → 12 → 24 → 48 ≥ 32.
    private static uint InverseModulo2To32(uint odd)
    {
        uint inverse = odd;
        for (int i = 0; i < 4; i++) inverse *= 2 - odd * inverse;
        return inverse;
    }

    /// <summary>The state with id <paramref name="id"/> (tags ignored).</summary>
    public DfaState StateOf(int id) => _states[IndexOf(id)];

    /// <summary>Whether the state with id <paramref name="id"/> was checked for an accelerator.</summary>
    public bool IsAnalyzed(int id) => _analyzed[IndexOf(id)];

    /// <summary>The accelerator of the state with id <paramref name="id"/>, or null.</summary>
    public StateAccelerator? AcceleratorOf(int id) => _accelerators[IndexOf(id)];

    /// <summary>Records the outcome of checking the state with id <paramref name="id"/> for an accelerator.</summary>
    public void SetAccelerator(int id, StateAccelerator? accelerator)
    {
        int index = IndexOf(id);
        _analyzed[index] = true;
        _accelerators[index] = accelerator;
    }

    /// <summary>
    /// How many units the accelerated state with id <paramref name="id"/> steps before it searches for its escape:
    /// none once its searches have paid well (long runs: the credit rule has banked <see cref="DirectSkipCredit"/>),
    /// else <see cref="LazyDfa.StepsBeforeSkip"/>, as runs shorter than that cost less stepped than searched.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int StepsBeforeSkip(int id) => _accelerationCredit[IndexOf(id)] >= DirectSkipCredit ? 0 : LazyDfa.StepsBeforeSkip;

    /// <summary>The credit from which an accelerated state searches for its escape without stepping first.</summary>
    public const int DirectSkipCredit = 4 * SkipBreakEven;

    /// <summary>
    /// Books a run of <paramref name="stepped"/> units that the accelerated state with id <paramref name="id"/> stepped
    /// through without searching (see <see cref="StepsBeforeSkip(int)"/>): a run too short to pay for a search counts
    /// against the state as a short skip would, so a state that is almost always left at once (`.*` before the `=`
    /// of `x=…`) loses its accelerator and is stepped in the fast loop. Longer stepped runs earn nothing: the credit
    /// that makes a state skip at once comes from long searches only.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void BookSteppedRun(int id, int stepped)
    {
        if (stepped < SkipBreakEven) Charge(IndexOf(id), stepped);
    }

    /// <summary>
    /// Skips forward from <paramref name="from"/> over units the accelerated state with id <paramref name="id"/>
    /// loops on, to its next escape before <paramref name="limit"/> (or the limit), and books the skip.
    /// </summary>
    public int SkipForward(int id, ReadOnlySpan<char> input, int from, int limit)
    {
        int index = IndexOf(id);
        int escape = _accelerators[index]!.NextEscape(input, from, limit);
        Charge(index, escape - from);
        return escape;
    }

    /// <summary>
    /// Skips backward from <paramref name="before"/> over units the accelerated state with id <paramref name="id"/>
    /// loops on, not below <paramref name="minStart"/>: returns where the skip stops (just after the previous
    /// escape, or <paramref name="minStart"/>), and books the skip.
    /// </summary>
    public int SkipBackward(int id, ReadOnlySpan<char> input, int minStart, int before)
    {
        int index = IndexOf(id);
        int escape = _accelerators[index]!.PreviousEscape(input, minStart, before);
        int stop = escape < 0 ? minStart : escape + 1;
        Charge(index, before - stop);
        return stop;
    }

    /// <summary>
    /// UTF-8 form of <see cref="SkipForward(int, ReadOnlySpan{char}, int, int)"/>: skips ASCII loop units only, unless
    /// <paramref name="wholeScalars"/> lets a state that loops on every non-ASCII unit skip those too (the skip then
    /// tells nothing about where the last skipped scalar starts, which a match state needs).
    /// </summary>
    public int SkipForward(int id, ReadOnlySpan<byte> input, int from, int limit, bool wholeScalars)
    {
        int index = IndexOf(id);
        StateAccelerator accelerator = _accelerators[index]!;
        int escape = accelerator.NextEscape(input, from, limit, wholeScalars);
        Charge(index, escape - from);
        return escape;
    }

    /// <summary>UTF-8 form of <see cref="SkipBackward(int, ReadOnlySpan{char}, int, int)"/>: skips ASCII loop units only.</summary>
    public int SkipBackward(int id, ReadOnlySpan<byte> input, int minStart, int before)
    {
        int index = IndexOf(id);
        StateAccelerator accelerator = _accelerators[index]!;
        int stop = before;
        if (accelerator.HasUtf8Form)
        {
            int escape = accelerator.PreviousEscape(input, minStart, before);
            stop = escape < 0 ? minStart : escape + 1;
        }
        Charge(index, before - stop);
        return stop;
    }

    // Books one accelerated skip of `skipped` units out of the state at `index`. A search call costs about as
    // much as SkipBreakEven steps, so a state whose skips keep falling short (inside short words) loses its
    // accelerator: the flag is removed from every transition into it and the state is stepped unit by unit,
    // until ReviveIfDue gives it back.
    private void Charge(int index, int skipped)
    {
        int credit = Math.Min(_accelerationCredit[index] + skipped - SkipBreakEven, MaxAccelerationCredit);
        _accelerationCredit[index] = credit;
        if (credit >= MinAccelerationCredit) return;
        _suspended[index] = _accelerators[index];
        _suspendedCount++;
        _reviveAtUnits = Math.Min(_reviveAtUnits, UnitsScanned + Math.Max(MinUnitsBeforeRevival, 16L * _states.Count * _stride));
        _accelerators[index] = null;
        int target = index * _stride;
        Span<int> table = _transitions.AsSpan(0, _states.Count * _stride);
        for (int i = 0; i < table.Length; i++)
        {
            if ((table[i] & (IdMask | AccelFlag)) == (target | AccelFlag)) table[i] &= ~AccelFlag;
        }
    }

    /// <summary>
    /// The fewest units scanned between taking accelerators away and giving them back: as long as a prefilter's off
    /// stretch at most (see PrefilterTracker), since a text's parts differ (a list of short quoted words, then code).
    /// </summary>
    public const int MinUnitsBeforeRevival = 1 << 16;

    /// <summary>Accelerators the credit rule has taken away and not yet given back.</summary>
    internal int SuspendedAccelerators => _suspendedCount;

    /// <summary>
    /// Gives suspended accelerators back, with fresh credit, once enough units have been scanned since they were
    /// taken: a regex run over many short inputs and then over long ones would otherwise step its long runs unit
    /// by unit for the rest of the cache's life. The wait (at least <see cref="MinUnitsBeforeRevival"/> units and
    /// 16 per table entry) keeps the table scan this costs below a sixteenth of a step per unit.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void ReviveIfDue()
    {
        if (UnitsScanned >= _reviveAtUnits) Revive();
    }

    private void Revive()
    {
        Span<int> table = _transitions.AsSpan(0, _states.Count * _stride);
        for (int i = 0; i < table.Length; i++)
        {
            int entry = table[i];
            if (entry != 0 && _suspended[IndexOf(entry)] is not null) table[i] = entry | AccelFlag;
        }
        for (int index = 0; index < _states.Count; index++)
        {
            if (_suspended[index] is not { } accelerator) continue;
            (_accelerators[index], _suspended[index], _accelerationCredit[index]) = (accelerator, null, 0);
        }
        _suspendedCount = 0;
        _reviveAtUnits = long.MaxValue;
    }

    /// <summary>The units one accelerated skip must cover to pay for its search call.</summary>
    public const int SkipBreakEven = 8;

    // Credit bounds: a state may fall short this often (net) before losing its accelerator; long skips bank
    // credit up to the maximum so an occasional short one does not disable a good accelerator.
    private const int MinAccelerationCredit = -32 * SkipBreakEven;
    private const int MaxAccelerationCredit = 64 * SkipBreakEven;

    /// <summary>Whether adding <paramref name="state"/> would exceed the capacity.</summary>
    public bool IsFullFor(DfaState state) =>
        _states.Count > 3 && _memoryBytes + RowBytes + state.MemoryBytes > _capacityBytes;

    /// <summary>The id of <paramref name="state"/>, adding it when it is new. Call <see cref="IsFullFor"/> first.</summary>
    public int Intern(DfaState state)
    {
        if (_idOfState.TryGetValue(state, out int id)) return id;
        id = _states.Count * _stride;
        if (id + _stride > _transitions.Length)
        {
            Array.Resize(ref _transitions, Math.Max(_transitions.Length * 2, id + _stride));
        }
        if (_states.Count == _analyzed.Length)
        {
            Array.Resize(ref _analyzed, _analyzed.Length * 2);
            Array.Resize(ref _accelerators, _accelerators.Length * 2);
            Array.Resize(ref _accelerationCredit, _accelerationCredit.Length * 2);
            Array.Resize(ref _suspended, _suspended.Length * 2);
        }
        _states.Add(state);
        _idOfState.Add(state, id);
        _memoryBytes += RowBytes + state.MemoryBytes;
        StatesBuilt++;
        StatesSinceClear++;
        return id;
    }

    /// <summary>Drops every state and transition (the table keeps its size).</summary>
    public void Clear()
    {
        Clears++;
        ClearsThisSearch++;
        Reset();
    }

    private long RowBytes => (long)_stride * sizeof(int);

    private void Reset()
    {
        _idOfState.Clear();
        _states.Clear();
        Array.Clear(_transitions);
        Array.Clear(StartIds);
        Array.Clear(_analyzed);
        Array.Clear(_accelerators);
        Array.Clear(_accelerationCredit);
        Array.Clear(_suspended);
        _suspendedCount = 0;
        _reviveAtUnits = long.MaxValue;
        _memoryBytes = 0;
        StatesSinceClear = 0;
        // Row 0 is the "unknown" sentinel, row 1 the dead state (which loops to itself).
        _states.Add(new DfaState([], UnitFacts.None, isMatch: false));
        _states.Add(new DfaState([], UnitFacts.Boundary, isMatch: false));
        _transitions.AsSpan(_stride, _stride).Fill(_stride);
        _memoryBytes = 2 * RowBytes;
    }
}

using Hotpath.RegularExpressions.Engines.PikeVm;

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
/// and <see cref="StartFlag"/> when it is an unanchored start state (a prefilter may skip ahead from it),
/// so the search loop leaves its fast path only on one comparison.</para>
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

    /// <summary>Mask removing the tags.</summary>
    public const int IdMask = StartFlag - 1;

    private readonly int _stride;
    private readonly long _capacityBytes;
    private readonly Dictionary<DfaState, int> _idOfState = [];
    private readonly List<DfaState> _states = [];
    private int[] _transitions;
    private long _memoryBytes;

    internal LazyDfaCache(int stride, int nfaStateCount, long capacityBytes, int startKeyCount)
    {
        _stride = stride;
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

    /// <summary>Clears during the current search, for the give-up rule.</summary>
    internal int ClearsThisSearch { get; set; }

    /// <summary>Units scanned in the current search when the cache was last cleared.</summary>
    internal long UnitsAtLastClear { get; set; }

    /// <summary>States built since the last clear.</summary>
    internal int StatesSinceClear { get; private set; }

    /// <summary>The state with id <paramref name="id"/> (tags ignored).</summary>
    public DfaState StateOf(int id) => _states[(id & IdMask) / _stride];

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
        _memoryBytes = 0;
        StatesSinceClear = 0;
        // Row 0 is the "unknown" sentinel, row 1 the dead state (which loops to itself).
        _states.Add(new DfaState([], UnitFacts.None, isMatch: false));
        _states.Add(new DfaState([], UnitFacts.Boundary, isMatch: false));
        _transitions.AsSpan(_stride, _stride).Fill(_stride);
        _memoryBytes = 2 * RowBytes;
    }
}

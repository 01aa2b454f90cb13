using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Meta;

namespace Hotpath.RegularExpressions.Engines.Backtracker;

/// <summary>
/// Scratch for <see cref="BoundedBacktracker"/>: the visited bitset, the frame stack, the save log and
/// the current path's slots. Grows to the largest search seen (bounded by the visited budget), then never
/// allocates again. Not thread-safe.
/// </summary>
internal sealed class BacktrackerCache(int slotCount)
{
    private ulong[] _visited = [];
    private int[] _frames = new int[64];
    private int _stepsUntilCheck = StrategyCache.StepsPerTimeoutCheck;
    private int[] _log = [];
    private int _logLength;

    /// <summary>The current path's slots (captures, then loop marks).</summary>
    public int[] Slots { get; } = new int[slotCount];

    /// <summary>Deterministic work counter: visits over this cache's lifetime (for tests).</summary>
    public long Steps { get; private set; }

    /// <summary>Prepares a search needing <paramref name="bits"/> visited bits.</summary>
    public void Reset(long bits)
    {
        int words = (int)((bits + 63) / 64);
        if (_visited.Length < words) _visited = new ulong[words];
        else _visited.AsSpan(0, words).Clear();
        _logLength = 0;
    }

    /// <summary>The frame stack's storage; a search keeps its top in a local.</summary>
    public int[] Frames => _frames;

    /// <summary>Doubles the frame stack's storage (keeping its frames) and returns it.</summary>
    public int[] GrowFrames()
    {
        Array.Resize(ref _frames, _frames.Length * 2);
        return _frames;
    }

    /// <summary>The current path's saves in order, as (slot, position) pairs (when the search logs them).</summary>
    public ReadOnlySpan<int> SaveLog => _log.AsSpan(0, _logLength);

    /// <summary>The save log's length, to truncate it back to when the search backs up (see <see cref="TruncateLog"/>).</summary>
    public int LogLength => _logLength;

    /// <summary>Appends a save to the log.</summary>
    public void AppendLog(int slot, int position)
    {
        if (_logLength + 2 > _log.Length) Array.Resize(ref _log, Math.Max(16, _log.Length * 2));
        _log[_logLength] = slot;
        _log[_logLength + 1] = position;
        _logLength += 2;
    }

    /// <summary>Drops the saves logged after the log had <paramref name="length"/> entries.</summary>
    public void TruncateLog(int length) => _logLength = length;

    /// <summary>
    /// Marks the <paramref name="count"/> bits from <paramref name="first"/> visited (one state at
    /// consecutive positions); false when any of them already was.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryVisitRun(long first, int count)
    {
        bool fresh = true;
        long end = first + count;
        for (long bit = first; bit < end;)
        {
            int shift = (int)(bit & 63);
            int width = (int)Math.Min(64 - shift, end - bit);
            ulong mask = (width == 64 ? ulong.MaxValue : (1UL << width) - 1) << shift;
            ref ulong word = ref _visited[bit >> 6];
            fresh &= (word & mask) == 0;
            word |= mask;
            bit += width;
        }
        return fresh;
    }

    /// <summary>The visited bitset of the current search (as sized by <see cref="Reset"/>).</summary>
    public Span<ulong> Visited => _visited;

    /// <summary>How many steps remain before the next clock read (searches count down in a local and hand it back).</summary>
    public int StepsUntilCheck => _stepsUntilCheck;

    /// <summary>
    /// Records <paramref name="steps"/> steps counted by a search whose next clock read was due at step
    /// <paramref name="timeoutAt"/>, so that the next search reads the clock where this one would have.
    /// </summary>
    public void RecordSteps(long steps, long timeoutAt)
    {
        Steps += steps;
        _stepsUntilCheck = (int)Math.Max(1, timeoutAt - steps);
    }
}

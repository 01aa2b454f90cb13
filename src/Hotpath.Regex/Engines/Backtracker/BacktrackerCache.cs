using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Meta;

namespace Hotpath.RegularExpressions.Engines.Backtracker;

/// <summary>
/// Scratch for <see cref="BoundedBacktracker"/>: the visited bitset, the work stack and the current
/// path's slots. Grows to the largest search seen (bounded by the visited budget), then never
/// allocates again. Not thread-safe.
/// </summary>
internal sealed class BacktrackerCache(int slotCount)
{
    /// <summary>Frame kind: explore (state, position).</summary>
    public const int Explore = 0;

    /// <summary>Frame kind: restore (slot, value) when backing up.</summary>
    public const int Restore = 1;

    // Frame kind: truncate the save log to (length) when backing up; handled inside TryPop.
    private const int TruncateLog = 2;

    private ulong[] _visited = [];
    private int[] _stack = new int[96];
    private int _top;
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
        _top = 0;
        _logLength = 0;
    }

    /// <summary>The current path's saves in order, as (slot, position) pairs (when the search logs them).</summary>
    public ReadOnlySpan<int> SaveLog => _log.AsSpan(0, _logLength);

    /// <summary>Appends a save to the log, and a frame that removes it again when the search backs up past it.</summary>
    public void LogSave(int slot, int position)
    {
        PushFrame(TruncateLog, _logLength, 0);
        if (_logLength + 2 > _log.Length) Array.Resize(ref _log, Math.Max(16, _log.Length * 2));
        _log[_logLength] = slot;
        _log[_logLength + 1] = position;
        _logLength += 2;
    }

    /// <summary>
    /// Marks the <paramref name="count"/> bits from <paramref name="first"/> visited (one state at
    /// consecutive positions); false when any of them already was.
    /// </summary>
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

    /// <summary>Records <paramref name="steps"/> steps counted by a search that left <paramref name="untilCheck"/> before the next clock read.</summary>
    public void RecordSteps(long steps, int untilCheck)
    {
        Steps += steps;
        _stepsUntilCheck = untilCheck;
    }

    /// <summary>Pushes an explore frame.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Push(int state, int position) => PushFrame(Explore, state, position);

    /// <summary>Pushes a restore frame.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void PushRestore(int slot, int value) => PushFrame(Restore, slot, value);

    /// <summary>Pops the top frame.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPop(out int kind, out int a, out int b)
    {
        while (_top != 0)
        {
            _top -= 3;
            kind = _stack[_top];
            a = _stack[_top + 1];
            b = _stack[_top + 2];
            if (kind != TruncateLog) return true;
            _logLength = a;
        }
        kind = a = b = 0;
        return false;
    }

    /// <summary>Drops every frame (after a match).</summary>
    public void ClearStack() => _top = 0;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void PushFrame(int kind, int a, int b)
    {
        if (_top + 3 > _stack.Length) Array.Resize(ref _stack, _stack.Length * 2);
        _stack[_top] = kind;
        _stack[_top + 1] = a;
        _stack[_top + 2] = b;
        _top += 3;
    }
}

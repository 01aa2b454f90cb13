using System.Runtime.CompilerServices;

namespace Hotpath.RegularExpressions.Engines.Backtracker;

/// <summary>
/// The <see cref="BoundedBacktracker"/>'s stack of pending work, two ints a frame, in the cache's storage:
/// an explore frame (state, position) to resume, a restore frame (slot, value) to undo a save, or a
/// truncate frame (log length) to undo logged saves. A search holds it in a local, so its top lives in a
/// register rather than in the cache. It counts its explore frames: while there are none, a failure ends
/// the search, so saves need no restore frames (the start of a line's parse, before its first choice).
/// </summary>
internal struct FrameStack(BacktrackerCache cache)
{
    // Restore frames store -1 - slot (slots are never negative); this tag marks truncate frames.
    private const int TruncateLogTag = int.MinValue;

    private int[] _frames = cache.Frames;
    private int _top;
    private int _explores;

    /// <summary>Whether a failure can still resume somewhere (an explore frame is pending).</summary>
    public readonly bool CanBacktrack => _explores != 0;

    /// <summary>Pushes an explore frame.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void PushExplore(int state, int position)
    {
        Push(state, position);
        _explores++;
    }

    /// <summary>Pushes a frame that gives <paramref name="slot"/> back <paramref name="value"/> when the search backs up past it.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void PushRestore(int slot, int value) => Push(-1 - slot, value);

    /// <summary>Pushes a frame that truncates the cache's save log back to <paramref name="length"/> when the search backs up past it.</summary>
    public void PushTruncateLog(int length) => Push(TruncateLogTag, length);

    /// <summary>
    /// Pops frames down to the topmost explore frame, undoing restores (into <paramref name="slots"/>) and log
    /// truncations on the way; false when none is left.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPopExplore(Span<int> slots, out int state, out int position)
    {
        while (_top != 0)
        {
            _top -= 2;
            int a = _frames[_top];
            int b = _frames[_top + 1];
            if (a >= 0)
            {
                _explores--;
                (state, position) = (a, b);
                return true;
            }
            if (a == TruncateLogTag) cache.TruncateLog(b);
            else slots[-1 - a] = b;
        }
        state = position = 0;
        return false;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void Push(int a, int b)
    {
        if (_top + 2 > _frames.Length) _frames = cache.GrowFrames();
        _frames[_top] = a;
        _frames[_top + 1] = b;
        _top += 2;
    }
}

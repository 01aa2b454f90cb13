using Hotpath.RegularExpressions.Nfa;

namespace Hotpath.RegularExpressions.Engines.PikeVm;

/// <summary>
/// Scratch space for <see cref="PikeVm"/> searches over one NFA: two thread lists with their slot
/// tables, the closure stack and the current thread's slots. Sized at creation, so a search never
/// allocates (the stack may grow once on a pathological closure). Not thread-safe.
/// </summary>
internal sealed class PikeVmCache
{
    internal PikeVmCache(ThompsonNfa nfa)
    {
        int keys = nfa.StateCount * nfa.VariantCount;
        int stride = nfa.SlotCount + nfa.MarkCount;
        Current = new ThreadList(keys, stride);
        Next = new ThreadList(keys, stride);
        Scratch = new int[stride];
        Stack = new int[2 * keys + 16];
    }

    /// <summary>The threads at the current position, in priority order.</summary>
    internal ThreadList Current { get; set; }

    /// <summary>The threads at the next position.</summary>
    internal ThreadList Next { get; set; }

    /// <summary>The slots of the thread being followed through its epsilon closure.</summary>
    internal int[] Scratch { get; }

    /// <summary>The closure's work stack: pairs (state, 0) to explore or (~slot, value) to restore.</summary>
    internal int[] Stack { get; set; }

    /// <summary>
    /// Deterministic work counter: closure states visited over this cache's lifetime. Tests use it to
    /// show the search is linear (never clocks).
    /// </summary>
    internal long Steps { get; set; }

    /// <summary>Swaps <see cref="Current"/> and <see cref="Next"/>.</summary>
    internal void Swap() => (Current, Next) = (Next, Current);
}

/// <summary>A priority-ordered set of threads keyed by (state, variant), each with its slots.</summary>
internal sealed class ThreadList(int keys, int maxStride)
{
    /// <summary>The keys in priority order.</summary>
    public SparseSet Keys { get; } = new(keys);

    /// <summary>The slots of each key, <c>stride</c> ints per key.</summary>
    public int[] Slots { get; } = new int[keys * Math.Max(1, maxStride)];
}

using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Nfa;

namespace Hotpath.RegularExpressions.Engines.PikeVm;

/// <summary>
/// Simulates a <see cref="ThompsonNfa"/> in lockstep over the input (Pike's VM): every thread advances
/// one unit per step, threads are kept in priority order, and a (state, variant) key reached a second
/// time at the same position is dropped because the earlier thread has the same future and a higher
/// priority. That yields .NET's leftmost-first match and captures in O(states × input) time.
/// Immutable and thread-safe; scratch lives in a <see cref="PikeVmCache"/>.
/// </summary>
internal sealed class PikeVm
{
    private readonly ThompsonNfa _nfa;
    private readonly LookKind? _startAnchor;

    /// <summary>Creates the VM for <paramref name="nfa"/>.</summary>
    public PikeVm(ThompsonNfa nfa)
    {
        _nfa = nfa;
        _startAnchor = FindStartAnchor(nfa);
    }

    /// <summary>Creates scratch space for this VM.</summary>
    public PikeVmCache CreateCache() => new(_nfa);

    /// <summary>
    /// The leftmost-first match's bounds from <paramref name="start"/> (caller offsets), or false. Kept out of
    /// line: the two-slot buffer is stack memory, and a caller that holds it pays for zeroing it and for a
    /// stack guard on every call, even on the DFA paths that never reach the PikeVM.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public bool FindSpan<THaystack>(scoped ref THaystack haystack, SearchStart start, PikeVmCache cache, StrategyCache timeout, out int matchStart, out int matchEnd)
        where THaystack : struct, IHaystack, allows ref struct
    {
        Span<int> span = stackalloc int[2];
        bool found = Search(ref haystack, start, cache, timeout, slotsUsed: 2, earliest: false, span);
        (matchStart, matchEnd) = found ? (span[0], span[1]) : (-1, -1);
        return found;
    }

    /// <summary>
    /// Searches from <paramref name="start"/> (caller offsets). Fills the first <paramref name="slotsUsed"/>
    /// slots into <paramref name="slots"/> (as caller offsets) when a match is found. With
    /// <paramref name="earliest"/>, stops at the first match of any priority (for is-match questions).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public bool Search<THaystack>(
        scoped ref THaystack haystack,
        SearchStart start,
        PikeVmCache cache,
        StrategyCache timeout,
        int slotsUsed,
        bool earliest,
        scoped Span<int> slots)
        where THaystack : struct, IHaystack, allows ref struct
    {
        int stride = slotsUsed + _nfa.MarkCount;
        int variants = _nfa.VariantCount;
        int position = haystack.ToPosition(start.Position);
        int anchor = haystack.ToPosition(start.Anchor);
        bool matched = false;
        int workSinceCheck = 0;
        cache.Current.Keys.Clear();
        ReadOnlySpan<NfaState> states = _nfa.States;
        Span<int> scratch = cache.Scratch.AsSpan(0, stride);

        while (true)
        {
            if (!matched && MayStartAt(position, anchor))
            {
                scratch.Fill(-1);
                Closure(ref haystack, cache, cache.Current, _nfa.Start, position, anchor, slotsUsed, stride, scratch);
            }
            ThreadList current = cache.Current;
            if (current.Keys.Count == 0 && (matched || _startAnchor is not null))
            {
                break; // nothing alive and no thread may start later
            }

            bool hasUnit = haystack.TryRead(position, out char unit, out int nextPosition);
            int classId = hasUnit ? _nfa.Classes.ClassOf(unit) : -1;
            cache.Next.Keys.Clear();
            for (int i = 0; i < current.Keys.Count; i++)
            {
                int key = current.Keys[i];
                int stateId = variants == 1 ? key : key / variants;
                NfaState state = states[stateId];
                if (state.Kind == NfaStateKind.Match)
                {
                    matched = true;
                    CopyMatch(ref haystack, current.Slots.AsSpan(key * stride, slotsUsed), slots);
                    if (earliest) return true;
                    break; // lower-priority threads can no longer win
                }
                if (hasUnit && state.Kind == NfaStateKind.Class && _nfa.ClassSetContains(state.Arg, classId))
                {
                    current.Slots.AsSpan(key * stride, stride).CopyTo(scratch);
                    Closure(ref haystack, cache, cache.Next, state.Next, nextPosition, anchor, slotsUsed, stride, scratch);
                }
            }

            workSinceCheck += current.Keys.Count + 1;
            if (workSinceCheck >= StrategyCache.StepsPerTimeoutCheck)
            {
                workSinceCheck = 0;
                timeout.ThrowIfTimedOut();
            }
            cache.Swap();
            if (!hasUnit) break;
            position = nextPosition;
        }

        return matched;
    }

    private bool MayStartAt(int position, int anchor) => _startAnchor switch
    {
        LookKind.Start => position == 0,
        LookKind.SearchStart => position == anchor,
        _ => true,
    };

    private static void CopyMatch<THaystack>(scoped ref THaystack haystack, ReadOnlySpan<int> threadSlots, scoped Span<int> slots)
        where THaystack : struct, IHaystack, allows ref struct
    {
        for (int s = 0; s < threadSlots.Length; s++)
        {
            int p = threadSlots[s];
            slots[s] = p < 0 ? -1 : (s & 1) == 0 ? haystack.ToStartOffset(p) : haystack.ToEndOffset(p);
        }
    }

    // Follows every epsilon path from `stateId` at `position` depth-first in priority order, adding
    // each state reached (keyed by variant) to `list`; consuming and match states keep a copy of the
    // thread's slots. Slot writes are undone through restore frames when the search backs up.
    private void Closure<THaystack>(
        scoped ref THaystack haystack,
        PikeVmCache cache,
        ThreadList list,
        int stateId,
        int position,
        int anchor,
        int slotsUsed,
        int stride,
        Span<int> scratch)
        where THaystack : struct, IHaystack, allows ref struct
    {
        ReadOnlySpan<NfaState> states = _nfa.States;
        int variants = _nfa.VariantCount;
        int[] stack = cache.Stack;
        int top = 0;
        Push(ref stack, ref top, stateId, 0, cache);
        long steps = 0;
        while (top > 0)
        {
            top -= 2;
            int frame = stack[top];
            if (frame < 0)
            {
                scratch[~frame] = stack[top + 1];
                continue;
            }
            int id = frame;
            while (true)
            {
                int variant = variants == 1 ? 0 : _nfa.EmptyDepthOf(id, scratch[slotsUsed..], position);
                int key = id * variants + variant;
                if (!list.Keys.Insert(key)) break;
                steps++;
                NfaState state = states[id];
                switch (state.Kind)
                {
                    case NfaStateKind.Class:
                    case NfaStateKind.Match:
                        scratch.CopyTo(list.Slots.AsSpan(key * stride, stride));
                        goto NextFrame;
                    case NfaStateKind.Fail:
                        goto NextFrame;
                    case NfaStateKind.Goto:
                        id = state.Next;
                        continue;
                    case NfaStateKind.Split:
                        Push(ref stack, ref top, state.Alt, 0, cache);
                        id = state.Next;
                        continue;
                    case NfaStateKind.GuardGreedy:
                    case NfaStateKind.GuardLazy:
                        if (scratch[slotsUsed + state.Arg] == position)
                        {
                            id = state.Alt; // an empty iteration ends the loop
                        }
                        else if (state.Kind == NfaStateKind.GuardGreedy)
                        {
                            Push(ref stack, ref top, state.Alt, 0, cache);
                            id = state.Next;
                        }
                        else
                        {
                            Push(ref stack, ref top, state.Next, 0, cache);
                            id = state.Alt;
                        }
                        continue;
                    case NfaStateKind.Look:
                        if (!LookEvaluator.Holds((LookKind)state.Arg, ref haystack, position, anchor)) goto NextFrame;
                        id = state.Next;
                        continue;
                    case NfaStateKind.Save:
                        if (state.Arg < slotsUsed)
                        {
                            Push(ref stack, ref top, ~state.Arg, scratch[state.Arg], cache);
                            scratch[state.Arg] = position;
                        }
                        id = state.Next;
                        continue;
                    case NfaStateKind.Mark:
                        int markSlot = slotsUsed + state.Arg;
                        Push(ref stack, ref top, ~markSlot, scratch[markSlot], cache);
                        scratch[markSlot] = position;
                        id = state.Next;
                        continue;
                }
            }
        NextFrame:;
        }
        cache.Steps += steps;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void Push(ref int[] stack, ref int top, int a, int b, PikeVmCache cache)
    {
        if (top + 2 > stack.Length)
        {
            Array.Resize(ref stack, stack.Length * 2);
            cache.Stack = stack;
        }
        stack[top] = a;
        stack[top + 1] = b;
        top += 2;
    }

    // A pattern whose every match must begin at the input start (\A) or search start (\G) only needs
    // threads seeded there.
    private static LookKind? FindStartAnchor(ThompsonNfa nfa)
    {
        int id = nfa.Start;
        while (nfa.States[id].Kind is NfaStateKind.Save or NfaStateKind.Goto) id = nfa.States[id].Next;
        NfaState first = nfa.States[id];
        return first.Kind == NfaStateKind.Look && (LookKind)first.Arg is LookKind.Start or LookKind.SearchStart
            ? (LookKind)first.Arg
            : null;
    }
}

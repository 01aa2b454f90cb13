using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Hotpath.Text;

internal sealed partial class SubstringNeedle<T>
{
    /// <summary>The index of the last window of <paramref name="haystack"/> that matches, or -1.</summary>
    public int LastIndexOf<TFolding>(ReadOnlySpan<T> haystack) where TFolding : IUnitFolding<T>
    {
        int positions = haystack.Length - Length + 1;
        if (positions <= 0) return -1;
        if (IsUnitwise<TFolding>() && Length == 1 && CaseBits is null) return haystack.LastIndexOf(Units[0]);
        if (_hasProbes && VectorPaths.Enabled)
        {
            if (ProbeVector512<T>.IsAccelerated && positions >= ProbeVector512<T>.Count)
                return _probes.HasThird
                    ? LastIndexOfVectorized<TFolding, ProbeVector512<T>, ThreeProbes>(haystack)
                    : LastIndexOfVectorized<TFolding, ProbeVector512<T>, TwoProbes>(haystack);
            if (ProbeVector256<T>.IsAccelerated && positions >= ProbeVector256<T>.Count)
                return _probes.HasThird
                    ? LastIndexOfVectorized<TFolding, ProbeVector256<T>, ThreeProbes>(haystack)
                    : LastIndexOfVectorized<TFolding, ProbeVector256<T>, TwoProbes>(haystack);
            if (ProbeVector128<T>.IsAccelerated && positions >= ProbeVector128<T>.Count)
                return _probes.HasThird
                    ? LastIndexOfVectorized<TFolding, ProbeVector128<T>, ThreeProbes>(haystack)
                    : LastIndexOfVectorized<TFolding, ProbeVector128<T>, TwoProbes>(haystack);
        }
        return LastIndexOfScalar<TFolding>(haystack);
    }

    private int LastIndexOfVectorized<TFolding, TVector, TArity>(ReadOnlySpan<T> haystack)
        where TFolding : IUnitFolding<T>
        where TVector : struct, IProbeVector<TVector, T>
        where TArity : IProbeArity
    {
        ref T start = ref MemoryMarshal.GetReference(haystack);
        int count = TVector.Count;
        int last = haystack.Length - Length;
        long verified = 0;

        // `position` is the highest window start not yet checked; blocks end at it.
        for (int position = last; position >= 0;)
        {
            int block;
            ulong mask;
            if (position >= count - 1)
            {
                block = ProbeScan<T, TVector, TArity>.NextBackward<TFolding>(ref start, position - count + 1, in _probes, out mask);
                if (block < 0)
                {
                    // Blocks stepped past 0; the windows below the last block checked remain.
                    position = (position - count + 1) % count - 1;
                    continue;
                }
                position = block + count - 1;
            }
            else
            {
                // The first block is shifted forward to start at 0; lanes past `position` were already checked.
                block = 0;
                mask = ProbeScan<T, TVector, TArity>.BlockMask<TFolding>(ref start, 0, in _probes);
                if (position < 63) mask &= (1UL << (position + 1)) - 1;
            }

            while (mask != 0)
            {
                int candidate = block + 63 - BitOperations.LeadingZeroCount(mask);
                verified += Length;
                if (TFolding.WindowEquals(ref Unsafe.Add(ref start, candidate), this))
                {
                    SearchStats.Add(verified);
                    return candidate;
                }
                if (HasBackwardFallback && ShouldFallBack(verified, last - candidate))
                {
                    SearchStats.Add(verified);
                    return FallBackBackward<TFolding>(haystack, candidate - 1);
                }
                mask &= ~(1UL << (candidate - block));
            }
            position = block - 1;
        }
        SearchStats.Add(verified);
        return -1;
    }

    private int LastIndexOfScalar<TFolding>(ReadOnlySpan<T> haystack) where TFolding : IUnitFolding<T>
    {
        int last = haystack.Length - Length;
        if (!_hasProbes && HasBackwardFallback) return FallBackBackward<TFolding>(haystack, last);

        // Without probes and Two-Way every window is verified: the backward twin of the one non-linear path.
        ref T start = ref MemoryMarshal.GetReference(haystack);
        ref readonly CandidateProbes<T> probes = ref _probes;
        long verified = 0;
        for (int candidate = last; candidate >= 0; candidate--)
        {
            ref T at = ref Unsafe.Add(ref start, candidate);
            if (_hasProbes && !probes.MatchesAt(ref at)) continue;
            verified += Length;
            if (TFolding.WindowEquals(ref at, this))
            {
                SearchStats.Add(verified);
                return candidate;
            }
            if (HasBackwardFallback && ShouldFallBack(verified, last - candidate))
            {
                SearchStats.Add(verified);
                return FallBackBackward<TFolding>(haystack, candidate - 1);
            }
        }
        SearchStats.Add(verified);
        return -1;
    }

    private bool HasBackwardFallback => _backward is not null || _elementForward is not null;

    // Searches windows starting at or before `lastStart`: Two-Way reading the haystack backwards with the reversed
    // needle, or else the element matcher reading it forwards and keeping its last match. Matches have the
    // needle's length (UTF-16 case-insensitive matches always do), so they fit in the prefix ending with the window.
    private int FallBackBackward<TFolding>(ReadOnlySpan<T> haystack, int lastStart) where TFolding : IUnitFolding<T>
    {
        if (lastStart < 0) return -1;
        ReadOnlySpan<T> prefix = haystack[..(lastStart + Length)];
        long steps = 0;
        int found;
        if (_backward is not null)
        {
            found = _backward.Search<TFolding, Backward>(prefix, ref steps);
            found = found < 0 ? -1 : prefix.Length - found - Length;
        }
        else
        {
            found = _elementForward!.LastIndexOf(prefix, out _, ref steps);
        }
        SearchStats.Add(steps);
        return found;
    }
}

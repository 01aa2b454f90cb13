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
        if (_probes is { } probes && VectorPaths.Enabled)
        {
            if (ProbeVector512<T>.IsAccelerated && positions >= ProbeVector512<T>.Count)
                return LastIndexOfVectorized<TFolding, ProbeVector512<T>>(haystack, probes);
            if (ProbeVector256<T>.IsAccelerated && positions >= ProbeVector256<T>.Count)
                return LastIndexOfVectorized<TFolding, ProbeVector256<T>>(haystack, probes);
            if (ProbeVector128<T>.IsAccelerated && positions >= ProbeVector128<T>.Count)
                return LastIndexOfVectorized<TFolding, ProbeVector128<T>>(haystack, probes);
        }
        return LastIndexOfScalar<TFolding>(haystack);
    }

    private int LastIndexOfVectorized<TFolding, TVector>(ReadOnlySpan<T> haystack, ProbePair<T> probes)
        where TFolding : IUnitFolding<T>
        where TVector : struct, IProbeVector<TVector, T>
    {
        ref T start = ref MemoryMarshal.GetReference(haystack);
        TVector value1 = TVector.Create(probes.Value1), caseBits1 = TVector.Create(probes.CaseBits1);
        TVector value2 = TVector.Create(probes.Value2), caseBits2 = TVector.Create(probes.CaseBits2);
        int offset1 = probes.Offset1, offset2 = probes.Offset2;
        int count = TVector.Count;
        int last = haystack.Length - Length;
        long verified = 0;

        for (int position = last; position >= 0;)
        {
            // A block ends at `position`; the first block is shifted forward to start at 0 and its lanes past
            // `position` (already checked) are masked off.
            int block = Math.Max(position - count + 1, 0);
            ref T at = ref Unsafe.Add(ref start, block);
            ulong mask = TVector.ToMask(TVector.And(
                TVector.Matches(TVector.Load(ref Unsafe.Add(ref at, offset1)), caseBits1, value1),
                TVector.Matches(TVector.Load(ref Unsafe.Add(ref at, offset2)), caseBits2, value2)));
            int lanes = position - block + 1;
            if (lanes < 64) mask &= (1UL << lanes) - 1;
            while (mask != 0)
            {
                int candidate = block + 63 - BitOperations.LeadingZeroCount(mask);
                verified += Length;
                if (TFolding.WindowEquals(ref Unsafe.Add(ref start, candidate), this))
                {
                    SearchStats.Add(verified);
                    return candidate;
                }
                if (_backward is not null && ShouldFallBack(verified, last - candidate))
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
        if (_probes is not { } probes)
        {
            return _backward is not null ? FallBackBackward<TFolding>(haystack, last) : LastIndexOfByVerifying<TFolding>(haystack);
        }
        ref T start = ref MemoryMarshal.GetReference(haystack);
        long verified = 0;
        for (int candidate = last; candidate >= 0; candidate--)
        {
            ref T at = ref Unsafe.Add(ref start, candidate);
            if ((Unsafe.Add(ref at, probes.Offset1) | probes.CaseBits1) != probes.Value1 ||
                (Unsafe.Add(ref at, probes.Offset2) | probes.CaseBits2) != probes.Value2)
            {
                continue;
            }
            verified += Length;
            if (TFolding.WindowEquals(ref at, this))
            {
                SearchStats.Add(verified);
                return candidate;
            }
            if (_backward is not null && ShouldFallBack(verified, last - candidate))
            {
                SearchStats.Add(verified);
                return FallBackBackward<TFolding>(haystack, candidate - 1);
            }
        }
        SearchStats.Add(verified);
        return -1;
    }

    // The backward twin of IndexOfByVerifying: the one non-linear path, for needles with no probe and no exact folding.
    private int LastIndexOfByVerifying<TFolding>(ReadOnlySpan<T> haystack) where TFolding : IUnitFolding<T>
    {
        ref T start = ref MemoryMarshal.GetReference(haystack);
        int last = haystack.Length - Length;
        for (int candidate = last; candidate >= 0; candidate--)
        {
            if (TFolding.WindowEquals(ref Unsafe.Add(ref start, candidate), this))
            {
                SearchStats.Add((long)(last - candidate + 1) * Length);
                return candidate;
            }
        }
        SearchStats.Add((long)(last + 1) * Length);
        return -1;
    }

    // Searches windows starting at or before `lastStart`, reading the haystack backwards with the reversed needle.
    private int FallBackBackward<TFolding>(ReadOnlySpan<T> haystack, int lastStart) where TFolding : IUnitFolding<T>
    {
        if (lastStart < 0) return -1;
        ReadOnlySpan<T> prefix = haystack[..(lastStart + Length)];
        long steps = 0;
        int found = _backward!.Search<TFolding, Backward>(prefix, ref steps);
        SearchStats.Add(steps);
        return found < 0 ? -1 : prefix.Length - found - Length;
    }
}

using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Hotpath.Text;

internal sealed partial class SubstringNeedle<T>
{
    /// <summary>The index of the first window of <paramref name="haystack"/> that matches, or -1.</summary>
    public int IndexOf<TFolding>(ReadOnlySpan<T> haystack) where TFolding : IUnitFolding<T>
    {
        int positions = haystack.Length - Length + 1;
        if (positions <= 0) return -1;
        if (_probes is { } probes && VectorPaths.Enabled)
        {
            if (ProbeVector512<T>.IsAccelerated && positions >= ProbeVector512<T>.Count)
                return IndexOfVectorized<TFolding, ProbeVector512<T>>(haystack, probes);
            if (ProbeVector256<T>.IsAccelerated && positions >= ProbeVector256<T>.Count)
                return IndexOfVectorized<TFolding, ProbeVector256<T>>(haystack, probes);
            if (ProbeVector128<T>.IsAccelerated && positions >= ProbeVector128<T>.Count)
                return IndexOfVectorized<TFolding, ProbeVector128<T>>(haystack, probes);
        }
        return IndexOfScalar<TFolding>(haystack);
    }

    private int IndexOfVectorized<TFolding, TVector>(ReadOnlySpan<T> haystack, ProbePair<T> probes)
        where TFolding : IUnitFolding<T>
        where TVector : struct, IProbeVector<TVector, T>
    {
        ref T start = ref MemoryMarshal.GetReference(haystack);
        TVector value1 = TVector.Create(probes.Value1), caseBits1 = TVector.Create(probes.CaseBits1);
        TVector value2 = TVector.Create(probes.Value2), caseBits2 = TVector.Create(probes.CaseBits2);
        int offset1 = probes.Offset1, offset2 = probes.Offset2;
        int last = haystack.Length - Length;
        int lastBlock = last - TVector.Count + 1;
        long verified = 0;

        for (int position = 0; position <= last;)
        {
            // The final block is shifted back to end at the last position; the already checked lanes are shifted out.
            int block = Math.Min(position, lastBlock);
            ref T at = ref Unsafe.Add(ref start, block);
            ulong mask = TVector.ToMask(TVector.And(
                TVector.Matches(TVector.Load(ref Unsafe.Add(ref at, offset1)), caseBits1, value1),
                TVector.Matches(TVector.Load(ref Unsafe.Add(ref at, offset2)), caseBits2, value2)));
            mask >>= position - block;
            while (mask != 0)
            {
                int candidate = position + BitOperations.TrailingZeroCount(mask);
                verified += Length;
                if (TFolding.WindowEquals(ref Unsafe.Add(ref start, candidate), this))
                {
                    SearchStats.Add(verified);
                    return candidate;
                }
                if (_forward is not null && ShouldFallBack(verified, candidate))
                {
                    SearchStats.Add(verified);
                    return FallBackForward<TFolding>(haystack, candidate + 1);
                }
                mask &= mask - 1;
            }
            position = block + TVector.Count;
        }
        SearchStats.Add(verified);
        return -1;
    }

    private int IndexOfScalar<TFolding>(ReadOnlySpan<T> haystack) where TFolding : IUnitFolding<T>
    {
        if (_probes is not { } probes)
        {
            return _forward is not null ? FallBackForward<TFolding>(haystack, 0) : IndexOfByVerifying<TFolding>(haystack);
        }
        ref T start = ref MemoryMarshal.GetReference(haystack);
        int last = haystack.Length - Length;
        long verified = 0;
        for (int candidate = 0; candidate <= last; candidate++)
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
            if (_forward is not null && ShouldFallBack(verified, candidate))
            {
                SearchStats.Add(verified);
                return FallBackForward<TFolding>(haystack, candidate + 1);
            }
        }
        SearchStats.Add(verified);
        return -1;
    }

    // Only for needles with neither probes nor an exact per-unit folding (OrdinalIgnoreCase needles made of
    // cased non-ASCII units and surrogates): every window is verified, so this is the one non-linear path.
    private int IndexOfByVerifying<TFolding>(ReadOnlySpan<T> haystack) where TFolding : IUnitFolding<T>
    {
        ref T start = ref MemoryMarshal.GetReference(haystack);
        int last = haystack.Length - Length;
        for (int candidate = 0; candidate <= last; candidate++)
        {
            if (TFolding.WindowEquals(ref Unsafe.Add(ref start, candidate), this))
            {
                SearchStats.Add((long)(candidate + 1) * Length);
                return candidate;
            }
        }
        SearchStats.Add((long)(last + 1) * Length);
        return -1;
    }

    private int FallBackForward<TFolding>(ReadOnlySpan<T> haystack, int from) where TFolding : IUnitFolding<T>
    {
        long steps = 0;
        int found = _forward!.Search<TFolding, Forward>(haystack[from..], ref steps);
        SearchStats.Add(steps);
        return found < 0 ? -1 : from + found;
    }
}

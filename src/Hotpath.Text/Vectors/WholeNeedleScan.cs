using System.Diagnostics;
using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Hotpath.Text;

/// <summary>
/// The filter for short needles (up to <see cref="MaxLength"/> units) that compares every needle unit, so each
/// surviving lane is a match and nothing is verified. Needles like <c>" and "</c> have thousands of matches, and
/// with a two- or three-probe filter every one costs a verification and a return to the caller; here a match
/// costs a few mask operations inside the loop. Work: <see cref="MaxLength"/> vector compares per
/// <c>TVector.Count</c> window starts, linear in the haystack. Exact for needles whose windows match when
/// <c>(unit | caseBits) == value</c> at every position (ordinal, and ASCII case-insensitive).
/// </summary>
internal static partial class WholeNeedleScan<T, TVector>
    where T : unmanaged, IBinaryInteger<T>
    where TVector : struct, IProbeVector<TVector, T>
{
    /// <summary>The longest needle compared whole; longer ones cost more loads per window than verification saves.</summary>
    public const int MaxLength = 6;

    /// <summary>Window starts per loop step: two vectors when their masks fit one <see cref="ulong"/> together, else one.</summary>
    public static int Stride
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => TVector.Count <= 32 ? 2 * TVector.Count : TVector.Count;
    }

    /// <summary>
    /// The number of non-overlapping matches left to right. Needs at least <see cref="Stride"/> windows. With
    /// <paramref name="collected"/> not empty, writes the first matches' starts there
    /// and returns how many it wrote: fewer than its length only when the text holds no more. An enumerator fills a
    /// buffer this way so that its matches cost what a count's do rather than a new search each; the scan stops in
    /// the block of the last match that fits, and the next fill starts after that match.
    /// </summary>
    /// <param name="haystack">The text.</param>
    /// <param name="values">The needle's units, letters lower-cased where <paramref name="caseBits"/> sets 0x20.</param>
    /// <param name="caseBits">Per unit, the bits OR-ed into the window unit before comparing (all zero for ordinal).</param>
    /// <param name="collected">Where to write the matches' starts instead of counting them; empty to count.</param>
    public static int Scan(ReadOnlySpan<T> haystack, ReadOnlySpan<T> values, ReadOnlySpan<T> caseBits, Span<int> collected)
    {
        var state = new ScanState();
        if (ShiftedScanTakes(haystack, values))
        {
            int filled = ScanBlocks(haystack, values, caseBits, collected, ref state);
            if (filled >= 0) return filled;
        }
        if (ComparesPackedUnits && IsPackable(values)) return ScanLength<PackedUnits>(haystack, values, caseBits, collected, state);
        return caseBits.IsEmpty || !caseBits.ContainsAnyExcept(caseBits[0])
            ? ScanLength<SharedCaseLanes>(haystack, values, caseBits, collected, state)
            : ScanLength<PerUnitCaseLanes>(haystack, values, caseBits, collected, state);
    }

    // Where a scan stands: the lowest window start not scanned, the matches counted (or collected), and the lowest
    // window start a counted match may take (matches do not overlap).
    private struct ScanState
    {
        public int Position, Found, Resume;
    }

    // The length becomes a type argument so that each loop is compiled for one length: the per-unit branches in
    // `Mismatches` fold away instead of costing a compare and jump per unit per vector (a fifth of the loop's
    // instructions for a three-unit needle, and taken jumps out of line for longer ones).
    private static int ScanLength<TLanes>(ReadOnlySpan<T> haystack, ReadOnlySpan<T> values, ReadOnlySpan<T> caseBits, Span<int> positions, ScanState state)
        where TLanes : struct, INeedleLanes<TLanes> => values.Length switch
        {
            <= 2 => Scan<TLanes, UpToTwoUnits>(haystack, values, caseBits, positions, state),
            3 => Scan<TLanes, ThreeUnits>(haystack, values, caseBits, positions, state),
            4 => Scan<TLanes, FourUnits>(haystack, values, caseBits, positions, state),
            5 => Scan<TLanes, FiveUnits>(haystack, values, caseBits, positions, state),
            _ => Scan<TLanes, SixUnits>(haystack, values, caseBits, positions, state),
        };

    // Scans from `state.Position` to the end, counting (or collecting) on from `state`.
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static int Scan<TLanes, TLength>(ReadOnlySpan<T> haystack, ReadOnlySpan<T> values, ReadOnlySpan<T> caseBits, Span<int> positions, ScanState state)
        where TLanes : struct, INeedleLanes<TLanes>
        where TLength : struct, INeedleLength
    {
        Debug.Assert(values.Length <= MaxLength && (values.Length == TLength.Units || (TLength.Units == 2 && values.Length < 2)));
        // Built here, a local of the scanning method, so the JIT keeps every vector in a register.
        TLanes lanes = TLanes.Create(values, caseBits);
        int length = values.Length;
        ref T start = ref MemoryMarshal.GetReference(haystack);
        int lastStride = haystack.Length - length - Stride + 1;
        int found = state.Found;
        int resume = state.Resume;
        int position = state.Position;
        // Two strides per iteration; the common case (no match) costs one branch.
        for (; position <= lastStride - Stride; position += 2 * Stride)
        {
            ulong low = StrideMatches<TLanes, TLength>(ref Unsafe.Add(ref start, position), length, lanes);
            ulong high = StrideMatches<TLanes, TLength>(ref Unsafe.Add(ref start, position + Stride), length, lanes);
            if ((low | high) == 0) continue;
            if (!Tally(low, position, length, ref found, ref resume, positions) || !Tally(high, position + Stride, length, ref found, ref resume, positions))
                return found;
        }
        for (; ; position += Stride)
        {
            // The final stride is shifted back to end at the last window. Its lanes that were already checked
            // need no masking: a match there lies before `resume` (counted or overlapped).
            bool final = position >= lastStride;
            int at = final ? lastStride : position;
            ulong mask = StrideMatches<TLanes, TLength>(ref Unsafe.Add(ref start, at), length, lanes);
            if (!Tally(mask, at, length, ref found, ref resume, positions) || final) return found;
        }
    }

    // Counts the matches in `mask` (bit i: a match at `at + i`) that start at or after `resume`, left to right,
    // moving `resume` past each one counted; with `positions` (a collecting scan), writes each one's start there
    // instead, and returns false once they are full.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool Tally(ulong mask, int at, int length, ref int found, ref int resume, Span<int> positions)
    {
        for (; mask != 0; mask &= mask - 1)
        {
            int match = at + BitOperations.TrailingZeroCount(mask);
            if (match < resume) continue;
            resume = match + length;
            if (positions.IsEmpty)
            {
                found++;
                continue;
            }
            positions[found++] = match;
            if (found == positions.Length) return false;
        }
        return true;
    }

    // Bit i set: the window at `window + i` equals the needle, for the Stride windows from `window`.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static ulong StrideMatches<TLanes, TLength>(ref T window, int length, in TLanes lanes)
        where TLanes : struct, INeedleLanes<TLanes>
        where TLength : struct, INeedleLength => TLanes.StrideMatches<TLength>(ref window, length, lanes);

    // StrideMatches for lanes that compare TVector.Count windows at once: one or two vectors of them.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static ulong VectorStrideMatches<TLanes, TLength>(ref T window, int length, in TLanes lanes)
        where TLanes : struct, IVectorLanes<TLanes>
        where TLength : struct, INeedleLength =>
        TVector.Count <= 32
            ? TLanes.Matches(TLanes.Mismatches<TLength>(ref window, length, lanes), TLanes.Mismatches<TLength>(ref Unsafe.Add(ref window, TVector.Count), length, lanes), lanes)
            : TLanes.Matches(TLanes.Mismatches<TLength>(ref window, length, lanes), lanes);

    // A needle length known to the JIT: `Units` is a constant in each instantiation (1 and 2 share one, as both
    // compare only the first and last unit).
    private interface INeedleLength
    {
        static abstract int Units { get; }
    }

    private struct UpToTwoUnits : INeedleLength
    {
        public static int Units => 2;
    }

    private struct ThreeUnits : INeedleLength
    {
        public static int Units => 3;
    }

    private struct FourUnits : INeedleLength
    {
        public static int Units => 4;
    }

    private struct FiveUnits : INeedleLength
    {
        public static int Units => 5;
    }

    private struct SixUnits : INeedleLength
    {
        public static int Units => 6;
    }

    // The needle broadcast to every lane, and how a stride of windows is compared with it. Each layout holds only
    // the vectors it compares (at most 12), so the JIT keeps them all in registers.
    private interface INeedleLanes<TSelf> where TSelf : struct, INeedleLanes<TSelf>
    {
        // Broadcasts the needle's units (letters lower-cased where `caseBits` sets 0x20).
        static abstract TSelf Create(ReadOnlySpan<T> values, ReadOnlySpan<T> caseBits);

        // Bit i set: the window at `window + i` equals the needle, for the Stride windows from `window`.
        static abstract ulong StrideMatches<TLength>(ref T window, int length, in TSelf lanes) where TLength : struct, INeedleLength;
    }

    // Lanes that compare TVector.Count windows, one unit per lane (see VectorStrideMatches).
    private interface IVectorLanes<TSelf> : INeedleLanes<TSelf> where TSelf : struct, IVectorLanes<TSelf>
    {
        // For the TVector.Count windows from `window`: zero in the lanes whose window equals the needle, once
        // `Matches` has dropped the bits it ignores.
        static abstract TVector Mismatches<TLength>(ref T window, int length, in TSelf lanes) where TLength : struct, INeedleLength;

        // Bit i set: lane i of `mismatches` says its window matches.
        static abstract ulong Matches(TVector mismatches, in TSelf lanes);

        // The same for two vectors of windows, `low`'s in the low TVector.Count bits (TVector.Count up to 32).
        static abstract ulong Matches(TVector low, TVector high, in TSelf lanes);
    }

    // Every unit has the same case bits (ordinal needles, and case-insensitive needles of letters only): one
    // instruction per unit accumulates the differences, and the final test drops the shared case bits. Slots past
    // the needle repeat the first unit and are never compared.
    private readonly struct SharedCaseLanes : IVectorLanes<SharedCaseLanes>
    {
        private readonly TVector _value0, _valueLast, _value1, _value2, _value3, _value4, _keep;

        public static SharedCaseLanes Create(ReadOnlySpan<T> values, ReadOnlySpan<T> caseBits) => new(values, caseBits);

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static ulong StrideMatches<TLength>(ref T window, int length, in SharedCaseLanes lanes) where TLength : struct, INeedleLength =>
            VectorStrideMatches<SharedCaseLanes, TLength>(ref window, length, lanes);

        private SharedCaseLanes(ReadOnlySpan<T> values, ReadOnlySpan<T> caseBits)
        {
            int lastUnit = values.Length - 1;
            (_value0, _valueLast) = (Broadcast(values, 0), Broadcast(values, lastUnit));
            (_value1, _value2) = (Broadcast(values, Inner(1, lastUnit)), Broadcast(values, Inner(2, lastUnit)));
            (_value3, _value4) = (Broadcast(values, Inner(3, lastUnit)), Broadcast(values, Inner(4, lastUnit)));
            _keep = TVector.Create(~(caseBits.IsEmpty ? T.Zero : caseBits[0]));
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static TVector Mismatches<TLength>(ref T window, int length, in SharedCaseLanes lanes) where TLength : struct, INeedleLength
        {
            TVector differences = TVector.OrDifference(
                TVector.Difference(TVector.Load(ref window), lanes._value0), TVector.Load(ref Unsafe.Add(ref window, length - 1)), lanes._valueLast);
            // Inner units, when the needle has them; the conditions are constants of the instantiation.
            if (TLength.Units > 2) differences = TVector.OrDifference(differences, TVector.Load(ref Unsafe.Add(ref window, 1)), lanes._value1);
            if (TLength.Units > 3) differences = TVector.OrDifference(differences, TVector.Load(ref Unsafe.Add(ref window, 2)), lanes._value2);
            if (TLength.Units > 4) differences = TVector.OrDifference(differences, TVector.Load(ref Unsafe.Add(ref window, 3)), lanes._value3);
            if (TLength.Units > 5) differences = TVector.OrDifference(differences, TVector.Load(ref Unsafe.Add(ref window, 4)), lanes._value4);
            return differences;
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static ulong Matches(TVector mismatches, in SharedCaseLanes lanes) => TVector.ZeroMask(mismatches, lanes._keep);

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static ulong Matches(TVector low, TVector high, in SharedCaseLanes lanes) => TVector.PairZeroMask(low, high, lanes._keep);
    }

    // Case bits differ between units (a case-insensitive needle mixing letters with other units, like " and "):
    // each unit applies its own.
    private readonly struct PerUnitCaseLanes : IVectorLanes<PerUnitCaseLanes>
    {
        private readonly TVector _value0, _caseBits0, _valueLast, _caseBitsLast, _value1, _caseBits1;
        private readonly TVector _value2, _caseBits2, _value3, _caseBits3, _value4, _caseBits4;

        public static PerUnitCaseLanes Create(ReadOnlySpan<T> values, ReadOnlySpan<T> caseBits) => new(values, caseBits);

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static ulong StrideMatches<TLength>(ref T window, int length, in PerUnitCaseLanes lanes) where TLength : struct, INeedleLength =>
            VectorStrideMatches<PerUnitCaseLanes, TLength>(ref window, length, lanes);

        private PerUnitCaseLanes(ReadOnlySpan<T> values, ReadOnlySpan<T> caseBits)
        {
            int lastUnit = values.Length - 1;
            (_value0, _caseBits0) = (Broadcast(values, 0), Broadcast(caseBits, 0));
            (_valueLast, _caseBitsLast) = (Broadcast(values, lastUnit), Broadcast(caseBits, lastUnit));
            (_value1, _caseBits1) = (Broadcast(values, Inner(1, lastUnit)), Broadcast(caseBits, Inner(1, lastUnit)));
            (_value2, _caseBits2) = (Broadcast(values, Inner(2, lastUnit)), Broadcast(caseBits, Inner(2, lastUnit)));
            (_value3, _caseBits3) = (Broadcast(values, Inner(3, lastUnit)), Broadcast(caseBits, Inner(3, lastUnit)));
            (_value4, _caseBits4) = (Broadcast(values, Inner(4, lastUnit)), Broadcast(caseBits, Inner(4, lastUnit)));
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static TVector Mismatches<TLength>(ref T window, int length, in PerUnitCaseLanes lanes) where TLength : struct, INeedleLength
        {
            TVector mismatch = TVector.Or(
                TVector.Mismatch(TVector.Load(ref window), lanes._caseBits0, lanes._value0),
                TVector.Mismatch(TVector.Load(ref Unsafe.Add(ref window, length - 1)), lanes._caseBitsLast, lanes._valueLast));
            if (TLength.Units > 2) mismatch = TVector.Or(mismatch, TVector.Mismatch(TVector.Load(ref Unsafe.Add(ref window, 1)), lanes._caseBits1, lanes._value1));
            if (TLength.Units > 3) mismatch = TVector.Or(mismatch, TVector.Mismatch(TVector.Load(ref Unsafe.Add(ref window, 2)), lanes._caseBits2, lanes._value2));
            if (TLength.Units > 4) mismatch = TVector.Or(mismatch, TVector.Mismatch(TVector.Load(ref Unsafe.Add(ref window, 3)), lanes._caseBits3, lanes._value3));
            if (TLength.Units > 5) mismatch = TVector.Or(mismatch, TVector.Mismatch(TVector.Load(ref Unsafe.Add(ref window, 4)), lanes._caseBits4, lanes._value4));
            return mismatch;
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static ulong Matches(TVector mismatches, in PerUnitCaseLanes lanes) => TVector.ZeroMask(mismatches);

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static ulong Matches(TVector low, TVector high, in PerUnitCaseLanes lanes) => TVector.PairZeroMask(low, high);
    }

    private static int Inner(int index, int lastUnit) => index < lastUnit ? index : 0;

    private static TVector Broadcast(ReadOnlySpan<T> units, int index) => TVector.Create(units.IsEmpty ? T.Zero : units[index]);
}

using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;

namespace Hotpath.Text;

/// <summary>
/// Teddy (from Intel Hyperscan): per block of 64 (AVX-512), 32 (AVX2) or 16 haystack positions, look up the low and high
/// nibble of each of the first 1–3 units in <see cref="TeddyMasks"/> with byte shuffles, AND the results, and
/// verify only the positions whose bucket bits survive. UTF-16 units are narrowed to bytes with saturation
/// (units ≥ 0xFF become 0xFF, which no fingerprint contains). Positions are visited in order, so the first
/// position with a verified pattern is the leftmost match. Immutable and thread-safe.
/// </summary>
internal sealed class TeddyEngine<T> : MultiPatternEngine<T> where T : unmanaged, IBinaryInteger<T>
{
    private readonly TeddyMasks _masks;
    private readonly Vector256<byte>[] _low256, _high256;
    private readonly Vector128<byte>[] _low128, _high128;
    private readonly Vector512<byte>[] _low512, _high512;

    private TeddyEngine(PatternSet<T> set, TeddyMasks masks) : base(set)
    {
        _masks = masks;
        int m = masks.FingerprintLength;
        _low128 = new Vector128<byte>[m];
        _high128 = new Vector128<byte>[m];
        _low256 = new Vector256<byte>[m];
        _high256 = new Vector256<byte>[m];
        _low512 = new Vector512<byte>[m];
        _high512 = new Vector512<byte>[m];
        for (int k = 0; k < m; k++)
        {
            _low128[k] = Vector128.Create(masks.Low.AsSpan(16 * k, 16));
            _high128[k] = Vector128.Create(masks.High.AsSpan(16 * k, 16));
            // In-lane shuffles index each 128-bit lane separately, so both lanes carry the same table.
            _low256[k] = Vector256.Create(_low128[k], _low128[k]);
            _high256[k] = Vector256.Create(_high128[k], _high128[k]);
            _low512[k] = Vector512.Create(_low256[k], _low256[k]);
            _high512[k] = Vector512.Create(_high256[k], _high256[k]);
        }
    }

    public override MultiStringAlgorithm Algorithm => MultiStringAlgorithm.Teddy;

    public override long MemoryBytes => _masks.Low.Length * 2 + _masks.FingerprintLength * 224 + Set.NonEmptyCount * sizeof(int);

    public static TeddyEngine<T>? TryCreate(PatternSet<T> set) =>
        TeddyMasks.TryCreate(set) is { } masks ? new TeddyEngine<T>(set, masks) : null;

    public override bool TryFind(ReadOnlySpan<T> haystack, int start, out StringMatch match)
    {
        int position = start;
        int m = _masks.FingerprintLength;
        if (SimdSwitch.MaxVectorBits >= 512 && Avx512Vbmi.IsSupported && Vector512.IsHardwareAccelerated)
        {
            if (FindBlocks512(haystack, ref position, m, out match)) return true;
            // Fewer than 64 units left: finish with 32-unit blocks before the scalar tail.
            if (FindBlocks256(haystack, ref position, m, out match)) return true;
        }
        else if (SimdSwitch.MaxVectorBits >= 256 && Avx2.IsSupported)
        {
            if (FindBlocks256(haystack, ref position, m, out match)) return true;
        }
        else if (SimdSwitch.MaxVectorBits >= 128 && Vector128.IsHardwareAccelerated)
        {
            if (FindBlocks128(haystack, ref position, m, out match)) return true;
        }
        return FindScalar(haystack, position, out match);
    }

    // AVX-512 VBMI: each unit is loaded and narrowed once. The nibble lookups give, per position, the buckets
    // whose k-th fingerprint unit fits there; a candidate *ending* at lane j needs lookup 0 at j-2, 1 at j-1 and
    // 2 at j, so earlier lookups are shifted right by one or two lanes across the block boundary with a two-table
    // byte permute (vpermt2b) that pulls the missing lanes from the previous block.
    private bool FindBlocks512(ReadOnlySpan<T> haystack, ref int position, int m, out StringMatch match)
    {
        const int Width = 64;
        int start = position, i = position, back = m - 1, last = haystack.Length - Width;
        while (true)
        {
            i = ScanBlocks512(haystack, i, start, m, out Vector512<byte> hits);
            if (i > last) break;
            ulong lanes = ~Vector512.Equals(hits, Vector512<byte>.Zero).ExtractMostSignificantBits();
            if (VerifyLanes(haystack, i - back, lanes, hits, out match))
            {
                position = i;
                return true;
            }
            i += Width;
        }
        // Candidates starting at i - back or later (ending in the next block) are still unchecked.
        position = Math.Max(start, i - back);
        match = default;
        return false;
    }

    /// <summary>
    /// Scans 64-unit blocks from <paramref name="i"/> to the first with candidates (returned with its bucket
    /// bits) or past the last full block. It makes no calls, so every table stays in a register; verification
    /// runs in the caller. The previous block's lookups are recomputed on entry (zero at the search start, so no
    /// candidate starts before it).
    /// </summary>
    private int ScanBlocks512(ReadOnlySpan<T> haystack, int i, int start, int m, out Vector512<byte> found)
    {
        const int Width = 64;
        var shiftOne = Vector512.CreateSequence((byte)63, (byte)1);
        var shiftTwo = Vector512.CreateSequence((byte)62, (byte)1);
        Vector512<byte> low0 = _low512[0], high0 = _high512[0];
        Vector512<byte> low1 = m > 1 ? _low512[1] : default, high1 = m > 1 ? _high512[1] : default;
        Vector512<byte> low2 = m > 2 ? _low512[2] : default, high2 = m > 2 ? _high512[2] : default;
        ref T hay = ref MemoryMarshal.GetReference(haystack);
        Vector512<byte> previous0 = Vector512<byte>.Zero, previous1 = Vector512<byte>.Zero;
        if (i > start && m > 1)
        {
            Vector512<byte> units = Load512(ref Unsafe.Add(ref hay, i - Width));
            previous0 = Lookup512(units, low0, high0);
            previous1 = Lookup512(units, low1, high1);
        }
        for (int last = haystack.Length - Width; i <= last; i += Width)
        {
            Vector512<byte> units = Load512(ref Unsafe.Add(ref hay, i));
            Vector512<byte> hits = Lookup512(units, low0, high0);
            if (m > 1)
            {
                Vector512<byte> current0 = hits;
                Vector512<byte> current1 = Lookup512(units, low1, high1);
                hits = m > 2
                    ? Avx512Vbmi.PermuteVar64x8x2(previous0, shiftTwo, current0) & Avx512Vbmi.PermuteVar64x8x2(previous1, shiftOne, current1) & Lookup512(units, low2, high2)
                    : Avx512Vbmi.PermuteVar64x8x2(previous0, shiftOne, current0) & current1;
                previous0 = current0;
                previous1 = current1;
            }
            if (hits != Vector512<byte>.Zero)
            {
                found = hits;
                return i;
            }
        }
        found = default;
        return i;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector512<byte> Lookup512(Vector512<byte> units, Vector512<byte> low, Vector512<byte> high)
    {
        var nibble = Vector512.Create((byte)0x0F);
        return Avx512BW.Shuffle(low, units & nibble) & Avx512BW.Shuffle(high, Vector512.ShiftRightLogical(units.AsUInt16(), 4).AsByte() & nibble);
    }

    // As above without VBMI: each fingerprint position loads (and narrows) its own window. The position and
    // tables live in locals (a `ref` position or an address-taken vector would force memory round trips).
    private bool FindBlocks256(ReadOnlySpan<T> haystack, ref int position, int m, out StringMatch match)
    {
        const int Width = 32;
        var nibble = Vector256.Create((byte)0x0F);
        Vector256<byte> low0 = _low256[0], high0 = _high256[0];
        Vector256<byte> low1 = m > 1 ? _low256[1] : default, high1 = m > 1 ? _high256[1] : default;
        Vector256<byte> low2 = m > 2 ? _low256[2] : default, high2 = m > 2 ? _high256[2] : default;
        ref T hay = ref MemoryMarshal.GetReference(haystack);
        int i = position;
        for (int last = haystack.Length - (m - 1) - Width; ; i += Width)
        {
            Vector256<byte> hits = Vector256<byte>.Zero;
            for (; i <= last; i += Width)
            {
                Vector256<byte> units = Load256(ref Unsafe.Add(ref hay, i));
                hits = Avx2.Shuffle(low0, units & nibble) & Avx2.Shuffle(high0, Vector256.ShiftRightLogical(units.AsUInt16(), 4).AsByte() & nibble);
                if (m > 1)
                {
                    units = Load256(ref Unsafe.Add(ref hay, i + 1));
                    hits &= Avx2.Shuffle(low1, units & nibble) & Avx2.Shuffle(high1, Vector256.ShiftRightLogical(units.AsUInt16(), 4).AsByte() & nibble);
                    if (m > 2)
                    {
                        units = Load256(ref Unsafe.Add(ref hay, i + 2));
                        hits &= Avx2.Shuffle(low2, units & nibble) & Avx2.Shuffle(high2, Vector256.ShiftRightLogical(units.AsUInt16(), 4).AsByte() & nibble);
                    }
                }
                if (hits != Vector256<byte>.Zero) break;
            }
            if (i > last) break;
            uint lanes = ~Vector256.Equals(hits, Vector256<byte>.Zero).ExtractMostSignificantBits();
            if (VerifyLanes(haystack, i, lanes, hits.ToVector512(), out match))
            {
                position = i;
                return true;
            }
        }
        position = i;
        match = default;
        return false;
    }

    private bool FindBlocks128(ReadOnlySpan<T> haystack, ref int position, int m, out StringMatch match)
    {
        const int Width = 16;
        var nibble = Vector128.Create((byte)0x0F);
        Vector128<byte> low0 = _low128[0], high0 = _high128[0];
        Vector128<byte> low1 = m > 1 ? _low128[1] : default, high1 = m > 1 ? _high128[1] : default;
        Vector128<byte> low2 = m > 2 ? _low128[2] : default, high2 = m > 2 ? _high128[2] : default;
        ref T hay = ref MemoryMarshal.GetReference(haystack);
        int i = position;
        for (int last = haystack.Length - (m - 1) - Width; i <= last; i += Width)
        {
            Vector128<byte> units = Load128(ref Unsafe.Add(ref hay, i));
            Vector128<byte> hits = Shuffle128(low0, units & nibble) & Shuffle128(high0, Vector128.ShiftRightLogical(units.AsUInt16(), 4).AsByte() & nibble);
            if (m > 1)
            {
                units = Load128(ref Unsafe.Add(ref hay, i + 1));
                hits &= Shuffle128(low1, units & nibble) & Shuffle128(high1, Vector128.ShiftRightLogical(units.AsUInt16(), 4).AsByte() & nibble);
                if (m > 2)
                {
                    units = Load128(ref Unsafe.Add(ref hay, i + 2));
                    hits &= Shuffle128(low2, units & nibble) & Shuffle128(high2, Vector128.ShiftRightLogical(units.AsUInt16(), 4).AsByte() & nibble);
                }
            }
            if (hits == Vector128<byte>.Zero) continue;
            uint lanes = ~Vector128.Equals(hits, Vector128<byte>.Zero).ExtractMostSignificantBits() & 0xFFFF;
            if (VerifyLanes(haystack, i, lanes, hits.ToVector256().ToVector512(), out match))
            {
                position = i;
                return true;
            }
        }
        position = i;
        match = default;
        return false;
    }

    /// <summary>
    /// Loads 64 units as bytes, UTF-16 ones clamped to 0xFF. The clamp (vpminuw, off the shuffle port) makes the
    /// signed-saturating pack exact; the pack interleaves the two halves per 128-bit lane, so one quadword
    /// permute restores text order. That is two shuffle-port instructions where two vpmovuswb and an insert take five.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector512<byte> Load512(ref T source)
    {
        if (typeof(T) == typeof(byte)) return Vector512.LoadUnsafe(ref Unsafe.As<T, byte>(ref source));
        ref ushort units = ref Unsafe.As<T, ushort>(ref source);
        var max = Vector512.Create((ushort)0xFF);
        Vector512<byte> packed = Avx512BW.PackUnsignedSaturate(
            Vector512.Min(Vector512.LoadUnsafe(ref units), max).AsInt16(),
            Vector512.Min(Vector512.LoadUnsafe(ref units, 32), max).AsInt16());
        return Avx512F.PermuteVar8x64(packed.AsUInt64(), Vector512.Create(0UL, 2, 4, 6, 1, 3, 5, 7)).AsByte();
    }

    /// <summary>Loads 32 units as bytes; UTF-16 units are clamped to 0xFF first so narrowing cannot alias a fingerprint.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector256<byte> Load256(ref T source)
    {
        if (typeof(T) == typeof(byte)) return Vector256.LoadUnsafe(ref Unsafe.As<T, byte>(ref source));
        ref ushort units = ref Unsafe.As<T, ushort>(ref source);
        // AVX-512 narrows 32 units with unsigned saturation in one instruction (vpmovuswb).
        if (Avx512BW.IsSupported) return Avx512BW.ConvertToVector256ByteWithSaturation(Vector512.LoadUnsafe(ref units));
        var max = Vector256.Create((ushort)0xFF);
        return Vector256.Narrow(Vector256.Min(Vector256.LoadUnsafe(ref units), max), Vector256.Min(Vector256.LoadUnsafe(ref units, 16), max));
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector128<byte> Load128(ref T source)
    {
        if (typeof(T) == typeof(byte)) return Vector128.LoadUnsafe(ref Unsafe.As<T, byte>(ref source));
        var max = Vector128.Create((ushort)0xFF);
        ref ushort units = ref Unsafe.As<T, ushort>(ref source);
        return Vector128.Narrow(Vector128.Min(Vector128.LoadUnsafe(ref units), max), Vector128.Min(Vector128.LoadUnsafe(ref units, 8), max));
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector128<byte> Shuffle128(Vector128<byte> table, Vector128<byte> indices) =>
        Ssse3.IsSupported ? Ssse3.Shuffle(table, indices) : Vector128.Shuffle(table, indices);

    /// <summary>Verifies the candidate lanes in order; <paramref name="buckets"/> holds each lane's bucket bits (one byte per lane).</summary>
    private bool VerifyLanes(ReadOnlySpan<T> haystack, int position, ulong lanes, Vector512<byte> buckets, out StringMatch match)
    {
        do
        {
            int lane = BitOperations.TrailingZeroCount(lanes);
            if (Verify(haystack, position + lane, buckets.GetElement(lane), out match)) return true;
            lanes &= lanes - 1;
        }
        while (lanes != 0);
        match = default;
        return false;
    }

    /// <summary>The same fingerprint test one position at a time: the tail of every search, and the whole search without SIMD.</summary>
    private bool FindScalar(ReadOnlySpan<T> haystack, int position, out StringMatch match)
    {
        int m = _masks.FingerprintLength;
        byte[] low = _masks.Low, high = _masks.High;
        for (int last = haystack.Length - Set.MinLength; position <= last; position++)
        {
            int buckets = 0xFF;
            for (int k = 0; k < m && buckets != 0; k++)
            {
                int unit = Math.Min(int.CreateTruncating(haystack[position + k]), 0xFF);
                buckets &= low[16 * k + (unit & 0xF)] & high[16 * k + (unit >> 4)];
            }
            if (buckets != 0 && Verify(haystack, position, buckets, out match)) return true;
        }
        match = default;
        return false;
    }

    private bool Verify(ReadOnlySpan<T> haystack, int position, int buckets, out StringMatch match)
    {
        var best = LeftmostCandidate.None;
        int[][] bucketPatterns = _masks.Buckets;
        bool firstWins = Set.Kind == MultiStringMatchKind.LeftmostFirst;
        while (buckets != 0)
        {
            int bucket = BitOperations.TrailingZeroCount(buckets);
            foreach (int pattern in bucketPatterns[bucket])
            {
                if (!Set.MatchesAt(haystack, position, pattern)) continue;
                best.Offer(Set, pattern, position, Set.Patterns[pattern].Length);
                if (firstWins) break;
            }
            buckets &= buckets - 1;
        }
        match = best.ToMatch();
        return best.Found;
    }
}

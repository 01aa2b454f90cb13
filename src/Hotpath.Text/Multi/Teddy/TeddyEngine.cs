using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;

namespace Hotpath.Text;

/// <summary>
/// Teddy (from Intel Hyperscan): per block of 64 (AVX-512 VBMI), 32 (AVX2) or 16 haystack positions, look up each
/// of the first 1–4 units in <see cref="TeddyMasks"/> (its low and high nibble with byte shuffles, or with VBMI the
/// whole unit with one permute), AND the results, and verify only the positions whose bucket bits survive. With AVX2 over long enough text, each block is
/// loaded once and every position's lookups are shifted into line (see TeddyEngine.Shifted256.cs). UTF-16
/// units are narrowed to bytes with saturation (units above 0xFF become 0xFF, or 0x00 in the VBMI pack, which at
/// most adds candidates), or to their low bytes for sets beyond U+00FE (see <see cref="IUnitNarrowing"/>; without
/// VBMI). Positions are visited in order, so the first position with a verified pattern is the leftmost match.
/// Immutable and thread-safe.
/// </summary>
// No zeroing of the vector locals the verification path spills (two 64-byte stores on every call otherwise).
[SkipLocalsInit]
internal sealed partial class TeddyEngine<T> : MultiPatternEngine<T> where T : unmanaged, IBinaryInteger<T>
{
    private readonly TeddyMasks _masks;
    private readonly Vector256<byte>[] _low256, _high256;
    private readonly Vector128<byte>[] _low128, _high128;
    private readonly BucketHead[] _heads;
    // See FindShiftedBlocks256.
    private readonly bool _threePositionsSuffice;

    public TeddyEngine(PatternSet<T> set, TeddyMasks masks) : base(set)
    {
        _masks = masks;
        int m = masks.FingerprintLength;
        _low128 = new Vector128<byte>[m];
        _high128 = new Vector128<byte>[m];
        _low256 = new Vector256<byte>[m];
        _high256 = new Vector256<byte>[m];
        for (int k = 0; k < m; k++)
        {
            _low128[k] = Vector128.Create(masks.Low.AsSpan(16 * k, 16));
            _high128[k] = Vector128.Create(masks.High.AsSpan(16 * k, 16));
            // In-lane shuffles index each 128-bit lane separately, so both lanes carry the same table.
            _low256[k] = Vector256.Create(_low128[k], _low128[k]);
            _high256[k] = Vector256.Create(_high128[k], _high128[k]);
        }
        _wholeUnit = new WholeUnitTables(masks);
        _threePositionsSuffice = ThreePositionsSuffice(set, masks);
        _heads = Array.ConvertAll(masks.Buckets, b => b.Length == 0 ? default : new BucketHead(b[0], set.Folded[b[0]], b.Length > 1));
    }

    public override MultiStringAlgorithm Algorithm => MultiStringAlgorithm.Teddy;

    public override long MemoryBytes => _masks.Low.Length * 2 + _masks.WholeUnit.Length + 8 * 64 + _masks.FingerprintLength * 96 + Set.NonEmptyCount * sizeof(int) + _heads.Length * 16;

    public static TeddyEngine<T>? TryCreate(PatternSet<T> set) =>
        TeddyMasks.TryCreate(set) is { } masks ? new TeddyEngine<T>(set, masks) : null;

    public override bool TryFind(ReadOnlySpan<T> haystack, int start, out StringMatch match) =>
        _masks.KeepsLowByte ? TryFind<LowByteUnits>(haystack, start, out match) : TryFind<SaturatedUnits>(haystack, start, out match);

    private bool TryFind<TUnits>(ReadOnlySpan<T> haystack, int start, out StringMatch match) where TUnits : struct, IUnitNarrowing
    {
        int position = start;
        int m = _masks.FingerprintLength;
        // The 512-bit scan looks whole units up in 128-entry tables (by their low 7 bits after a saturating pack).
        if (!TUnits.KeepsLowByte && WholeUnitScanApplies)
        {
            // Three and four units share the three-window scan, so that the common sets take one short path.
            bool found = m >= 3
                ? FindBlocks512<FingerprintOf3>(haystack, ref position, yieldOnFalseCandidates: m == 4, out match)
                    || (m == 4 && FindBlocks512OfFour(haystack, ref position, out match))
                : m == 2
                    ? FindBlocks512<FingerprintOf2>(haystack, ref position, false, out match)
                    : FindBlocks512<FingerprintOf1>(haystack, ref position, false, out match);
            if (found) return true;
            // Fewer than 64 units left: finish with 32-unit blocks before the scalar tail.
            if (FindBlocks256<TUnits>(haystack, ref position, m, out match)) return true;
        }
        else if (SimdSwitch.MaxVectorBits >= 256 && Avx2.IsSupported)
        {
            if (FindShiftedBlocks256<TUnits>(haystack, ref position, m, out match)) return true;
            // Fewer than 64 units left: one window per fingerprint position.
            if (FindBlocks256<TUnits>(haystack, ref position, m, out match)) return true;
        }
        else if (SimdSwitch.MaxVectorBits >= 128 && Vector128.IsHardwareAccelerated)
        {
            bool found = Ssse3.IsSupported
                ? FindBlocks128<TUnits, Ssse3NibbleLookup>(haystack, ref position, m, out match)
                : FindBlocks128<TUnits, PortableNibbleLookup>(haystack, ref position, m, out match);
            if (found) return true;
        }
        return FindScalar<TUnits>(haystack, position, out match);
    }

    /// <summary>
    /// Whether sets whose units narrow by saturation (not <see cref="TeddyMasks.KeepsLowByte"/>) are scanned 64 units
    /// at a time with whole-unit lookups (AVX-512 VBMI, see TeddyEngine.Vbmi.cs and TeddyEngine.Shifted512.cs).
    /// </summary>
    public static bool WholeUnitScanApplies
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => SimdSwitch.MaxVectorBits >= 512 && Avx512Vbmi.IsSupported && Bmi2.X64.IsSupported && Vector512.IsHardwareAccelerated;
    }

    /// <summary>The four-window scan a three-window scan hands over to, kept out of the common path's code.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private bool FindBlocks512OfFour(ReadOnlySpan<T> haystack, ref int position, out StringMatch match) =>
        FindBlocks512<FingerprintOf4>(haystack, ref position, false, out match);

    // Without VBMI: each fingerprint position loads (and narrows) its own window and looks up both nibbles. The position and
    // tables live in locals (a `ref` position or an address-taken vector would force memory round trips).
    private bool FindBlocks256<TUnits>(ReadOnlySpan<T> haystack, ref int position, int m, out StringMatch match) where TUnits : struct, IUnitNarrowing
    {
        const int Width = 32;
        var nibble = Vector256.Create((byte)0x0F);
        (Vector256<byte> low0, Vector256<byte> low1, Vector256<byte> low2, Vector256<byte> low3) = FirstTables(_low256, m);
        (Vector256<byte> high0, Vector256<byte> high1, Vector256<byte> high2, Vector256<byte> high3) = FirstTables(_high256, m);
        ref T hay = ref MemoryMarshal.GetReference(haystack);
        int i = position;
        for (int last = haystack.Length - (m - 1) - Width; ; i += Width)
        {
            Vector256<byte> hits = Vector256<byte>.Zero;
            for (; i <= last; i += Width)
            {
                Vector256<byte> units = Load256<TUnits>(ref Unsafe.Add(ref hay, i));
                hits = Avx2.Shuffle(low0, units & nibble) & Avx2.Shuffle(high0, Vector256.ShiftRightLogical(units.AsUInt16(), 4).AsByte() & nibble);
                if (m > 1)
                {
                    units = Load256<TUnits>(ref Unsafe.Add(ref hay, i + 1));
                    hits &= Avx2.Shuffle(low1, units & nibble) & Avx2.Shuffle(high1, Vector256.ShiftRightLogical(units.AsUInt16(), 4).AsByte() & nibble);
                    if (m > 2)
                    {
                        units = Load256<TUnits>(ref Unsafe.Add(ref hay, i + 2));
                        hits &= Avx2.Shuffle(low2, units & nibble) & Avx2.Shuffle(high2, Vector256.ShiftRightLogical(units.AsUInt16(), 4).AsByte() & nibble);
                        if (m > 3)
                        {
                            units = Load256<TUnits>(ref Unsafe.Add(ref hay, i + 3));
                            hits &= Avx2.Shuffle(low3, units & nibble) & Avx2.Shuffle(high3, Vector256.ShiftRightLogical(units.AsUInt16(), 4).AsByte() & nibble);
                        }
                    }
                }
                if (hits != Vector256<byte>.Zero) break;
            }
            if (i > last) break;
            // Packed UTF-16 blocks hold their lanes per 128-bit half (see Load256): swapping the middle quarters
            // restores text order, once per block with candidates rather than once per load.
            if (Load256IsInterleaved) hits = Avx2.Permute4x64(hits.AsUInt64(), 0b11_01_10_00).AsByte();
            uint lanes = ~Vector256.Equals(hits, Vector256<byte>.Zero).ExtractMostSignificantBits();
            if (VerifyLanes(haystack, i, lanes, hits.ToVector512(), packed: false, out match))
            {
                position = i;
                return true;
            }
        }
        position = i;
        match = default;
        return false;
    }

    // The tables of the first `m` fingerprint positions, zero past them, as four locals the scan loops keep in registers.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static (Vector256<byte>, Vector256<byte>, Vector256<byte>, Vector256<byte>) FirstTables(Vector256<byte>[] tables, int m) =>
        (tables[0], m > 1 ? tables[1] : default, m > 2 ? tables[2] : default, m > 3 ? tables[3] : default);

    // The 128-bit form of FindBlocks256, for machines without AVX2 (Native AOT's default x64 instruction set among them:
    // SSE2, with SSSE3 and later tested at run time). Candidates leave the inner loop before they are verified, as there.
    // The lookup is a type argument chosen once per search (see INibbleLookup).
    private bool FindBlocks128<TUnits, TLookup>(ReadOnlySpan<T> haystack, ref int position, int m, out StringMatch match)
        where TUnits : struct, IUnitNarrowing
        where TLookup : struct, INibbleLookup
    {
        const int Width = 16;
        var nibble = Vector128.Create((byte)0x0F);
        Vector128<byte> low0 = _low128[0], high0 = _high128[0];
        Vector128<byte> low1 = m > 1 ? _low128[1] : default, high1 = m > 1 ? _high128[1] : default;
        Vector128<byte> low2 = m > 2 ? _low128[2] : default, high2 = m > 2 ? _high128[2] : default;
        Vector128<byte> low3 = m > 3 ? _low128[3] : default, high3 = m > 3 ? _high128[3] : default;
        ref T hay = ref MemoryMarshal.GetReference(haystack);
        int i = position;
        for (int last = haystack.Length - (m - 1) - Width; ; i += Width)
        {
            Vector128<byte> hits = Vector128<byte>.Zero;
            for (; i <= last; i += Width)
            {
                Vector128<byte> units = Load128<TUnits>(ref Unsafe.Add(ref hay, i));
                hits = TLookup.Shuffle(low0, units & nibble) & TLookup.Shuffle(high0, Vector128.ShiftRightLogical(units.AsUInt16(), 4).AsByte() & nibble);
                if (m > 1)
                {
                    units = Load128<TUnits>(ref Unsafe.Add(ref hay, i + 1));
                    hits &= TLookup.Shuffle(low1, units & nibble) & TLookup.Shuffle(high1, Vector128.ShiftRightLogical(units.AsUInt16(), 4).AsByte() & nibble);
                    if (m > 2)
                    {
                        units = Load128<TUnits>(ref Unsafe.Add(ref hay, i + 2));
                        hits &= TLookup.Shuffle(low2, units & nibble) & TLookup.Shuffle(high2, Vector128.ShiftRightLogical(units.AsUInt16(), 4).AsByte() & nibble);
                        if (m > 3)
                        {
                            units = Load128<TUnits>(ref Unsafe.Add(ref hay, i + 3));
                            hits &= TLookup.Shuffle(low3, units & nibble) & TLookup.Shuffle(high3, Vector128.ShiftRightLogical(units.AsUInt16(), 4).AsByte() & nibble);
                        }
                    }
                }
                if (hits != Vector128<byte>.Zero) break;
            }
            if (i > last) break;
            uint lanes = ~Vector128.Equals(hits, Vector128<byte>.Zero).ExtractMostSignificantBits() & 0xFFFF;
            if (VerifyLanes(haystack, i, lanes, hits.ToVector256().ToVector512(), packed: false, out match))
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
    /// Loads 32 units as bytes. UTF-16 units go through one signed-saturating pack (vpackuswb): with
    /// <see cref="SaturatedUnits"/> as they are, so units up to 0xFF keep their value and larger ones become 0xFF or
    /// 0x00, which no such fingerprint holds (see <see cref="TeddyMasks.MaxNarrowedUnit"/>) and so can only add
    /// candidates; with <see cref="LowByteUnits"/> masked to their low byte first. The pack leaves units 0–7 and 16–23
    /// in the low 128-bit half and 8–15 and 24–31 in the high one (<see cref="Load256IsInterleaved"/>); every
    /// fingerprint position's load has the same order, so the lookups line up and only the hits need reordering.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector256<byte> Load256<TUnits>(ref T source) where TUnits : struct, IUnitNarrowing
    {
        if (typeof(T) == typeof(byte)) return Vector256.LoadUnsafe(ref Unsafe.As<T, byte>(ref source));
        // AVX-512 narrows 32 units in one instruction, in text order: vpmovwb truncates, vpmovuswb saturates.
        if (Avx512BW.IsSupported)
        {
            Vector512<ushort> wide = Vector512.LoadUnsafe(ref Unsafe.As<T, ushort>(ref source));
            return TUnits.KeepsLowByte ? Avx512BW.ConvertToVector256Byte(wide) : Avx512BW.ConvertToVector256ByteWithSaturation(wide);
        }
        ref short units = ref Unsafe.As<T, short>(ref source);
        Vector256<short> first = Vector256.LoadUnsafe(ref units), second = Vector256.LoadUnsafe(ref units, 16);
        if (TUnits.KeepsLowByte)
        {
            var lowByte = Vector256.Create((short)0xFF);
            (first, second) = (first & lowByte, second & lowByte);
        }
        return Avx2.PackUnsignedSaturate(first, second);
    }

    /// <summary>Whether <see cref="Load256{TUnits}"/> returns its bytes in packed rather than text order.</summary>
    private static bool Load256IsInterleaved
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => typeof(T) == typeof(ushort) && !Avx512BW.IsSupported;
    }

    /// <summary>
    /// Whether the block scans narrow 32 UTF-16 units to bytes in one instruction (AVX-512 <c>vpmovwb</c>), rather than
    /// with a mask and a pack per two loads; always true for bytes. Auto's engine choice for sets Teddy looks up by low
    /// bytes depends on it (see <c>EngineSelection.StartsWithIdeographs</c>).
    /// </summary>
    public static bool NarrowsInOneInstruction => typeof(T) == typeof(byte) || (Avx512BW.IsSupported && SimdSwitch.MaxVectorBits >= 256);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector128<byte> Load128<TUnits>(ref T source) where TUnits : struct, IUnitNarrowing
    {
        if (typeof(T) == typeof(byte)) return Vector128.LoadUnsafe(ref Unsafe.As<T, byte>(ref source));
        ref ushort units = ref Unsafe.As<T, ushort>(ref source);
        Vector128<ushort> first = Vector128.LoadUnsafe(ref units), second = Vector128.LoadUnsafe(ref units, 8);
        // Narrow truncates each unit to its low byte; saturating takes a clamp first (or, as in Load256, a pack).
        if (TUnits.KeepsLowByte) return Vector128.Narrow(first, second);
        if (Sse2.IsSupported) return Sse2.PackUnsignedSaturate(first.AsInt16(), second.AsInt16());
        var max = Vector128.Create((ushort)0xFF);
        return Vector128.Narrow(Vector128.Min(first, max), Vector128.Min(second, max));
    }

    /// <summary>
    /// Verifies the candidate lanes (bit j: a candidate at <paramref name="position"/> + j) in order; byte j of
    /// <paramref name="buckets"/> holds lane j's bucket bits, or with <paramref name="packed"/> the UTF-16 pack's byte of unit j.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private bool VerifyLanes(ReadOnlySpan<T> haystack, int position, ulong lanes, Vector512<byte> buckets, bool packed, out StringMatch match)
    {
        do
        {
            int lane = BitOperations.TrailingZeroCount(lanes);
            if (Verify(haystack, position + lane, buckets.GetElement(packed ? UnitBlock512<T>.ByteOf(lane) : lane), out match)) return true;
            lanes &= lanes - 1;
        }
        while (lanes != 0);
        match = default;
        return false;
    }

    /// <summary>The same fingerprint test one position at a time: the tail of every search, and the whole search without SIMD.</summary>
    private bool FindScalar<TUnits>(ReadOnlySpan<T> haystack, int position, out StringMatch match) where TUnits : struct, IUnitNarrowing
    {
        int m = _masks.FingerprintLength;
        byte[] low = _masks.Low, high = _masks.High;
        for (int last = haystack.Length - Set.MinLength; position <= last; position++)
        {
            int buckets = 0xFF;
            for (int k = 0; k < m && buckets != 0; k++)
            {
                // Narrowed as the vector loads narrow (saturated units above 0xFF count as 0xFF, which no such fingerprint holds).
                int unit = int.CreateTruncating(haystack[position + k]);
                unit = TUnits.KeepsLowByte ? unit & 0xFF : Math.Min(unit, 0xFF);
                buckets &= low[16 * k + (unit & 0xF)] & high[16 * k + (unit >> 4)];
            }
            if (buckets != 0 && Verify(haystack, position, buckets, out match)) return true;
        }
        match = default;
        return false;
    }

    /// <summary>The leftmost preferred pattern at <paramref name="position"/> among the <paramref name="buckets"/> (usually one, of one pattern).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private bool Verify(ReadOnlySpan<T> haystack, int position, int buckets, out StringMatch match)
    {
        if ((buckets & (buckets - 1)) == 0)
        {
            BucketHead head = _heads[BitOperations.TrailingZeroCount(buckets)];
            if (Set.MatchesAt(haystack, position, head.Pattern, head.Folded))
            {
                match = new StringMatch(head.Pattern, position, head.Folded.Length);
                return true;
            }
            if (!head.HasMore)
            {
                match = default;
                return false;
            }
        }
        return VerifyBuckets(haystack, position, buckets, out match);
    }

    /// <summary>The general case of <see cref="Verify"/>: every pattern of every bucket, kept out of the scan loops' code.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private bool VerifyBuckets(ReadOnlySpan<T> haystack, int position, int buckets, out StringMatch match)
    {
        var best = LeftmostCandidate.None;
        int[][] bucketPatterns = _masks.Buckets;
        while (buckets != 0)
        {
            foreach (int pattern in bucketPatterns[BitOperations.TrailingZeroCount(buckets)])
            {
                if (!Set.MatchesAt(haystack, position, pattern)) continue;
                best.Offer(Set, pattern, position, Set.Patterns[pattern].Length);
                break;
            }
            buckets &= buckets - 1;
        }
        match = best.ToMatch();
        return best.Found;
    }

    /// <summary>
    /// A bucket's preferred pattern held inline, so that verifying a candidate of a one-pattern bucket (the usual
    /// case) follows one reference, to the pattern's units. Empty buckets never have candidates.
    /// </summary>
    private readonly struct BucketHead(int pattern, T[] folded, bool hasMore)
    {
        public readonly T[] Folded = folded;
        public readonly int Pattern = pattern;
        public readonly bool HasMore = hasMore;
    }
}

using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;

namespace Hotpath.Text;

/// <summary>
/// Teddy (from Intel Hyperscan): per block of 32 (AVX2) or 16 haystack positions, look up the low and high
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

    private TeddyEngine(PatternSet<T> set, TeddyMasks masks) : base(set)
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
    }

    public override MultiStringAlgorithm Algorithm => MultiStringAlgorithm.Teddy;

    public override long MemoryBytes => _masks.Low.Length * 2 + _masks.FingerprintLength * 96 + Set.NonEmptyCount * sizeof(int);

    public static TeddyEngine<T>? TryCreate(PatternSet<T> set) =>
        TeddyMasks.TryCreate(set) is { } masks ? new TeddyEngine<T>(set, masks) : null;

    public override bool TryFind(ReadOnlySpan<T> haystack, int start, out StringMatch match)
    {
        int position = start;
        int m = _masks.FingerprintLength;
        if (SimdSwitch.Enabled && Avx2.IsSupported)
        {
            if (FindBlocks256(haystack, ref position, m, out match)) return true;
        }
        else if (SimdSwitch.Enabled && Vector128.IsHardwareAccelerated)
        {
            if (FindBlocks128(haystack, ref position, m, out match)) return true;
        }
        return FindScalar(haystack, position, out match);
    }

    private bool FindBlocks256(ReadOnlySpan<T> haystack, ref int position, int m, out StringMatch match)
    {
        const int Width = 32;
        var nibble = Vector256.Create((byte)0x0F);
        ref T hay = ref MemoryMarshal.GetReference(haystack);
        for (int last = haystack.Length - (m - 1) - Width; position <= last; position += Width)
        {
            Vector256<byte> hits = Vector256<byte>.AllBitsSet;
            for (int k = 0; k < m; k++)
            {
                Vector256<byte> units = Load256(ref Unsafe.Add(ref hay, position + k));
                hits &= Avx2.Shuffle(_low256[k], units & nibble) & Avx2.Shuffle(_high256[k], Vector256.ShiftRightLogical(units.AsUInt16(), 4).AsByte() & nibble);
            }
            uint lanes = ~Vector256.Equals(hits, Vector256<byte>.Zero).ExtractMostSignificantBits();
            if (lanes != 0 && VerifyLanes(haystack, position, lanes, ref Unsafe.As<Vector256<byte>, byte>(ref hits), out match)) return true;
        }
        match = default;
        return false;
    }

    private bool FindBlocks128(ReadOnlySpan<T> haystack, ref int position, int m, out StringMatch match)
    {
        const int Width = 16;
        var nibble = Vector128.Create((byte)0x0F);
        ref T hay = ref MemoryMarshal.GetReference(haystack);
        for (int last = haystack.Length - (m - 1) - Width; position <= last; position += Width)
        {
            Vector128<byte> hits = Vector128<byte>.AllBitsSet;
            for (int k = 0; k < m; k++)
            {
                Vector128<byte> units = Load128(ref Unsafe.Add(ref hay, position + k));
                hits &= Shuffle128(_low128[k], units & nibble) & Shuffle128(_high128[k], Vector128.ShiftRightLogical(units.AsUInt16(), 4).AsByte() & nibble);
            }
            uint lanes = ~Vector128.Equals(hits, Vector128<byte>.Zero).ExtractMostSignificantBits() & 0xFFFF;
            if (lanes != 0 && VerifyLanes(haystack, position, lanes, ref Unsafe.As<Vector128<byte>, byte>(ref hits), out match)) return true;
        }
        match = default;
        return false;
    }

    /// <summary>Loads 32 units as bytes; UTF-16 units are clamped to 0xFF first so narrowing cannot alias a fingerprint.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector256<byte> Load256(ref T source)
    {
        if (typeof(T) == typeof(byte)) return Vector256.LoadUnsafe(ref Unsafe.As<T, byte>(ref source));
        var max = Vector256.Create((ushort)0xFF);
        ref ushort units = ref Unsafe.As<T, ushort>(ref source);
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

    private bool VerifyLanes(ReadOnlySpan<T> haystack, int position, uint lanes, ref byte buckets, out StringMatch match)
    {
        do
        {
            int lane = BitOperations.TrailingZeroCount(lanes);
            if (Verify(haystack, position + lane, Unsafe.Add(ref buckets, lane), out match)) return true;
            lanes &= lanes - 1;
        }
        while (lanes != 0);
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

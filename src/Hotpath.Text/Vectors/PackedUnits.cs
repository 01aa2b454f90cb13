using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.Arm;
using System.Runtime.Intrinsics.X86;

namespace Hotpath.Text;

/// <summary>
/// UTF-16 units narrowed to bytes with a saturating pack, one vector width per implementation: what the packed probe
/// scan (<c>ProbeScan.NextForwardPacked</c>) needs of a width. A stride is as many units as the bytes of one vector.
/// </summary>
internal interface IPackedUnits<TBytes> where TBytes : struct
{
    /// <summary>Every byte <paramref name="value"/>.</summary>
    static abstract TBytes Create(byte value);

    /// <summary>The stride of units from <paramref name="units"/>, each saturated to a byte (U+0100 and up: 0xFF or 0x00).</summary>
    static abstract TBytes Pack(ref short units);

    /// <summary>All ones in the bytes that are equal.</summary>
    static abstract TBytes Equal(TBytes left, TBytes right);

    /// <summary>The bitwise AND.</summary>
    static abstract TBytes And(TBytes left, TBytes right);

    /// <summary>Whether any byte of either is set.</summary>
    static abstract bool AnySet(TBytes low, TBytes high);

    /// <summary>A bit per window of the stride (bit i = window i) for the bytes of <paramref name="hits"/> in pack order.</summary>
    static abstract ulong WindowMask(TBytes hits);
}

/// <summary>
/// AVX2: two vectors of 16 units into one of 32 bytes (<c>vpackuswb</c>, which reads the units as signed: U+8000 and up
/// become 0x00). The pack leaves windows 0–7 and 16–23 in the low 128-bit half and 8–15 and 24–31 in the high one;
/// every probe's vector has that order, so they AND lane by lane, and only a stride with candidates is permuted back.
/// </summary>
internal readonly struct PackedUnits256 : IPackedUnits<Vector256<byte>>
{
    /// <summary>Whether the pack is available.</summary>
    public static bool IsSupported => Avx2.IsSupported;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector256<byte> Create(byte value) => Vector256.Create(value);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector256<byte> Pack(ref short units) => Avx2.PackUnsignedSaturate(Vector256.LoadUnsafe(ref units), Vector256.LoadUnsafe(ref units, 16));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector256<byte> Equal(Vector256<byte> left, Vector256<byte> right) => Vector256.Equals(left, right);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector256<byte> And(Vector256<byte> left, Vector256<byte> right) => left & right;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool AnySet(Vector256<byte> low, Vector256<byte> high) => (low | high) != Vector256<byte>.Zero;

    // Swapping the middle quarters undoes the pack's interleaving.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong WindowMask(Vector256<byte> hits) => Avx2.Permute4x64(hits.AsUInt64(), 0b11_01_10_00).AsByte().ExtractMostSignificantBits();
}

/// <summary>
/// 128-bit vectors (SSE2's <c>packuswb</c>, AdvSimd's <c>uqxtn</c>, which saturates U+0100 and up to 0xFF): two vectors
/// of 8 units into one of 16 bytes, in window order.
/// </summary>
internal readonly struct PackedUnits128 : IPackedUnits<Vector128<byte>>
{
    /// <summary>Whether a saturating pack is available.</summary>
    public static bool IsSupported => Sse2.IsSupported || AdvSimd.IsSupported;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector128<byte> Create(byte value) => Vector128.Create(value);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector128<byte> Pack(ref short units)
    {
        Vector128<short> first = Vector128.LoadUnsafe(ref units), second = Vector128.LoadUnsafe(ref units, 8);
        return Sse2.IsSupported
            ? Sse2.PackUnsignedSaturate(first, second)
            : AdvSimd.ExtractNarrowingSaturateUpper(AdvSimd.ExtractNarrowingSaturateLower(first.AsUInt16()), second.AsUInt16());
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector128<byte> Equal(Vector128<byte> left, Vector128<byte> right) => Vector128.Equals(left, right);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector128<byte> And(Vector128<byte> left, Vector128<byte> right) => left & right;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool AnySet(Vector128<byte> low, Vector128<byte> high) => (low | high) != Vector128<byte>.Zero;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong WindowMask(Vector128<byte> hits) => hits.ExtractMostSignificantBits();
}

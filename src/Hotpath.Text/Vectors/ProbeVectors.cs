using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;

namespace Hotpath.Text;

/// <summary>128-bit lanes for <see cref="IProbeVector{TSelf, T}"/>.</summary>
internal readonly struct ProbeVector128<T>(Vector128<T> lanes) : IProbeVector<ProbeVector128<T>, T>
    where T : unmanaged, IBinaryInteger<T>
{
    private readonly Vector128<T> _lanes = lanes;

    public static bool IsAccelerated => Vector128.IsHardwareAccelerated;
    public static int Count => Vector128<T>.Count;
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ProbeVector128<T> Create(T value) => new(Vector128.Create(value));
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ProbeVector128<T> Load(ref T source) => new(Vector128.LoadUnsafe(ref source));
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ProbeVector128<T> Mismatch(ProbeVector128<T> units, ProbeVector128<T> caseBits, ProbeVector128<T> value) =>
        new((units._lanes | caseBits._lanes) ^ value._lanes);
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ProbeVector128<T> Difference(ProbeVector128<T> units, ProbeVector128<T> value) => new(units._lanes ^ value._lanes);
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ProbeVector128<T> OrDifference(ProbeVector128<T> differences, ProbeVector128<T> units, ProbeVector128<T> value) =>
        new(differences._lanes | (units._lanes ^ value._lanes));
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ProbeVector128<T> Or(ProbeVector128<T> left, ProbeVector128<T> right) => new(left._lanes | right._lanes);
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong ZeroMask(ProbeVector128<T> lanes) => Vector128.Equals(lanes._lanes, Vector128<T>.Zero).ExtractMostSignificantBits();
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong ZeroMask(ProbeVector128<T> lanes, ProbeVector128<T> keep) =>
        Vector128.Equals(lanes._lanes & keep._lanes, Vector128<T>.Zero).ExtractMostSignificantBits();
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong PairZeroMask(ProbeVector128<T> low, ProbeVector128<T> high) =>
        PairSetMask(new(Vector128.Equals(low._lanes, Vector128<T>.Zero)), new(Vector128.Equals(high._lanes, Vector128<T>.Zero)));
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong PairZeroMask(ProbeVector128<T> low, ProbeVector128<T> high, ProbeVector128<T> keep) =>
        PairZeroMask(new ProbeVector128<T>(low._lanes & keep._lanes), new ProbeVector128<T>(high._lanes & keep._lanes));
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ProbeVector128<T> Equal(ProbeVector128<T> units, ProbeVector128<T> value) => new(Vector128.Equals(units._lanes, value._lanes));
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ProbeVector128<T> And(ProbeVector128<T> left, ProbeVector128<T> right) => new(left._lanes & right._lanes);
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool AnySet(ProbeVector128<T> lanes) => lanes._lanes != Vector128<T>.Zero;
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong SetMask(ProbeVector128<T> lanes) => lanes._lanes.ExtractMostSignificantBits();
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong PairSetMask(ProbeVector128<T> low, ProbeVector128<T> high)
    {
        // Two vectors of 16-bit lane masks saturate into bytes in lane order; one pmovmskb reads all 16.
        if (Unsafe.SizeOf<T>() == 2 && Sse2.IsSupported) return Sse2.PackSignedSaturate(low._lanes.AsInt16(), high._lanes.AsInt16()).ExtractMostSignificantBits();
        return SetMask(low) | SetMask(high) << Count;
    }
}

/// <summary>256-bit lanes for <see cref="IProbeVector{TSelf, T}"/>.</summary>
internal readonly struct ProbeVector256<T>(Vector256<T> lanes) : IProbeVector<ProbeVector256<T>, T>
    where T : unmanaged, IBinaryInteger<T>
{
    private readonly Vector256<T> _lanes = lanes;

    public static bool IsAccelerated => Vector256.IsHardwareAccelerated;
    public static int Count => Vector256<T>.Count;
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ProbeVector256<T> Create(T value) => new(Vector256.Create(value));
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ProbeVector256<T> Load(ref T source) => new(Vector256.LoadUnsafe(ref source));
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ProbeVector256<T> Mismatch(ProbeVector256<T> units, ProbeVector256<T> caseBits, ProbeVector256<T> value) =>
        new((units._lanes | caseBits._lanes) ^ value._lanes);
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ProbeVector256<T> Difference(ProbeVector256<T> units, ProbeVector256<T> value) => new(units._lanes ^ value._lanes);
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ProbeVector256<T> OrDifference(ProbeVector256<T> differences, ProbeVector256<T> units, ProbeVector256<T> value) =>
        new(differences._lanes | (units._lanes ^ value._lanes));
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ProbeVector256<T> Or(ProbeVector256<T> left, ProbeVector256<T> right) => new(left._lanes | right._lanes);
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong ZeroMask(ProbeVector256<T> lanes) => Vector256.Equals(lanes._lanes, Vector256<T>.Zero).ExtractMostSignificantBits();
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong ZeroMask(ProbeVector256<T> lanes, ProbeVector256<T> keep) =>
        Vector256.Equals(lanes._lanes & keep._lanes, Vector256<T>.Zero).ExtractMostSignificantBits();
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong PairZeroMask(ProbeVector256<T> low, ProbeVector256<T> high) =>
        PairSetMask(new(Vector256.Equals(low._lanes, Vector256<T>.Zero)), new(Vector256.Equals(high._lanes, Vector256<T>.Zero)));
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong PairZeroMask(ProbeVector256<T> low, ProbeVector256<T> high, ProbeVector256<T> keep) =>
        PairZeroMask(new ProbeVector256<T>(low._lanes & keep._lanes), new ProbeVector256<T>(high._lanes & keep._lanes));
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ProbeVector256<T> Equal(ProbeVector256<T> units, ProbeVector256<T> value) => new(Vector256.Equals(units._lanes, value._lanes));
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ProbeVector256<T> And(ProbeVector256<T> left, ProbeVector256<T> right) => new(left._lanes & right._lanes);
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool AnySet(ProbeVector256<T> lanes) => lanes._lanes != Vector256<T>.Zero;
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong SetMask(ProbeVector256<T> lanes) => lanes._lanes.ExtractMostSignificantBits();
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong PairSetMask(ProbeVector256<T> low, ProbeVector256<T> high)
    {
        if (Unsafe.SizeOf<T>() == 2 && Avx2.IsSupported)
        {
            // Two vectors of 16-bit lane masks saturate into bytes per 128-bit half (low 0-7, high 0-7, low 8-15,
            // high 8-15); swapping the middle quarters puts them in lane order for one vpmovmskb. Each vector's
            // mask alone would cost a vpshufb, a vpermq and a vpmovmskb.
            Vector256<byte> packed = Avx2.PackSignedSaturate(low._lanes.AsInt16(), high._lanes.AsInt16()).AsByte();
            return Avx2.Permute4x64(packed.AsUInt64(), 0b11_01_10_00).AsByte().ExtractMostSignificantBits();
        }
        return SetMask(low) | SetMask(high) << Count;
    }
}

/// <summary>512-bit lanes for <see cref="IProbeVector{TSelf, T}"/>.</summary>
internal readonly struct ProbeVector512<T>(Vector512<T> lanes) : IProbeVector<ProbeVector512<T>, T>
    where T : unmanaged, IBinaryInteger<T>
{
    private readonly Vector512<T> _lanes = lanes;

    public static bool IsAccelerated => Vector512.IsHardwareAccelerated;
    public static int Count => Vector512<T>.Count;
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ProbeVector512<T> Create(T value) => new(Vector512.Create(value));
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ProbeVector512<T> Load(ref T source) => new(Vector512.LoadUnsafe(ref source));
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ProbeVector512<T> Mismatch(ProbeVector512<T> units, ProbeVector512<T> caseBits, ProbeVector512<T> value) =>
        new((units._lanes | caseBits._lanes) ^ value._lanes);
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ProbeVector512<T> Difference(ProbeVector512<T> units, ProbeVector512<T> value) => new(units._lanes ^ value._lanes);
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ProbeVector512<T> OrDifference(ProbeVector512<T> differences, ProbeVector512<T> units, ProbeVector512<T> value) =>
        new(differences._lanes | (units._lanes ^ value._lanes));
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ProbeVector512<T> Or(ProbeVector512<T> left, ProbeVector512<T> right) => new(left._lanes | right._lanes);
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong ZeroMask(ProbeVector512<T> lanes) => Vector512.Equals(lanes._lanes, Vector512<T>.Zero).ExtractMostSignificantBits();
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong ZeroMask(ProbeVector512<T> lanes, ProbeVector512<T> keep) =>
        Vector512.Equals(lanes._lanes & keep._lanes, Vector512<T>.Zero).ExtractMostSignificantBits();
    // AVX-512 reads a mask bit per 16-bit lane in one instruction, so two extractions cost less than narrowing.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong PairZeroMask(ProbeVector512<T> low, ProbeVector512<T> high) => ZeroMask(low) | ZeroMask(high) << Count;
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong PairZeroMask(ProbeVector512<T> low, ProbeVector512<T> high, ProbeVector512<T> keep) =>
        ZeroMask(low, keep) | ZeroMask(high, keep) << Count;
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ProbeVector512<T> Equal(ProbeVector512<T> units, ProbeVector512<T> value) => new(Vector512.Equals(units._lanes, value._lanes));
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ProbeVector512<T> And(ProbeVector512<T> left, ProbeVector512<T> right) => new(left._lanes & right._lanes);
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool AnySet(ProbeVector512<T> lanes) => lanes._lanes != Vector512<T>.Zero;
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong SetMask(ProbeVector512<T> lanes) => lanes._lanes.ExtractMostSignificantBits();
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong PairSetMask(ProbeVector512<T> low, ProbeVector512<T> high) => SetMask(low) | SetMask(high) << Count;
}

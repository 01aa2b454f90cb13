using System.Numerics;

namespace Hotpath.Text;

/// <summary>
/// One hardware vector width (128, 256 or 512 bits) seen through the few operations the candidate filter needs,
/// so the filter loop is written once and specialized by the JIT per width and per unit type.
/// </summary>
/// <typeparam name="TSelf">The implementing wrapper around a <c>Vector{N}&lt;T&gt;</c>.</typeparam>
/// <typeparam name="T">The code unit: <see cref="byte"/> for UTF-8, <see cref="ushort"/> for UTF-16.</typeparam>
internal interface IProbeVector<TSelf, T>
    where TSelf : struct, IProbeVector<TSelf, T>
    where T : unmanaged, IBinaryInteger<T>
{
    /// <summary>Whether this width runs on hardware (and not emulated).</summary>
    static abstract bool IsAccelerated { get; }

    /// <summary>Units per vector; at most 64 so a match mask fits a <see cref="ulong"/>.</summary>
    static abstract int Count { get; }

    /// <summary>Broadcasts a unit to every lane.</summary>
    static abstract TSelf Create(T value);

    /// <summary>Loads <see cref="Count"/> units starting at <paramref name="source"/> (no alignment needed).</summary>
    static abstract TSelf Load(ref T source);

    /// <summary>
    /// <c>(units | caseBits) ^ value</c>: zero exactly in the lanes that match. Mismatches of several probes are
    /// OR-ed and tested against zero once, which takes fewer instructions than AND-ing per-probe masks.
    /// </summary>
    static abstract TSelf Mismatch(TSelf units, TSelf caseBits, TSelf value);

    /// <summary><c>units ^ value</c>: zero in the lanes where they are equal.</summary>
    static abstract TSelf Difference(TSelf units, TSelf value);

    /// <summary>
    /// <c>differences | (units ^ value)</c>: accumulates one more comparison in a single instruction where the
    /// hardware has three-input logic (AVX-512 <c>vpternlog</c>).
    /// </summary>
    static abstract TSelf OrDifference(TSelf differences, TSelf units, TSelf value);

    /// <summary>Lane-wise OR.</summary>
    static abstract TSelf Or(TSelf left, TSelf right);

    /// <summary>One bit per lane (lane 0 in bit 0), set where the lane is zero.</summary>
    static abstract ulong ZeroMask(TSelf lanes);

    /// <summary>
    /// One bit per lane (lane 0 in bit 0), set where <c>lanes &amp; keep</c> is zero: <paramref name="keep"/> clears
    /// the bits a comparison ignores (the ASCII case bit) in the same instruction as the test on AVX-512.
    /// </summary>
    static abstract ulong ZeroMask(TSelf lanes, TSelf keep);

    /// <summary>
    /// <see cref="ZeroMask(TSelf)"/> of two vectors in one mask: <paramref name="low"/>'s lanes in the low
    /// <see cref="Count"/> bits, <paramref name="high"/>'s above. Only for <see cref="Count"/> up to 32. Where a mask
    /// bit per lane costs a shuffle (16-bit lanes without AVX-512), the two comparisons are narrowed into one vector
    /// of bytes first, so the pair costs one mask extraction instead of two, and no shift.
    /// </summary>
    static abstract ulong PairZeroMask(TSelf low, TSelf high);

    /// <summary><see cref="PairZeroMask(TSelf, TSelf)"/> of <c>low &amp; keep</c> and <c>high &amp; keep</c>.</summary>
    static abstract ulong PairZeroMask(TSelf low, TSelf high, TSelf keep);

    /// <summary>Lane-wise equality: all bits set in the lanes where <paramref name="units"/> equals <paramref name="value"/>, else zero.</summary>
    static abstract TSelf Equal(TSelf units, TSelf value);

    /// <summary>Lane-wise AND.</summary>
    static abstract TSelf And(TSelf left, TSelf right);

    /// <summary>Whether any bit of any lane is set (one <c>vptest</c>).</summary>
    static abstract bool AnySet(TSelf lanes);

    /// <summary>One bit per lane (lane 0 in bit 0), set where the lane's top bit is (lanes from <see cref="Equal"/> are all or nothing).</summary>
    static abstract ulong SetMask(TSelf lanes);

    /// <summary><see cref="SetMask"/> of two vectors in one mask, as <see cref="PairZeroMask(TSelf, TSelf)"/> lays them out.</summary>
    static abstract ulong PairSetMask(TSelf low, TSelf high);
}

using System.Runtime.CompilerServices;
using Hotpath.Text;

namespace Hotpath.RegularExpressions.Prefilters;

/// <summary>
/// Two classes of the pair scan in <see cref="ClassSequencePrefilter"/> that each hold one unit, or two units differing
/// in one bit (<c>-</c>, <c>[aA]</c>): a unit <c>u</c> is a member when <c>(u | mask) == value</c>, one comparison per
/// class in any vector width. Immutable and thread-safe.
/// </summary>
internal sealed class MaskedUnitPair
{
    private readonly ushort _anchorMask;
    private readonly ushort _anchorValue;
    private readonly ushort _secondMask;
    private readonly ushort _secondValue;

    private MaskedUnitPair((ushort Mask, ushort Value) anchor, (ushort Mask, ushort Value) second) =>
        ((_anchorMask, _anchorValue), (_secondMask, _secondValue)) = (anchor, second);

    /// <summary>The pair for the members of the anchor class and of the second class, or null when either has another shape.</summary>
    public static MaskedUnitPair? TryCreate(char[] anchorMembers, char[] secondMembers) =>
        MaskOf(anchorMembers) is { } anchor && MaskOf(secondMembers) is { } second ? new MaskedUnitPair(anchor, second) : null;

    // One unit: no mask. Two differing in one bit: that bit masked, and the unit that has it as the value.
    private static (ushort Mask, ushort Value)? MaskOf(char[] members) => members switch
    {
        [char only] => (0, only),
        [char a, char b] when ushort.IsPow2((ushort)(a ^ b)) => ((ushort)(a ^ b), (ushort)(a | b)),
        _ => null,
    };

    /// <summary>
    /// The first block of <typeparamref name="TVector"/> starts from <paramref name="at"/> (not past
    /// <paramref name="finalBlock"/>) where the anchor class holds at <paramref name="anchor"/> and the second at
    /// <paramref name="second"/> for some start, with those starts as bits; without one, the block after the last
    /// tested and no bits. Every block must lie inside the input.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int NextHitBlock<TVector>(ref ushort units, int at, int finalBlock, int anchor, int second, out ulong bits)
        where TVector : struct, IProbeVector<TVector, ushort>
    {
        TVector anchorMask = TVector.Create(_anchorMask), anchorValue = TVector.Create(_anchorValue);
        TVector secondMask = TVector.Create(_secondMask), secondValue = TVector.Create(_secondValue);
        if (TVector.Count * sizeof(ushort) < 64)
        {
            // Without AVX-512 a comparison is already a lane mask: test the pair's hits with one vptest and build the
            // bit mask (a shuffle, a permute and an extraction for 16-bit lanes) only for a block that has some.
            for (; at <= finalBlock; at += TVector.Count)
            {
                TVector hits = TVector.And(
                    TVector.Equal(TVector.Or(TVector.Load(ref Unsafe.Add(ref units, at + anchor)), anchorMask), anchorValue),
                    TVector.Equal(TVector.Or(TVector.Load(ref Unsafe.Add(ref units, at + second)), secondMask), secondValue));
                if (TVector.AnySet(hits))
                {
                    bits = TVector.SetMask(hits);
                    return at;
                }
            }
            bits = 0;
            return at;
        }
        for (; at <= finalBlock; at += TVector.Count)
        {
            TVector misses = TVector.Or(
                TVector.Mismatch(TVector.Load(ref Unsafe.Add(ref units, at + anchor)), anchorMask, anchorValue),
                TVector.Mismatch(TVector.Load(ref Unsafe.Add(ref units, at + second)), secondMask, secondValue));
            bits = TVector.ZeroMask(misses);
            if (bits != 0) return at;
        }
        bits = 0;
        return at;
    }
}

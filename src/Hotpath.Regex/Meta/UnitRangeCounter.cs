using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using Hotpath.RegularExpressions.Hir;
using Hotpath.Text;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// Counts the units of a class of at most <see cref="MaxRanges"/> ranges (<c>[{}]</c>, <c>[a-z]</c>, <c>[^\x00-\x7F]</c>,
/// <c>[\u4E00-\u9FFF]</c>): each vector of units is tested against every range with a subtraction and an unsigned
/// comparison, and the lanes' hits are summed in the vector, whatever the text's script and however dense the members.
/// Immutable and thread-safe.
/// </summary>
/// <remarks>
/// A class of more ranges is counted with <see cref="ClassRunScan.CountMembers"/>, whose nibble lookup costs the same for
/// any number of ranges but switches tables at every 128-unit block of members beyond ASCII; a few ranges are cheaper to
/// compare than that, and never switch.
/// </remarks>
internal sealed class UnitRangeCounter
{
    /// <summary>The most ranges a class counted here has.</summary>
    public const int MaxRanges = 4;

    // Lane sums are 16-bit: a lane gains at most one per vector, so they are widened and added up at least this often.
    private const int VectorsPerSum = ushort.MaxValue;

    private readonly CharRangeSet _set;
    // Range r is the units u with (u - _firsts[r]) <= _spans[r], unsigned.
    private readonly ushort[] _firsts = new ushort[MaxRanges];
    private readonly ushort[] _spans = new ushort[MaxRanges];

    private UnitRangeCounter(CharRangeSet set)
    {
        _set = set;
        for (int r = 0; r < set.Ranges.Length; r++) (_firsts[r], _spans[r]) = (set.Ranges[r].First, (ushort)(set.Ranges[r].Last - set.Ranges[r].First));
    }

    /// <summary>The counter for <paramref name="set"/> when it has at most <see cref="MaxRanges"/> ranges and vectors serve here, else null.</summary>
    public static UnitRangeCounter? For(CharRangeSet set)
    {
        ArgumentNullException.ThrowIfNull(set);
        return Vector128.IsHardwareAccelerated && set.Ranges.Length is > 0 and <= MaxRanges ? new UnitRangeCounter(set) : null;
    }

    /// <summary>How many units of <paramref name="input"/> at or after <paramref name="position"/> are members.</summary>
    public int Count(ReadOnlySpan<char> input, int position) => _set.Ranges.Length switch
    {
        1 => Count<Constant1>(input, position),
        2 => Count<Constant2>(input, position),
        3 => Count<Constant3>(input, position),
        _ => Count<Constant4>(input, position),
    };

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private int Count<TRanges>(ReadOnlySpan<char> input, int position)
        where TRanges : struct, IConstant
    {
        ref ushort units = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(input));
        long count = 0;
        if (Vector256.IsHardwareAccelerated)
        {
            Vector256<ushort> f0 = Vector256.Create(_firsts[0]), f1 = Vector256.Create(_firsts[1]), f2 = Vector256.Create(_firsts[2]), f3 = Vector256.Create(_firsts[3]);
            Vector256<ushort> s0 = Vector256.Create(_spans[0]), s1 = Vector256.Create(_spans[1]), s2 = Vector256.Create(_spans[2]), s3 = Vector256.Create(_spans[3]);
            while (input.Length - position >= Vector256<ushort>.Count)
            {
                int vectors = Math.Min(VectorsPerSum, (input.Length - position) / Vector256<ushort>.Count);
                Vector256<ushort> sums = Vector256<ushort>.Zero;
                for (; vectors > 0; vectors--, position += Vector256<ushort>.Count)
                {
                    Vector256<ushort> v = Vector256.LoadUnsafe(ref units, (nuint)position);
                    Vector256<ushort> hits = InRange(v, f0, s0);
                    if (TRanges.Value > 1) hits |= InRange(v, f1, s1);
                    if (TRanges.Value > 2) hits |= InRange(v, f2, s2);
                    if (TRanges.Value > 3) hits |= InRange(v, f3, s3);
                    // A hit lane is all ones, minus one.
                    sums -= hits;
                }
                count += Vector256.Sum(Vector256.WidenLower(sums) + Vector256.WidenUpper(sums));
            }
        }
        else
        {
            Vector128<ushort> f0 = Vector128.Create(_firsts[0]), f1 = Vector128.Create(_firsts[1]), f2 = Vector128.Create(_firsts[2]), f3 = Vector128.Create(_firsts[3]);
            Vector128<ushort> s0 = Vector128.Create(_spans[0]), s1 = Vector128.Create(_spans[1]), s2 = Vector128.Create(_spans[2]), s3 = Vector128.Create(_spans[3]);
            while (input.Length - position >= Vector128<ushort>.Count)
            {
                int vectors = Math.Min(VectorsPerSum, (input.Length - position) / Vector128<ushort>.Count);
                Vector128<ushort> sums = Vector128<ushort>.Zero;
                for (; vectors > 0; vectors--, position += Vector128<ushort>.Count)
                {
                    Vector128<ushort> v = Vector128.LoadUnsafe(ref units, (nuint)position);
                    Vector128<ushort> hits = InRange(v, f0, s0);
                    if (TRanges.Value > 1) hits |= InRange(v, f1, s1);
                    if (TRanges.Value > 2) hits |= InRange(v, f2, s2);
                    if (TRanges.Value > 3) hits |= InRange(v, f3, s3);
                    sums -= hits;
                }
                count += Vector128.Sum(Vector128.WidenLower(sums) + Vector128.WidenUpper(sums));
            }
        }
        for (; position < input.Length; position++)
        {
            if (_set.Contains((char)Unsafe.Add(ref units, position))) count++;
        }
        return (int)count;
    }

    /// <summary>
    /// How many bytes of <paramref name="utf8"/> at or after <paramref name="position"/> are members, for a class of ASCII
    /// units only (a member byte is then a member unit, and any other byte, part of a scalar or not, is not).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public int CountAscii(ReadOnlySpan<byte> utf8, int position)
    {
        if (_set.Ranges[^1].Last >= 0x80) throw new InvalidOperationException("Only a class of ASCII units is counted over UTF-8 bytes.");
        ref byte bytes = ref MemoryMarshal.GetReference(utf8);
        int ranges = _set.Ranges.Length;
        long count = 0;
        // Each range's first unit and span, broadcast once per call rather than once per vector.
        Span<Vector256<byte>> firsts = stackalloc Vector256<byte>[MaxRanges], spans = stackalloc Vector256<byte>[MaxRanges];
        for (int r = 0; r < ranges; r++) (firsts[r], spans[r]) = (Vector256.Create((byte)_firsts[r]), Vector256.Create((byte)_spans[r]));
        if (Vector256.IsHardwareAccelerated)
        {
            for (; utf8.Length - position >= Vector256<byte>.Count; position += Vector256<byte>.Count)
            {
                Vector256<byte> v = Vector256.LoadUnsafe(ref bytes, (nuint)position), hits = Vector256<byte>.Zero;
                for (int r = 0; r < ranges; r++) hits |= InRange(v, firsts[r], spans[r]);
                count += BitOperations.PopCount(hits.ExtractMostSignificantBits());
            }
        }
        for (; utf8.Length - position >= Vector128<byte>.Count; position += Vector128<byte>.Count)
        {
            Vector128<byte> v = Vector128.LoadUnsafe(ref bytes, (nuint)position), hits = Vector128<byte>.Zero;
            for (int r = 0; r < ranges; r++) hits |= InRange(v, firsts[r].GetLower(), spans[r].GetLower());
            count += BitOperations.PopCount(hits.ExtractMostSignificantBits());
        }
        for (; position < utf8.Length; position++)
        {
            if (_set.Contains((char)Unsafe.Add(ref bytes, position))) count++;
        }
        return (int)count;
    }

    // All ones in the lanes whose unit lies in [first, first + span]: the offset from `first` wraps below it, so one
    // unsigned comparison tests both ends.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector256<T> InRange<T>(Vector256<T> units, Vector256<T> first, Vector256<T> span)
        where T : unmanaged, IBinaryInteger<T>, IUnsignedNumber<T>
    {
        Vector256<T> offset = units - first;
        return Vector256.Equals(Vector256.Min(offset, span), offset);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector128<T> InRange<T>(Vector128<T> units, Vector128<T> first, Vector128<T> span)
        where T : unmanaged, IBinaryInteger<T>, IUnsignedNumber<T>
    {
        Vector128<T> offset = units - first;
        return Vector128.Equals(Vector128.Min(offset, span), offset);
    }

}

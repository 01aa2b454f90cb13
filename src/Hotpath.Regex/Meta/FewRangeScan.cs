using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// Finds the first member, or the first non-member, of a class of two to four ranges (<c>[a-zA-Z]</c>,
/// <c>[0-9a-fA-F]</c>, <c>[а-яё]</c>, <c>[А-ЯЁ]</c>) with two compares per range per vector, 16 units a step with
/// 256-bit vectors and 8 with 128-bit ones. The runtime's search values serve such a class with a probabilistic map when
/// it has members beyond ASCII, and a class run scan looks each unit up in a block's table; a few compares cost less than
/// either, in any script, and the first vector decides the short runs (a word's letters) that most runs are.
/// Immutable and thread-safe.
/// </summary>
internal sealed class FewRangeScan
{
    /// <summary>The most ranges a class may have.</summary>
    public const int MaxRanges = 4;

    // Range i is the units u with (u - _first[i]) <= _span[i], unsigned. Classes of fewer ranges repeat their last one,
    // which tests the same units again.
    private readonly ushort _first0, _first1, _first2, _first3;
    private readonly ushort _span0, _span1, _span2, _span3;

    private FewRangeScan(CharRangeSet set)
    {
        CharRange[] ranges = set.Ranges.ToArray();
        CharRange Range(int i) => ranges[Math.Min(i, ranges.Length - 1)];
        (_first0, _span0) = ((ushort)Range(0).First, (ushort)(Range(0).Last - Range(0).First));
        (_first1, _span1) = ((ushort)Range(1).First, (ushort)(Range(1).Last - Range(1).First));
        (_first2, _span2) = ((ushort)Range(2).First, (ushort)(Range(2).Last - Range(2).First));
        (_first3, _span3) = ((ushort)Range(3).First, (ushort)(Range(3).Last - Range(3).First));
    }

    /// <summary>A scan of <paramref name="set"/> when it has two to four ranges and this machine has vectors, else null.</summary>
    public static FewRangeScan? TryCreate(CharRangeSet set)
    {
        ArgumentNullException.ThrowIfNull(set);
        return set.Ranges.Length is >= 2 and <= MaxRanges && Vector128.IsHardwareAccelerated ? new FewRangeScan(set) : null;
    }

    /// <summary>
    /// A scan of the ASCII members of <paramref name="set"/> when they form one to four ranges and this machine has
    /// vectors, else null: the first look at a run of a larger class (<c>\d</c>, <c>\w</c>, <c>\s</c>), whose runs in
    /// most text are short and ASCII.
    /// </summary>
    public static FewRangeScan? ForAsciiMembers(CharRangeSet set)
    {
        ArgumentNullException.ThrowIfNull(set);
        CharRangeSet ascii = set.Intersect(CharRangeSet.FromRanges([new CharRange('\0', '\x7F')]));
        return ascii.Ranges.Length is >= 1 and <= MaxRanges && Vector128.IsHardwareAccelerated ? new FewRangeScan(ascii) : null;
    }

    /// <summary>How many units <see cref="FirstVectorOutside"/> looks at: one vector's.</summary>
    public static int FirstVectorUnits => Vector256.IsHardwareAccelerated ? Vector256<ushort>.Count : Vector128<ushort>.Count;

    /// <summary>
    /// Bit i set when unit i of the first <see cref="FirstVectorUnits"/> units of <paramref name="span"/> (it must hold
    /// that many) is outside the class; in <paramref name="beyondAscii"/>, when that unit is beyond ASCII.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public uint FirstVectorOutside(ReadOnlySpan<char> span, out uint beyondAscii)
    {
        ref ushort start = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(span));
        if (Vector256.IsHardwareAccelerated)
        {
            Vector256<ushort> units = Vector256.LoadUnsafe(ref start);
            beyondAscii = Vector256.GreaterThan(units, Vector256.Create((ushort)0x7F)).ExtractMostSignificantBits();
            return Stops<NonMembers>(units);
        }
        Vector128<ushort> narrow = Vector128.LoadUnsafe(ref start);
        beyondAscii = Vector128.GreaterThan(narrow, Vector128.Create((ushort)0x7F)).ExtractMostSignificantBits();
        return Stops<NonMembers>(narrow);
    }

    /// <summary>The index of the first member of the class in <paramref name="span"/>, or -1.</summary>
    public int IndexOfMember(ReadOnlySpan<char> span) => IndexOf<Members>(span);

    /// <summary>The index of the first unit of <paramref name="span"/> outside the class, or -1.</summary>
    public int IndexOfNonMember(ReadOnlySpan<char> span) => IndexOf<NonMembers>(span);

    // What a search stops at: members, or the units outside the class.
    private interface ITarget
    {
        static abstract bool StopsAtNonMembers { get; }
    }

    private readonly struct Members : ITarget
    {
        public static bool StopsAtNonMembers => false;
    }

    private readonly struct NonMembers : ITarget
    {
        public static bool StopsAtNonMembers => true;
    }

    private int IndexOf<TTarget>(ReadOnlySpan<char> span) where TTarget : struct, ITarget
    {
        ref ushort start = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(span));
        int length = span.Length;
        if (Vector256.IsHardwareAccelerated && length >= Vector256<ushort>.Count)
        {
            int width = Vector256<ushort>.Count;
            for (int i = 0; ; i += width)
            {
                // The last vector ends at the span's end and may test again lanes that did not stop the search.
                int at = Math.Min(i, length - width);
                uint stops = Stops<TTarget>(Vector256.LoadUnsafe(ref start, (nuint)at));
                if (stops != 0) return at + BitOperations.TrailingZeroCount(stops);
                if (at + width >= length) return -1;
            }
        }
        if (length >= Vector128<ushort>.Count)
        {
            int width = Vector128<ushort>.Count;
            for (int i = 0; ; i += width)
            {
                int at = Math.Min(i, length - width);
                uint stops = Stops<TTarget>(Vector128.LoadUnsafe(ref start, (nuint)at));
                if (stops != 0) return at + BitOperations.TrailingZeroCount(stops);
                if (at + width >= length) return -1;
            }
        }
        for (int i = 0; i < length; i++)
        {
            if (Contains(Unsafe.Add(ref start, i)) == !TTarget.StopsAtNonMembers) return i;
        }
        return -1;
    }

    // Bit j set when lane j stops the search.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private uint Stops<TTarget>(Vector256<ushort> units) where TTarget : struct, ITarget
    {
        Vector256<ushort> members = Vector256.LessThanOrEqual(units - Vector256.Create(_first0), Vector256.Create(_span0))
            | Vector256.LessThanOrEqual(units - Vector256.Create(_first1), Vector256.Create(_span1))
            | Vector256.LessThanOrEqual(units - Vector256.Create(_first2), Vector256.Create(_span2))
            | Vector256.LessThanOrEqual(units - Vector256.Create(_first3), Vector256.Create(_span3));
        return (TTarget.StopsAtNonMembers ? ~members : members).ExtractMostSignificantBits();
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private uint Stops<TTarget>(Vector128<ushort> units) where TTarget : struct, ITarget
    {
        Vector128<ushort> members = Vector128.LessThanOrEqual(units - Vector128.Create(_first0), Vector128.Create(_span0))
            | Vector128.LessThanOrEqual(units - Vector128.Create(_first1), Vector128.Create(_span1))
            | Vector128.LessThanOrEqual(units - Vector128.Create(_first2), Vector128.Create(_span2))
            | Vector128.LessThanOrEqual(units - Vector128.Create(_first3), Vector128.Create(_span3));
        return (TTarget.StopsAtNonMembers ? ~members : members).ExtractMostSignificantBits();
    }

    private bool Contains(ushort unit) =>
        (ushort)(unit - _first0) <= _span0 || (ushort)(unit - _first1) <= _span1 || (ushort)(unit - _first2) <= _span2 || (ushort)(unit - _first3) <= _span3;
}

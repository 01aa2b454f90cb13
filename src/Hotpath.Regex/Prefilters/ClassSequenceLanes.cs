using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Prefilters;

/// <summary>
/// The first classes (up to 32) of a <see cref="ClassSequence"/> checked with one or two 256-bit compares
/// instead of one member list per unit. Two class shapes have lanes:
/// <list type="bullet">
/// <item>a few units: one or two plain units, or a letter's two ASCII cases compared as <c>(unit | 0x20) == lower</c>
/// plus at most one more member (the Kelvin sign, the long s), which is what case-insensitive words are made of;</item>
/// <item>one range of ASCII units plus any non-ASCII members, such as <c>\d</c> (<c>0-9</c> and the other scripts'
/// digits): an ASCII unit is decided by the range, a non-ASCII one is left to the caller for that window only.</item>
/// </list>
/// Classes of neither shape are always left to the caller (<see cref="Undecided"/>). Immutable and thread-safe.
/// </summary>
internal sealed class ClassSequenceLanes
{
    private const int LanesPerVector = 16;

    private readonly LaneHalf _low, _high;

    private ClassSequenceLanes(LaneHalf low, LaneHalf high, int width, int[] undecided)
    {
        (_low, _high, Width, Undecided) = (low, high, width, undecided);
    }

    /// <summary>Units the check loads from the match position: 16 or 32 (the input must have that many left).</summary>
    public int Width { get; }

    /// <summary>The positions whose classes the vectors never decide, in order (including any past 32).</summary>
    public int[] Undecided { get; }

    /// <summary>Lanes for <paramref name="sets"/>, or null when vectors are not accelerated or no class has a lane shape.</summary>
    public static ClassSequenceLanes? TryCreate(CharRangeSet[] sets)
    {
        ArgumentNullException.ThrowIfNull(sets);
        if (!Vector256.IsHardwareAccelerated) return null;
        var shapes = new LaneShape[2 * LanesPerVector];
        var undecided = new List<int>();
        bool anyDecided = false;
        for (int i = 0; i < sets.Length; i++)
        {
            if (i < 2 * LanesPerVector && LaneShape.TryCreate(sets[i], out shapes[i])) anyDecided = true;
            else undecided.Add(i);
        }
        if (!anyDecided) return null;
        int width = sets.Length <= LanesPerVector ? LanesPerVector : 2 * LanesPerVector;
        return new ClassSequenceLanes(new LaneHalf(shapes.AsSpan(0, LanesPerVector)), new LaneHalf(shapes.AsSpan(LanesPerVector)), width, [.. undecided]);
    }

    /// <summary>
    /// Whether every decided class can hold its unit of the <see cref="Width"/> units starting at <paramref name="first"/>;
    /// <paramref name="recheck"/> has a bit per position whose non-ASCII unit the lanes left to the caller.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool Accept(ref char first, out ulong recheck)
    {
        ref ushort units = ref Unsafe.As<char, ushort>(ref first);
        recheck = 0;
        if (!_low.Accept(Vector256.LoadUnsafe(ref units), out uint lowRecheck)) return false;
        recheck = lowRecheck;
        if (Width == LanesPerVector) return true;
        if (!_high.Accept(Vector256.LoadUnsafe(ref units, LanesPerVector), out uint highRecheck)) return false;
        recheck |= (ulong)highRecheck << LanesPerVector;
        return true;
    }

    /// <summary>The checks of 16 lanes: each lane's equality test, range test, or none, as masks over the lanes.</summary>
    private readonly struct LaneHalf
    {
        private readonly Vector256<ushort> _fold, _value, _alternative, _rangeFirst, _rangeSpan;
        private readonly uint _equalityLanes, _rangeLanes, _wideLanes;

        public LaneHalf(ReadOnlySpan<LaneShape> shapes)
        {
            Span<ushort> fold = stackalloc ushort[LanesPerVector], value = stackalloc ushort[LanesPerVector], alternative = stackalloc ushort[LanesPerVector];
            Span<ushort> rangeFirst = stackalloc ushort[LanesPerVector], rangeSpan = stackalloc ushort[LanesPerVector];
            for (int lane = 0; lane < shapes.Length; lane++)
            {
                LaneShape shape = shapes[lane];
                (fold[lane], value[lane], alternative[lane], rangeFirst[lane], rangeSpan[lane]) = (shape.Fold, shape.Value, shape.Alternative, shape.RangeFirst, shape.RangeSpan);
                if (shape.Kind == LaneShapeKind.Equality) _equalityLanes |= 1u << lane;
                if (shape.Kind == LaneShapeKind.Range) _rangeLanes |= 1u << lane;
                if (shape.HasNonAscii) _wideLanes |= 1u << lane;
            }
            (_fold, _value, _alternative) = (Vector256.Create<ushort>(fold), Vector256.Create<ushort>(value), Vector256.Create<ushort>(alternative));
            (_rangeFirst, _rangeSpan) = (Vector256.Create<ushort>(rangeFirst), Vector256.Create<ushort>(rangeSpan));
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public bool Accept(Vector256<ushort> units, out uint recheck)
        {
            uint required = _equalityLanes | _rangeLanes;
            uint equal = (Vector256.Equals(units | _fold, _value) | Vector256.Equals(units, _alternative)).ExtractMostSignificantBits();
            uint inRange = Vector256.LessThanOrEqual(units - _rangeFirst, _rangeSpan).ExtractMostSignificantBits();
            // Non-ASCII units in lanes whose class has non-ASCII members: the range says nothing about them.
            recheck = Vector256.GreaterThan(units, Vector256.Create((ushort)0x7F)).ExtractMostSignificantBits() & _wideLanes;
            uint hits = (equal & _equalityLanes) | (inRange & _rangeLanes) | recheck;
            return (hits & required) == required;
        }
    }

    private enum LaneShapeKind : byte
    {
        None,
        Equality,
        Range,
    }

    /// <summary>How one lane tests its class (see the class summary).</summary>
    [StructLayout(LayoutKind.Auto)]
    private readonly record struct LaneShape(LaneShapeKind Kind, ushort Fold, ushort Value, ushort Alternative, ushort RangeFirst, ushort RangeSpan, bool HasNonAscii)
    {
        public static bool TryCreate(CharRangeSet set, out LaneShape shape)
        {
            shape = default;
            if (set.IsEmpty) return false;
            if (set.Count <= 3 && TryEquality(set, out shape)) return true;
            // One ASCII range, with or without non-ASCII members after it.
            ReadOnlySpan<CharRange> ranges = set.Ranges;
            if (ranges[0].First >= 0x80 || ranges.Length > 1 && ranges[1].First < 0x80) return false;
            char last = (char)Math.Min((int)ranges[0].Last, 0x7F);
            bool hasNonAscii = ranges[0].Last >= 0x80 || ranges.Length > 1;
            shape = new LaneShape(LaneShapeKind.Range, 0, 0, 0, ranges[0].First, (ushort)(last - ranges[0].First), hasNonAscii);
            return true;
        }

        // One or two units, or a letter's two ASCII cases plus at most one more unit.
        private static bool TryEquality(CharRangeSet set, out LaneShape shape)
        {
            shape = default;
            char[] members = set.Members();
            char[] cases = [.. members.Where(m => char.IsAsciiLetter(m) && members.Contains((char)(m ^ 0x20)))];
            char[] others = [.. members.Except(cases)];
            if (cases.Length == 2 && others.Length <= 1)
            {
                ushort lower = (ushort)(cases[0] | 0x20);
                shape = new LaneShape(LaneShapeKind.Equality, 0x20, lower, others.Length == 1 ? others[0] : lower, 0, 0, false);
                return true;
            }
            if (cases.Length == 0 && others.Length <= 2)
            {
                shape = new LaneShape(LaneShapeKind.Equality, 0, others[0], others[^1], 0, 0, false);
                return true;
            }
            return false;
        }
    }
}

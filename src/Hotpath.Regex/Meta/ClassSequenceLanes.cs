using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// The first classes (up to 32) of a <see cref="ClassSequence"/> checked with one or two 256-bit compares
/// instead of one member list per unit. In case-insensitive words most classes are a letter's two cases,
/// compared as <c>(unit | 0x20) == lower</c>, plus at most one more member (the Kelvin sign, the long s);
/// the others are one or two plain units. Classes that fit neither shape are left to the caller
/// (<see cref="Undecided"/>). Immutable and thread-safe.
/// </summary>
internal sealed class ClassSequenceLanes
{
    private const int LanesPerVector = 16;

    // Per lane: the bits OR-ed into the unit, the value it must then equal, or a second value it may equal
    // instead. Lanes past the sequence or with an undecided class accept everything (their result bit is
    // not in the mask).
    private readonly Vector256<ushort> _fold0, _value0, _alternative0, _fold1, _value1, _alternative1;
    private readonly uint _mask0, _mask1;

    private ClassSequenceLanes(ushort[] fold, ushort[] value, ushort[] alternative, uint mask0, uint mask1, int width, int[] undecided)
    {
        _fold0 = Vector256.Create(fold.AsSpan(0, LanesPerVector));
        _value0 = Vector256.Create(value.AsSpan(0, LanesPerVector));
        _alternative0 = Vector256.Create(alternative.AsSpan(0, LanesPerVector));
        _fold1 = Vector256.Create(fold.AsSpan(LanesPerVector, LanesPerVector));
        _value1 = Vector256.Create(value.AsSpan(LanesPerVector, LanesPerVector));
        _alternative1 = Vector256.Create(alternative.AsSpan(LanesPerVector, LanesPerVector));
        (_mask0, _mask1, Width, Undecided) = (mask0, mask1, width, undecided);
    }

    /// <summary>Units the check loads from the match position: 16 or 32 (the input must have that many left).</summary>
    public int Width { get; }

    /// <summary>The positions whose classes the vectors do not decide, in order (including any past 32).</summary>
    public int[] Undecided { get; }

    /// <summary>Lanes for <paramref name="sets"/>, or null when vectors are not accelerated or no class has a lane shape.</summary>
    public static ClassSequenceLanes? TryCreate(CharRangeSet[] sets)
    {
        ArgumentNullException.ThrowIfNull(sets);
        if (!Vector256.IsHardwareAccelerated) return null;
        var fold = new ushort[2 * LanesPerVector];
        var value = new ushort[2 * LanesPerVector];
        var alternative = new ushort[2 * LanesPerVector];
        ulong decided = 0;
        var undecided = new List<int>();
        for (int i = 0; i < sets.Length; i++)
        {
            if (i < 2 * LanesPerVector && TryShape(sets[i], out fold[i], out value[i], out alternative[i])) decided |= 1UL << i;
            else undecided.Add(i);
        }
        if (decided == 0) return null;
        int width = sets.Length <= LanesPerVector ? LanesPerVector : 2 * LanesPerVector;
        return new ClassSequenceLanes(fold, value, alternative, (uint)decided & 0xFFFF, (uint)(decided >> LanesPerVector), width, [.. undecided]);
    }

    /// <summary>Whether every decided class holds its unit of the <see cref="Width"/> units starting at <paramref name="first"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool Accept(ref char first)
    {
        ref ushort units = ref Unsafe.As<char, ushort>(ref first);
        Vector256<ushort> low = Vector256.LoadUnsafe(ref units);
        uint hits = (Vector256.Equals(low | _fold0, _value0) | Vector256.Equals(low, _alternative0)).ExtractMostSignificantBits();
        if ((hits & _mask0) != _mask0) return false;
        if (Width == LanesPerVector) return true;
        Vector256<ushort> high = Vector256.LoadUnsafe(ref units, LanesPerVector);
        hits = (Vector256.Equals(high | _fold1, _value1) | Vector256.Equals(high, _alternative1)).ExtractMostSignificantBits();
        return (hits & _mask1) == _mask1;
    }

    // A class the lanes can check: one or two units, or a letter's two ASCII cases plus at most one more unit.
    private static bool TryShape(CharRangeSet set, out ushort fold, out ushort value, out ushort alternative)
    {
        (fold, value, alternative) = (0, 0, 0);
        if (set.Count is < 1 or > 3) return false;
        char[] members = set.Members();
        char[] cases = [.. members.Where(m => char.IsAsciiLetter(m) && members.Contains((char)(m ^ 0x20)))];
        char[] others = [.. members.Except(cases)];
        if (cases.Length == 2 && others.Length <= 1)
        {
            (fold, value) = (0x20, (ushort)(cases[0] | 0x20));
            alternative = others.Length == 1 ? others[0] : value;
            return true;
        }
        if (cases.Length == 0 && others.Length <= 2)
        {
            value = others[0];
            alternative = others[^1];
            return true;
        }
        return false;
    }
}

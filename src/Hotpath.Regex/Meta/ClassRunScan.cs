using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;
using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// Crosses runs of a class's members, forwards or backwards, 32 units per step on AVX2 (16 with SSSE3): the units are narrowed to
/// bytes (every unit above 127 to 128) and looked up in two nibble tables, the way Teddy looks up its fingerprints, so
/// any set of ASCII units (<c>\w</c>, <c>[\w.+-]</c>) is tested in a few instructions without a branch per unit. A unit
/// above 127 stops the vector and is tested alone; the non-ASCII units after it (a word of another script) are stepped
/// until the next ASCII unit. The search for a first member (<see cref="IndexOfMember"/>) reads the curly quotes and dashes
/// of prose as non-members in the vector when the class has no member near them (<c>\d</c>, <c>\w</c>, <c>\s</c>): counting
/// <c>\d+</c> over Sherlock Holmes, with 6,600 of them, took 63 µs against 155 µs in-process. The 16-unit steps serve
/// x64 without AVX2, which includes Native AOT's default instruction set, where the runtime's own search values for such
/// a class are 8.6 times slower than under the JIT without AVX2 (see docs/native-aot.md). Without SSSE3 every unit is tested
/// alone. Immutable and thread-safe.
/// </summary>
/// <remarks>
/// Stepping a run unit by unit costs a branch per unit that mispredicts where the run ends, and a class like
/// <c>[\w.-]</c> has no search form of few units outside it. The runtime's <c>IndexOfAnyExcept</c> over search values
/// of the ASCII members (the same nibble lookup) pays its call on every run: with it in place of this scan, counting
/// the e-mail pattern over text with an address every 100 (every 2,000) characters took 10–15% (12%) longer, whole
/// processes alternating.
/// </remarks>
internal sealed class ClassRunScan
{
    private const int Width = 32;

    // Units per step with SSSE3 only (no AVX2).
    private const int Width128 = 16;

    // Units per vector step on this machine; a step is never taken where none fits.
    private static int StepWidth => Avx2.IsSupported ? Width : Ssse3.IsSupported ? Width128 : int.MaxValue;

    private readonly CharRangeSet _set;
    // Entry n (in both lanes): bit h set when the unit h·16 + n is a member (h < 8).
    private readonly Vector256<byte> _byLowNibble;
    // IndexOfMember's pass over English punctuation: units from _gapFirst to _gapFirst + _gapWidth hold no member and
    // read as _asciiOutsider, an ASCII unit that is no member either (see PunctuationGap); _gapWidth is 0 without one
    // (a gap of one unit also reads 0 and goes unused).
    private readonly ushort _gapFirst, _gapWidth, _asciiOutsider;

    /// <summary>The scan for the members of <paramref name="set"/>.</summary>
    public ClassRunScan(CharRangeSet set)
    {
        ArgumentNullException.ThrowIfNull(set);
        _set = set;
        Span<byte> byLowNibble = stackalloc byte[Width];
        for (int unit = 0; unit < 128; unit++)
        {
            if (!set.Contains((char)unit)) continue;
            byLowNibble[unit & 15] |= (byte)(1 << (unit >> 4));
            byLowNibble[16 + (unit & 15)] |= (byte)(1 << (unit >> 4));
        }
        _byLowNibble = Vector256.Create<byte>(byLowNibble);
        (_gapFirst, _gapWidth, _asciiOutsider) = PunctuationGap(set);
    }

    /// <summary>
    /// The stretch of units above ASCII around the curly quotes (U+2018–U+201D, the commonest units beyond ASCII in English
    /// prose) that holds no member, when the quotes hold none and some ASCII unit is no member either: as its first unit,
    /// width (last − first) and that ASCII unit; else a zero width. <c>\d</c>'s members beyond ASCII stop at U+1C59 and
    /// resume at U+A620, <c>\w</c>'s around them at U+200D and U+203F, so their searches pass over the quotes and dashes of
    /// prose in vectors instead of testing each alone.
    /// </summary>
    private static (ushort First, ushort Width, ushort AsciiOutsider) PunctuationGap(CharRangeSet set)
    {
        const char QuotesFirst = '\u2018', QuotesLast = '\u201D';
        int outsider = 0;
        while (outsider < 128 && set.Contains((char)outsider)) outsider++;
        if (outsider == 128) return default;
        int first = 0x80, last = char.MaxValue;
        foreach (CharRange range in set.Ranges)
        {
            if (range.Last < QuotesFirst) first = Math.Max(first, range.Last + 1);
            else if (range.First > QuotesLast) last = Math.Min(last, range.First - 1);
            else return default;
        }
        return ((ushort)first, (ushort)(last - first), (ushort)outsider);
    }

    // Entry h (in both lanes): the bit of the high nibble h, none for 8 and above (units above 127 are never ASCII members).
    private static readonly Vector256<byte> HighNibbleBit = Vector256.Create(
        (byte)1, 2, 4, 8, 16, 32, 64, 128, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 0, 0, 0, 0, 0, 0, 0, 0);

    /// <summary>The first position in [<paramref name="position"/>, <paramref name="limit"/>) whose unit is not a member, else <paramref name="limit"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int RunEnd(ReadOnlySpan<char> input, int position, int limit) => Walk<Forward>(input, position, limit);

    /// <summary>
    /// The first position of the run of members that ends at <paramref name="position"/> (exclusive), not below
    /// <paramref name="floor"/>.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int RunStart(ReadOnlySpan<char> input, int position, int floor) => Walk<Backward>(input, position, floor);

    /// <summary>
    /// Whether <see cref="IndexOfMember"/> is the faster search for <paramref name="set"/>: on AVX2 or SSSE3, for a class of several
    /// ranges with members both in ASCII and beyond (<c>\d</c>, <c>\w</c>). The runtime's search values serve an ASCII
    /// class in one vector loop, and a class of one range with a range test.
    /// </summary>
    public static bool FindsMembersFasterThanTheRuntime(CharRangeSet set)
    {
        ArgumentNullException.ThrowIfNull(set);
        return (Avx2.IsSupported || Ssse3.IsSupported) && set.Ranges.Length > 1 && set.Ranges[0].First < 0x80 && set.Ranges[^1].Last >= 0x80;
    }

    /// <summary>
    /// The first position at or after <paramref name="position"/> whose unit is a member, or -1. Each block of 32 units
    /// passes on its ASCII members and its units above 127; those are tested alone (<see cref="CharRangeSet.Contains"/>),
    /// where the runtime's search values for a class with members beyond ASCII (<c>\d</c>) leave the vectors at every
    /// such unit (the curly quotes of prose): over Sherlock Holmes, one unit in 82 of which is above 127, counting
    /// <c>\d+</c> took 680 µs with the runtime's search values and 160 µs with this scan (in-process on AVX2, the BCL's
    /// Compiled engine 410–420 µs in the same runs).
    /// </summary>
    public int IndexOfMember(ReadOnlySpan<char> input, int position)
    {
        ref ushort units = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(input));
        if (Avx2.IsSupported)
        {
            Vector256<byte> byLowNibble = _byLowNibble;
            var gapFirst = Vector256.Create(_gapFirst);
            var gapWidth = Vector256.Create(_gapWidth);
            var outsider = Vector256.Create(_asciiOutsider);
            bool gap = _gapWidth != 0;
            for (; input.Length - position >= Width; position += Width)
            {
                ref ushort block = ref Unsafe.Add(ref units, position);
                Vector256<byte> narrow = gap ? NarrowPastGap(ref block, gapFirst, gapWidth, outsider) : Narrow(ref block);
                int found = FirstMember(MembersOrBeyondAscii(narrow, byLowNibble), ref units, position);
                if (found >= 0) return found;
            }
        }
        else if (Ssse3.IsSupported)
        {
            Vector128<byte> byLowNibble = _byLowNibble.GetLower();
            var gapFirst = Vector128.Create(_gapFirst);
            var gapWidth = Vector128.Create(_gapWidth);
            var outsider = Vector128.Create(_asciiOutsider);
            bool gap = _gapWidth != 0;
            for (; input.Length - position >= Width128; position += Width128)
            {
                ref ushort block = ref Unsafe.Add(ref units, position);
                Vector128<byte> narrow = gap ? NarrowPastGap128(ref block, gapFirst, gapWidth, outsider) : Narrow128(ref block);
                int found = FirstMember(MembersOrBeyondAscii128(narrow, byLowNibble), ref units, position);
                if (found >= 0) return found;
            }
        }
        for (; position < input.Length; position++)
        {
            if (_set.Contains((char)Unsafe.Add(ref units, position))) return position;
        }
        return -1;
    }

    // The first candidate of a block (bit i: the unit at position + i) that is a member, or -1: ASCII candidates are
    // members, the units above 127 are tested alone.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private int FirstMember(uint candidates, ref ushort units, int position)
    {
        for (; candidates != 0; candidates &= candidates - 1)
        {
            int at = position + BitOperations.TrailingZeroCount(candidates);
            char unit = (char)Unsafe.Add(ref units, at);
            if (unit < 128 || _set.Contains(unit)) return at;
        }
        return -1;
    }

    // Bit i set when narrowed unit i is an ASCII member or above 127.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static uint MembersOrBeyondAscii(Vector256<byte> narrow, Vector256<byte> byLowNibble) =>
        ~OutsideOfNarrow(narrow, byLowNibble) | Vector256.Equals(narrow, Vector256.Create((byte)128)).ExtractMostSignificantBits();

    // Type arguments of Walk: the JIT compiles one loop for each direction, with the tests on it folded away.
    private struct Forward;

    private struct Backward;

    // Walks from `position` towards `bound` while units are members; returns where the walk stops. Backwards, the unit
    // read at a position is the one before it.
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private int Walk<TDirection>(ReadOnlySpan<char> input, int position, int bound)
        where TDirection : struct
    {
        bool backward = typeof(TDirection) == typeof(Backward);
        int step = backward ? -1 : 1;
        ref ushort units = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(input));
        Vector256<byte> byLowNibble = _byLowNibble;
        Vector128<byte> byLowNibble128 = byLowNibble.GetLower();
        int width = StepWidth;
        while (true)
        {
            if ((backward ? position - bound : bound - position) >= width)
            {
                ref ushort block = ref Unsafe.Add(ref units, backward ? position - width : position);
                uint outside = Avx2.IsSupported ? Outside(ref block, byLowNibble) : Outside128(ref block, byLowNibble128);
                if (outside == 0)
                {
                    position += step * width;
                    continue;
                }
                // The unit that stopped the vector (the nearest outside ASCII membership) is tested below. A 16-unit
                // step's mask fills the low half of the 32 bits, whose upper half counts as leading zeros.
                position += backward ? -(BitOperations.LeadingZeroCount(outside) - (Width - width)) : BitOperations.TrailingZeroCount(outside);
            }
            else if (position == bound)
            {
                return bound;
            }
            char unit = (char)Unsafe.Add(ref units, backward ? position - 1 : position);
            if (!_set.Contains(unit)) return position;
            position += step;
            // Units outside ASCII come in words of a script: stepped until the next ASCII unit, where vectors pay again.
            while (unit >= 128 && position != bound && (unit = (char)Unsafe.Add(ref units, backward ? position - 1 : position)) >= 128)
            {
                if (!_set.Contains(unit)) return position;
                position += step;
            }
        }
    }

    // Bit i set when unit i of the 32 at `at` is not an ASCII member (every unit above 127 counts as outside).
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static uint Outside(ref ushort at, Vector256<byte> byLowNibble) => OutsideOfNarrow(Narrow(ref at), byLowNibble);

    // The 32 units at `at` as bytes in unit order, every unit above 127 as 128.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector256<byte> Narrow(ref ushort at) =>
        Pack(Vector256.LoadUnsafe(ref at), Vector256.LoadUnsafe(ref at, (nuint)(Width / 2)));

    // Narrow, with every unit of the gap (from gapFirst, gapWidth more) read as the ASCII outsider: no candidate.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector256<byte> NarrowPastGap(ref ushort at, Vector256<ushort> gapFirst, Vector256<ushort> gapWidth, Vector256<ushort> outsider)
    {
        Vector256<ushort> first = Vector256.LoadUnsafe(ref at), second = Vector256.LoadUnsafe(ref at, (nuint)(Width / 2));
        first = Vector256.ConditionalSelect(Vector256.LessThanOrEqual(first - gapFirst, gapWidth), outsider, first);
        second = Vector256.ConditionalSelect(Vector256.LessThanOrEqual(second - gapFirst, gapWidth), outsider, second);
        return Pack(first, second);
    }

    // Two vectors of units as bytes in unit order, every unit above 127 as 128.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector256<byte> Pack(Vector256<ushort> first, Vector256<ushort> second)
    {
        var ceiling = Vector256.Create((ushort)128);
        (first, second) = (Vector256.Min(first, ceiling), Vector256.Min(second, ceiling));
        // The pack interleaves the halves' lanes; the permute puts the 32 bytes back in unit order.
        return Avx2.Permute4x64(Avx2.PackUnsignedSaturate(first.AsInt16(), second.AsInt16()).AsUInt64(), 0b11_01_10_00).AsByte();
    }

    // Bit i set when narrowed unit i is not an ASCII member.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static uint OutsideOfNarrow(Vector256<byte> narrow, Vector256<byte> byLowNibble)
    {
        // 128 has its top bit set, so the shuffle gives it no bits: never a member.
        Vector256<byte> lowHits = Avx2.Shuffle(byLowNibble, narrow);
        Vector256<byte> highBits = Avx2.Shuffle(HighNibbleBit, (narrow.AsUInt16() >> 4).AsByte() & Vector256.Create((byte)15));
        return Vector256.Equals(lowHits & highBits, Vector256<byte>.Zero).ExtractMostSignificantBits();
    }

    // The 16-unit forms of the helpers above, for SSSE3 without AVX2 (the same tables' lower lanes).

    // Bit i set when unit i of the 16 at `at` is not an ASCII member (every unit above 127 counts as outside).
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static uint Outside128(ref ushort at, Vector128<byte> byLowNibble) => OutsideOfNarrow128(Narrow128(ref at), byLowNibble);

    // Bit i set when narrowed unit i is an ASCII member or above 127.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static uint MembersOrBeyondAscii128(Vector128<byte> narrow, Vector128<byte> byLowNibble) =>
        (~OutsideOfNarrow128(narrow, byLowNibble) & 0xFFFF) | Vector128.Equals(narrow, Vector128.Create((byte)128)).ExtractMostSignificantBits();

    // The 16 units at `at` as bytes in unit order, every unit above 127 as 128 (the 128-bit pack keeps unit order).
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector128<byte> Narrow128(ref ushort at) =>
        Pack128(Vector128.LoadUnsafe(ref at), Vector128.LoadUnsafe(ref at, (nuint)(Width128 / 2)));

    // Narrow128, with every unit of the gap read as the ASCII outsider (see NarrowPastGap).
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector128<byte> NarrowPastGap128(ref ushort at, Vector128<ushort> gapFirst, Vector128<ushort> gapWidth, Vector128<ushort> outsider)
    {
        Vector128<ushort> first = Vector128.LoadUnsafe(ref at), second = Vector128.LoadUnsafe(ref at, (nuint)(Width128 / 2));
        first = Vector128.ConditionalSelect(Vector128.LessThanOrEqual(first - gapFirst, gapWidth), outsider, first);
        second = Vector128.ConditionalSelect(Vector128.LessThanOrEqual(second - gapFirst, gapWidth), outsider, second);
        return Pack128(first, second);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector128<byte> Pack128(Vector128<ushort> first, Vector128<ushort> second)
    {
        var ceiling = Vector128.Create((ushort)128);
        return Sse2.PackUnsignedSaturate(Vector128.Min(first, ceiling).AsInt16(), Vector128.Min(second, ceiling).AsInt16());
    }

    // Bit i set when narrowed unit i is not an ASCII member. Ssse3.Shuffle, not Vector128.Shuffle: under Native AOT the
    // latter is a call to its software form.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static uint OutsideOfNarrow128(Vector128<byte> narrow, Vector128<byte> byLowNibble)
    {
        Vector128<byte> lowHits = Ssse3.Shuffle(byLowNibble, narrow);
        Vector128<byte> highBits = Ssse3.Shuffle(HighNibbleBit.GetLower(), (narrow.AsUInt16() >> 4).AsByte() & Vector128.Create((byte)15));
        return Vector128.Equals(lowHits & highBits, Vector128<byte>.Zero).ExtractMostSignificantBits();
    }
}

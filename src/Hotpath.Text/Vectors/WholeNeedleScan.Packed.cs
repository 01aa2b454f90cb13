using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;

namespace Hotpath.Text;

// UTF-16 text on AVX2 with a needle of ASCII units (U+0001–U+007F): each unit's 32 windows are narrowed to 32 bytes
// with one saturating pack (vpackuswb), so a unit costs one byte compare per stride instead of two 16-bit ones. The
// scan stays exact: a unit above U+00FF becomes 0x00 or 0xFF, which no needle unit equals, not even with its case
// bits OR-ed in (0x20 or 0xFF), and a unit up to U+00FF keeps its value. The pack leaves windows 0–7 and 16–23 in the
// low 128-bit half and 8–15 and 24–31 in the high one; every unit's vector has that order, so they combine lane by
// lane and one permute per stride restores window order.
internal static partial class WholeNeedleScan<T, TVector>
{
    // Whether this instantiation scans UTF-16 in 256-bit vectors on AVX2, so that PackedUnits applies.
    private static bool ComparesPackedUnits
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => typeof(T) == typeof(ushort) && TVector.Count == Vector256<ushort>.Count && Avx2.IsSupported;
    }

    // Whether every needle unit (letters already lower-cased) is ASCII and not U+0000, which saturation can produce.
    private static bool IsPackable(ReadOnlySpan<T> values) => !values.ContainsAnyExceptInRange(T.One, T.CreateTruncating(0x7F));

    private readonly struct PackedUnits : INeedleLanes<PackedUnits>
    {
        private readonly Vector256<byte> _value0, _caseBits0, _valueLast, _caseBitsLast, _value1, _caseBits1;
        private readonly Vector256<byte> _value2, _caseBits2, _value3, _caseBits3, _value4, _caseBits4;

        public static PackedUnits Create(ReadOnlySpan<T> values, ReadOnlySpan<T> caseBits) => new(values, caseBits);

        private PackedUnits(ReadOnlySpan<T> values, ReadOnlySpan<T> caseBits)
        {
            int lastUnit = values.Length - 1;
            (_value0, _caseBits0) = (Bytes(values, 0), Bytes(caseBits, 0));
            (_valueLast, _caseBitsLast) = (Bytes(values, lastUnit), Bytes(caseBits, lastUnit));
            (_value1, _caseBits1) = (Bytes(values, Inner(1, lastUnit)), Bytes(caseBits, Inner(1, lastUnit)));
            (_value2, _caseBits2) = (Bytes(values, Inner(2, lastUnit)), Bytes(caseBits, Inner(2, lastUnit)));
            (_value3, _caseBits3) = (Bytes(values, Inner(3, lastUnit)), Bytes(caseBits, Inner(3, lastUnit)));
            (_value4, _caseBits4) = (Bytes(values, Inner(4, lastUnit)), Bytes(caseBits, Inner(4, lastUnit)));
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static ulong StrideMatches<TLength>(ref T window, int length, in PackedUnits lanes) where TLength : struct, INeedleLength
        {
            ref short units = ref Unsafe.As<T, short>(ref window);
            Vector256<byte> mismatch = Mismatch(ref units, 0, lanes._caseBits0, lanes._value0)
                | Mismatch(ref units, length - 1, lanes._caseBitsLast, lanes._valueLast);
            if (TLength.Units > 2) mismatch |= Mismatch(ref units, 1, lanes._caseBits1, lanes._value1);
            if (TLength.Units > 3) mismatch |= Mismatch(ref units, 2, lanes._caseBits2, lanes._value2);
            if (TLength.Units > 4) mismatch |= Mismatch(ref units, 3, lanes._caseBits3, lanes._value3);
            if (TLength.Units > 5) mismatch |= Mismatch(ref units, 4, lanes._caseBits4, lanes._value4);
            Vector256<byte> inOrder = Avx2.Permute4x64(mismatch.AsUInt64(), 0b11_01_10_00).AsByte();
            return Vector256.Equals(inOrder, Vector256<byte>.Zero).ExtractMostSignificantBits();
        }

        // Nonzero in the byte of each of the 32 windows from `units` whose unit at `offset` differs (pack order).
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private static Vector256<byte> Mismatch(ref short units, int offset, Vector256<byte> caseBits, Vector256<byte> value)
        {
            Vector256<short> low = Vector256.LoadUnsafe(ref units, (nuint)offset);
            Vector256<short> high = Vector256.LoadUnsafe(ref units, (nuint)(offset + Vector256<short>.Count));
            return (Avx2.PackUnsignedSaturate(low, high) | caseBits) ^ value;
        }

        private static Vector256<byte> Bytes(ReadOnlySpan<T> units, int index) => Vector256.Create(units.IsEmpty ? (byte)0 : byte.CreateTruncating(units[index]));
    }
}

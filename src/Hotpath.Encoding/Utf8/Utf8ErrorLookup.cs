using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;
using Hotpath.Encodings.Vectors;

namespace Hotpath.Encodings;

/// <summary>
/// The lookup-table UTF-8 check of Keiser and Lemire ("Validating UTF-8 in less than one instruction per byte",
/// 2021): every error of a well-formedness rule shows in the pair (previous byte, current byte) or in how many
/// continuation bytes follow a lead, so three 16-entry nibble tables (high and low nibble of the previous byte,
/// high nibble of the current one) whose entries are bit sets of the rules a pair may break, ANDed together, give
/// every pair error, and comparing the bytes two and three back against E0 and F0 gives the length errors.
/// A nonzero result byte means the input is not UTF-8 at that position, given the three bytes before it.
/// </summary>
internal static class Utf8ErrorLookup
{
    // Each bit is one rule a (previous, current) byte pair can break.
    private const byte TooShort = 1 << 0;     // a lead or ASCII byte where a continuation byte must come
    private const byte TooLong = 1 << 1;      // a continuation byte after an ASCII byte
    private const byte Overlong3 = 1 << 2;    // E0 80..9F
    private const byte TooLarge = 1 << 3;     // F4 90..BF, F5.. 90..BF
    private const byte Surrogate = 1 << 4;    // ED A0..BF
    private const byte Overlong2 = 1 << 5;    // C0 or C1 then a continuation byte
    private const byte TooLarge1000 = 1 << 6; // F5..FF 80..8F
    private const byte Overlong4 = 1 << 6;    // F0 80..8F (shares the bit: both need a 1000 nibble and are told apart by the lead's low nibble)
    private const byte TwoContinuations = 1 << 7; // a continuation byte after a continuation byte; cleared by the length check when expected
    private const byte Carry = TooShort | TooLong | TwoContinuations; // rules decided by the previous byte's high nibble alone

    // The tables are properties over constants, not static readonly fields: the JIT folds constants into the loops,
    // where a struct-valued static field costs a helper call and spills every vector register around it.

    /// <summary>Rules the previous byte's high nibble can take part in.</summary>
    private static Vector128<byte> PreviousHigh
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Vector128.Create(
        TooLong, TooLong, TooLong, TooLong, TooLong, TooLong, TooLong, TooLong,
        TwoContinuations, TwoContinuations, TwoContinuations, TwoContinuations,
        TooShort | Overlong2,
        TooShort,
        TooShort | Overlong3 | Surrogate,
        TooShort | TooLarge | TooLarge1000 | Overlong4);
    }

    /// <summary>Rules the previous byte's low nibble can take part in.</summary>
    private static Vector128<byte> PreviousLow
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Vector128.Create(
        Carry | Overlong3 | Overlong2 | Overlong4,
        Carry | Overlong2,
        Carry,
        Carry,
        Carry | TooLarge,
        Carry | TooLarge | TooLarge1000,
        Carry | TooLarge | TooLarge1000,
        Carry | TooLarge | TooLarge1000,
        Carry | TooLarge | TooLarge1000,
        Carry | TooLarge | TooLarge1000,
        Carry | TooLarge | TooLarge1000,
        Carry | TooLarge | TooLarge1000,
        Carry | TooLarge | TooLarge1000,
        Carry | TooLarge | TooLarge1000 | Surrogate,
        Carry | TooLarge | TooLarge1000,
        Carry | TooLarge | TooLarge1000);
    }

    /// <summary>Rules the current byte's high nibble can take part in.</summary>
    private static Vector128<byte> CurrentHigh
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Vector128.Create(
        TooShort, TooShort, TooShort, TooShort, TooShort, TooShort, TooShort, TooShort,
        TooLong | Overlong2 | TwoContinuations | Overlong3 | TooLarge1000 | Overlong4,
        TooLong | Overlong2 | TwoContinuations | Overlong3 | TooLarge,
        TooLong | Overlong2 | TwoContinuations | Surrogate | TooLarge,
        TooLong | Overlong2 | TwoContinuations | Surrogate | TooLarge,
        TooShort, TooShort, TooShort, TooShort);
    }


    /// <summary>The error bytes of a 16-byte block, given the same block shifted by one, two and three bytes.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector128<byte> Errors(Vector128<byte> current, Vector128<byte> previous1, Vector128<byte> previous2, Vector128<byte> previous3)
    {
        Vector128<byte> nibble = Vector128.Create((byte)0x0F);
        Vector128<byte> pairs =
            Vector128.ShuffleNative(PreviousHigh, Vector128.ShiftRightLogical(previous1, 4)) &
            Vector128.ShuffleNative(PreviousLow, previous1 & nibble) &
            Vector128.ShuffleNative(CurrentHigh, Vector128.ShiftRightLogical(current, 4));
        // A byte two after a 3- or 4-byte lead, or three after a 4-byte lead, must be a continuation: there the pair
        // table reports TwoContinuations, and the XOR turns "expected and present" into 0 and "expected and absent"
        // (or present and not expected) into an error.
        Vector128<byte> mustContinue =
            (ByteThresholds.HighBitWhereAtLeast(previous2, 0xE0) | ByteThresholds.HighBitWhereAtLeast(previous3, 0xF0)) & Vector128.Create((byte)0x80);
        return pairs ^ mustContinue;
    }

    /// <summary>The error bytes of a 32-byte block, given the same block shifted by one, two and three bytes.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector256<byte> Errors(Vector256<byte> current, Vector256<byte> previous1, Vector256<byte> previous2, Vector256<byte> previous3)
    {
        Vector256<byte> nibble = Vector256.Create((byte)0x0F);
        Vector256<byte> pairs =
            NibbleLookup.Of(PreviousHigh, Vector256.ShiftRightLogical(previous1, 4)) &
            NibbleLookup.Of(PreviousLow, previous1 & nibble) &
            NibbleLookup.Of(CurrentHigh, Vector256.ShiftRightLogical(current, 4));
        Vector256<byte> mustContinue =
            (ByteThresholds.HighBitWhereAtLeast(previous2, 0xE0) | ByteThresholds.HighBitWhereAtLeast(previous3, 0xF0)) & Vector256.Create((byte)0x80);
        return pairs ^ mustContinue;
    }

    /// <summary>The error bytes of a 64-byte block, given the same block shifted by one, two and three bytes.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector512<byte> Errors(Vector512<byte> current, Vector512<byte> previous1, Vector512<byte> previous2, Vector512<byte> previous3)
    {
        Vector512<byte> nibble = Vector512.Create((byte)0x0F);
        // VBMI's full-width byte permute with indices below 16 reads only the table's first 16 bytes (the 512-bit
        // path runs only where VBMI is present).
        Vector512<byte> pairs =
            Avx512Vbmi.PermuteVar64x8(PreviousHigh.ToVector256Unsafe().ToVector512Unsafe(), Vector512.ShiftRightLogical(previous1, 4)) &
            Avx512Vbmi.PermuteVar64x8(PreviousLow.ToVector256Unsafe().ToVector512Unsafe(), previous1 & nibble) &
            Avx512Vbmi.PermuteVar64x8(CurrentHigh.ToVector256Unsafe().ToVector512Unsafe(), Vector512.ShiftRightLogical(current, 4));
        Vector512<byte> mustContinue =
            (Vector512.GreaterThanOrEqual(previous2, Vector512.Create((byte)0xE0)) |
             Vector512.GreaterThanOrEqual(previous3, Vector512.Create((byte)0xF0))) & Vector512.Create((byte)0x80);
        return pairs ^ mustContinue;
    }
}

using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Hotpath.Numerics.Formatting;

/// <summary>
/// The text of every two-digit number 00..99, in UTF-8 and in UTF-16, so that two digits cost one load and one store.
/// Each table holds the units in text order, so copying a pair's units as one word is right on either endianness.
/// </summary>
internal static class DigitPairs
{
    private const string Text =
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899";

    private static ReadOnlySpan<byte> Utf8 =>
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"u8;

    /// <summary>Writes the two digits of <paramref name="pair"/> (below 100) at <paramref name="start"/>[<paramref name="at"/>..].</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write<TUnit>(ref TUnit start, nint at, uint pair) where TUnit : unmanaged
    {
        ref byte destination = ref Unsafe.As<TUnit, byte>(ref Unsafe.Add(ref start, at));
        if (typeof(TUnit) == typeof(byte))
        {
            Unsafe.WriteUnaligned(ref destination, Unsafe.ReadUnaligned<ushort>(ref Unsafe.Add(ref MemoryMarshal.GetReference(Utf8), (nint)pair * 2)));
        }
        else
        {
            ref char chars = ref Unsafe.AsRef(in Text.GetPinnableReference());
            Unsafe.WriteUnaligned(ref destination, Unsafe.ReadUnaligned<uint>(ref Unsafe.As<char, byte>(ref Unsafe.Add(ref chars, (nint)pair * 2))));
        }
    }
}

using System.Diagnostics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;
using Hotpath.Encodings.Vectors;

namespace Hotpath.Encodings;

/// <summary>
/// Decodes the run of whole Base64 quads at the start of a UTF-8 or UTF-16 input that are made of symbols of one alphabet
/// (standard or URL-safe, <see cref="Base64Alphabet"/>) only. It stops
/// at the first quad holding anything else (padding, whitespace, a bad symbol) or when the destination has no room
/// for the next quad; the callers decide what the rest means, so all the BCL's rules live in one place
/// (<see cref="Base64"/>, <see cref="Base64Url"/>). Vectors: 64 chars to 48 bytes with AVX-512 VBMI (a 128-entry byte permute translates,
/// multiply-adds pack, a byte permute orders); 32 chars to 24 bytes with AVX2 (a saturating pack narrows, then the
/// nibble method below in both 128-bit halves); 16 symbols to 12 bytes with Vector128 (nibble-table shuffles check
/// and translate; multiply-adds pack on x86, shifts elsewhere); quads one at a time in scalar code.
/// </summary>
internal static class Base64QuadDecoder
{
    /// <summary>
    /// Decodes clean quads of symbols, UTF-8 bytes or UTF-16 chars; returns the units consumed (a multiple of 4; three
    /// bytes written per quad).
    /// </summary>
    // Never inlined: inlined into a caller's loop over many short texts (a token decoder), it measured slower than the
    // BCL's decoder there, and well ahead of it called; why the inlined form is slow was not traced.
    [MethodImpl(MethodImplOptions.NoInlining)]
    public static int Decode<TUnit>(ReadOnlySpan<TUnit> source, Span<byte> destination, Base64Alphabet alphabet, SimdWidth width)
        where TUnit : unmanaged
    {
        Debug.Assert(typeof(TUnit) == typeof(byte) || typeof(TUnit) == typeof(char));
        ref TUnit src = ref MemoryMarshal.GetReference(source);
        ref byte dst = ref MemoryMarshal.GetReference(destination);
        nint i = 0, w = 0;
        // UTF-8 takes no 512-bit loop: none has been measured or tested against the BCL's AVX-512 decoder, which serves it there.
        if (width.Is512() && typeof(TUnit) == typeof(char) && source.Length >= 64)
        {
            Vector512<byte> lowTable = Vector512.Create(alphabet.AsciiValues.AsSpan(0, 64));
            Vector512<byte> highTable = Vector512.Create(alphabet.AsciiValues.AsSpan(64, 64));
            for (; i <= source.Length - 64 && w <= destination.Length - 64; i += 64, w += 48)
            {
                ref short units = ref Unsafe.As<TUnit, short>(ref src);
                Vector512<short> first = Vector512.LoadUnsafe(ref units, (nuint)i), second = Vector512.LoadUnsafe(ref units, (nuint)(i + 32));
                // A saturating pack maps every unit above 0xFF to 0x00 or 0xFF, neither a symbol, so the decoder's own
                // check rejects them; it interleaves the two inputs by 8 bytes per 128-bit lane, which PackedOrder64 undoes.
                if (!Decode64(Avx512BW.PackUnsignedSaturate(first, second), lowTable, highTable, ref dst, w)) break;
            }
        }
        if (width == SimdWidth.V128 && Avx2.IsSupported && typeof(TUnit) == typeof(char) && source.Length >= 32)
        {
            nint steps = DecodeChars32(ref Unsafe.As<TUnit, short>(ref src), source.Length, ref dst, destination.Length, alphabet);
            i = steps * 32;
            w = steps * 24;
        }
        if (width >= SimdWidth.V128 && source.Length >= 16)
        {
            var tables = new NibbleTables(alphabet);
            for (; i <= source.Length - 16 && w <= destination.Length - 16; i += 16, w += 12)
            {
                if (!Decode16(Load16(ref src, i), tables, ref dst, w)) break;
            }
            // Up to three more quads (the end of a line of wrapped text, or of a token before its padded last quad) as
            // one block that ends with them and overlaps quads already decoded, which it writes again with the same
            // bytes. A block that is not all symbols leaves them to the quad loop.
            nint end = i + Math.Min(12, (source.Length - i) & ~3);
            if (end == source.Length && end > i && UnitAt(ref src, end - 1) == Base64Alphabet.Padding) end -= 4;
            nint blockWrite = (end - 16) / 4 * 3;
            if (end > i && end >= 16 && blockWrite <= destination.Length - 16 && Decode16(Load16(ref src, end - 16), tables, ref dst, blockWrite))
            {
                i = end;
                w = end / 4 * 3;
            }
        }
        ReadOnlySpan<sbyte> values = alphabet.Values;
        for (; i <= source.Length - 4 && w <= destination.Length - 3; i += 4, w += 3)
        {
            int u0 = UnitAt(ref src, i), u1 = UnitAt(ref src, i + 1), u2 = UnitAt(ref src, i + 2), u3 = UnitAt(ref src, i + 3);
            if ((u0 | u1 | u2 | u3) > 0xFF) break;
            if (!DecodeQuad(values[u0], values[u1], values[u2], values[u3], ref dst, w)) break;
        }
        return (int)i;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static int UnitAt<TUnit>(ref TUnit source, nint at)
        where TUnit : unmanaged =>
        typeof(TUnit) == typeof(byte) ? Unsafe.Add(ref Unsafe.As<TUnit, byte>(ref source), at) : Unsafe.Add(ref Unsafe.As<TUnit, ushort>(ref source), at);

    // 16 units as bytes. Chars are narrowed with signed saturation, which maps every unit from 0x80 up to 0x7F or 0x80,
    // neither a symbol, so the decoder's own check rejects them.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector128<byte> Load16<TUnit>(ref TUnit source, nint at)
        where TUnit : unmanaged
    {
        if (typeof(TUnit) == typeof(byte)) return Vector128.LoadUnsafe(ref Unsafe.As<TUnit, byte>(ref source), (nuint)at);
        ref short units = ref Unsafe.As<TUnit, short>(ref source);
        return Vector128.NarrowWithSaturation(Vector128.LoadUnsafe(ref units, (nuint)at), Vector128.LoadUnsafe(ref units, (nuint)(at + 8))).AsByte();
    }

    /// <summary>
    /// Decodes the last quad of a text: two or three symbols, bare or padded with '=' to four chars ("xx", "xxx", "xx==",
    /// "xxx="), into one or two bytes. The unused low bits of the last symbol are ignored (as <see cref="Convert"/> does)
    /// unless <paramref name="unusedBitsMustBeZero"/> (as <c>System.Buffers.Text</c> requires). False (nothing written)
    /// for any other shape, a non-symbol, set unused bits that must be zero, or too little room.
    /// </summary>
    public static bool TryDecodeLastQuad<TUnit>(ReadOnlySpan<TUnit> quad, Base64Alphabet alphabet, bool unusedBitsMustBeZero, Span<byte> destination, out int written)
        where TUnit : unmanaged
    {
        written = 0;
        int symbols = quad.Length;
        if (symbols is < 2 or > 4) return false;
        ref TUnit units = ref MemoryMarshal.GetReference(quad);
        if (symbols == 4)
        {
            if (UnitAt(ref units, 3) != Base64Alphabet.Padding) return false;
            symbols = UnitAt(ref units, 2) == Base64Alphabet.Padding ? 2 : 3;
        }
        if (destination.Length < symbols - 1) return false;
        int v0 = ValueOf(UnitAt(ref units, 0), alphabet), v1 = ValueOf(UnitAt(ref units, 1), alphabet), v2 = symbols == 3 ? ValueOf(UnitAt(ref units, 2), alphabet) : 0;
        if ((v0 | v1 | v2) < 0) return false;
        if (unusedBitsMustBeZero && (symbols == 3 ? v2 & 0x03 : v1 & 0x0F) != 0) return false;
        destination[0] = (byte)((v0 << 2) | (v1 >> 4));
        if (symbols == 3) destination[1] = (byte)(((v1 & 0x0F) << 4) | (v2 >> 2));
        written = symbols - 1;
        return true;
    }

    private static int ValueOf(int unit, Base64Alphabet alphabet) => unit <= 0xFF ? alphabet.Values[unit] : -1;

    /// <summary>Writes the three bytes of one quad of symbol values; false (nothing written) when any is -1.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool DecodeQuad(int v0, int v1, int v2, int v3, ref byte destination, nint at)
    {
        int value = (v0 << 18) | (v1 << 12) | (v2 << 6) | v3;
        if (value < 0) return false; // any -1 sets the sign bit
        Unsafe.Add(ref destination, at) = (byte)(value >> 16);
        Unsafe.Add(ref destination, at + 1) = (byte)(value >> 8);
        Unsafe.Add(ref destination, at + 2) = (byte)value;
        return true;
    }

    // 16 symbols (bytes below 0x81) to 12 bytes; stores 16 bytes. False when any byte is not a symbol.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool Decode16(Vector128<byte> symbols, in NibbleTables tables, ref byte destination, nint at)
    {
        Vector128<byte> low = symbols & Vector128.Create((byte)0x0F);
        Vector128<byte> high = Vector128.ShiftRightLogical(symbols.AsUInt16(), 4).AsByte() & Vector128.Create((byte)0x0F);
        // Each byte's high-nibble bit (all bits from nibble 8 up, which only non-ASCII has) against the non-symbols of its low nibble.
        Vector128<byte> highBit = Vector128.ShuffleNative(HighNibbleBits, high);
        if ((Vector128.ShuffleNative(tables.InvalidByLowNibble, low) & highBit) != Vector128<byte>.Zero) return false;
        Vector128<byte> values = symbols + Vector128.ShuffleNative(tables.OffsetByHighNibble, high + (Vector128.Equals(symbols, tables.Symbol63) & tables.Symbol63IndexShift));
        // Four 6-bit values a, b, c, d (a in the low byte) make the 24 bits a b c d; the three bytes go out high first.
        Vector128<uint> packed;
        if (Ssse3.IsSupported)
        {
            Vector128<short> pairs = Ssse3.MultiplyAddAdjacent(values, Vector128.Create(0x01400140).AsSByte());
            packed = Sse2.MultiplyAddAdjacent(pairs, Vector128.Create(0x00011000).AsInt16()).AsUInt32();
        }
        else
        {
            Vector128<ushort> pairs = ((values.AsUInt16() & Vector128.Create((ushort)0x3F)) << 6) | (values.AsUInt16() >> 8);
            packed = ((pairs.AsUInt32() & Vector128.Create(0xFFFu)) << 12) | (pairs.AsUInt32() >> 16);
        }
        Vector128.ShuffleNative(packed.AsByte(), Order16).StoreUnsafe(ref destination, (nuint)at);
        return true;
    }

    // The AVX2 loop over chars: 32 a step, narrowed by one saturating pack of two 256-bit vectors, so a step costs
    // about what a 16-char step of Decode16 does. Kept out of Decode's body so that short inputs, which never reach it,
    // do not pay for its registers and constants.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    // Returns the steps taken from the start of the text (32 chars read, 24 bytes written each); i and w are returned
    // rather than passed by reference, which would keep the caller's own counters in memory through its loops.
    private static nint DecodeChars32(ref short source, int length, ref byte destination, int room, Base64Alphabet alphabet)
    {
        nint i = 0, w = 0;
        var tables = new NibbleTables(alphabet);
        Vector256<byte> invalidByLowNibble = Vector256.Create(tables.InvalidByLowNibble, tables.InvalidByLowNibble);
        Vector256<byte> offsetByHighNibble = Vector256.Create(tables.OffsetByHighNibble, tables.OffsetByHighNibble);
        Vector256<byte> symbol63 = Vector256.Create(alphabet.Symbol63), symbol63IndexShift = Vector256.Create(alphabet.Symbol63IndexShift);
        for (; i <= length - 32 && w <= room - 32; i += 32, w += 24)
        {
            // The pack maps a unit above 0xFF to 0xFF and one from 0x8000 up to 0x00, neither a symbol, and interleaves
            // its inputs by 8 bytes per 128-bit half; the 64-bit permute puts the 32 chars back in order, so each half
            // holds 16 chars whose 12 bytes it decodes alone.
            Vector256<byte> packed = Avx2.PackUnsignedSaturate(Vector256.LoadUnsafe(ref source, (nuint)i), Vector256.LoadUnsafe(ref source, (nuint)(i + 16)));
            Vector256<byte> symbols = Avx2.Permute4x64(packed.AsUInt64(), 0b11_01_10_00).AsByte();
            Vector256<byte> low = symbols & Vector256.Create((byte)0x0F);
            Vector256<byte> high = Vector256.ShiftRightLogical(symbols.AsUInt16(), 4).AsByte() & Vector256.Create((byte)0x0F);
            Vector256<byte> highBit = Avx2.Shuffle(HighNibbleBits256, high);
            if ((Avx2.Shuffle(invalidByLowNibble, low) & highBit) != Vector256<byte>.Zero) break;
            Vector256<byte> values = symbols + Avx2.Shuffle(offsetByHighNibble, high + (Vector256.Equals(symbols, symbol63) & symbol63IndexShift));
            Vector256<short> pairs = Avx2.MultiplyAddAdjacent(values, Vector256.Create(0x01400140).AsSByte());
            Vector256<int> triples = Avx2.MultiplyAddAdjacent(pairs, Vector256.Create(0x00011000).AsInt16());
            // Each half's 12 bytes to its low 12, then the two runs of three 32-bit lanes side by side.
            Vector256<byte> halves = Avx2.Shuffle(triples.AsByte(), Vector256.Create(Order16, Order16));
            Avx2.PermuteVar8x32(halves.AsInt32(), Vector256.Create(0, 1, 2, 4, 5, 6, 3, 7)).AsByte().StoreUnsafe(ref destination, (nuint)w);
        }
        return i / 32;
    }

    // For a byte's high nibble, its bit in InvalidByLowNibble (nibbles 8 and up, only in non-ASCII, match every bit).
    private static Vector128<byte> HighNibbleBits
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Vector128.Create(1, 2, 4, 8, 16, 32, 64, 128, 255, 255, 255, 255, 255, 255, 255, (byte)255);
    }

    private static Vector256<byte> HighNibbleBits256
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Vector256.Create(HighNibbleBits, HighNibbleBits);
    }

    // The three bytes of each 32-bit lane (value in the low 24 bits), high first, into the low 12 bytes.
    private static Vector128<byte> Order16
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Vector128.Create((byte)2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, 0x80, 0x80, 0x80, 0x80);
    }

    /// <summary>An alphabet's tables for <see cref="Decode16"/>, loaded once per call.</summary>
    private readonly struct NibbleTables(Base64Alphabet alphabet)
    {
        public readonly Vector128<byte> InvalidByLowNibble = Vector128.Create(alphabet.InvalidByLowNibble);
        public readonly Vector128<byte> OffsetByHighNibble = Vector128.Create(alphabet.OffsetByHighNibble);
        public readonly Vector128<byte> Symbol63 = Vector128.Create(alphabet.Symbol63);
        public readonly Vector128<byte> Symbol63IndexShift = Vector128.Create(alphabet.Symbol63IndexShift);
    }

    // 64 symbols to 48 bytes; stores 64 bytes. False when any byte is not a symbol. The tables are the alphabet's
    // values of bytes 0-63 and 64-127 (Base64Alphabet.AsciiValues).
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool Decode64(Vector512<byte> symbols, Vector512<byte> lowTable, Vector512<byte> highTable, ref byte destination, nint at)
    {
        // A 128-entry byte permute over the low seven bits gives the value, or 0x80 for a non-symbol; bytes from 0x80
        // up are caught by OR-ing the input into the check.
        Vector512<byte> values = Avx512Vbmi.PermuteVar64x8x2(lowTable, symbols, highTable);
        if (((symbols | values) & Vector512.Create(Base64Alphabet.NotASymbol)) != Vector512<byte>.Zero) return false;
        Vector512<short> pairs = Avx512BW.MultiplyAddAdjacent(values, Vector512.Create(0x01400140).AsSByte());
        Vector512<int> triples = Avx512BW.MultiplyAddAdjacent(pairs, Vector512.Create(0x00011000).AsInt16());
        Avx512Vbmi.PermuteVar64x8(triples.AsByte(), PackedOrder64).StoreUnsafe(ref destination, (nuint)at);
        return true;
    }

    // The three bytes of each 32-bit lane (value in the low 24 bits), high first, in the order of the quads before the
    // pack: lane k of 128 bits holds quads 2k and 2k+1 of the first input, then quads 2k and 2k+1 of the second (8 + 2k
    // and 9 + 2k overall). The last 16 bytes are don't-care.
    private static Vector512<byte> PackedOrder64
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Vector512.Create(
            2, 1, 0, 6, 5, 4, 18, 17, 16, 22, 21, 20, 34, 33, 32, 38,
            37, 36, 50, 49, 48, 54, 53, 52, 10, 9, 8, 14, 13, 12, 26, 25,
            24, 30, 29, 28, 42, 41, 40, 46, 45, 44, 58, 57, 56, 62, 61, 60,
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, (byte)0);
    }
}

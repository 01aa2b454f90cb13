using System.Diagnostics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;
using Hotpath.Encodings.Vectors;

namespace Hotpath.Encodings;

/// <summary>
/// Encodes bytes as Base64 symbols of one alphabet (<see cref="Base64Alphabet"/>), as UTF-8 bytes or UTF-16 chars. The
/// callers check that the destination holds the whole output and leave every other case to the BCL, so this class
/// never decides a status. Vectors: 48 bytes to 64 symbols in a 512-bit vector with AVX-512 VBMI (byte permutes spread
/// the groups and look the symbols up); 24 bytes to 32 symbols in both halves of a 256-bit vector on AVX2; 12 bytes to 16 symbols with <see cref="Vector128"/> (a shuffle spreads, multiplies on x86 or shifts elsewhere take the fields, and one 16-entry
/// shuffle gives each symbol's offset from its value, after Muła and Lemire); one group at a time in scalar code.
/// </summary>
internal static class Base64Encoder
{
    /// <summary>The symbols (padding included when <paramref name="pad"/>) of <paramref name="length"/> bytes.</summary>
    public static long EncodedLength(int length, bool pad) =>
        pad ? (length + 2L) / 3 * 4 : length / 3 * 4L + (length % 3 == 0 ? 0 : length % 3 + 1);

    /// <summary>
    /// Encodes as the BCL's <c>EncodeToUtf8</c>/<c>EncodeToChars</c> with <paramref name="isFinalBlock"/> do (all of
    /// the input when final, else its whole groups) when <paramref name="destination"/> holds the output of the whole
    /// input, and returns their status; null (nothing written) when it does not, which the caller leaves to the BCL
    /// (which then reports a small destination even when not final).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static System.Buffers.OperationStatus? TryEncode<TUnit>(ReadOnlySpan<byte> source, Span<TUnit> destination, bool isFinalBlock, Base64Alphabet alphabet, bool pad,
        SimdWidth width, out int consumed, out int written)
        where TUnit : unmanaged
    {
        int take = isFinalBlock ? source.Length : source.Length / 3 * 3;
        if (EncodedLength(source.Length, pad) > destination.Length)
        {
            consumed = written = 0;
            return null;
        }
        consumed = take;
        written = EncodeFinal(source[..take], destination, alphabet, pad, width);
        return take == source.Length ? System.Buffers.OperationStatus.Done : System.Buffers.OperationStatus.NeedMoreData;
    }

    /// <summary>
    /// Encodes all of <paramref name="source"/>: whole groups, then the last one or two bytes as two or three symbols,
    /// padded with '=' to four when <paramref name="pad"/>. The destination holds at least
    /// <see cref="EncodedLength"/> units. Returns the units written.
    /// </summary>
    public static int EncodeFinal<TUnit>(ReadOnlySpan<byte> source, Span<TUnit> destination, Base64Alphabet alphabet, bool pad, SimdWidth width)
        where TUnit : unmanaged
    {
        Debug.Assert(destination.Length >= EncodedLength(source.Length, pad));
        int whole = EncodeGroups(source, destination, alphabet, width);
        int written = whole / 3 * 4;
        int rest = source.Length - whole;
        if (rest == 0) return written;
        ref TUnit dst = ref MemoryMarshal.GetReference(destination);
        ref byte symbols = ref MemoryMarshal.GetArrayDataReference(alphabet.Symbols);
        int first = Unsafe.Add(ref MemoryMarshal.GetReference(source), whole);
        int second = rest == 2 ? Unsafe.Add(ref MemoryMarshal.GetReference(source), whole + 1) : 0;
        // Every index is masked to six bits, inside the 64-entry table.
        Put(ref dst, written, Unsafe.Add(ref symbols, first >> 2));
        Put(ref dst, written + 1, Unsafe.Add(ref symbols, ((first << 4) | (second >> 4)) & 0x3F));
        if (rest == 2) Put(ref dst, written + 2, Unsafe.Add(ref symbols, (second << 2) & 0x3F));
        else if (pad) Put(ref dst, written + 2, (byte)Base64Alphabet.Padding);
        if (pad) Put(ref dst, written + 3, (byte)Base64Alphabet.Padding);
        return written + (pad ? 4 : rest + 1);
    }

    /// <summary>
    /// Encodes the whole 3-byte groups of <paramref name="source"/>, four symbols each, into a destination that holds
    /// them all; returns the bytes consumed (<c>source.Length / 3 * 3</c>).
    /// </summary>
    public static int EncodeGroups<TUnit>(ReadOnlySpan<byte> source, Span<TUnit> destination, Base64Alphabet alphabet, SimdWidth width)
        where TUnit : unmanaged
    {
        Debug.Assert(typeof(TUnit) == typeof(byte) || typeof(TUnit) == typeof(char));
        int whole = source.Length / 3 * 3;
        Debug.Assert(destination.Length >= whole / 3 * 4);
        ref byte src = ref MemoryMarshal.GetReference(source);
        ref TUnit dst = ref MemoryMarshal.GetReference(destination);
        nint i = 0, w = 0;
        if (width.Is512() && Avx512Vbmi.IsSupported && source.Length >= 64)
        {
            // 48 bytes to 64 symbols per step, read as 64, so the loop stops while 64 remain readable; the groups left
            // take the 256-bit steps below.
            Vector512<byte> symbols64 = Vector512.Create(alphabet.Symbols);
            for (; i <= source.Length - 64; i += 48, w += 64)
            {
                Store(Symbols64(Vector512.LoadUnsafe(ref src, (nuint)i), symbols64), ref dst, w);
            }
        }
        if (width >= SimdWidth.V128 && Avx2.IsSupported && source.Length - i >= 28)
        {
            // AVX2 machines run the 128-bit kernels elsewhere (and AVX-512 ones this after their 512-bit loop); this one
            // needs only in-lane shuffles, so it takes 256 bits:
            // 12 bytes in each half, read as the 16 at i and at i + 12, so the loop stops while 28 remain readable.
            Vector256<byte> offsets = Vector256.Create(Vector128.Create(alphabet.SymbolOffsets));
            for (; i <= source.Length - 28; i += 24, w += 32)
            {
                Vector256<byte> bytes = Vector256.Create(Vector128.LoadUnsafe(ref src, (nuint)i), Vector128.LoadUnsafe(ref src, (nuint)(i + 12)));
                Store(Symbols32(bytes, SpreadGroups, offsets), ref dst, w);
            }
            if (i < whole && whole - i <= 24 && whole >= 28)
            {
                // The groups left (at most eight) are encoded by one more block that ends where the whole groups end (as
                // the 128-bit one below does): the last 12 of the 16 bytes at whole - 28 and at whole - 16.
                Vector256<byte> bytes = Vector256.Create(Vector128.LoadUnsafe(ref src, (nuint)(whole - 28)), Vector128.LoadUnsafe(ref src, (nuint)(whole - 16)));
                Store(Symbols32(bytes, SpreadLastGroups, offsets), ref dst, (whole - 24) / 3 * 4);
                return whole;
            }
        }
        if (width >= SimdWidth.V128 && source.Length - i >= 16)
        {
            Vector128<byte> offsets = Vector128.Create(alphabet.SymbolOffsets);
            // 16 bytes are read and 12 used, so the loop stops while 16 remain readable.
            for (; i <= source.Length - 16; i += 12, w += 16)
            {
                Store(Symbols16(Vector128.LoadUnsafe(ref src, (nuint)i), offsets), ref dst, w);
            }
        }
        ref byte symbols = ref MemoryMarshal.GetArrayDataReference(alphabet.Symbols);
        if (width >= SimdWidth.V128 && i < whole && whole >= 16)
        {
            // The groups left (at most five: the loops stop with fewer than 16 bytes left) are encoded by one more block
            // that ends where the whole groups end: the 16 bytes before that end, of which the last 12 are used,
            // rewriting some symbols already there with the same values. A fifth group before those 12 bytes takes
            // the scalar step.
            Debug.Assert(whole - i <= 15);
            if (whole - i > 12) EncodeGroup(ref src, i, ref dst, w, ref symbols);
            nint last = whole - 16;
            Vector128<byte> spread = Vector128.Shuffle(Vector128.LoadUnsafe(ref src, (nuint)last), SpreadLastGroups);
            Store(SymbolsOfSpread(spread.AsUInt32(), Vector128.Create(alphabet.SymbolOffsets)), ref dst, (last + 4) / 3 * 4);
            return whole;
        }
        for (; i < whole; i += 3, w += 4) EncodeGroup(ref src, i, ref dst, w, ref symbols);
        return whole;
    }

    // The four symbols of the 3-byte group at `at`, written at `to`.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void EncodeGroup<TUnit>(ref byte source, nint at, ref TUnit destination, nint to, ref byte symbols)
        where TUnit : unmanaged
    {
        // Every index is at most six bits, inside the 64-entry table.
        int group = (Unsafe.Add(ref source, at) << 16) | (Unsafe.Add(ref source, at + 1) << 8) | Unsafe.Add(ref source, at + 2);
        Put(ref destination, to, Unsafe.Add(ref symbols, group >> 18));
        Put(ref destination, to + 1, Unsafe.Add(ref symbols, (group >> 12) & 0x3F));
        Put(ref destination, to + 2, Unsafe.Add(ref symbols, (group >> 6) & 0x3F));
        Put(ref destination, to + 3, Unsafe.Add(ref symbols, group & 0x3F));
    }

    // 48 bytes (the first 48 of the vector) to their 64 symbols with AVX-512 VBMI: a byte permute spreads group k as
    // b1 b0 b2 b1 over 32-bit lane k, multiplies take the four fields as in Symbols32, and one more byte permute, which
    // reads only an index's low six bits, looks the symbols up. (A multishift would take the fields in one instruction
    // but measured slower on Zen 4, which runs it in two halves.)
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector512<byte> Symbols64(Vector512<byte> bytes, Vector512<byte> symbols)
    {
        Vector512<uint> lanes = Avx512Vbmi.PermuteVar64x8(bytes, Spread64).AsUInt32();
        Vector512<ushort> down = Avx512BW.MultiplyHigh((lanes & Vector512.Create(0x0FC0FC00u)).AsUInt16(), Vector512.Create(0x04000040u).AsUInt16());
        Vector512<short> up = Avx512BW.MultiplyLow((lanes & Vector512.Create(0x003F03F0u)).AsInt16(), Vector512.Create(0x01000010u).AsInt16());
        return Avx512Vbmi.PermuteVar64x8(symbols, down.AsByte() | up.AsByte());
    }

    // Group k's bytes as b1 b0 b2 b1 in 32-bit lane k, for the sixteen groups in bytes 0-47.
    private static Vector512<byte> Spread64
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Vector512.Create(
            (byte)1, 0, 2, 1, 4, 3, 5, 4, 7, 6, 8, 7, 10, 9, 11, 10, 13, 12, 14, 13, 16, 15, 17, 16, 19, 18, 20, 19, 22, 21, 23, 22,
            25, 24, 26, 25, 28, 27, 29, 28, 31, 30, 32, 31, 34, 33, 35, 34, 37, 36, 38, 37, 40, 39, 41, 40, 43, 42, 44, 43, 46, 45, 47, 46);
    }

    // 12 bytes (the first 12 of the vector) to their 16 symbols.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector128<byte> Symbols16(Vector128<byte> bytes, Vector128<byte> offsets)
    {
        // As in Symbols64: group k as b1 b0 b2 b1 in 32-bit lane k, fields at bits 10, 4, 22 and 16.
        return SymbolsOfSpread(Vector128.Shuffle(bytes, SpreadGroups).AsUInt32(), offsets);
    }

    // Shuffle controls that spread the four groups in bytes 0-11 (or in bytes 4-15) as b1 b0 b2 b1 over 32-bit lanes.
    // Constants, forced inline: left to the inlining budget, which a profile of long inputs spends elsewhere, a use can stay a call.
    private static Vector128<byte> SpreadGroups
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Vector128.Create((byte)1, 0, 2, 1, 4, 3, 5, 4, 7, 6, 8, 7, 10, 9, 11, 10);
    }

    private static Vector128<byte> SpreadLastGroups
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Vector128.Create((byte)5, 4, 6, 5, 8, 7, 9, 8, 11, 10, 12, 11, 14, 13, 15, 14);
    }

    // Four groups, each spread as b1 b0 b2 b1 over a 32-bit lane, to their 16 symbols.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector128<byte> SymbolsOfSpread(Vector128<uint> lanes, Vector128<byte> offsets)
    {
        Vector128<byte> values;
        if (Sse2.IsSupported)
        {
            // The fields at bits 10 and 22 are shifted down by a high multiply, those at 4 and 16 up by a low one.
            Vector128<ushort> down = Sse2.MultiplyHigh((lanes & Vector128.Create(0x0FC0FC00u)).AsUInt16(), Vector128.Create(0x04000040u).AsUInt16());
            Vector128<short> up = Sse2.MultiplyLow((lanes & Vector128.Create(0x003F03F0u)).AsInt16(), Vector128.Create(0x01000010u).AsInt16());
            values = (down.AsByte() | up.AsByte());
        }
        else
        {
            values = (((lanes >> 10) & Vector128.Create(0x3Fu)) | ((lanes << 4) & Vector128.Create(0x3F00u)) |
                      ((lanes >> 6) & Vector128.Create(0x3F0000u)) | ((lanes << 8) & Vector128.Create(0x3F000000u))).AsByte();
        }
        // Values 0-25, 26-51, 52-61, 62 and 63 each add one offset to become their symbol: 52-63 index the offset table
        // by their saturated distance from 51 (1-12), 26-51 index entry 0, and 0-25 entry 13.
        Vector128<byte> index = Vector128.SubtractSaturate(values, Vector128.Create((byte)51));
        index |= Vector128.GreaterThan(Vector128.Create((sbyte)26), values.AsSByte()).AsByte() & Vector128.Create((byte)13);
        return values + Vector128.ShuffleNative(offsets, index);
    }

    // The 12 bytes of each 128-bit half that `spread` takes to their 16 symbols, as Symbols16 does per half with AVX2.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector256<byte> Symbols32(Vector256<byte> bytes, Vector128<byte> spread, Vector256<byte> offsets)
    {
        Vector256<uint> lanes = Avx2.Shuffle(bytes, Vector256.Create(spread, spread)).AsUInt32();
        Vector256<ushort> down = Avx2.MultiplyHigh((lanes & Vector256.Create(0x0FC0FC00u)).AsUInt16(), Vector256.Create(0x04000040u).AsUInt16());
        Vector256<short> up = Avx2.MultiplyLow((lanes & Vector256.Create(0x003F03F0u)).AsInt16(), Vector256.Create(0x01000010u).AsInt16());
        Vector256<byte> values = down.AsByte() | up.AsByte();
        Vector256<byte> index = Vector256.SubtractSaturate(values, Vector256.Create((byte)51));
        index |= Vector256.GreaterThan(Vector256.Create((sbyte)26), values.AsSByte()).AsByte() & Vector256.Create((byte)13);
        return values + Avx2.Shuffle(offsets, index);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void Store<TUnit>(Vector512<byte> symbols, ref TUnit destination, nint at)
        where TUnit : unmanaged
    {
        if (typeof(TUnit) == typeof(byte))
        {
            symbols.StoreUnsafe(ref Unsafe.As<TUnit, byte>(ref destination), (nuint)at);
        }
        else
        {
            ref ushort chars = ref Unsafe.As<TUnit, ushort>(ref destination);
            Vector512.WidenLower(symbols).StoreUnsafe(ref chars, (nuint)at);
            Vector512.WidenUpper(symbols).StoreUnsafe(ref chars, (nuint)(at + 32));
        }
    }

    // Chars are the two widened 256-bit halves; storing through the 128-bit Store below would take four 128-bit stores.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void Store<TUnit>(Vector256<byte> symbols, ref TUnit destination, nint at)
        where TUnit : unmanaged
    {
        if (typeof(TUnit) == typeof(byte))
        {
            symbols.StoreUnsafe(ref Unsafe.As<TUnit, byte>(ref destination), (nuint)at);
        }
        else
        {
            ref ushort chars = ref Unsafe.As<TUnit, ushort>(ref destination);
            Vector256.WidenLower(symbols).StoreUnsafe(ref chars, (nuint)at);
            Vector256.WidenUpper(symbols).StoreUnsafe(ref chars, (nuint)(at + 16));
        }
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void Store<TUnit>(Vector128<byte> symbols, ref TUnit destination, nint at)
        where TUnit : unmanaged
    {
        if (typeof(TUnit) == typeof(byte))
        {
            symbols.StoreUnsafe(ref Unsafe.As<TUnit, byte>(ref destination), (nuint)at);
        }
        else
        {
            ref ushort chars = ref Unsafe.As<TUnit, ushort>(ref destination);
            Vector128.WidenLower(symbols).StoreUnsafe(ref chars, (nuint)at);
            Vector128.WidenUpper(symbols).StoreUnsafe(ref chars, (nuint)(at + 8));
        }
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void Put<TUnit>(ref TUnit destination, nint at, byte symbol)
        where TUnit : unmanaged
    {
        if (typeof(TUnit) == typeof(byte)) Unsafe.Add(ref Unsafe.As<TUnit, byte>(ref destination), at) = symbol;
        else Unsafe.Add(ref Unsafe.As<TUnit, ushort>(ref destination), at) = symbol;
    }
}

using System.Buffers;
using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;
using Hotpath.Encodings.Vectors;

namespace Hotpath.Encodings;

/// <summary>
/// UTF-8 to UTF-16 with the BCL's statuses. Vector blocks decode every byte position as if a sequence started there
/// (1-, 2-, 3-byte values, and for 4-byte sequences the high surrogate at the lead and the low surrogate at the
/// byte after it), then compress the positions that do start one (or follow a 4-byte lead) into place. A block is
/// taken only when the lookup check finds it well-formed, the destination has room for a whole block, and it
/// starts at a sequence boundary; it consumes only sequences wholly inside it. Everything else (errors,
/// replacement, a full destination, streaming tails) goes through the scalar reference, which alone decides the
/// statuses, so they are the BCL's at every split point. The block kernels are compiled fully optimized at their
/// first call (<see cref="MethodImplOptions.AggressiveOptimization"/>), so their code does not depend on which texts
/// trained the profile.
/// </summary>
internal static class Utf8ToUtf16Transcoder
{
    // The blocks read the three bytes before them and two bytes after them.
    private const int Lookback = 3;
    private const int Lookahead = 2;

    /// <summary>Transcodes as <c>System.Text.Unicode.Utf8.ToUtf16</c> does.</summary>
    public static OperationStatus Transcode(ReadOnlySpan<byte> source, Span<char> destination, out int bytesRead, out int charsWritten,
        bool replaceInvalidSequences, bool isFinalBlock, SimdWidth width)
    {
        int read = 0, written = 0;
        OperationStatus status = OperationStatus.Done;
        int until = width == SimdWidth.Scalar ? source.Length : Lookback;
        while (true)
        {
            status = DecodeScalar(source, destination, ref read, ref written, until, replaceInvalidSequences, isFinalBlock);
            if (status != OperationStatus.Done || read >= source.Length) break;
            if (width.Is512()) DecodeBlocks512(source, destination, ref read, ref written);
            else if (width == SimdWidth.V128 && Vector256.IsHardwareAccelerated && Avx2.IsSupported) DecodeBlocks256(source, destination, ref read, ref written);
            DecodeBlocks128(source, destination, ref read, ref written);
            // The blocks stopped at an error, a full destination or the tail: one block's worth goes through the
            // scalar path before the blocks are tried again (at least one byte, so the loop always advances).
            until = read + (width.Is512() ? 64 : 16);
        }
        bytesRead = read;
        charsWritten = written;
        return status;
    }

    /// <summary>
    /// The scalar reference: decodes sequences from <paramref name="read"/> until one ends at or past
    /// <paramref name="until"/> where the vector blocks may resume, or the input ends. Returns <see cref="OperationStatus.Done"/> unless it had to stop.
    /// </summary>
    public static OperationStatus DecodeScalar(ReadOnlySpan<byte> source, Span<char> destination, ref int read, ref int written, int until,
        bool replaceInvalidSequences, bool isFinalBlock)
    {
        // Past `until`, it goes on while a lead byte before `read` expects more: vector blocks resume only where no
        // sequence is cut (Utf8Sequence.SequenceCutAt).
        while (read < source.Length && (read < until || Utf8Sequence.SequenceCutAt(source, read)))
        {
            if (source[read] < 0x80)
            {
                // A run of ASCII (the tail after the last whole block, mostly) goes to the BCL's vectorized widening,
                // which stops at the first other byte or when the destination is full. Only up to `until`: past it the
                // blocks widen ASCII faster, four vectors per check, and mostly-ASCII text reaches them sooner.
                System.Text.Ascii.ToUtf16(source[read..Math.Min(source.Length, Math.Max(until, read + 1))], destination[written..], out int widened);
                if (widened == 0) return OperationStatus.DestinationTooSmall;
                read += widened;
                written += widened;
                continue;
            }
            SequenceKind kind = Utf8Sequence.Read(source, read, out uint scalar, out int length);
            if (kind == SequenceKind.Valid)
            {
                if (scalar < 0x10000)
                {
                    if (written >= destination.Length) return OperationStatus.DestinationTooSmall;
                    destination[written++] = (char)scalar;
                }
                else
                {
                    if (written + 1 >= destination.Length) return OperationStatus.DestinationTooSmall;
                    destination[written++] = (char)(0xD7C0 + (scalar >> 10));
                    destination[written++] = (char)(0xDC00 | (scalar & 0x3FF));
                }
            }
            else
            {
                if (kind == SequenceKind.Incomplete && !isFinalBlock) return OperationStatus.NeedMoreData;
                if (!replaceInvalidSequences) return OperationStatus.InvalidData;
                if (written >= destination.Length) return OperationStatus.DestinationTooSmall;
                destination[written++] = '\uFFFD';
            }
            read += length;
        }
        return OperationStatus.Done;
    }

    // The start bits of the first 16 (31) bytes of a well-formed block whose first 15 (30) bytes are five (ten)
    // three-byte sequences: a lead every third byte and a start right after the last sequence. Well-formedness then
    // rules out a two-byte lead (its next byte would be a start) and a four-byte one (the byte three on, a continuation).
    private const uint ThreeByteShapeMask5 = 0xFFFF;
    private const uint ThreeByteShape5 = 0b1_001_001_001_001_001;
    private const uint ThreeByteShapeMask10 = 0x7FFF_FFFF;
    private const uint ThreeByteShape10 = 0b1_001_001_001_001_001_001_001_001_001_001;

    // The chars of the five three-byte sequences in the first 15 bytes (lanes 5-7 are zero). Each char's lead and
    // second byte are shuffled into one word (lead high), its third byte into another.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector128<ushort> ThreeByteChars(Vector128<byte> bytes)
    {
        Vector128<ushort> leadAndSecond = Vector128.ShuffleNative(bytes, LeadAndSecondOfFive).AsUInt16();
        Vector128<ushort> third = Vector128.ShuffleNative(bytes, ThirdOfFive).AsUInt16();
        return ((leadAndSecond & Vector128.Create((ushort)0x0F00)) << 4) | ((leadAndSecond & Vector128.Create((ushort)0x003F)) << 6) |
               (third & Vector128.Create((ushort)0x003F));
    }

    // As above in each 128-bit half, with AVX2's in-lane shuffle.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector256<ushort> ThreeByteChars(Vector256<byte> bytes)
    {
        Vector256<ushort> leadAndSecond = Avx2.Shuffle(bytes, Vector256.Create(LeadAndSecondOfFive, LeadAndSecondOfFive)).AsUInt16();
        Vector256<ushort> third = Avx2.Shuffle(bytes, Vector256.Create(ThirdOfFive, ThirdOfFive)).AsUInt16();
        return ((leadAndSecond & Vector256.Create((ushort)0x0F00)) << 4) | ((leadAndSecond & Vector256.Create((ushort)0x003F)) << 6) |
               (third & Vector256.Create((ushort)0x003F));
    }

    // Word k: byte 3k + 1 low, byte 3k high; the third byte 3k + 2 alone; 0x80 selects zero.
    private static Vector128<byte> LeadAndSecondOfFive
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Vector128.Create((byte)1, 0, 4, 3, 7, 6, 10, 9, 13, 12, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80);
    }

    private static Vector128<byte> ThirdOfFive
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Vector128.Create((byte)2, 0x80, 5, 0x80, 8, 0x80, 11, 0x80, 14, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80);
    }

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private static void DecodeBlocks128(ReadOnlySpan<byte> source, Span<char> destination, ref int read, ref int written)
    {
        const int Width = 16;
        if (read < Lookback) return;
        ref byte src = ref MemoryMarshal.GetReference(source);
        ref ushort dst = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(destination));
        ref byte keepWords = ref MemoryMarshal.GetArrayDataReference(CompressTables.KeepWords);
        nint i = read, w = written;
        nint lastBlock = source.Length - Width - Lookahead;
        nint lastWrite = destination.Length - Width;
        // A block ending in a lead byte whose sequence it cuts gives those bytes to the next block.
        Vector128<byte> cutThresholds = Vector128.Create((byte)0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xF0, 0xE0, 0xC0);
        // As in DecodeBlocks256: a block without 4-byte leads takes all its bytes, a sequence cut at its end included.
        nint cutLead = -1;
        while (i <= lastBlock && w <= lastWrite)
        {
            Vector128<byte> current = Vector128.LoadUnsafe(ref src, (nuint)i);
            if (Vector128.ExtractMostSignificantBits(current) == 0)
            {
                if (cutLead >= 0) break;
                WidenAscii(current, ref dst, w);
                i += Width;
                w += Width;
                // ASCII comes in runs: take four blocks at a time while it lasts.
                while (i <= lastBlock - 3 * Width && w <= lastWrite - 3 * Width)
                {
                    Vector128<byte> v0 = Vector128.LoadUnsafe(ref src, (nuint)i), v1 = Vector128.LoadUnsafe(ref src, (nuint)(i + Width));
                    Vector128<byte> v2 = Vector128.LoadUnsafe(ref src, (nuint)(i + 2 * Width)), v3 = Vector128.LoadUnsafe(ref src, (nuint)(i + 3 * Width));
                    if (Vector128.ExtractMostSignificantBits(v0 | v1 | v2 | v3) != 0) break;
                    WidenAscii(v0, ref dst, w);
                    WidenAscii(v1, ref dst, w + Width);
                    WidenAscii(v2, ref dst, w + 2 * Width);
                    WidenAscii(v3, ref dst, w + 3 * Width);
                    i += 4 * Width;
                    w += 4 * Width;
                }
                continue;
            }
            Vector128<byte> previous1 = Vector128.LoadUnsafe(ref src, (nuint)(i - 1));
            Vector128<byte> errors = Utf8ErrorLookup.Errors(current, previous1,
                Vector128.LoadUnsafe(ref src, (nuint)(i - 2)), Vector128.LoadUnsafe(ref src, (nuint)(i - 3)));
            if (errors != Vector128<byte>.Zero) break;

            uint cut = Vector128.ExtractMostSignificantBits(Vector128.GreaterThanOrEqual(current, cutThresholds));
            // Positions that start a sequence, and those right after a 4-byte lead (where the low surrogate goes).
            Vector128<byte> starts = Vector128.GreaterThanOrEqual(current.AsSByte(), Vector128.Create((sbyte)-64)).AsByte() |
                                     ByteThresholds.HighBitWhereAtLeast(previous1, 0xF0);
            uint startBits = Vector128.ExtractMostSignificantBits(starts);
            bool hasThreeOrFour = Vector128.ExtractMostSignificantBits(ByteThresholds.HighBitWhereAtLeast(current, 0xE0)) != 0;
            // The shape starts a sequence at byte 0, so it never follows a block that cut one (cutLead is -1 here).
            if (hasThreeOrFour && (startBits & ThreeByteShapeMask5) == ThreeByteShape5)
            {
                ThreeByteChars(current).StoreUnsafe(ref dst, (nuint)w);
                i += 15;
                w += 5;
                continue;
            }
            uint keep = startBits;
            Vector128<byte> next1 = Vector128.LoadUnsafe(ref src, (nuint)(i + 1)), next2 = Vector128.LoadUnsafe(ref src, (nuint)(i + 2));
            Vector128<ushort> low, high;
            // With 4-byte leads the block consumes only the sequences wholly inside it.
            int consumed = Width;
            if (hasThreeOrFour && Vector128.ExtractMostSignificantBits(ByteThresholds.HighBitWhereAtLeast(current, 0xF0)) != 0)
            {
                consumed = cut == 0 ? Width : BitOperations.TrailingZeroCount(cut);
                keep &= (1u << consumed) - 1;
                cut = 0;
                (Vector128<ushort> b0Low, Vector128<ushort> b0High) = Vector128.Widen(current);
                (Vector128<ushort> b1Low, Vector128<ushort> b1High) = Vector128.Widen(next1);
                (Vector128<ushort> b2Low, Vector128<ushort> b2High) = Vector128.Widen(next2);
                (Vector128<ushort> p1Low, Vector128<ushort> p1High) = Vector128.Widen(previous1);
                low = Utf16Values.At(b0Low, b1Low, b2Low, p1Low, hasThreeOrFour: true, hasFour: true);
                high = Utf16Values.At(b0High, b1High, b2High, p1High, hasThreeOrFour: true, hasFour: true);
            }
            else
            {
                (low, high) = Utf16UnitBytes.At(current, next1, next2, hasThreeOrFour);
            }

            uint keepLow = keep & 0xFF, keepHigh = keep >> 8;
            Vector128.ShuffleNative(low.AsByte(), Vector128.LoadUnsafe(ref keepWords, keepLow * 16)).StoreUnsafe(ref Unsafe.As<ushort, byte>(ref Unsafe.Add(ref dst, w)));
            w += BitOperations.PopCount(keepLow);
            Vector128.ShuffleNative(high.AsByte(), Vector128.LoadUnsafe(ref keepWords, keepHigh * 16)).StoreUnsafe(ref Unsafe.As<ushort, byte>(ref Unsafe.Add(ref dst, w)));
            w += BitOperations.PopCount(keepHigh);
            cutLead = cut == 0 ? -1 : i + BitOperations.TrailingZeroCount(cut);
            i += consumed;
        }
        if (cutLead >= 0)
        {
            i = cutLead;
            w--;
        }
        read = (int)i;
        written = (int)w;
    }

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private static void DecodeBlocks256(ReadOnlySpan<byte> source, Span<char> destination, ref int read, ref int written)
    {
        const int Width = 32;
        if (read < Lookback) return;
        ref byte src = ref MemoryMarshal.GetReference(source);
        ref ushort dst = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(destination));
        ref byte keepWords = ref MemoryMarshal.GetArrayDataReference(CompressTables.KeepWords);
        nint i = read, w = written;
        nint lastBlock = source.Length - Width - Lookahead;
        nint lastWrite = destination.Length - Width;
        Vector256<byte> cutThresholds = Vector256.Create((byte)0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
                                                         0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xF0, 0xE0, 0xC0);
        // A block without 4-byte leads takes all its 32 bytes, so that where the next block starts does not wait for
        // this one's bytes: a sequence it cuts at its end is decoded from the bytes after it (each position's unit
        // reads the two bytes after it), and `cutLead` keeps where that sequence starts until the next block's check
        // has passed its continuation bytes. Where the blocks stop, they give that sequence and its char back.
        nint cutLead = -1;
        while (i <= lastBlock && w <= lastWrite)
        {
            Vector256<byte> current = Vector256.LoadUnsafe(ref src, (nuint)i);
            if (Vector256.ExtractMostSignificantBits(current) == 0)
            {
                // ASCII right after a cut sequence is an error, which the scalar path reports.
                if (cutLead >= 0) break;
                WidenAscii(current, ref dst, w);
                i += Width;
                w += Width;
                while (i <= lastBlock - 3 * Width && w <= lastWrite - 3 * Width)
                {
                    Vector256<byte> v0 = Vector256.LoadUnsafe(ref src, (nuint)i), v1 = Vector256.LoadUnsafe(ref src, (nuint)(i + Width));
                    Vector256<byte> v2 = Vector256.LoadUnsafe(ref src, (nuint)(i + 2 * Width)), v3 = Vector256.LoadUnsafe(ref src, (nuint)(i + 3 * Width));
                    if (Vector256.ExtractMostSignificantBits(v0 | v1 | v2 | v3) != 0) break;
                    WidenAscii(v0, ref dst, w);
                    WidenAscii(v1, ref dst, w + Width);
                    WidenAscii(v2, ref dst, w + 2 * Width);
                    WidenAscii(v3, ref dst, w + 3 * Width);
                    i += 4 * Width;
                    w += 4 * Width;
                }
                continue;
            }
            Vector256<byte> previous1 = Vector256.LoadUnsafe(ref src, (nuint)(i - 1));
            Vector256<byte> errors = Utf8ErrorLookup.Errors(current, previous1,
                Vector256.LoadUnsafe(ref src, (nuint)(i - 2)), Vector256.LoadUnsafe(ref src, (nuint)(i - 3)));
            if (errors != Vector256<byte>.Zero) break;

            uint cut = Vector256.ExtractMostSignificantBits(Vector256.GreaterThanOrEqual(current, cutThresholds));
            Vector256<byte> starts = Vector256.GreaterThanOrEqual(current.AsSByte(), Vector256.Create((sbyte)-64)).AsByte() |
                                     ByteThresholds.HighBitWhereAtLeast(previous1, 0xF0);
            uint startBits = Vector256.ExtractMostSignificantBits(starts);
            bool hasThreeOrFour = Vector256.ExtractMostSignificantBits(ByteThresholds.HighBitWhereAtLeast(current, 0xE0)) != 0;
            // The shape starts a sequence at byte 0, so it never follows a block that cut one (cutLead is -1 here).
            if (hasThreeOrFour && (startBits & ThreeByteShapeMask10) == ThreeByteShape10)
            {
                // Ten three-byte sequences: each 128-bit half decodes five, the upper from the 15 bytes after the lower's.
                Vector256<ushort> chars = ThreeByteChars(Vector256.Create(current.GetLower(), Vector128.LoadUnsafe(ref src, (nuint)(i + 15))));
                chars.GetLower().StoreUnsafe(ref dst, (nuint)w);
                chars.GetUpper().StoreUnsafe(ref dst, (nuint)(w + 5));
                i += 30;
                w += 10;
                continue;
            }
            Vector256<byte> next1 = Vector256.LoadUnsafe(ref src, (nuint)(i + 1)), next2 = Vector256.LoadUnsafe(ref src, (nuint)(i + 2));
            // AVX2 shuffles each 128-bit half on its own: eight positions, one table entry, one store each.
            if (hasThreeOrFour && Vector256.ExtractMostSignificantBits(ByteThresholds.HighBitWhereAtLeast(current, 0xF0)) != 0)
            {
                // With 4-byte leads the block consumes only the sequences wholly inside it.
                int consumed = cut == 0 ? Width : BitOperations.TrailingZeroCount(cut);
                uint keep = startBits & (uint)((1UL << consumed) - 1);
                (Vector256<ushort> b0Low, Vector256<ushort> b0High) = Vector256.Widen(current);
                (Vector256<ushort> b1Low, Vector256<ushort> b1High) = Vector256.Widen(next1);
                (Vector256<ushort> b2Low, Vector256<ushort> b2High) = Vector256.Widen(next2);
                (Vector256<ushort> p1Low, Vector256<ushort> p1High) = Vector256.Widen(previous1);
                Vector256<ushort> low = Utf16Values.At(b0Low, b1Low, b2Low, p1Low, hasThreeOrFour: true, hasFour: true);
                Vector256<ushort> high = Utf16Values.At(b0High, b1High, b2High, p1High, hasThreeOrFour: true, hasFour: true);
                StoreKept(low, keep & 0xFF, (keep >> 8) & 0xFF, ref keepWords, ref dst, ref w);
                StoreKept(high, (keep >> 16) & 0xFF, keep >> 24, ref keepWords, ref dst, ref w);
                i += consumed;
                cutLead = -1;
            }
            else
            {
                uint keep = startBits;
                // The unpacked units hold eighths 0 and 2 in one vector, 1 and 3 in the other: both are shuffled, then
                // the halves are stored in position order.
                (Vector256<ushort> even, Vector256<ushort> odd) = Utf16UnitBytes.At(current, next1, next2, hasThreeOrFour);
                Vector256<byte> evenPacked = Avx2.Shuffle(even.AsByte(),
                    Vector256.Create(Vector128.LoadUnsafe(ref keepWords, (keep & 0xFF) * 16), Vector128.LoadUnsafe(ref keepWords, ((keep >> 16) & 0xFF) * 16)));
                Vector256<byte> oddPacked = Avx2.Shuffle(odd.AsByte(),
                    Vector256.Create(Vector128.LoadUnsafe(ref keepWords, ((keep >> 8) & 0xFF) * 16), Vector128.LoadUnsafe(ref keepWords, (keep >> 24) * 16)));
                ref byte output = ref Unsafe.As<ushort, byte>(ref dst);
                evenPacked.GetLower().StoreUnsafe(ref output, (nuint)(w * 2));
                w += BitOperations.PopCount(keep & 0xFF);
                oddPacked.GetLower().StoreUnsafe(ref output, (nuint)(w * 2));
                w += BitOperations.PopCount((keep >> 8) & 0xFF);
                evenPacked.GetUpper().StoreUnsafe(ref output, (nuint)(w * 2));
                w += BitOperations.PopCount((keep >> 16) & 0xFF);
                oddPacked.GetUpper().StoreUnsafe(ref output, (nuint)(w * 2));
                w += BitOperations.PopCount(keep >> 24);
                cutLead = cut == 0 ? -1 : i + BitOperations.TrailingZeroCount(cut);
                i += Width;
            }
        }
        if (cutLead >= 0)
        {
            i = cutLead;
            w--;
        }
        read = (int)i;
        written = (int)w;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void StoreKept(Vector256<ushort> values, uint keepLower, uint keepUpper, ref byte keepWords, ref ushort destination, ref nint written)
    {
        Vector256<byte> packed = Avx2.Shuffle(values.AsByte(),
            Vector256.Create(Vector128.LoadUnsafe(ref keepWords, keepLower * 16), Vector128.LoadUnsafe(ref keepWords, keepUpper * 16)));
        packed.GetLower().StoreUnsafe(ref Unsafe.As<ushort, byte>(ref Unsafe.Add(ref destination, written)));
        written += BitOperations.PopCount(keepLower);
        packed.GetUpper().StoreUnsafe(ref Unsafe.As<ushort, byte>(ref Unsafe.Add(ref destination, written)));
        written += BitOperations.PopCount(keepUpper);
    }

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private static void DecodeBlocks512(ReadOnlySpan<byte> source, Span<char> destination, ref int read, ref int written)
    {
        const int Width = 64;
        if (read < Lookback) return;
        ref byte src = ref MemoryMarshal.GetReference(source);
        ref ushort dst = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(destination));
        nint i = read, w = written;
        nint lastBlock = source.Length - Width - Lookahead;
        nint lastWrite = destination.Length - Width;
        Vector512<byte> cutThresholds = Vector512.Create(
            Vector256.Create((byte)0xFF),
            Vector256.Create((byte)0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
                             0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xF0, 0xE0, 0xC0));
        while (i <= lastBlock && w <= lastWrite)
        {
            Vector512<byte> current = Vector512.LoadUnsafe(ref src, (nuint)i);
            if (Vector512.ExtractMostSignificantBits(current) == 0)
            {
                WidenAscii(current, ref dst, w);
                i += Width;
                w += Width;
                while (i <= lastBlock - 3 * Width && w <= lastWrite - 3 * Width)
                {
                    Vector512<byte> v0 = Vector512.LoadUnsafe(ref src, (nuint)i), v1 = Vector512.LoadUnsafe(ref src, (nuint)(i + Width));
                    Vector512<byte> v2 = Vector512.LoadUnsafe(ref src, (nuint)(i + 2 * Width)), v3 = Vector512.LoadUnsafe(ref src, (nuint)(i + 3 * Width));
                    if (Vector512.ExtractMostSignificantBits(v0 | v1 | v2 | v3) != 0) break;
                    WidenAscii(v0, ref dst, w);
                    WidenAscii(v1, ref dst, w + Width);
                    WidenAscii(v2, ref dst, w + 2 * Width);
                    WidenAscii(v3, ref dst, w + 3 * Width);
                    i += 4 * Width;
                    w += 4 * Width;
                }
                continue;
            }
            Vector512<byte> previous1 = Vector512.LoadUnsafe(ref src, (nuint)(i - 1));
            Vector512<byte> errors = Utf8ErrorLookup.Errors(current, previous1,
                Vector512.LoadUnsafe(ref src, (nuint)(i - 2)), Vector512.LoadUnsafe(ref src, (nuint)(i - 3)));
            if (errors != Vector512<byte>.Zero) break;

            ulong cut = Vector512.ExtractMostSignificantBits(Vector512.GreaterThanOrEqual(current, cutThresholds));
            int consumed = cut == 0 ? Width : BitOperations.TrailingZeroCount(cut);
            Vector512<byte> starts = Vector512.GreaterThanOrEqual(current.AsSByte(), Vector512.Create((sbyte)-64)).AsByte() |
                                     Vector512.GreaterThanOrEqual(previous1, Vector512.Create((byte)0xF0));
            Vector512<byte> keep = starts & Vector512.LessThan(Vector512<byte>.Indices, Vector512.Create((byte)consumed));
            (Vector512<short> keepLow, Vector512<short> keepHigh) = Vector512.Widen(keep.AsSByte());
            ulong keepBits = Vector512.ExtractMostSignificantBits(keep);

            bool hasThreeOrFour = Vector512.GreaterThanOrEqualAny(current, Vector512.Create((byte)0xE0));
            bool hasFour = hasThreeOrFour && Vector512.GreaterThanOrEqualAny(current, Vector512.Create((byte)0xF0));
            (Vector512<ushort> b0Low, Vector512<ushort> b0High) = Vector512.Widen(current);
            (Vector512<ushort> b1Low, Vector512<ushort> b1High) = Vector512.Widen(Vector512.LoadUnsafe(ref src, (nuint)(i + 1)));
            (Vector512<ushort> b2Low, Vector512<ushort> b2High) = Vector512.Widen(Vector512.LoadUnsafe(ref src, (nuint)(i + 2)));
            (Vector512<ushort> p1Low, Vector512<ushort> p1High) = Vector512.Widen(previous1);
            Vector512<ushort> low = Utf16Values.At(b0Low, b1Low, b2Low, p1Low, hasThreeOrFour, hasFour);
            Vector512<ushort> high = Utf16Values.At(b0High, b1High, b2High, p1High, hasThreeOrFour, hasFour);

            Avx512Vbmi2.Compress(Vector512<ushort>.Zero, keepLow.AsUInt16(), low).StoreUnsafe(ref dst, (nuint)w);
            w += BitOperations.PopCount((uint)keepBits);
            Avx512Vbmi2.Compress(Vector512<ushort>.Zero, keepHigh.AsUInt16(), high).StoreUnsafe(ref dst, (nuint)w);
            w += BitOperations.PopCount(keepBits >> 32);
            i += consumed;
        }
        read = (int)i;
        written = (int)w;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void WidenAscii(Vector128<byte> ascii, ref ushort destination, nint at)
    {
        (Vector128<ushort> lower, Vector128<ushort> upper) = Vector128.Widen(ascii);
        lower.StoreUnsafe(ref destination, (nuint)at);
        upper.StoreUnsafe(ref destination, (nuint)(at + Vector128<ushort>.Count));
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void WidenAscii(Vector256<byte> ascii, ref ushort destination, nint at)
    {
        (Vector256<ushort> lower, Vector256<ushort> upper) = Vector256.Widen(ascii);
        lower.StoreUnsafe(ref destination, (nuint)at);
        upper.StoreUnsafe(ref destination, (nuint)(at + Vector256<ushort>.Count));
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void WidenAscii(Vector512<byte> ascii, ref ushort destination, nint at)
    {
        (Vector512<ushort> lower, Vector512<ushort> upper) = Vector512.Widen(ascii);
        lower.StoreUnsafe(ref destination, (nuint)at);
        upper.StoreUnsafe(ref destination, (nuint)(at + Vector512<ushort>.Count));
    }
}

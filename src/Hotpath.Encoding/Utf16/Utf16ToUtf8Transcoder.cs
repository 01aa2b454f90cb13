using System.Buffers;
using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;
using Hotpath.Encodings.Vectors;

namespace Hotpath.Encodings;

/// <summary>
/// UTF-16 to UTF-8 with the BCL's statuses. Vector blocks turn every char into the up-to-three bytes of its
/// sequence in a 32-bit lane (a high surrogate gives the first two bytes of its 4-byte sequence, the low surrogate
/// after it the last two), then pack the lanes: with a shuffle table per group of four lanes at 128 and 256 bits (AVX2
/// shuffles each 128-bit half on its own, so a 256-bit block packs as four groups), with the VBMI2 byte compress at
/// 512 bits. A block is taken only when its surrogates pair up inside it (a high surrogate in the
/// last lane is left for the next block) and the destination has room; everything else goes through the scalar
/// reference, which alone decides the statuses. The block kernels are compiled fully optimized at their first call
/// (<see cref="MethodImplOptions.AggressiveOptimization"/>): under tiered PGO their code followed whichever texts ran
/// first, so a profile of two-byte text left the three-byte path of a later CJK text cold.
/// </summary>
internal static class Utf16ToUtf8Transcoder
{
    /// <summary>Transcodes as <c>System.Text.Unicode.Utf8.FromUtf16</c> does.</summary>
    public static OperationStatus Transcode(ReadOnlySpan<char> source, Span<byte> destination, out int charsRead, out int bytesWritten,
        bool replaceInvalidSequences, bool isFinalBlock, SimdWidth width)
    {
        int read = 0, written = 0;
        OperationStatus status;
        // The blocks read the char before them (for a low surrogate's high half), so they start at 1.
        int until = width == SimdWidth.Scalar ? source.Length : 1;
        while (true)
        {
            status = EncodeScalar(source, destination, ref read, ref written, until, replaceInvalidSequences, isFinalBlock);
            if (status != OperationStatus.Done || read >= source.Length) break;
            if (width.Is512()) EncodeBlocks512(source, destination, ref read, ref written);
            else if (width == SimdWidth.V128 && Vector256.IsHardwareAccelerated && Avx2.IsSupported) EncodeBlocks256(source, destination, ref read, ref written);
            EncodeBlocks128(source, destination, ref read, ref written);
            until = read + (width.Is512() ? 32 : 8);
        }
        charsRead = read;
        bytesWritten = written;
        return status;
    }

    /// <summary>
    /// The scalar reference: encodes chars from <paramref name="read"/> until a sequence ends at or past
    /// <paramref name="until"/> or the input ends. Returns <see cref="OperationStatus.Done"/> unless it had to stop.
    /// </summary>
    public static OperationStatus EncodeScalar(ReadOnlySpan<char> source, Span<byte> destination, ref int read, ref int written, int until,
        bool replaceInvalidSequences, bool isFinalBlock)
    {
        while (read < source.Length && read < until)
        {
            uint c = source[read];
            int consumed = 1;
            if (c < 0x80)
            {
                // A run of ASCII (the tail after the last whole block, mostly) goes to the BCL's vectorized narrowing,
                // which stops at the first other char or when the destination is full; only up to `until`, where the
                // blocks take over (as in Utf8ToUtf16Transcoder).
                System.Text.Ascii.FromUtf16(source[read..Math.Min(until, source.Length)], destination[written..], out int narrowed);
                if (narrowed == 0) return OperationStatus.DestinationTooSmall;
                read += narrowed;
                written += narrowed;
                continue;
            }
            else if (c < 0x800)
            {
                if (written + 2 > destination.Length) return OperationStatus.DestinationTooSmall;
                destination[written++] = (byte)(0xC0 | (c >> 6));
                destination[written++] = (byte)(0x80 | (c & 0x3F));
            }
            else
            {
                if ((c & 0xF800) == 0xD800)
                {
                    if (c <= 0xDBFF && read + 1 < source.Length && char.IsLowSurrogate(source[read + 1]))
                    {
                        if (written + 4 > destination.Length) return OperationStatus.DestinationTooSmall;
                        uint scalar = (uint)char.ConvertToUtf32((char)c, source[read + 1]);
                        destination[written++] = (byte)(0xF0 | (scalar >> 18));
                        destination[written++] = (byte)(0x80 | ((scalar >> 12) & 0x3F));
                        destination[written++] = (byte)(0x80 | ((scalar >> 6) & 0x3F));
                        destination[written++] = (byte)(0x80 | (scalar & 0x3F));
                        read += 2;
                        continue;
                    }
                    // A high surrogate at the end may still be paired by the next block.
                    if (c <= 0xDBFF && read + 1 == source.Length && !isFinalBlock) return OperationStatus.NeedMoreData;
                    if (!replaceInvalidSequences) return OperationStatus.InvalidData;
                    c = 0xFFFD;
                }
                if (written + 3 > destination.Length) return OperationStatus.DestinationTooSmall;
                destination[written++] = (byte)(0xE0 | (c >> 12));
                destination[written++] = (byte)(0x80 | ((c >> 6) & 0x3F));
                destination[written++] = (byte)(0x80 | (c & 0x3F));
            }
            read += consumed;
        }
        return OperationStatus.Done;
    }

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private static void EncodeBlocks128(ReadOnlySpan<char> source, Span<byte> destination, ref int read, ref int written)
    {
        const int Width = 8;
        if (read < 1) return;
        ref ushort src = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(source));
        ref byte dst = ref MemoryMarshal.GetReference(destination);
        ref byte pack = ref MemoryMarshal.GetArrayDataReference(CompressTables.PackSequences);
        ref byte packOneOrTwo = ref MemoryMarshal.GetArrayDataReference(CompressTables.PackOneOrTwo);
        nint i = read, w = written;
        nint lastBlock = source.Length - Width;
        // Two groups of four lanes; the first writes at most 12 bytes, the second stores 16.
        nint lastWrite = destination.Length - 28;
        while (i <= lastBlock && w <= lastWrite)
        {
            Vector128<ushort> chars = Vector128.LoadUnsafe(ref src, (nuint)i);
            if ((chars & Vector128.Create((ushort)0xFF80)) == Vector128<ushort>.Zero)
            {
                // All 16 bytes are stored (the upper eight are overwritten next): the JIT stores a Vector64 through
                // the stack and reloads it, where a full vector is one store.
                Vector128.Narrow(chars, chars).StoreUnsafe(ref dst, (nuint)w);
                i += Width;
                w += Width;
                // ASCII comes in runs: take four blocks at a time while it lasts.
                while (i <= lastBlock - 3 * Width && w <= lastWrite - 3 * Width)
                {
                    Vector128<ushort> c0 = Vector128.LoadUnsafe(ref src, (nuint)i), c1 = Vector128.LoadUnsafe(ref src, (nuint)(i + Width));
                    Vector128<ushort> c2 = Vector128.LoadUnsafe(ref src, (nuint)(i + 2 * Width)), c3 = Vector128.LoadUnsafe(ref src, (nuint)(i + 3 * Width));
                    if (((c0 | c1 | c2 | c3) & Vector128.Create((ushort)0xFF80)) != Vector128<ushort>.Zero) break;
                    Vector128.Narrow(c0, c1).StoreUnsafe(ref dst, (nuint)w);
                    Vector128.Narrow(c2, c3).StoreUnsafe(ref dst, (nuint)(w + 2 * Width));
                    i += 4 * Width;
                    w += 4 * Width;
                }
                continue;
            }
            if (!Vector128.GreaterThanOrEqualAny(chars, Vector128.Create((ushort)0x800)))
            {
                (Vector128<ushort> words, Vector128<ushort> twoBytes) = OneOrTwoBytes(chars);
                uint mask = Vector128.ExtractMostSignificantBits(twoBytes);
                Vector128.ShuffleNative(words.AsByte(), Vector128.LoadUnsafe(ref packOneOrTwo, mask * 16)).StoreUnsafe(ref dst, (nuint)w);
                w += Width + BitOperations.PopCount(mask);
                i += Width;
                continue;
            }
            Vector128<ushort> surrogates = Vector128.Equals(chars & Vector128.Create((ushort)0xF800), Vector128.Create((ushort)0xD800));
            int consumed = Width;
            uint excluded = 0;
            if (surrogates == Vector128<ushort>.Zero)
            {
                if (Vector128.SubtractSaturate(Vector128.Create((ushort)0x800), chars) == Vector128<ushort>.Zero)
                {
                    EncodeThreeBytes(chars, ref dst, w);
                    w += 3 * Width;
                    i += Width;
                    continue;
                }
                // One char of U+0800 and up among ASCII (typographic quotes and dashes in Latin-script text): placed
                // without the 32-bit lanes. Blocks of two-byte chars keep their one-shuffle path above.
                uint nonAscii = ~Vector128.ExtractMostSignificantBits(Vector128.Equals(chars & Vector128.Create((ushort)0xFF80), Vector128<ushort>.Zero)) & 0xFF;
                if ((nonAscii & (nonAscii - 1)) == 0)
                {
                    int at = BitOperations.TrailingZeroCount(nonAscii);
                    w = EncodeOneNonAscii(Vector128.Narrow(chars, chars), Width, at, Unsafe.Add(ref src, i + at), ref dst, w);
                    i += Width;
                    continue;
                }
            }
            else
            {
                uint highs = Vector128.ExtractMostSignificantBits(Vector128.Equals(chars & Vector128.Create((ushort)0xFC00), Vector128.Create((ushort)0xD800)).AsByte());
                uint lows = Vector128.ExtractMostSignificantBits(Vector128.Equals(chars & Vector128.Create((ushort)0xFC00), Vector128.Create((ushort)0xDC00)).AsByte());
                // A high surrogate in the last lane is left for the next block, without a branch (as at 256 bits).
                excluded = (highs >> 15) * 0xC000;
                consumed = Width - (int)(highs >> 15);
                highs &= 0x3FFF;
                if (lows != highs << 2) break;
            }
            (Vector128<ushort> lead, Vector128<ushort> rest, Vector128<ushort> ge80, Vector128<ushort> ge800) =
                Utf8Bytes.Of(chars, Vector128.LoadUnsafe(ref src, (nuint)(i - 1)), surrogates);
            (Vector128<uint> lanesLow, Vector128<uint> lanesHigh) = Utf8Bytes.Interleave(lead, rest);
            uint codes = LengthCodes(ge80.AsByte(), ge800.AsByte()) ^ excluded;
            uint indexLow = codes & 0xFF, indexHigh = codes >> 8;
            // A lane gives one byte and one more per set bit of its code; the excluded lane (code 2) gives none, one
            // less than its code's bit and the lane counted in consumed.
            Vector128.ShuffleNative(lanesLow.AsByte(), Vector128.LoadUnsafe(ref pack, (nuint)(indexLow * 16))).StoreUnsafe(ref dst, (nuint)w);
            Vector128.ShuffleNative(lanesHigh.AsByte(), Vector128.LoadUnsafe(ref pack, (nuint)(indexHigh * 16)))
                .StoreUnsafe(ref dst, (nuint)(w + 4 + BitOperations.PopCount(indexLow)));
            w += 2 * consumed - Width + BitOperations.PopCount(codes);
            i += consumed;
        }
        read = (int)i;
        written = (int)w;
    }

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private static void EncodeBlocks256(ReadOnlySpan<char> source, Span<byte> destination, ref int read, ref int written)
    {
        const int Width = 16;
        if (read < 1) return;
        ref ushort src = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(source));
        ref byte dst = ref MemoryMarshal.GetReference(destination);
        ref byte pack = ref MemoryMarshal.GetArrayDataReference(CompressTables.PackSequences);
        ref byte packOneOrTwo = ref MemoryMarshal.GetArrayDataReference(CompressTables.PackOneOrTwo);
        nint i = read, w = written;
        nint lastBlock = source.Length - Width;
        // Four groups of four lanes; the first three write at most 36 bytes, the last stores 16.
        nint lastWrite = destination.Length - 52;
        while (i <= lastBlock && w <= lastWrite)
        {
            Vector256<ushort> chars = Vector256.LoadUnsafe(ref src, (nuint)i);
            if ((chars & Vector256.Create((ushort)0xFF80)) == Vector256<ushort>.Zero)
            {
                Vector256.Narrow(chars, chars).GetLower().StoreUnsafe(ref dst, (nuint)w);
                i += Width;
                w += Width;
                // ASCII comes in runs: take four blocks at a time while it lasts.
                while (i <= lastBlock - 3 * Width && w <= lastWrite - 3 * Width)
                {
                    Vector256<ushort> c0 = Vector256.LoadUnsafe(ref src, (nuint)i), c1 = Vector256.LoadUnsafe(ref src, (nuint)(i + Width));
                    Vector256<ushort> c2 = Vector256.LoadUnsafe(ref src, (nuint)(i + 2 * Width)), c3 = Vector256.LoadUnsafe(ref src, (nuint)(i + 3 * Width));
                    if (((c0 | c1 | c2 | c3) & Vector256.Create((ushort)0xFF80)) != Vector256<ushort>.Zero) break;
                    Vector256.Narrow(c0, c1).StoreUnsafe(ref dst, (nuint)w);
                    Vector256.Narrow(c2, c3).StoreUnsafe(ref dst, (nuint)(w + 2 * Width));
                    i += 4 * Width;
                    w += 4 * Width;
                }
                continue;
            }
            // One bit per char: the low bit of its two in the byte mask.
            uint nonAscii = ~Vector256.ExtractMostSignificantBits(Vector256.Equals(chars & Vector256.Create((ushort)0xFF80), Vector256<ushort>.Zero).AsByte()) & 0x55555555;
            if ((nonAscii & (nonAscii - 1)) == 0)
            {
                int at = BitOperations.TrailingZeroCount(nonAscii) >> 1;
                uint c = Unsafe.Add(ref src, i + at);
                if ((c & 0xF800) != 0xD800)
                {
                    w = EncodeOneNonAscii(Vector256.Narrow(chars, chars).GetLower(), Width, at, c, ref dst, w);
                    i += Width;
                    continue;
                }
            }
            if (!Vector256.GreaterThanOrEqualAny(chars, Vector256.Create((ushort)0x800)))
            {
                (Vector256<ushort> words, Vector256<ushort> twoBytes) = OneOrTwoBytes(chars);
                uint mask = Vector256.ExtractMostSignificantBits(twoBytes);
                uint maskLow = mask & 0xFF, maskHigh = mask >> 8;
                Vector256<byte> packed = Avx2.Shuffle(words.AsByte(),
                    Vector256.Create(Vector128.LoadUnsafe(ref packOneOrTwo, maskLow * 16), Vector128.LoadUnsafe(ref packOneOrTwo, maskHigh * 16)));
                packed.GetLower().StoreUnsafe(ref dst, (nuint)w);
                w += Width / 2 + BitOperations.PopCount(maskLow);
                packed.GetUpper().StoreUnsafe(ref dst, (nuint)w);
                w += Width / 2 + BitOperations.PopCount(maskHigh);
                i += Width;
                continue;
            }
            Vector256<ushort> surrogates = Vector256.Equals(chars & Vector256.Create((ushort)0xF800), Vector256.Create((ushort)0xD800));
            int consumed = Width;
            uint excluded = 0;
            if (surrogates == Vector256<ushort>.Zero)
            {
                // Every char U+0800 or above and none a surrogate (Chinese and Japanese with CJK punctuation, no
                // spaces): each char is three bytes, which fixed shuffles place.
                if (Vector256.SubtractSaturate(Vector256.Create((ushort)0x800), chars) == Vector256<ushort>.Zero)
                {
                    EncodeThreeBytes(chars, ref dst, w);
                    w += 3 * Width;
                    i += Width;
                    continue;
                }
            }
            else
            {
                uint highs = Vector256.ExtractMostSignificantBits(Vector256.Equals(chars & Vector256.Create((ushort)0xFC00), Vector256.Create((ushort)0xD800)).AsByte());
                uint lows = Vector256.ExtractMostSignificantBits(Vector256.Equals(chars & Vector256.Create((ushort)0xFC00), Vector256.Create((ushort)0xDC00)).AsByte());
                // A high surrogate in the last lane pairs with the next block's first char: it is left for that block
                // (its length code, 1 for the two bytes a high surrogate gives, becomes 2, none). Without a branch,
                // since in emoji text it is there in many blocks, unpredictably.
                excluded = (uint)((int)highs >> 31) & 0xC0000000;
                consumed = Width - (int)(highs >> 31);
                highs &= 0x3FFFFFFF;
                if (lows != highs << 2) break;
            }
            (Vector256<ushort> lead, Vector256<ushort> rest, Vector256<ushort> ge80, Vector256<ushort> ge800) =
                Utf8Bytes.Of(chars, Vector256.LoadUnsafe(ref src, (nuint)(i - 1)), surrogates);
            // Within each 128-bit half, the low unpack lays out chars 0-3 (8-11) as 32-bit lanes, the high one 4-7 (12-15).
            Vector256<byte> groups02 = Avx2.UnpackLow(lead, rest).AsByte();
            Vector256<byte> groups13 = Avx2.UnpackHigh(lead, rest).AsByte();
            uint codes = LengthCodes(ge80.AsByte(), ge800.AsByte()) ^ excluded;
            uint index0 = codes & 0xFF, index1 = (codes >> 8) & 0xFF, index2 = (codes >> 16) & 0xFF, index3 = codes >> 24;
            // Where each group's bytes start, counted rather than looked up, so that no store waits on the one before:
            // a lane gives one byte and one more per set bit of its code; the excluded lane (code 2) gives none, one
            // less than its code's bit and the lane counted in consumed.
            nint start1 = 4 + BitOperations.PopCount(codes & 0xFF);
            nint start2 = 8 + BitOperations.PopCount(codes & 0xFFFF);
            nint start3 = 12 + BitOperations.PopCount(codes & 0xFFFFFF);
            nint length = 2 * consumed - Width + BitOperations.PopCount(codes);
            Vector256<byte> packed02 = Avx2.Shuffle(groups02,
                Vector256.Create(Vector128.LoadUnsafe(ref pack, index0 * 16), Vector128.LoadUnsafe(ref pack, index2 * 16)));
            Vector256<byte> packed13 = Avx2.Shuffle(groups13,
                Vector256.Create(Vector128.LoadUnsafe(ref pack, index1 * 16), Vector128.LoadUnsafe(ref pack, index3 * 16)));
            packed02.GetLower().StoreUnsafe(ref dst, (nuint)w);
            packed13.GetLower().StoreUnsafe(ref dst, (nuint)(w + start1));
            packed02.GetUpper().StoreUnsafe(ref dst, (nuint)(w + start2));
            packed13.GetUpper().StoreUnsafe(ref dst, (nuint)(w + start3));
            w += length;
            i += consumed;
        }
        read = (int)i;
        written = (int)w;
    }

    /// <summary>
    /// The 2-bit length codes of <see cref="CompressTables.PackSequences"/> for the chars of a block, char k at bits
    /// 2k and 2k + 1, from the byte masks of its 16-bit lanes with two or more bytes and with three: each lane's two
    /// bytes give two equal mask bits, of which the code keeps the low one of the first mask and the high one of the
    /// second.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static uint LengthCodes(Vector128<byte> twoOrMore, Vector128<byte> three) =>
        (Vector128.ExtractMostSignificantBits(twoOrMore) & 0x5555) | (Vector128.ExtractMostSignificantBits(three) & 0xAAAA);

    /// <summary>The length codes of 16 chars, as <see cref="LengthCodes(Vector128{byte}, Vector128{byte})"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static uint LengthCodes(Vector256<byte> twoOrMore, Vector256<byte> three) =>
        (Vector256.ExtractMostSignificantBits(twoOrMore) & 0x55555555) | (Vector256.ExtractMostSignificantBits(three) & 0xAAAAAAAA);

    /// <summary>
    /// Writes a block of <paramref name="width"/> chars in which only the char at <paramref name="at"/> is not ASCII
    /// (and not a surrogate), as in most blocks of text in a Latin script: the narrowed block is stored, the char's
    /// sequence written after the ASCII before it, and the narrowed chars after it stored again, moved behind the
    /// sequence. Up to 16 bytes are stored from <paramref name="written"/> and from the sequence's end; the bytes past
    /// the block's output are overwritten by the next block. Returns where the block's output ends.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static nint EncodeOneNonAscii(Vector128<byte> narrowed, int width, int at, uint c, ref byte dst, nint written)
    {
        narrowed.StoreUnsafe(ref dst, (nuint)written);
        nint end = written + at;
        if (c < 0x800)
        {
            Unsafe.Add(ref dst, end) = (byte)(0xC0 | (c >> 6));
            Unsafe.Add(ref dst, end + 1) = (byte)(0x80 | (c & 0x3F));
            end += 2;
        }
        else
        {
            Unsafe.Add(ref dst, end) = (byte)(0xE0 | (c >> 12));
            Unsafe.Add(ref dst, end + 1) = (byte)(0x80 | ((c >> 6) & 0x3F));
            Unsafe.Add(ref dst, end + 2) = (byte)(0x80 | (c & 0x3F));
            end += 3;
        }
        Vector128.ShuffleNative(narrowed, Vector128<byte>.Indices + Vector128.Create((byte)(at + 1))).StoreUnsafe(ref dst, (nuint)end);
        return end + (width - 1 - at);
    }

    // 16 chars of three bytes each (U+0800 to U+FFFF, no surrogates) to their 48 bytes at destination[at]. In each
    // 16-bit lane the first two bytes (first low) and the third are formed apart; within each 128-bit half fixed
    // shuffles lay eight chars' 24 bytes out as 16 and 8, stored in order so that each store's spare bytes are
    // overwritten by the next.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void EncodeThreeBytes(Vector256<ushort> chars, ref byte destination, nint at)
    {
        Vector256<byte> firstTwo = ((chars >> 12) | ((chars << 2) & Vector256.Create((ushort)0x3F00)) | Vector256.Create((ushort)0x80E0)).AsByte();
        Vector256<byte> third = ((chars & Vector256.Create((ushort)0x3F)) | Vector256.Create((ushort)0x80)).AsByte();
        Vector256<byte> bytes0To15 = Avx2.Shuffle(firstTwo, Vector256.Create(FirstTwoOf0To15, FirstTwoOf0To15)) | Avx2.Shuffle(third, Vector256.Create(ThirdOf0To15, ThirdOf0To15));
        Vector256<byte> bytes16To23 = Avx2.Shuffle(firstTwo, Vector256.Create(FirstTwoOf16To23, FirstTwoOf16To23)) | Avx2.Shuffle(third, Vector256.Create(ThirdOf16To23, ThirdOf16To23));
        bytes0To15.GetLower().StoreUnsafe(ref destination, (nuint)at);
        bytes16To23.GetLower().StoreUnsafe(ref destination, (nuint)(at + 16));
        bytes0To15.GetUpper().StoreUnsafe(ref destination, (nuint)(at + 24));
        Unsafe.WriteUnaligned(ref Unsafe.Add(ref destination, at + 40), bytes16To23.GetUpper().AsUInt64().ToScalar());
    }

    // Eight chars of three bytes each to their 24 bytes at destination[at], as the 256-bit form does in each half.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void EncodeThreeBytes(Vector128<ushort> chars, ref byte destination, nint at)
    {
        Vector128<byte> firstTwo = ((chars >> 12) | ((chars << 2) & Vector128.Create((ushort)0x3F00)) | Vector128.Create((ushort)0x80E0)).AsByte();
        Vector128<byte> third = ((chars & Vector128.Create((ushort)0x3F)) | Vector128.Create((ushort)0x80)).AsByte();
        (Vector128.ShuffleNative(firstTwo, FirstTwoOf0To15) | Vector128.ShuffleNative(third, ThirdOf0To15)).StoreUnsafe(ref destination, (nuint)at);
        Vector128<byte> bytes16To23 = Vector128.ShuffleNative(firstTwo, FirstTwoOf16To23) | Vector128.ShuffleNative(third, ThirdOf16To23);
        Unsafe.WriteUnaligned(ref Unsafe.Add(ref destination, at + 16), bytes16To23.AsUInt64().ToScalar());
    }

    // Output byte p of eight three-byte chars is byte p % 3 of char p / 3: the first two come from that char's word in
    // firstTwo (bytes 2k, 2k + 1), the third from its word in third (byte 2k); 0x80 selects zero.
    private static Vector128<byte> FirstTwoOf0To15
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Vector128.Create((byte)0, 1, 0x80, 2, 3, 0x80, 4, 5, 0x80, 6, 7, 0x80, 8, 9, 0x80, 10);
    }

    private static Vector128<byte> ThirdOf0To15
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Vector128.Create((byte)0x80, 0x80, 0, 0x80, 0x80, 2, 0x80, 0x80, 4, 0x80, 0x80, 6, 0x80, 0x80, 8, 0x80);
    }

    private static Vector128<byte> FirstTwoOf16To23
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Vector128.Create((byte)11, 0x80, 12, 13, 0x80, 14, 15, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80);
    }

    private static Vector128<byte> ThirdOf16To23
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Vector128.Create((byte)0x80, 10, 0x80, 0x80, 12, 0x80, 0x80, 14, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80);
    }

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private static void EncodeBlocks512(ReadOnlySpan<char> source, Span<byte> destination, ref int read, ref int written)
    {
        const int Width = 32;
        if (read < 1) return;
        ref ushort src = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(source));
        ref byte dst = ref MemoryMarshal.GetReference(destination);
        nint i = read, w = written;
        nint lastBlock = source.Length - Width;
        // Two halves of 16 lanes; the first writes at most 48 bytes, the second stores 64.
        nint lastWrite = destination.Length - 112;
        while (i <= lastBlock && w <= lastWrite)
        {
            Vector512<ushort> chars = Vector512.LoadUnsafe(ref src, (nuint)i);
            if ((chars & Vector512.Create((ushort)0xFF80)) == Vector512<ushort>.Zero)
            {
                Vector512.Narrow(chars, chars).GetLower().StoreUnsafe(ref dst, (nuint)w);
                i += Width;
                w += Width;
                while (i <= lastBlock - 3 * Width && w <= lastWrite - 3 * Width)
                {
                    Vector512<ushort> c0 = Vector512.LoadUnsafe(ref src, (nuint)i), c1 = Vector512.LoadUnsafe(ref src, (nuint)(i + Width));
                    Vector512<ushort> c2 = Vector512.LoadUnsafe(ref src, (nuint)(i + 2 * Width)), c3 = Vector512.LoadUnsafe(ref src, (nuint)(i + 3 * Width));
                    if (((c0 | c1 | c2 | c3) & Vector512.Create((ushort)0xFF80)) != Vector512<ushort>.Zero) break;
                    Vector512.Narrow(c0, c1).StoreUnsafe(ref dst, (nuint)w);
                    Vector512.Narrow(c2, c3).StoreUnsafe(ref dst, (nuint)(w + 2 * Width));
                    i += 4 * Width;
                    w += 4 * Width;
                }
                continue;
            }
            if (!Vector512.GreaterThanOrEqualAny(chars, Vector512.Create((ushort)0x800)))
            {
                EncodeOneOrTwoBytes(chars, ref dst, ref w);
                i += Width;
                continue;
            }
            // One char of U+0800 and up among ASCII, not a surrogate (a typographic quote, dash or ellipsis in prose in
            // a Latin script): written without the 32-bit lanes and their two compresses. Blocks without chars of
            // U+0800 and up stay on the one-compress path above, so the choice between these two paths follows the
            // text's kind of non-ASCII chars, which changes seldom.
            uint nonAscii = (uint)Vector512.ExtractMostSignificantBits(Vector512.GreaterThanOrEqual(chars, Vector512.Create((ushort)0x80)));
            int at = BitOperations.TrailingZeroCount(nonAscii);
            uint only = Unsafe.Add(ref src, i + at);
            if (((nonAscii & (nonAscii - 1)) == 0) & ((only & 0xF800) != 0xD800))
            {
                w = SparseBlock.Encode(chars, at, only, ref dst, w);
                i += Width;
                continue;
            }
            Vector512<ushort> surrogates = Vector512.Equals(chars & Vector512.Create((ushort)0xF800), Vector512.Create((ushort)0xD800));
            int consumed = Width;
            Vector512<ushort> taken = Vector512<ushort>.AllBitsSet;
            if (surrogates != Vector512<ushort>.Zero)
            {
                ulong highs = Vector512.ExtractMostSignificantBits(Vector512.Equals(chars & Vector512.Create((ushort)0xFC00), Vector512.Create((ushort)0xD800)));
                ulong lows = Vector512.ExtractMostSignificantBits(Vector512.Equals(chars & Vector512.Create((ushort)0xFC00), Vector512.Create((ushort)0xDC00)));
                if ((highs & (1UL << 31)) != 0)
                {
                    consumed = Width - 1;
                    highs &= ~(1UL << 31);
                    taken = Vector512.LessThan(Vector512<ushort>.Indices, Vector512.Create((ushort)(Width - 1)));
                }
                if (lows != highs << 1) break;
            }
            (Vector512<ushort> lead, Vector512<ushort> rest, Vector512<ushort> ge80, Vector512<ushort> ge800) =
                Utf8Bytes.Of(chars, Vector512.LoadUnsafe(ref src, (nuint)(i - 1)), surrogates);
            (Vector512<uint> lanesLow, Vector512<uint> lanesHigh) = Utf8Bytes.Interleave(lead, rest);
            // Bytes to keep: the first of every taken lane, the second where the sequence has two or more bytes,
            // the third where it has three; the same interleave lays the masks out like the bytes.
            Vector512<ushort> keepLead = taken & (Vector512.Create((ushort)0x00FF) | (ge80 & Vector512.Create((ushort)0xFF00)));
            Vector512<ushort> keepRest = taken & ge800 & Vector512.Create((ushort)0x00FF);
            (Vector512<uint> keepLow, Vector512<uint> keepHigh) = Utf8Bytes.Interleave(keepLead, keepRest);
            Avx512Vbmi2.Compress(Vector512<byte>.Zero, keepLow.AsByte(), lanesLow.AsByte()).StoreUnsafe(ref dst, (nuint)w);
            w += BitOperations.PopCount(Vector512.ExtractMostSignificantBits(keepLow.AsByte()));
            Avx512Vbmi2.Compress(Vector512<byte>.Zero, keepHigh.AsByte(), lanesHigh.AsByte()).StoreUnsafe(ref dst, (nuint)w);
            w += BitOperations.PopCount(Vector512.ExtractMostSignificantBits(keepHigh.AsByte()));
            i += consumed;
        }
        read = (int)i;
        written = (int)w;
    }

    // A block of chars below U+0800 (Latin, Greek, Cyrillic, Arabic, Hebrew...) needs no 32-bit lanes: each char's one
    // or two bytes fit its own 16-bit lane (first byte low), so one byte compress (or shuffle) packs the whole block.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void EncodeOneOrTwoBytes(Vector512<ushort> chars, ref byte destination, ref nint written)
    {
        Vector512<ushort> twoBytes = Vector512.GreaterThanOrEqual(chars, Vector512.Create((ushort)0x80));
        Vector512<ushort> first = Vector512.ConditionalSelect(twoBytes, Vector512.Create((ushort)0xC0) | (chars >> 6), chars);
        Vector512<ushort> second = Vector512.Create((ushort)0x80) | (chars & Vector512.Create((ushort)0x3F));
        Vector512<byte> keep = (Vector512.Create((ushort)0x00FF) | (twoBytes & Vector512.Create((ushort)0xFF00))).AsByte();
        Avx512Vbmi2.Compress(Vector512<byte>.Zero, keep, (first | (second << 8)).AsByte()).StoreUnsafe(ref destination, (nuint)written);
        written += BitOperations.PopCount(Vector512.ExtractMostSignificantBits(keep));
    }

    // The same sequences for eight chars below U+0800, and the mask of the two-byte ones.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static (Vector128<ushort> Words, Vector128<ushort> TwoBytes) OneOrTwoBytes(Vector128<ushort> chars)
    {
        Vector128<ushort> twoBytes = Vector128.GreaterThanOrEqual(chars, Vector128.Create((ushort)0x80));
        Vector128<ushort> first = Vector128.ConditionalSelect(twoBytes, Vector128.Create((ushort)0xC0) | (chars >> 6), chars);
        Vector128<ushort> second = Vector128.Create((ushort)0x80) | (chars & Vector128.Create((ushort)0x3F));
        return (first | (second << 8), twoBytes);
    }

    // The same sequences for 16 chars below U+0800, and the mask of the two-byte ones.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static (Vector256<ushort> Words, Vector256<ushort> TwoBytes) OneOrTwoBytes(Vector256<ushort> chars)
    {
        Vector256<ushort> twoBytes = Vector256.GreaterThanOrEqual(chars, Vector256.Create((ushort)0x80));
        Vector256<ushort> first = Vector256.ConditionalSelect(twoBytes, Vector256.Create((ushort)0xC0) | (chars >> 6), chars);
        Vector256<ushort> second = Vector256.Create((ushort)0x80) | (chars & Vector256.Create((ushort)0x3F));
        return (first | (second << 8), twoBytes);
    }
}

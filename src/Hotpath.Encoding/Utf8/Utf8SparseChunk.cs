using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;
using Hotpath.Encodings.Vectors;

namespace Hotpath.Encodings;

/// <summary>
/// The check of chunks of 64 blocks of text whose non-ASCII bytes are scattered between ASCII runs (prose in
/// Latin scripts, JSON, logs), with no branch per block: a first pass records which blocks hold a non-ASCII byte as
/// one bit each, a second runs the lookup check (<see cref="Utf8ErrorLookup"/>) over exactly those blocks, taking
/// them from the bits, and ORs every error together. Where the kind of block changes every few blocks, a branch per
/// block between the ASCII skip and the lookup is mispredicted at most changes; here only each pass's exit is.
/// </summary>
/// <remarks>
/// A block's lookup reads the three bytes before it, so it is exact whatever kind of block comes before. An ASCII
/// block is well-formed unless a sequence is cut right before it; that is tested at the end of every non-ASCII block
/// whose next block in the chunk is ASCII, and at the chunk's start when its first block is ASCII.
/// </remarks>
internal static class Utf8SparseChunk
{
    /// <summary>The blocks of one chunk (one bit each in a <see cref="ulong"/>).</summary>
    public const int MaxBlocks = 64;

    /// <summary>
    /// How many runs of ASCII blocks among <see cref="MaxBlocks"/> make the sparse check pay: the block loop mispredicts
    /// about twice per run on text it has not seen before, and the sparse passes cost about a cycle more per block.
    /// </summary>
    public const int AsciiRunsForSparse = 8;

    /// <summary>
    /// Checks whole chunks from <paramref name="start"/> while each is well-formed and has at least
    /// <see cref="AsciiRunsForSparse"/> runs of ASCII blocks, and returns where it stopped: after the last chunk it
    /// took (a sequence may be cut there), or at the start of a chunk with an error.
    /// </summary>
    /// <param name="source">The input.</param>
    /// <param name="start">The first chunk's first byte, at least 3.</param>
    /// <param name="last">The start of the last whole block of the input.</param>
    /// <param name="count">Whether to add the UTF-16 length of the chunks taken to <paramref name="units"/>.</param>
    /// <param name="units">The count so far.</param>
    [MethodImpl(MethodImplOptions.AggressiveOptimization | MethodImplOptions.NoInlining)]
    public static nint Run256(ref byte source, nint start, nint last, bool count, ref long units)
    {
        const int Chunk = MaxBlocks * 32;
        nint i = start;
        while (i <= last - (Chunk - 32) && Check256(ref source, i, count, ref units, out int asciiRuns))
        {
            i += Chunk;
            if (asciiRuns < AsciiRunsForSparse) break;
        }
        return i;
    }

    // Checks one chunk of MaxBlocks 32-byte blocks from `start` (at least 3, for the bytes each lookup reads before its
    // block). True when the chunk is well-formed (a sequence may be cut at its end), having added its UTF-16 length to
    // `units` when counting; false, with `units` untouched, when it holds an error. `asciiRuns` is what the caller
    // chooses by.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool Check256(ref byte source, nint start, bool count, ref long units, out int asciiRuns)
    {
        const int Width = 32;
        ulong nonAscii = 0;
        for (int block = 0; block < MaxBlocks; block += 4)
        {
            ref byte at = ref Unsafe.Add(ref source, start + block * Width);
            nonAscii |= (ulong)FourBlockBits(Vector256.LoadUnsafe(ref at), Vector256.LoadUnsafe(ref at, Width),
                Vector256.LoadUnsafe(ref at, 2 * Width), Vector256.LoadUnsafe(ref at, 3 * Width)) << block;
        }
        ulong ascii = ~nonAscii;
        asciiRuns = BitOperations.PopCount(ascii & (nonAscii << 1 | 1));
        uint cut = (uint)(ascii & 1) & (Utf8BlockCheck.CutAt(ref source, start) ? 1u : 0u);
        Vector256<byte> errors = Vector256<byte>.Zero;
        long nonAsciiUnits = 0;
        for (ulong pending = nonAscii; pending != 0; pending &= pending - 1)
        {
            int index = BitOperations.TrailingZeroCount(pending);
            nint at = start + index * Width;
            Vector256<byte> current = Vector256.LoadUnsafe(ref source, (nuint)at);
            errors |= Utf8ErrorLookup.Errors(current,
                Vector256.LoadUnsafe(ref source, (nuint)(at - 1)), Vector256.LoadUnsafe(ref source, (nuint)(at - 2)), Vector256.LoadUnsafe(ref source, (nuint)(at - 3)));
            // A sequence cut at the block's end is an error when the next block of the chunk is ASCII (bit 64, past
            // the chunk, reads as 0: the next chunk tests its own start).
            uint cutAtEnd = Vector256.SubtractSaturate(current, CutThresholds256).ExtractMostSignificantBits();
            cut |= cutAtEnd & (0u - (uint)((ascii >> index) >> 1 & 1));
            if (count)
            {
                uint continuations = Vector256.ExtractMostSignificantBits(Vector256.LessThan(current.AsSByte(), Vector256.Create((sbyte)-64)));
                uint fourByteLeads = Vector256.ExtractMostSignificantBits(ByteThresholds.HighBitWhereAtLeast(current, 0xF0));
                nonAsciiUnits += BitOperations.PopCount(fourByteLeads) - BitOperations.PopCount(continuations);
            }
        }
        if (errors != Vector256<byte>.Zero || cut != 0) return false;
        if (count) units += MaxBlocks * Width + nonAsciiUnits;
        return true;
    }

    // Bit k set when block k of the four holds a byte with its high bit set. Two rounds of OR-ing each 16-bit lane's
    // low byte into its high one and packing with signed saturation (which keeps a lane's sign) leave one byte per four
    // input bytes; the pack's order within 128-bit halves puts each block's bytes in one nibble of each half of the
    // mask, and a multiply gathers the four nibbles' "any bit" into four adjacent bits.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static uint FourBlockBits(Vector256<byte> a, Vector256<byte> b, Vector256<byte> c, Vector256<byte> d)
    {
        Vector256<byte> ab = PackPairs(a, b), cd = PackPairs(c, d);
        uint mask = PackPairs(ab, cd).ExtractMostSignificantBits();
        uint nibbles = (mask | mask >> 16) & 0xFFFF;
        nibbles |= nibbles >> 1;
        nibbles |= nibbles >> 2;
        return ((nibbles & 0x1111) * 0x1248 >> 12) & 0xF;
    }

    // Per 16-bit lane, a byte whose high bit is the OR of the lane's two bytes' high bits (x86's pack order).
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector256<byte> PackPairs(Vector256<byte> first, Vector256<byte> second) =>
        Avx2.PackSignedSaturate((first | Vector256.ShiftLeft(first.AsInt16(), 8).AsByte()).AsInt16(),
                                (second | Vector256.ShiftLeft(second.AsInt16(), 8).AsByte()).AsInt16()).AsByte();

    /// <summary>
    /// Per byte of a block, the saturating subtrahend that leaves the high bit set where a lead there wants more bytes
    /// than the block has left: 4-byte leads (F0..) in the last three bytes, 3-byte leads (E0..) in the last two, any
    /// lead (C0..) in the last; 0xFF (never) elsewhere.
    /// </summary>
    private static Vector256<byte> CutThresholds256
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Vector256.Create(
            (byte)0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
            0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
            0xF0 - 0x80, 0xE0 - 0x80, 0xC0 - 0x80);
    }
}

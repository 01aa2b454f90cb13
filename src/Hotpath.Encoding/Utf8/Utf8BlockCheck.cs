using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;
using Hotpath.Encodings.Vectors;

namespace Hotpath.Encodings;

/// <summary>
/// Runs <see cref="Utf8ErrorLookup"/> over whole blocks of an input, skipping runs of ASCII four vectors at a time,
/// and optionally counting the UTF-16 units the checked bytes decode to. Stops at the first block with an error or
/// when less than a block is left; the caller finishes with the scalar reference from there.
/// </summary>
internal static class Utf8BlockCheck
{
    /// <summary>
    /// Checks whole blocks from <paramref name="start"/>, which must be at least 3 (the check reads the three bytes
    /// before each block) and must not cut a sequence.
    /// </summary>
    /// <param name="source">The UTF-8 input.</param>
    /// <param name="start">Where checking begins.</param>
    /// <param name="width">The vector width (not <see cref="SimdWidth.Scalar"/>).</param>
    /// <param name="count">Whether to count <paramref name="units"/> (validation alone need not).</param>
    /// <param name="units">When counting, increased by the UTF-16 length of the checked bytes (leads and ASCII count one, 4-byte leads two).</param>
    /// <returns>
    /// The start of the first block with an error, or the end of the last whole block. Every byte before it is
    /// well-formed, except that a sequence may be cut at that position.
    /// </returns>
    public static int Check(ReadOnlySpan<byte> source, int start, SimdWidth width, bool count, ref long units) =>
        width.Is512() ? Check512(ref MemoryMarshal.GetReference(source), start, source.Length, count, ref units)
        // Below 512 bits, 256-bit blocks where the hardware has them (AVX2): the lookup needs only in-lane shuffles.
        : Vector256.IsHardwareAccelerated ? Check256(ref MemoryMarshal.GetReference(source), start, source.Length, count, ref units)
        : Check128(ref MemoryMarshal.GetReference(source), start, source.Length, count, ref units);

    /// <summary>The bytes of one block that <see cref="Check"/> takes at <paramref name="width"/>.</summary>
    public static int BlockLength(SimdWidth width) => width.Is512() ? 64 : Vector256.IsHardwareAccelerated ? 32 : 16;

    /// <summary>The UTF-16 length the well-formed bytes decode to, by the same rule the blocks count with.</summary>
    public static long Units(ReadOnlySpan<byte> wellFormed)
    {
        long units = 0;
        foreach (byte b in wellFormed) units += (Utf8Sequence.IsContinuation(b) ? 0 : 1) + (b >= 0xF0 ? 1 : 0);
        return units;
    }

    // The kernels are compiled fully optimized at their first call and never inlined into the callers: inlined into
    // a caller that tiered PGO compiled, their code followed whichever texts trained that caller's profile, and a
    // profile of ASCII text left the blocks of three-byte (CJK) text running at half speed.
    [MethodImpl(MethodImplOptions.AggressiveOptimization | MethodImplOptions.NoInlining)]
    private static int Check128(ref byte source, int start, int length, bool count, ref long units)
    {
        const int Width = 16;
        nint i = start;
        nint last = length - Width;
        Vector128<byte> high = Vector128.Create((byte)0x80);
        // Whether the last block checked had no ASCII byte: only then is a run of three-byte sequences tried, so text
        // that mixes ASCII into every block (Korean with its spaces) does not pay for a test that always fails.
        bool runLikely = false;
        while (i <= last)
        {
            Vector128<byte> current = Vector128.LoadUnsafe(ref source, (nuint)i);
            if ((current & high) == Vector128<byte>.Zero)
            {
                if (CutAt(ref source, i)) return (int)i;
                nint runStart = i;
                i += Width;
                // ASCII tends to come in runs: check four blocks at a time while it lasts. No sequence can be cut
                // after an ASCII block.
                while (i <= last - 3 * Width &&
                       ((Vector128.LoadUnsafe(ref source, (nuint)i) | Vector128.LoadUnsafe(ref source, (nuint)(i + Width)) |
                         Vector128.LoadUnsafe(ref source, (nuint)(i + 2 * Width)) | Vector128.LoadUnsafe(ref source, (nuint)(i + 3 * Width))) & high) == Vector128<byte>.Zero)
                {
                    i += 4 * Width;
                }
                units += i - runStart;
                runLikely = false;
                continue;
            }
            int carried = runLikely ? Utf8ThreeByteRun.CarriedInto(ref source, i) : -1;
            if (carried >= 0 && Utf8ThreeByteRun.Holds(current, carried))
            {
                nint runStart = i;
                int runCarried = carried;
                do
                {
                    carried = Utf8ThreeByteRun.CarriedPast(Width, carried);
                    i += Width;
                }
                while (i <= last && Utf8ThreeByteRun.Holds(current = Vector128.LoadUnsafe(ref source, (nuint)i), carried));
                if (count) units += Utf8ThreeByteRun.Leads(i - runStart, runCarried);
                if (i > last) return (int)i;
            }
            Vector128<byte> errors = Utf8ErrorLookup.Errors(current,
                Vector128.LoadUnsafe(ref source, (nuint)(i - 1)), Vector128.LoadUnsafe(ref source, (nuint)(i - 2)), Vector128.LoadUnsafe(ref source, (nuint)(i - 3)));
            if (errors != Vector128<byte>.Zero) return (int)i;
            runLikely = Vector128.ExtractMostSignificantBits(current) == 0xFFFF;
            if (count)
            {
                uint continuations = Vector128.ExtractMostSignificantBits(Vector128.LessThan(current.AsSByte(), Vector128.Create((sbyte)-64)));
                uint fourByteLeads = Vector128.ExtractMostSignificantBits(ByteThresholds.HighBitWhereAtLeast(current, 0xF0));
                units += Width - BitOperations.PopCount(continuations) + BitOperations.PopCount(fourByteLeads);
            }
            i += Width;
        }
        return (int)i;
    }

    // Every 64 blocks (Utf8SparseChunk.MaxBlocks) the loop chooses how to go on by the ASCII runs it met: block by
    // block (ASCII skipped four blocks a step, runs of three-byte sequences tested whole) while runs are few, or
    // through Utf8SparseChunk while they are many.
    [MethodImpl(MethodImplOptions.AggressiveOptimization | MethodImplOptions.NoInlining)]
    private static int Check256(ref byte source, int start, int length, bool count, ref long units)
    {
        const int Width = 32;
        const int Window = Utf8SparseChunk.MaxBlocks * Width;
        nint i = start;
        nint last = length - Width;
        // Whether the last block checked had no ASCII byte: only then is a run of three-byte sequences tried, so text
        // that mixes ASCII into every block (Korean with its spaces) does not pay for a test that always fails.
        bool runLikely = false;
        nint windowEnd = i + Window;
        // The runs of ASCII blocks since windowEnd was set, counted as the sparse check counts them: an ASCII block
        // after a non-ASCII one starts a run (afterNonAscii is 1 then), wherever the skips stop.
        int asciiRuns = 0, afterNonAscii = 1;
        while (i <= last)
        {
            if (i >= windowEnd)
            {
                // The sparse chunks pack with AVX2 (where Vector256 is accelerated, AVX2 is there).
                if (Avx2.IsSupported && asciiRuns >= Utf8SparseChunk.AsciiRunsForSparse)
                {
                    i = Utf8SparseChunk.Run256(ref source, i, last, count, ref units);
                    runLikely = false;
                    if (i > last) break;
                }
                windowEnd = i + Window;
                asciiRuns = 0;
            }
            Vector256<byte> current = Vector256.LoadUnsafe(ref source, (nuint)i);
            if ((current & Vector256.Create((byte)0x80)) == Vector256<byte>.Zero)
            {
                if (CutAt(ref source, i)) return (int)i;
                nint runStart = i;
                i += Width;
                while (i <= last - 3 * Width &&
                       ((Vector256.LoadUnsafe(ref source, (nuint)i) | Vector256.LoadUnsafe(ref source, (nuint)(i + Width)) |
                         Vector256.LoadUnsafe(ref source, (nuint)(i + 2 * Width)) | Vector256.LoadUnsafe(ref source, (nuint)(i + 3 * Width))) & Vector256.Create((byte)0x80)) == Vector256<byte>.Zero)
                {
                    i += 4 * Width;
                }
                units += i - runStart;
                runLikely = false;
                asciiRuns += afterNonAscii;
                afterNonAscii = 0;
                continue;
            }
            int carried = runLikely ? Utf8ThreeByteRun.CarriedInto(ref source, i) : -1;
            if (carried >= 0 && Utf8ThreeByteRun.Holds(current, carried))
            {
                nint runStart = i;
                int runCarried = carried;
                do
                {
                    carried = Utf8ThreeByteRun.CarriedPast(Width, carried);
                    i += Width;
                }
                while (i <= last && Utf8ThreeByteRun.Holds(current = Vector256.LoadUnsafe(ref source, (nuint)i), carried));
                if (count) units += Utf8ThreeByteRun.Leads(i - runStart, runCarried);
                if (i > last) return (int)i;
            }
            Vector256<byte> errors = Utf8ErrorLookup.Errors(current,
                Vector256.LoadUnsafe(ref source, (nuint)(i - 1)), Vector256.LoadUnsafe(ref source, (nuint)(i - 2)), Vector256.LoadUnsafe(ref source, (nuint)(i - 3)));
            if (errors != Vector256<byte>.Zero) return (int)i;
            runLikely = Vector256.ExtractMostSignificantBits(current) == uint.MaxValue;
            if (count)
            {
                uint continuations = Vector256.ExtractMostSignificantBits(Vector256.LessThan(current.AsSByte(), Vector256.Create((sbyte)-64)));
                uint fourByteLeads = Vector256.ExtractMostSignificantBits(ByteThresholds.HighBitWhereAtLeast(current, 0xF0));
                units += Width - BitOperations.PopCount(continuations) + BitOperations.PopCount(fourByteLeads);
            }
            afterNonAscii = 1;
            i += Width;
        }
        return (int)i;
    }

    [MethodImpl(MethodImplOptions.AggressiveOptimization | MethodImplOptions.NoInlining)]
    private static int Check512(ref byte source, int start, int length, bool count, ref long units)
    {
        const int Width = 64;
        nint i = start;
        nint last = length - Width;
        Vector512<byte> high = Vector512.Create((byte)0x80);
        while (i <= last)
        {
            Vector512<byte> current = Vector512.LoadUnsafe(ref source, (nuint)i);
            if ((current & high) == Vector512<byte>.Zero)
            {
                if (CutAt(ref source, i)) return (int)i;
                nint runStart = i;
                i += Width;
                while (i <= last - 3 * Width &&
                       ((Vector512.LoadUnsafe(ref source, (nuint)i) | Vector512.LoadUnsafe(ref source, (nuint)(i + Width)) |
                         Vector512.LoadUnsafe(ref source, (nuint)(i + 2 * Width)) | Vector512.LoadUnsafe(ref source, (nuint)(i + 3 * Width))) & high) == Vector512<byte>.Zero)
                {
                    i += 4 * Width;
                }
                units += i - runStart;
                continue;
            }
            Vector512<byte> errors = Utf8ErrorLookup.Errors(current,
                Vector512.LoadUnsafe(ref source, (nuint)(i - 1)), Vector512.LoadUnsafe(ref source, (nuint)(i - 2)), Vector512.LoadUnsafe(ref source, (nuint)(i - 3)));
            if (errors != Vector512<byte>.Zero) return (int)i;
            if (count)
            {
                ulong continuations = Vector512.ExtractMostSignificantBits(Vector512.LessThan(current.AsSByte(), Vector512.Create((sbyte)-64)));
                ulong fourByteLeads = Vector512.ExtractMostSignificantBits(Vector512.GreaterThanOrEqual(current, Vector512.Create((byte)0xF0)));
                units += Width - BitOperations.PopCount(continuations) + BitOperations.PopCount(fourByteLeads);
            }
            i += Width;
        }
        return (int)i;
    }

    /// <summary>
    /// <see cref="Utf8Sequence.SequenceCutAt"/> over a reference, without a branch: a run of ASCII right after a cut
    /// sequence is an error the ASCII skips must not step over.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool CutAt(ref byte source, nint position) =>
        Unsafe.Add(ref source, position - 1) >= 0xC0 | Unsafe.Add(ref source, position - 2) >= 0xE0 | Unsafe.Add(ref source, position - 3) >= 0xF0;
}

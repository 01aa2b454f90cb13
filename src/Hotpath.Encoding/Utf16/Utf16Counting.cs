using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using Hotpath.Encodings.Vectors;

namespace Hotpath.Encodings;

/// <summary>
/// The UTF-8 length of UTF-16 text, lone surrogates counting as the three bytes of U+FFFD (what
/// <c>Encoding.UTF8.GetByteCount</c> returns). Each char counts 1, plus 1 from U+0080, plus 1 from U+0800
/// (surrogates included, so each is 3); a pair is 4, not 6, so each high surrogate directly followed by a low one
/// takes 2 back. Pairing is decided by the two adjacent chars alone, so blocks need no state. The 512- and 256-bit
/// blocks add their per-lane extras into 16-bit lane counters (a compare's all-ones lane is -1, so subtracting it adds
/// 1), summed before any lane can overflow, instead of reducing every block to a scalar; the 128-bit loop, with only
/// eight chars a vector, counts with a mask and a popcount instead.
/// </summary>
internal static class Utf16Counting
{
    // A lane's net gain per block is 0 to 2 (a pair's high surrogate: +2 - 2 = 0), so its true total stays below 2^16
    // for this many blocks; the lane arithmetic wraps, but the total it holds when summed is exact.
    private const int BlocksPerFlush = 30_000;

    // The 256-bit loop's lanes gain at most 2 per block, four blocks a step, so they stay below 2^16 for this many steps.
    private const int StepsPerFlush = 8_000;

    /// <summary>The UTF-8 length of <paramref name="source"/>.</summary>
    /// <remarks>
    /// Compiled fully optimized at its first call and never inlined: inlined into a public wrapper that tiered PGO
    /// compiled, the loops took their code from that wrapper's profile, and the 128-bit one fell behind the BCL's.
    /// </remarks>
    [MethodImpl(MethodImplOptions.AggressiveOptimization | MethodImplOptions.NoInlining)]
    public static long CountUtf8(ReadOnlySpan<char> source, SimdWidth width)
    {
        ref ushort src = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(source));
        nint i = 0;
        long bytes = source.Length;
        if (width.Is512())
        {
            Vector512<ushort> nonAscii = Vector512.Create((ushort)0xFF80);
            Vector512<ushort> extra = Vector512<ushort>.Zero;
            int blocks = 0;
            // Each block also reads the char after it, to pair a high surrogate in its last lane.
            for (nint last = source.Length - 33; i <= last;)
            {
                Vector512<ushort> c = Vector512.LoadUnsafe(ref src, (nuint)i);
                if ((c & nonAscii) == Vector512<ushort>.Zero)
                {
                    // ASCII comes in runs: skip four blocks at a time while it lasts (ASCII adds nothing to the count). The
                    // skip goes on from a 64-byte boundary within the block, so its loads never span two cache lines:
                    // the chars read again are ASCII, which add nothing however often they are read.
                    i += 32 - (CacheLines.OffsetOf(ref Unsafe.Add(ref src, i + 32)) >> 1);
                    while (i <= last - 96 && ((Vector512.LoadUnsafe(ref src, (nuint)i) | Vector512.LoadUnsafe(ref src, (nuint)(i + 32)) |
                           Vector512.LoadUnsafe(ref src, (nuint)(i + 64)) | Vector512.LoadUnsafe(ref src, (nuint)(i + 96))) & nonAscii) == Vector512<ushort>.Zero)
                    {
                        i += 128;
                    }
                    continue;
                }
                Vector512<ushort> next = Vector512.LoadUnsafe(ref src, (nuint)(i + 1));
                Vector512<ushort> pairs = Vector512.Equals(c & Vector512.Create((ushort)0xFC00), Vector512.Create((ushort)0xD800)) &
                                          Vector512.Equals(next & Vector512.Create((ushort)0xFC00), Vector512.Create((ushort)0xDC00));
                // One subtraction from the counters per block, so the loop carries a one-operation dependency.
                extra -= Vector512.GreaterThanOrEqual(c, Vector512.Create((ushort)0x80)) + Vector512.GreaterThanOrEqual(c, Vector512.Create((ushort)0x800)) +
                         (pairs & Vector512.Create((ushort)2));
                i += 32;
                if (++blocks == BlocksPerFlush)
                {
                    bytes += Sum(extra);
                    extra = Vector512<ushort>.Zero;
                    blocks = 0;
                }
            }
            bytes += Sum(extra);
        }
        if (width == SimdWidth.V128 && Vector256.IsHardwareAccelerated)
        {
            // AVX2 machines run the 128-bit kernels elsewhere, but counting needs no compress, so it takes 256 bits there
            // as the BCL does; Arm64 (no 256-bit vectors) goes on to the 128-bit loop.
            bytes += CountExtra256(ref src, ref i, source.Length);
        }
        if (width >= SimdWidth.V128)
        {
            // Sixteen chars per step, counted into a scalar with a mask and a popcount per eight (as the BCL's 128-bit
            // loop does): 128-bit lane counters cost more instructions per char than the two scalar ones. An all-ASCII
            // step (no extra bits) sends the loop back to the ASCII skip.
            Vector128<ushort> nonAscii = Vector128.Create((ushort)0xFF80);
            for (nint last = source.Length - 17; i <= last;)
            {
                Vector128<ushort> c0 = Vector128.LoadUnsafe(ref src, (nuint)i), c1 = Vector128.LoadUnsafe(ref src, (nuint)(i + 8));
                ulong extraBits = ExtraBits(c0) | (ulong)ExtraBits(c1) << 16;
                if (extraBits == 0)
                {
                    i += 16;
                    // A run of 64 chars or more goes on from a 16-byte boundary, so no load splits a cache line (the
                    // chars it steps back over are ASCII, just checked); shorter runs do not pay for the realignment.
                    if (i <= last - 48 && IsAscii64(ref src, i, nonAscii))
                    {
                        i += 64 - ((CacheLines.OffsetOf(ref Unsafe.Add(ref src, i)) & 15) >> 1);
                        while (i <= last - 48 && IsAscii64(ref src, i, nonAscii)) i += 64;
                    }
                    continue;
                }
                bytes += BitOperations.PopCount(extraBits);
                // Surrogates (c >> 11 is 0x1B exactly for them) are rare outside emoji, so pairing is worked out only in
                // steps that hold one.
                if ((Vector128.Equals(c0 >> 11, Vector128.Create((ushort)0x1B)) | Vector128.Equals(c1 >> 11, Vector128.Create((ushort)0x1B))) != Vector128<ushort>.Zero)
                {
                    // A pair's lane gives two mask bits, the two bytes it takes back.
                    ulong pairs = Pairs(c0, Vector128.LoadUnsafe(ref src, (nuint)(i + 1))).AsByte().ExtractMostSignificantBits() |
                                  (ulong)Pairs(c1, Vector128.LoadUnsafe(ref src, (nuint)(i + 9))).AsByte().ExtractMostSignificantBits() << 16;
                    bytes -= BitOperations.PopCount(pairs);
                }
                i += 16;
            }
        }
        for (; i < source.Length; i++)
        {
            char c = source[(int)i];
            bytes += (c >= 0x80 ? 1 : 0) + (c >= 0x800 ? 1 : 0);
            if (char.IsHighSurrogate(c) && i + 1 < source.Length && char.IsLowSurrogate(source[(int)i + 1])) bytes -= 2;
        }
        return bytes;
    }

    // The extra bytes of the chars from i on, 64 chars a step and then 16, stopping where fewer than 17 remain (each
    // block also reads the char after it, to pair a high surrogate in its last lane). A step branches only on whether
    // all 64 chars are ASCII and on whether any is a surrogate (rare outside emoji), so text that switches between ASCII
    // and another script every few words (subtitles, markup, Greek or Arabic prose with spaces and digits) takes the
    // same path through every step.
    private static long CountExtra256(ref ushort src, ref nint i, int length)
    {
        Vector256<ushort> nonAscii = Vector256.Create((ushort)0xFF80);
        Vector256<ushort> extra = Vector256<ushort>.Zero;
        long total = 0;
        int steps = 0;
        for (nint last = length - 65; i <= last; i += 64)
        {
            Vector256<ushort> c0 = Vector256.LoadUnsafe(ref src, (nuint)i), c1 = Vector256.LoadUnsafe(ref src, (nuint)(i + 16));
            Vector256<ushort> c2 = Vector256.LoadUnsafe(ref src, (nuint)(i + 32)), c3 = Vector256.LoadUnsafe(ref src, (nuint)(i + 48));
            if (((c0 | c1 | c2 | c3) & nonAscii) == Vector256<ushort>.Zero) continue;
            extra -= (MinusExtra(c0) + MinusExtra(c1)) + (MinusExtra(c2) + MinusExtra(c3));
            // Surrogates move to 0x0000-0x07FF when 0x2800 is added (wrapping), so a lane of the minimum below 0x800
            // means the step holds one.
            Vector256<ushort> toSurrogates = Vector256.Create((ushort)0x2800);
            Vector256<ushort> lowest = Vector256.Min(Vector256.Min(c0 + toSurrogates, c1 + toSurrogates), Vector256.Min(c2 + toSurrogates, c3 + toSurrogates));
            if (Vector256.SubtractSaturate(Vector256.Create((ushort)0x800), lowest) != Vector256<ushort>.Zero)
            {
                extra -= Pairs(c0, Vector256.LoadUnsafe(ref src, (nuint)(i + 1))) + Pairs(c1, Vector256.LoadUnsafe(ref src, (nuint)(i + 17))) +
                         Pairs(c2, Vector256.LoadUnsafe(ref src, (nuint)(i + 33))) + Pairs(c3, Vector256.LoadUnsafe(ref src, (nuint)(i + 49)));
            }
            if (++steps == StepsPerFlush)
            {
                total += Sum(extra);
                extra = Vector256<ushort>.Zero;
                steps = 0;
            }
        }
        for (nint last = length - 17; i <= last; i += 16)
        {
            Vector256<ushort> c = Vector256.LoadUnsafe(ref src, (nuint)i);
            extra -= MinusExtra(c) + Pairs(c, Vector256.LoadUnsafe(ref src, (nuint)(i + 1)));
        }
        return total + Sum(extra);
    }

    // Per lane, minus the extra UTF-8 bytes of a char before a surrogate pair's correction (-1 from U+0080, -2 from
    // U+0800): two all-ones compares added. The minimum with 0x800 leaves lanes below 0x8000, where the signed compares
    // give the unsigned answer.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector256<ushort> MinusExtra(Vector256<ushort> c)
    {
        Vector256<short> clamped = Vector256.Min(c, Vector256.Create((ushort)0x800)).AsInt16();
        return (Vector256.GreaterThan(clamped, Vector256.Create((short)0x7F)) + Vector256.GreaterThan(clamped, Vector256.Create((short)0x7FF))).AsUInt16();
    }

    // Per lane, 2 where a high surrogate is directly followed by a low one (a pair is 4 bytes, not the 3 + 3 that
    // MinusExtra counts), given the chars shifted by one.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector256<ushort> Pairs(Vector256<ushort> c, Vector256<ushort> next) =>
        Vector256.Equals(c & Vector256.Create((ushort)0xFC00), Vector256.Create((ushort)0xD800)) &
        Vector256.Equals(next & Vector256.Create((ushort)0xFC00), Vector256.Create((ushort)0xDC00)) & Vector256.Create((ushort)2);

    // Bit 2k set where char k is U+0080 or above, bit 2k+1 where it is U+0800 or above: its extra UTF-8 bytes. The
    // minimum leaves 0x80 in the low byte of a non-ASCII char; the saturating add sets the high byte's top bit from
    // U+0800 up (its low byte's top bit only where the char is non-ASCII anyway).
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static uint ExtraBits(Vector128<ushort> c) =>
        (Vector128.Min(c, Vector128.Create((ushort)0x80)) | Vector128.AddSaturate(c, Vector128.Create((ushort)0x7800))).AsByte().ExtractMostSignificantBits();

    // All-ones where a high surrogate is directly followed by a low one (its pair), given the chars shifted by one.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector128<ushort> Pairs(Vector128<ushort> c, Vector128<ushort> next) =>
        Vector128.Equals(c & Vector128.Create((ushort)0xFC00), Vector128.Create((ushort)0xD800)) &
        Vector128.Equals(next & Vector128.Create((ushort)0xFC00), Vector128.Create((ushort)0xDC00));

    // Whether the 64 chars from i are ASCII: eight vectors a step, since at four the loop's own branch and counter
    // updates cost as much as the loads.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool IsAscii64(ref ushort src, nint i, Vector128<ushort> nonAscii) =>
        ((Vector128.LoadUnsafe(ref src, (nuint)i) | Vector128.LoadUnsafe(ref src, (nuint)(i + 8)) |
          Vector128.LoadUnsafe(ref src, (nuint)(i + 16)) | Vector128.LoadUnsafe(ref src, (nuint)(i + 24)) |
          Vector128.LoadUnsafe(ref src, (nuint)(i + 32)) | Vector128.LoadUnsafe(ref src, (nuint)(i + 40)) |
          Vector128.LoadUnsafe(ref src, (nuint)(i + 48)) | Vector128.LoadUnsafe(ref src, (nuint)(i + 56))) & nonAscii) == Vector128<ushort>.Zero;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static long Sum(Vector512<ushort> lanes)
    {
        (Vector512<uint> lower, Vector512<uint> upper) = Vector512.Widen(lanes);
        return Vector512.Sum(lower + upper);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static long Sum(Vector256<ushort> lanes)
    {
        (Vector256<uint> lower, Vector256<uint> upper) = Vector256.Widen(lanes);
        return Vector256.Sum(lower + upper);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static long Sum(Vector128<ushort> lanes)
    {
        (Vector128<uint> lower, Vector128<uint> upper) = Vector128.Widen(lanes);
        return Vector128.Sum(lower + upper);
    }
}

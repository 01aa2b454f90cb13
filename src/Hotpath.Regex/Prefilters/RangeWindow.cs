using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Prefilters;

/// <summary>
/// Finds the first window of two to four consecutive units each in its own range: <c>[A-Z][a-z]</c>, the start of a
/// capitalized word, or <c>[a-z] [A-Z][a-z]</c>, a space between a lower-case letter and a capitalized word. Each
/// step tests 16 windows, a range per window position with one subtraction, one unsigned minimum and one comparison.
/// One range alone stops at every capital of a log line ("I4", "MasterSearch"); the window passes only where every
/// position fits. Immutable and thread-safe.
/// </summary>
internal sealed class RangeWindow
{
    /// <summary>The most positions a window tests.</summary>
    public const int MaxLength = 4;

    private readonly CharRange[] _ranges;

    /// <summary>The window of <paramref name="ranges"/>, one per consecutive unit (2 to <see cref="MaxLength"/>).</summary>
    public RangeWindow(CharRange[] ranges)
    {
        ArgumentNullException.ThrowIfNull(ranges);
        if (ranges.Length is < 2 or > MaxLength) throw new ArgumentOutOfRangeException(nameof(ranges), ranges.Length, $"A window tests 2 to {MaxLength} units.");
        _ranges = [.. ranges];
    }

    /// <summary>How many consecutive units the window tests.</summary>
    public int Length => _ranges.Length;

    /// <summary>The first index at or after <paramref name="from"/> where the window fits (every unit of it inside the input), or -1.</summary>
    public int IndexOf(ReadOnlySpan<char> input, int from) => _ranges.Length switch
    {
        2 => IndexOf<Two>(input, from),
        3 => IndexOf<Three>(input, from),
        _ => IndexOf<Four>(input, from),
    };

    // One loop per window length: the length is a constant in each, so the unused positions cost nothing.
    private int IndexOf<TLength>(ReadOnlySpan<char> input, int from)
        where TLength : struct, IWindowLength
    {
        int i = from;
        CharRange[] ranges = _ranges;
        if (Vector256.IsHardwareAccelerated)
        {
            ref ushort units = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(input));
            (Vector256<ushort> low0, Vector256<ushort> span0) = Bounds(ranges[0]);
            (Vector256<ushort> low1, Vector256<ushort> span1) = Bounds(ranges[1]);
            (Vector256<ushort> low2, Vector256<ushort> span2) = TLength.Value > 2 ? Bounds(ranges[2]) : default;
            (Vector256<ushort> low3, Vector256<ushort> span3) = TLength.Value > 3 ? Bounds(ranges[3]) : default;
            // Each step reads units i to i + 15 + (length - 1).
            int lastStep = input.Length - Vector256<ushort>.Count - (TLength.Value - 1);
            for (; i <= lastStep; i += Vector256<ushort>.Count)
            {
                Vector256<ushort> hits = Hits<TLength>(ref units, i, low0, span0, low1, span1, low2, span2, low3, span3);
                if (hits != Vector256<ushort>.Zero) return i + BitOperations.TrailingZeroCount(hits.ExtractMostSignificantBits());
            }
            // The last windows in one more step that ends with the input, overlapping the last one: a scalar tail of
            // up to 18 windows cost as much as the rest of a log line. Windows before i are masked off.
            if (lastStep >= 0 && i < lastStep + Vector256<ushort>.Count)
            {
                uint tail = Hits<TLength>(ref units, lastStep, low0, span0, low1, span1, low2, span2, low3, span3).ExtractMostSignificantBits() >> (i - lastStep);
                return tail == 0 ? -1 : i + BitOperations.TrailingZeroCount(tail);
            }
        }
        for (int lastStart = input.Length - TLength.Value; i <= lastStart; i++)
        {
            if (FitsAt(input, i, ranges)) return i;
        }
        return -1;
    }

    // All ones in the lanes of the windows starting at units at to at + 15 that fit.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector256<ushort> Hits<TLength>(ref ushort units, int at, Vector256<ushort> low0, Vector256<ushort> span0, Vector256<ushort> low1, Vector256<ushort> span1,
        Vector256<ushort> low2, Vector256<ushort> span2, Vector256<ushort> low3, Vector256<ushort> span3)
        where TLength : struct, IWindowLength
    {
        Vector256<ushort> hits = Inside(ref units, at, low0, span0) & Inside(ref units, at + 1, low1, span1);
        if (TLength.Value > 2) hits &= Inside(ref units, at + 2, low2, span2);
        if (TLength.Value > 3) hits &= Inside(ref units, at + 3, low3, span3);
        return hits;
    }

    private static (Vector256<ushort> Low, Vector256<ushort> Span) Bounds(CharRange range) =>
        (Vector256.Create((ushort)range.First), Vector256.Create((ushort)(range.Last - range.First)));

    // All ones in the lanes whose unit lies in the range: unit - low is at most the span, unsigned.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector256<ushort> Inside(ref ushort units, int at, Vector256<ushort> low, Vector256<ushort> span)
    {
        Vector256<ushort> offset = Vector256.LoadUnsafe(ref units, (nuint)at) - low;
        return Vector256.Equals(Vector256.Min(offset, span), offset);
    }

    private static bool FitsAt(ReadOnlySpan<char> input, int start, CharRange[] ranges)
    {
        for (int k = 0; k < ranges.Length; k++)
        {
            if ((uint)(input[start + k] - ranges[k].First) > (uint)(ranges[k].Last - ranges[k].First)) return false;
        }
        return true;
    }

    private interface IWindowLength
    {
        static abstract int Value { get; }
    }

    private readonly struct Two : IWindowLength
    {
        public static int Value => 2;
    }

    private readonly struct Three : IWindowLength
    {
        public static int Value => 3;
    }

    private readonly struct Four : IWindowLength
    {
        public static int Value => 4;
    }
}

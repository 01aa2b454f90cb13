using Hotpath.Encodings.Vectors;

namespace Hotpath.Encodings;

/// <summary>
/// Validation and UTF-16 length of UTF-8 input: vector blocks (<see cref="Utf8BlockCheck"/>) for the bulk, the
/// scalar reference (<see cref="Utf8Sequence"/>) for the first bytes, the tail and any block with an error.
/// </summary>
internal static class Utf8Validation
{
    // The block check reads three bytes before each block, so vectors start once that many are behind.
    private const int Lookback = 3;

    /// <summary>The index of the first byte of the first ill-formed sequence, or -1 when the input is UTF-8.</summary>
    public static int IndexOfInvalid(ReadOnlySpan<byte> source, SimdWidth width)
    {
        int position = 0;
        // Sequences before the vectors can start.
        while (position < source.Length && (position < Lookback || width == SimdWidth.Scalar))
        {
            if (!TryStep(source, ref position)) return position;
        }
        if (position < source.Length)
        {
            long unusedUnits = 0;
            int checkedEnd = Utf8BlockCheck.Check(source, position, width, count: false, ref unusedUnits);
            position = Utf8Sequence.RestartBefore(source, checkedEnd);
        }
        while (position < source.Length)
        {
            if (!TryStep(source, ref position)) return position;
        }
        return -1;
    }

    // Steps over one well-formed sequence, or a whole run of ASCII; false at an ill-formed sequence.
    private static bool TryStep(ReadOnlySpan<byte> source, ref int position)
    {
        if (source[position] < 0x80)
        {
            position += AsciiRun(source, position);
            return true;
        }
        if (Utf8Sequence.Read(source, position, out _, out int length) != SequenceKind.Valid) return false;
        position += length;
        return true;
    }

    /// <summary>
    /// The length of the run of ASCII bytes at <paramref name="position"/>, up to <see cref="MaxAsciiRun"/>. The scalar
    /// paths hand such runs (the tail after the last whole block, mostly) to the BCL's vectorized search instead of
    /// stepping byte by byte; the bound gives long runs back to the blocks, whose ASCII skip is faster than the search.
    /// </summary>
    private static int AsciiRun(ReadOnlySpan<byte> source, int position)
    {
        ReadOnlySpan<byte> window = source.Slice(position, Math.Min(MaxAsciiRun, source.Length - position));
        int run = window.IndexOfAnyInRange((byte)0x80, (byte)0xFF);
        return run < 0 ? window.Length : run;
    }

    private const int MaxAsciiRun = 256;

    /// <summary>
    /// The number of UTF-16 units <paramref name="source"/> decodes to, each ill-formed subpart counting as one
    /// U+FFFD (what <c>Encoding.UTF8.GetCharCount</c> returns).
    /// </summary>
    public static long CountUtf16(ReadOnlySpan<byte> source, SimdWidth width)
    {
        long units = 0;
        int position = ScalarCount(source, 0, width == SimdWidth.Scalar ? source.Length : Lookback, ref units);
        while (position < source.Length)
        {
            int checkedEnd = Utf8BlockCheck.Check(source, position, width, count: true, ref units);
            // The blocks' count for bytes before checkedEnd assumes whole sequences; a sequence cut there is counted
            // again by the scalar path, so its bytes' share is taken back first. When no block was checked the bytes
            // before were counted by the scalar path, whose count of a replaced subpart differs, so nothing is redone.
            int restart = checkedEnd;
            if (checkedEnd > position)
            {
                restart = Utf8Sequence.RestartBefore(source, checkedEnd);
                units -= Utf8BlockCheck.Units(source[restart..checkedEnd]);
            }
            // After an error the scalar path takes one block's worth of bytes (at least), then the vectors resume;
            // at the tail it takes the rest.
            position = ScalarCount(source, restart, checkedEnd + Utf8BlockCheck.BlockLength(width), ref units);
        }
        return units;
    }

    // Counts sequences from `position` until one ends at or after `until` where the vector blocks may resume (or the
    // input ends); returns where it stopped.
    private static int ScalarCount(ReadOnlySpan<byte> source, int position, int until, ref long units)
    {
        while (position < source.Length && (position < until || Utf8Sequence.SequenceCutAt(source, position)))
        {
            if (source[position] < 0x80)
            {
                int run = AsciiRun(source, position);
                units += run;
                position += run;
                continue;
            }
            SequenceKind kind = Utf8Sequence.Read(source, position, out uint scalar, out int length);
            units += kind == SequenceKind.Valid && scalar >= 0x10000 ? 2 : 1;
            position += length;
        }
        return position;
    }
}

namespace Hotpath.Encodings;

/// <summary>What the bytes at one position of a UTF-8 input are.</summary>
internal enum SequenceKind
{
    /// <summary>A well-formed sequence encoding one scalar value.</summary>
    Valid,

    /// <summary>An ill-formed sequence: its length is the maximal subpart (Unicode §3.9), replaced by one U+FFFD.</summary>
    Invalid,

    /// <summary>The input ends inside a sequence that is well-formed so far: more data could complete it.</summary>
    Incomplete,
}

/// <summary>
/// The scalar UTF-8 reference: reads one sequence by the table of well-formed byte sequences (Unicode Table 3-7).
/// Every vector kernel falls back to it where a block is not plainly valid, so it alone decides replacement and
/// error positions, the same way the BCL does (one U+FFFD per maximal subpart).
/// </summary>
internal static class Utf8Sequence
{
    /// <summary>
    /// Reads the sequence at <paramref name="index"/> (which must be inside <paramref name="source"/>).
    /// </summary>
    /// <param name="source">The UTF-8 input.</param>
    /// <param name="index">Where the sequence starts.</param>
    /// <param name="scalar">The scalar value when the sequence is valid; otherwise 0.</param>
    /// <param name="length">The bytes the sequence, the maximal subpart, or the incomplete tail covers (1 to 4).</param>
    public static SequenceKind Read(ReadOnlySpan<byte> source, int index, out uint scalar, out int length)
    {
        uint lead = source[index];
        scalar = 0;
        if (lead < 0x80)
        {
            scalar = lead;
            length = 1;
            return SequenceKind.Valid;
        }

        int continuations;
        uint value;
        // The range the second byte must fall in; the third and fourth are always 80..BF. The narrowed ranges exclude
        // overlong forms (E0, F0), surrogates (ED) and values above U+10FFFF (F4).
        uint low = 0x80, high = 0xBF;
        if (lead < 0xC2 || lead > 0xF4)
        {
            length = 1;
            return SequenceKind.Invalid;
        }
        if (lead < 0xE0)
        {
            continuations = 1;
            value = lead & 0x1F;
        }
        else if (lead < 0xF0)
        {
            continuations = 2;
            value = lead & 0x0F;
            if (lead == 0xE0) low = 0xA0;
            else if (lead == 0xED) high = 0x9F;
        }
        else
        {
            continuations = 3;
            value = lead & 0x07;
            if (lead == 0xF0) low = 0x90;
            else if (lead == 0xF4) high = 0x8F;
        }

        for (int k = 1; k <= continuations; k++)
        {
            if (index + k >= source.Length)
            {
                length = k;
                return SequenceKind.Incomplete;
            }
            uint next = source[index + k];
            if (next < low || next > high)
            {
                length = k;
                return SequenceKind.Invalid;
            }
            value = (value << 6) | (next & 0x3F);
            low = 0x80;
            high = 0xBF;
        }
        scalar = value;
        length = continuations + 1;
        return SequenceKind.Valid;
    }

    /// <summary>True for a continuation byte (10xxxxxx), which never starts a sequence.</summary>
    public static bool IsContinuation(byte value) => (sbyte)value < -64;

    /// <summary>
    /// The position the scalar path must restart from to re-check the bytes a vector block flagged at
    /// <paramref name="blockStart"/>: everything before the block is known valid, but a lead byte in the three bytes
    /// before it may start a sequence the block cuts, so the restart backs up to that lead.
    /// </summary>
    public static int RestartBefore(ReadOnlySpan<byte> source, int blockStart)
    {
        for (int back = 1; back <= 3 && blockStart - back >= 0; back++)
        {
            byte b = source[blockStart - back];
            if (b >= 0xC0) return blockStart - back;
            if (b < 0x80) break;
        }
        return blockStart;
    }

    /// <summary>
    /// True when the three bytes before <paramref name="position"/> hold a lead byte whose sequence would reach
    /// <paramref name="position"/> or beyond. Vector blocks read those bytes as context, so they may start only where
    /// this is false: there any continuation byte at the block's start is reported, whatever came before (even bytes
    /// the scalar path replaced).
    /// </summary>
    public static bool SequenceCutAt(ReadOnlySpan<byte> source, int position) =>
        (position >= 1 && source[position - 1] >= 0xC0) ||
        (position >= 2 && source[position - 2] >= 0xE0) ||
        (position >= 3 && source[position - 3] >= 0xF0);
}

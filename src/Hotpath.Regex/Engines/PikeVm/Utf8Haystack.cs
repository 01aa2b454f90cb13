using Hotpath.RegularExpressions.Unicode;

namespace Hotpath.RegularExpressions.Engines.PikeVm;

/// <summary>
/// UTF-8 input decoded into UTF-16 units on the fly, without transcoding the haystack. A position is
/// <c>2 × byteOffset</c>, plus one between the two surrogates of a supplementary scalar (the low
/// surrogate's unit has no byte offset of its own). Invalid bytes decode as U+FFFD, one per maximal
/// invalid subsequence, as <see cref="Utf8Decoder"/> decodes.
/// </summary>
internal readonly ref struct Utf8Haystack(ReadOnlySpan<byte> utf8) : IHaystack
{
    private readonly ReadOnlySpan<byte> _utf8 = utf8;

    /// <inheritdoc/>
    public int End => _utf8.Length * 2;

    /// <inheritdoc/>
    public bool TryRead(int position, out char unit, out int nextPosition)
    {
        int offset = position >> 1;
        if (offset >= _utf8.Length)
        {
            unit = '\0';
            nextPosition = position;
            return false;
        }
        int scalar = Utf8Decoder.DecodeAt(_utf8, offset, out int length);
        if (scalar < 0x10000)
        {
            unit = (char)scalar;
            nextPosition = (offset + length) * 2;
        }
        else if ((position & 1) == 0)
        {
            unit = Utf8Decoder.HighSurrogate(scalar);
            nextPosition = position + 1;
        }
        else
        {
            unit = Utf8Decoder.LowSurrogate(scalar);
            nextPosition = (offset + length) * 2;
        }
        return true;
    }

    /// <inheritdoc/>
    public int UnitBefore(int position)
    {
        int offset = position >> 1;
        if ((position & 1) != 0) return Utf8Decoder.HighSurrogate(Utf8Decoder.DecodeAt(_utf8, offset, out _));
        if (offset == 0) return -1;
        int scalar = Utf8Decoder.DecodeBefore(_utf8, offset, out _);
        return scalar < 0x10000 ? scalar : Utf8Decoder.LowSurrogate(scalar);
    }

    /// <inheritdoc/>
    public int ToPosition(int offset) => offset * 2;

    /// <inheritdoc/>
    public int ToStartOffset(int position) => position >> 1;

    /// <inheritdoc/>
    public int ToEndOffset(int position) => (position & 1) == 0 ? position >> 1 : (position >> 1) + 4;
}

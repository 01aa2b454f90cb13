using System.Text;

namespace Hotpath.RegularExpressions.Engines.PikeVm;

/// <summary>
/// UTF-8 input decoded into UTF-16 units on the fly, without transcoding the haystack. A position is
/// <c>2 × byteOffset</c>, plus one between the two surrogates of a supplementary scalar (the low
/// surrogate's unit has no byte offset of its own). Invalid bytes decode as U+FFFD, one per maximal
/// invalid subsequence, as <see cref="Rune.DecodeFromUtf8"/> does.
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
        byte first = _utf8[offset];
        if (first < 0x80)
        {
            unit = (char)first;
            nextPosition = position + 2;
            return true;
        }
        Rune.DecodeFromUtf8(_utf8[offset..], out Rune rune, out int consumed);
        if (rune.IsBmp)
        {
            unit = (char)rune.Value;
            nextPosition = (offset + consumed) * 2;
        }
        else if ((position & 1) == 0)
        {
            unit = HighSurrogate(rune);
            nextPosition = position + 1;
        }
        else
        {
            unit = LowSurrogate(rune);
            nextPosition = (offset + consumed) * 2;
        }
        return true;
    }

    /// <inheritdoc/>
    public int UnitBefore(int position)
    {
        int offset = position >> 1;
        if ((position & 1) != 0)
        {
            Rune.DecodeFromUtf8(_utf8[offset..], out Rune inside, out _);
            return HighSurrogate(inside);
        }
        if (offset == 0) return -1;
        byte last = _utf8[offset - 1];
        if (last < 0x80) return last;
        // Invalid data yields U+FFFD, as the forward decoder does, so the status adds nothing.
        _ = Rune.DecodeLastFromUtf8(_utf8[..offset], out Rune rune, out _);
        return rune.IsBmp ? rune.Value : LowSurrogate(rune);
    }

    /// <inheritdoc/>
    public int ToPosition(int offset) => offset * 2;

    /// <inheritdoc/>
    public int ToStartOffset(int position) => position >> 1;

    /// <inheritdoc/>
    public int ToEndOffset(int position) => (position & 1) == 0 ? position >> 1 : (position >> 1) + 4;

    private static char HighSurrogate(Rune rune) => (char)(0xD800 + ((rune.Value - 0x10000) >> 10));

    private static char LowSurrogate(Rune rune) => (char)(0xDC00 + ((rune.Value - 0x10000) & 0x3FF));
}

namespace Hotpath.RegularExpressions.Unicode;

/// <summary>
/// Maps offsets in the UTF-16 text that a UTF-8 input decodes to (one U+FFFD per maximal ill-formed subpart, as
/// <see cref="System.Text.Encoding.UTF8"/> decodes) back to byte offsets in that input. Re-encoding the text
/// cannot do this: an ill-formed subpart of one to three bytes decodes to a U+FFFD that encodes in three.
/// </summary>
/// <remarks>
/// The map walks forward from the last offset it was asked for, so ascending offsets (a search's matches in
/// order) cost one pass over the input in all; an offset below the last one restarts the walk.
/// </remarks>
internal struct Utf8OffsetMap
{
    private int _chars;
    private int _bytes;

    /// <summary>
    /// The byte offset of UTF-16 offset <paramref name="charOffset"/>; an offset between the two halves of a
    /// surrogate pair maps to the scalar's first byte when <paramref name="roundUp"/> is false, else past its last.
    /// </summary>
    public int ByteOffsetOf(ReadOnlySpan<byte> utf8, int charOffset, bool roundUp)
    {
        if (charOffset < _chars) (_chars, _bytes) = (0, 0);
        while (_chars < charOffset && _bytes < utf8.Length)
        {
            int scalar = Utf8Decoder.DecodeAt(utf8, _bytes, out int length);
            int width = scalar >= 0x10000 ? 2 : 1;
            if (_chars + width > charOffset) return roundUp ? _bytes + length : _bytes;
            _chars += width;
            _bytes += length;
        }
        return _bytes;
    }
}

namespace Hotpath.Text;

/// <summary>
/// Where a UTF-8 match lies: its start byte and its length in bytes. With OrdinalIgnoreCase the length can
/// differ from the needle's (e.g. 'ɐ' U+0250 is two bytes, its upper case 'Ɐ' U+2C6F three).
/// </summary>
/// <param name="Index">The byte offset where the match starts.</param>
/// <param name="Length">The number of bytes matched.</param>
public readonly record struct Utf8SubstringMatch(int Index, int Length)
{
    /// <summary>The matched bytes as a <see cref="System.Range"/>.</summary>
    public Range Range => new(Index, Index + Length);
}

using System.Numerics;

namespace Hotpath.Text;

/// <summary>
/// Reads text as a sequence of case-folded <em>elements</em>, the unit in which OrdinalIgnoreCase compares when
/// a surrogate pair or a multi-byte UTF-8 sequence folds as one scalar. Two texts are equal ignoring case
/// exactly when their element sequences are equal. A type parameter, so matchers compile per encoding.
/// </summary>
internal interface IFoldedElements<T> where T : unmanaged, IBinaryInteger<T>
{
    /// <summary>The folded element that starts at <paramref name="index"/> (below the text length) and its length in units.</summary>
    static abstract int Read(ReadOnlySpan<T> text, int index, out int length);

    /// <summary>
    /// Whether a needle's leading unit must be compared exactly rather than as an element: a unit that can
    /// continue an element begun before it (a low surrogate, a UTF-8 continuation byte). A match starting there
    /// reads it as an element of its own, while a scan from further left reads it inside the earlier element.
    /// </summary>
    static abstract bool IsExactLead(T unit);

    /// <summary>
    /// Whether a needle's last unit must be compared exactly: in UTF-16 a match is a window of the needle's
    /// length, so a high surrogate at its end stands alone even when a low one follows in the text.
    /// </summary>
    static abstract bool IsExactTrail(T unit);
}

/// <summary>
/// UTF-16 elements: a well-formed surrogate pair is one element (its ordinal upper-case scalar, tagged so that
/// it never equals a single unit, as the BCL never matches a pair with a lone unit); every other unit is its
/// ordinal upper case (<see cref="OrdinalCasing.ToUpper(char)"/>).
/// </summary>
internal readonly struct Utf16FoldedElements : IFoldedElements<ushort>
{
    private const int PairTag = 1 << 30;

    public static int Read(ReadOnlySpan<ushort> text, int index, out int length)
    {
        char unit = (char)text[index];
        if (char.IsHighSurrogate(unit) && index + 1 < text.Length && char.IsLowSurrogate((char)text[index + 1]))
        {
            length = 2;
            return PairTag | OrdinalCasing.ToUpperScalar(char.ConvertToUtf32(unit, (char)text[index + 1]));
        }
        length = 1;
        return OrdinalCasing.ToUpper(unit);
    }

    public static bool IsExactLead(ushort unit) => char.IsLowSurrogate((char)unit);

    public static bool IsExactTrail(ushort unit) => char.IsHighSurrogate((char)unit);
}

/// <summary>UTF-8 elements as <see cref="Utf8Casing.ReadFolded"/> defines them (scalars folded, ill-formed bytes alone).</summary>
internal readonly struct Utf8FoldedElements : IFoldedElements<byte>
{
    public static int Read(ReadOnlySpan<byte> text, int index, out int length) => Utf8Casing.ReadFolded(text[index..], out length);

    public static bool IsExactLead(byte unit) => (unit & 0xC0) == 0x80;

    // A UTF-8 match is compared against the rest of the text, not a fixed window, so its end needs nothing special.
    public static bool IsExactTrail(byte unit) => false;
}

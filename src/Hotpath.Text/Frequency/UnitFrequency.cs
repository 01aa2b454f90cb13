namespace Hotpath.Text;

/// <summary>
/// How common a code unit is in real text, as a rank from 0 (rarest) to 255 (most common). Searchers use it
/// to pick the needle positions least likely to produce false candidates. Immutable and thread-safe.
/// </summary>
/// <remarks>
/// The ranks come from English prose (two Project Gutenberg novels, see <c>UnitFrequency.Generated.cs</c>).
/// UTF-16 units above U+00FF are assumed rare (rank 0): they are in English, and in other scripts no single
/// unit dominates the way 'e' or ' ' do.
/// </remarks>
internal static partial class UnitFrequency
{
    /// <summary>The frequency rank of a UTF-8 byte.</summary>
    public static byte Rank(byte unit) => Utf8ByteRanks[unit];

    /// <summary>The frequency rank of a UTF-16 unit.</summary>
    public static byte Rank(char unit) => unit <= 0xFF ? Utf16UnitRanks[unit] : (byte)0;

    /// <summary>The rank of an ASCII unit matched in either case: the more common of its two forms.</summary>
    public static byte RankIgnoreCase(char asciiUnit) =>
        char.IsAsciiLetter(asciiUnit)
            ? Math.Max(Rank((char)(asciiUnit | 0x20)), Rank((char)(asciiUnit & ~0x20)))
            : Rank(asciiUnit);

    /// <summary>
    /// Whether the three ASCII units at the start of <paramref name="text"/> (compared lower-cased) occur more than once
    /// per 1,024 chars of English prose (<c>ing</c>, <c>the</c>, <c> a </c>, but not <c>day</c>). For choosing needles at
    /// construction: a binary search.
    /// </summary>
    public static bool IsCommonTrigram(ReadOnlySpan<char> text)
    {
        if (text.Length < 3 || !System.Text.Ascii.IsValid(text[..3])) return false;
        // Construction only, so the lower-cased copy may be a string.
        return Array.BinarySearch(CommonTrigramTable, text[..3].ToString().ToLowerInvariant(), StringComparer.Ordinal) >= 0;
    }
}

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
        Span<char> lowered = stackalloc char[3];
        System.Text.Ascii.ToLower(text[..3], lowered, out _);
        // The table is in ordinal order, which is the order of the units compared in sequence.
        string[] table = CommonTrigramTable;
        int low = 0, high = table.Length - 1;
        while (low <= high)
        {
            int middle = (low + high) >>> 1;
            int order = ((ReadOnlySpan<char>)lowered).SequenceCompareTo(table[middle]);
            if (order == 0) return true;
            if (order < 0) high = middle - 1;
            else low = middle + 1;
        }
        return false;
    }
}

namespace Hotpath.Text;

/// <summary>
/// How common a code unit is in real text, as a rank from 0 (rarest) to 255 (most common). Searchers use it
/// to pick the needle positions least likely to produce false candidates. Immutable and thread-safe.
/// </summary>
/// <remarks>
/// The ranks come from a mix of what users search, every kind weighing the same: prose in Latin, Cyrillic, Greek and
/// CJK scripts, code in six languages, logs, markup and data (see <c>UnitFrequency.Generated.cs</c>). UTF-16 units above
/// U+00FF are assumed rare (rank 0): in any one script's text no single one of them dominates the way ' ' or 'e' do.
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

    /// <summary>The largest cost: a unit or pair that (almost) never occurs.</summary>
    public const int MaxCost = 255;

    /// <summary>
    /// How rare a UTF-16 unit is: round(8 × log2(1 / p)) for its share p of the chars of the mixed text, at most
    /// <see cref="MaxCost"/>. Units above U+00FF are assumed rare (see the remarks on the class). Costs add where
    /// shares multiply, so a sum of costs estimates how rarely units occur together.
    /// </summary>
    public static int Cost(char unit) => unit <= 0xFF ? Utf16UnitCosts[unit] : MaxCost;

    /// <summary>The <see cref="Cost(char)"/> of an ASCII unit matched in either case: its two forms' shares added.</summary>
    public static int CostIgnoreCase(char asciiUnit) => AsciiCostsIgnoreCase[asciiUnit & 0x7F];

    /// <summary>
    /// The cost of lower-case ASCII unit <paramref name="second"/> occurring <paramref name="distance"/> units after
    /// <paramref name="first"/>, given <paramref name="first"/> (in the text lower-cased): false when the table has no entry
    /// (a unit outside the commonest 32, or a distance above 8), where the two are best taken as independent.
    /// </summary>
    public static bool TryPairCost(int first, int second, int distance, out int cost)
    {
        cost = 0;
        if ((uint)first >= 128 || (uint)second >= 128 || distance is < 1 or > PairDistances) return false;
        int a = PairIndex.OfUnit[first], b = PairIndex.OfUnit[second];
        if (a < 0 || b < 0) return false;
        cost = PairCosts[(a * PairIndex.Count + b) * PairDistances + distance - 1];
        return true;
    }

    private const int PairDistances = 8;

    // Where each lower-case ASCII unit sits in PairUnits (-1 when it is not there). A nested class, like CommonTrigramKeys.
    private static class PairIndex
    {
        public static readonly int Count = PairUnits.Length;

        public static readonly sbyte[] OfUnit = Build();

        private static sbyte[] Build()
        {
            var index = new sbyte[128];
            index.AsSpan().Fill(-1);
            for (int i = 0; i < PairUnits.Length; i++) index[PairUnits[i]] = (sbyte)i;
            return index;
        }
    }

    /// <summary>
    /// Whether the three ASCII units at the start of <paramref name="text"/> (compared lower-cased) occur more than once
    /// per 1,024 chars of the mixed text (<c>ing</c>, <c>the</c>, <c>ion</c>, but not <c>day</c>). For choosing needles at
    /// construction: a binary search.
    /// </summary>
    public static bool IsCommonTrigram(ReadOnlySpan<char> text)
    {
        if (text.Length < 3 || !System.Text.Ascii.IsValid(text[..3])) return false;
        return Array.BinarySearch(CommonTrigramKeys.Sorted, TrigramKey(text)) >= 0;
    }

    // The table as sorted keys, searched without allocating (searchers ask per pattern while they are built). A nested
    // class, so that the table (in the other part of this partial class) is initialized before it is read.
    private static class CommonTrigramKeys
    {
        public static readonly int[] Sorted = Keys();

        private static int[] Keys()
        {
            int[] keys = Array.ConvertAll(CommonTrigramTable, t => TrigramKey(t));
            Array.Sort(keys);
            return keys;
        }
    }

    // Three ASCII units, lower-cased, in one int.
    private static int TrigramKey(ReadOnlySpan<char> ascii) => LowerAscii(ascii[0]) << 16 | LowerAscii(ascii[1]) << 8 | LowerAscii(ascii[2]);

    private static int LowerAscii(char unit) => char.IsAsciiLetterUpper(unit) ? unit | 0x20 : unit;
}

namespace Hotpath.Text;

/// <summary>
/// The other unit of a BMP unit whose <see cref="StringComparison.OrdinalIgnoreCase"/> class has exactly two members
/// (<c>ш</c> and <c>Ш</c>, <c>é</c> and <c>É</c>). Lets a case-insensitive probe test a non-ASCII letter with one
/// masked compare, as ASCII letters are tested with <c>| 0x20</c>. Built on first use; immutable and thread-safe.
/// </summary>
/// <remarks>
/// Classes of three or more units (<c>Σ σ ς</c>, <c>Ǆ ǅ ǆ</c>) and surrogates have no partner. The table is one pass over
/// the BMP with <see cref="OrdinalCasing.ToUpper(char)"/>, about a millisecond, paid by the first non-ASCII
/// case-insensitive needle only.
/// </remarks>
internal static class CasePartners
{
    private static char[]? s_partners;

    /// <summary>The other member of <paramref name="unit"/>'s two-unit class; false when its class has another size.</summary>
    public static bool TryGet(char unit, out char partner)
    {
        char[] partners = s_partners ?? Build();
        partner = partners[unit];
        return partner != unit;
    }

    private static char[] Build()
    {
        // Class sizes, counted at each class's upper-case member (every unit upper-cases to itself or to it).
        var members = new byte[char.MaxValue + 1];
        var partners = new char[char.MaxValue + 1];
        for (int i = 0; i <= char.MaxValue; i++)
        {
            char c = (char)i;
            partners[c] = c;
            if (char.IsSurrogate(c)) continue;
            char upper = OrdinalCasing.ToUpper(c);
            if (members[upper] < byte.MaxValue) members[upper]++;
        }
        for (int i = 0; i <= char.MaxValue; i++)
        {
            char c = (char)i;
            if (char.IsSurrogate(c)) continue;
            char upper = OrdinalCasing.ToUpper(c);
            // A two-member class is its upper-case unit (which upper-cases to itself) and one other.
            if (upper != c && members[upper] == 2 && OrdinalCasing.ToUpper(upper) == upper)
            {
                partners[c] = upper;
                partners[upper] = c;
            }
        }
        // Racing builders produce identical tables, so publishing without a lock is safe.
        Volatile.Write(ref s_partners, partners);
        return partners;
    }
}

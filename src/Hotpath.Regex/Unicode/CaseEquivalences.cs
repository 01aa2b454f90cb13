using System.Runtime.InteropServices;
using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Unicode;

/// <summary>
/// The code units .NET's regex considers equal to a given unit under IgnoreCase. Outside the four "i"
/// letters (see <see cref="CaseBehavior"/>) these are the classes of units with the same simple lowercase
/// mapping (<see cref="char.ToLowerInvariant(char)"/>), as in the BCL's generated table: <c>k</c>, <c>K</c>
/// and U+212A KELVIN SIGN form one class, but U+017F LONG S, which only has an uppercase mapping, stays
/// alone. Computed once on first use; immutable and thread-safe afterwards.
/// </summary>
internal static class CaseEquivalences
{
    private const ushort NoClass = ushort.MaxValue;

    private static readonly Lazy<Table> s_table = new(Table.Build);

    /// <summary>
    /// Case pairs (uppercase, lowercase) added in Unicode 16.0 that the BCL's regex table includes but the
    /// runtime's <see cref="char.ToLowerInvariant(char)"/> data does not (yet). Joining them again is harmless
    /// once the runtime knows them; the test over all 65,536 units against the BCL catches any new drift.
    /// </summary>
    private static ReadOnlySpan<char> Unicode16Pairs =>
        "\uA7DC\u019B\uA7CB\u0264\u1C89\u1C8A\uA7CC\uA7CD\uA7DA\uA7DB";

    /// <summary>
    /// Gets the units equivalent to <paramref name="c"/> (including <paramref name="c"/> itself), or returns
    /// <see langword="false"/> when <paramref name="c"/> has no case variants.
    /// </summary>
    public static bool TryGet(char c, CaseBehavior behavior, out ReadOnlySpan<char> equivalences)
    {
        if (IsSpecialI(c))
        {
            equivalences = SpecialI(c, behavior);
            return !equivalences.IsEmpty;
        }
        return s_table.Value.TryGet(c, out equivalences);
    }

    /// <summary>
    /// <paramref name="set"/> plus every unit equivalent to one of its members: what the BCL's
    /// <c>RegexCharClass.AddCaseEquivalences</c> does to a class's ranges.
    /// </summary>
    public static CharRangeSet Close(CharRangeSet set, CaseBehavior behavior)
    {
        var added = new List<char>();
        char[] cased = s_table.Value.CasedUnits;
        foreach (CharRange range in set.Ranges)
        {
            // Only the cased units inside the range matter; find them by binary search.
            int i = Array.BinarySearch(cased, range.First);
            for (i = i < 0 ? ~i : i; i < cased.Length && cased[i] <= range.Last; i++) AddVariants(cased[i]);
        }
        foreach (char c in "Ii\u0130\u0131")
        {
            if (set.Contains(c)) AddVariants(c);
        }
        return added.Count == 0 ? set : set.Union(CharRangeSet.FromUnits(CollectionsMarshal.AsSpan(added)));

        void AddVariants(char c)
        {
            if (TryGet(c, behavior, out ReadOnlySpan<char> equivalences)) added.AddRange(equivalences);
        }
    }

    private static ReadOnlySpan<char> SpecialI(char c, CaseBehavior behavior) => (c, behavior) switch
    {
        ('I' or 'i', CaseBehavior.Invariant) => "Ii",
        ('I' or 'i' or '\u0130', CaseBehavior.NonTurkish) => "Ii\u0130",
        ('I' or '\u0131', CaseBehavior.Turkish) => "I\u0131",
        ('i' or '\u0130', CaseBehavior.Turkish) => "i\u0130",
        _ => default,
    };

    private static bool IsSpecialI(int c) => (c | 0x20) == 'i' || (c | 1) == '\u0131';

    /// <summary>The culture-independent classes, as a class index per unit and the members of each class.</summary>
    private sealed class Table(ushort[] classOf, char[] members, int[] classStarts, char[] casedUnits)
    {
        /// <summary>Units outside the four "i" letters that have case variants, ascending.</summary>
        public char[] CasedUnits { get; } = casedUnits;

        public bool TryGet(char c, out ReadOnlySpan<char> equivalences)
        {
            int cls = classOf[c];
            if (cls == NoClass)
            {
                equivalences = default;
                return false;
            }
            equivalences = members.AsSpan(classStarts[cls], classStarts[cls + 1] - classStarts[cls]);
            return true;
        }

        public static Table Build()
        {
            // Union-find over the simple lowercase mappings; the "i" letters are culture-dependent and handled apart.
            var parent = new int[char.MaxValue + 1];
            for (int i = 0; i < parent.Length; i++) parent[i] = i;
            for (int c = 0; c <= char.MaxValue; c++)
            {
                char lower = char.ToLowerInvariant((char)c);
                if (lower != c && !IsSpecialI(c)) Join(parent, c, lower);
            }
            for (int i = 0; i < Unicode16Pairs.Length; i += 2) Join(parent, Unicode16Pairs[i], Unicode16Pairs[i + 1]);

            // Bucket the units by root (counting sort), keeping only classes of two or more.
            var size = new int[char.MaxValue + 1];
            for (int c = 0; c <= char.MaxValue; c++) size[Find(parent, c)]++;

            var classOf = new ushort[char.MaxValue + 1];
            Array.Fill(classOf, NoClass);
            var classStarts = new List<int>();
            var firstSlot = new int[char.MaxValue + 1];
            int total = 0;
            for (int root = 0; root <= char.MaxValue; root++)
            {
                if (size[root] < 2) continue;
                classOf[root] = (ushort)classStarts.Count;
                classStarts.Add(total);
                firstSlot[root] = total;
                total += size[root];
            }
            classStarts.Add(total);

            var members = new char[total];
            var cased = new char[total];
            int casedCount = 0;
            for (int c = 0; c <= char.MaxValue; c++)
            {
                int root = Find(parent, c);
                if (size[root] < 2) continue;
                members[firstSlot[root]++] = (char)c;
                classOf[c] = classOf[root];
                cased[casedCount++] = (char)c; // ascending, since c ascends
            }
            return new Table(classOf, members, [.. classStarts], cased);
        }

        private static void Join(int[] parent, int a, int b)
        {
            if (IsSpecialI(b)) return;
            int ra = Find(parent, a), rb = Find(parent, b);
            if (ra != rb) parent[Math.Max(ra, rb)] = Math.Min(ra, rb);
        }

        private static int Find(int[] parent, int x)
        {
            while (parent[x] != x) x = parent[x] = parent[parent[x]];
            return x;
        }
    }
}

using System.Numerics;
using System.Runtime.CompilerServices;

namespace Hotpath.Text;

/// <summary>
/// The needle positions the candidate filter checks before verifying a window: a window starting at
/// <c>p</c> is a candidate when <c>(haystack[p + Offset1] | CaseBits1) == Value1</c> and likewise for the second
/// position, and for the third when <see cref="HasThird"/>. <c>CaseBits</c> is 0x20 for an ASCII letter matched
/// in either case, else 0. Without a third probe, the third fields repeat the second probe, so the scalar
/// check stays branch-free. The vector filter (<see cref="ProbeScan{T, TVector, TArity}"/>) may pass a few more
/// windows: when any probe has case bits, it drops them from every probe. Immutable.
/// </summary>
internal readonly record struct CandidateProbes<T>(
    int Offset1, T Value1, T CaseBits1,
    int Offset2, T Value2, T CaseBits2,
    bool HasThird, int Offset3, T Value3, T CaseBits3)
    where T : unmanaged, IBinaryInteger<T>
{
    // When even the second-rarest probe is among the ~13 commonest units of English (space, e, t, a, o, n, h,
    // i, s, r, d, l, u), two probes pass too many windows (" and ", "e e"): a third probe pays for itself.
    private const int ThirdProbeRank = 242;

    /// <summary>Whether the window starting at <paramref name="window"/> passes every probe (the scalar filter).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool MatchesAt(ref T window) =>
        (Unsafe.Add(ref window, Offset1) | CaseBits1) == Value1 &&
        (Unsafe.Add(ref window, Offset2) | CaseBits2) == Value2 &&
        (Unsafe.Add(ref window, Offset3) | CaseBits3) == Value3;

    /// <summary>
    /// Picks the two rarest usable positions of a needle: the rarest one, then the rarest one whose accepted
    /// units differ from the first's (so the two checks filter independently), or failing that the usable
    /// position farthest from the first. When both are common units, picks three positions instead: those English
    /// text least often shows together (see <see cref="LeastFrequentTriple"/>). Returns null when no position is usable.
    /// </summary>
    /// <param name="length">The needle length.</param>
    /// <param name="describe">For a position: whether it can be probed, the probe's value and case bits, and its rank (0 = rarest).</param>
    public static CandidateProbes<T>? ChooseRarest(int length, Func<int, (bool Usable, T Value, T CaseBits, int Rank)> describe)
    {
        var usable = new List<Position>(length);
        for (int i = 0; i < length; i++)
        {
            var (ok, value, caseBits, rank) = describe(i);
            if (ok) usable.Add(new Position(i, value, caseBits, rank));
        }
        if (usable.Count == 0) return null;

        var first = usable[0];
        foreach (var probe in usable)
        {
            if (probe.Rank < first.Rank) first = probe;
        }

        // Among equally rare positions the one farthest from the first: neighbouring units are correlated (all units
        // above U+00FF share rank 0, and "Шерлок Холмс" probed at `Ш` and `е` passed 2,134 windows of rebar's Russian
        // subtitles ignoring case; at `Ш` and `м`, 10 units apart, 930, and the count was faster).
        Position? second = null;
        foreach (var probe in usable)
        {
            if (probe.Value == first.Value && probe.CaseBits == first.CaseBits) continue;
            if (second is null || probe.Rank < second.Value.Rank
                || probe.Rank == second.Value.Rank && Math.Abs(probe.Offset - first.Offset) > Math.Abs(second.Value.Offset - first.Offset))
                second = probe;
        }
        if (second is null)
        {
            // Every usable position accepts the same units: the farthest one still rejects more windows.
            var farthest = first;
            foreach (var probe in usable)
            {
                if (Math.Abs(probe.Offset - first.Offset) > Math.Abs(farthest.Offset - first.Offset)) farthest = probe;
            }
            second = farthest;
        }

        var s = second.Value;
        if (s.Rank >= ThirdProbeRank && usable.Count >= 3)
        {
            var (a, b, c) = LeastFrequentTriple(usable);
            return new CandidateProbes<T>(a.Offset, a.Value, a.CaseBits, b.Offset, b.Value, b.CaseBits, true, c.Offset, c.Value, c.CaseBits);
        }
        return new CandidateProbes<T>(first.Offset, first.Value, first.CaseBits, s.Offset, s.Value, s.CaseBits, false, s.Offset, s.Value, s.CaseBits);
    }

    // Triples are chosen among this many rarest positions, so long needles of common units cost at most 220 estimates.
    private const int TriplePool = 12;

    /// <summary>
    /// The three positions whose units text least often shows at those distances, rarest (by rank) first. Common
    /// units travel together, so the three rarest by rank can pass often: "there" probed at t, h, r passes "th?r" in
    /// other, rather and whether (1,088 windows of Sherlock Holmes), while t, r, e pass "t??re" (543, of which 361 are
    /// matches). A triple's rarity is estimated from its three pairs (Kirkwood's approximation, p(abc) ≈
    /// p(ab)·p(bc)·p(ac) / (p(a)·p(b)·p(c))), which in costs is the cost of the leftmost unit, plus the cost of each other
    /// unit given each unit to its left (see <see cref="UnitFrequency.TryPairCost"/>; its own cost where the pair table
    /// has no entry), minus the rightmost unit's own cost.
    /// </summary>
    private static (Position, Position, Position) LeastFrequentTriple(List<Position> usable)
    {
        // Construction cost matters (a regex builds its literal searches when it is compiled): no LINQ, costs looked up
        // once per position and pair, no sorting unless the needle has more usable positions than the pool.
        List<Position> pool = usable.Count <= TriplePool ? usable : RarestInOffsetOrder(usable);
        int n = pool.Count;
        Span<int> costs = stackalloc int[TriplePool];
        for (int i = 0; i < n; i++) costs[i] = pool[i].Cost;
        // following[i * n + j]: the cost of position j given position i to its left.
        Span<int> following = stackalloc int[TriplePool * TriplePool];
        for (int i = 0; i < n; i++)
        {
            for (int j = i + 1; j < n; j++)
            {
                following[i * n + j] = UnitFrequency.TryPairCost(pool[i].PairKey, pool[j].PairKey, pool[j].Offset - pool[i].Offset, out int cost) ? cost : costs[j];
            }
        }
        (int i, int j, int k) best = (0, 1, 2);
        int bestCost = int.MinValue;
        for (int i = 0; i < n; i++)
        {
            for (int j = i + 1; j < n; j++)
            {
                int pair = costs[i] + following[i * n + j];
                for (int k = j + 1; k < n; k++)
                {
                    int cost = pair + following[j * n + k] + following[i * n + k] - costs[k];
                    if (cost > bestCost) (bestCost, best) = (cost, (i, j, k));
                }
            }
        }
        var (a, b, c) = (pool[best.i], pool[best.j], pool[best.k]);
        // Rarest by rank first (ties: the lower offset, which `a`, `b`, `c` already are in).
        if (b.Rank < a.Rank) (a, b) = (b, a);
        if (c.Rank < b.Rank) (b, c) = (c, b);
        if (b.Rank < a.Rank) (a, b) = (b, a);
        return (a, b, c);
    }

    // The TriplePool positions of highest cost (ties: the lower offset), in offset order.
    private static List<Position> RarestInOffsetOrder(List<Position> usable)
    {
        int[] costs = new int[usable.Count];
        for (int i = 0; i < costs.Length; i++) costs[i] = usable[i].Cost;
        int[] sorted = (int[])costs.Clone();
        Array.Sort(sorted);
        int threshold = sorted[^TriplePool];
        int atThreshold = TriplePool;
        foreach (int cost in sorted) atThreshold -= cost > threshold ? 1 : 0;
        var pool = new List<Position>(TriplePool);
        for (int i = 0; i < usable.Count; i++)
        {
            if (costs[i] > threshold || costs[i] == threshold && atThreshold-- > 0) pool.Add(usable[i]);
        }
        return pool;
    }

    /// <summary>A usable needle position, its <see cref="UnitFrequency"/> cost, and its key in the pair table.</summary>
    private readonly record struct Position(int Offset, T Value, T CaseBits, int Rank)
    {
        private int Unit => int.CreateTruncating(Value);

        private bool EitherCase => CaseBits != T.Zero && char.IsAsciiLetter((char)Unit);

        /// <summary>How rare its units are: UTF-8 bytes above 0x7F count as rare, like UTF-16 units above U+00FF.</summary>
        public int Cost => Unit <= 0x7F
            ? (EitherCase ? UnitFrequency.CostIgnoreCase((char)Unit) : UnitFrequency.Cost((char)Unit))
            : typeof(T) == typeof(byte) ? UnitFrequency.MaxCost : UnitFrequency.Cost((char)Unit);

        /// <summary>The lower-case ASCII unit the pair table knows it by, or -1 (an ordinal upper-case letter, a non-ASCII unit).</summary>
        public int PairKey => Unit <= 0x7F && (EitherCase || !char.IsAsciiLetterUpper((char)Unit)) ? Unit : -1;
    }
}

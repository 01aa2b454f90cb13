using System.Numerics;

namespace Hotpath.Text;

/// <summary>
/// The two needle positions the candidate filter checks before verifying a window: a window starting at
/// <c>p</c> is a candidate when <c>(haystack[p + Offset1] | CaseBits1) == Value1</c> and likewise for the second
/// position. <c>CaseBits</c> is 0x20 for an ASCII letter matched in either case, else 0. Immutable.
/// </summary>
internal readonly record struct ProbePair<T>(int Offset1, T Value1, T CaseBits1, int Offset2, T Value2, T CaseBits2)
    where T : unmanaged, IBinaryInteger<T>
{
    /// <summary>
    /// Picks the two rarest usable positions of a needle: the rarest one, then the rarest one whose accepted
    /// units differ from the first's (so the two checks filter independently), or failing that the usable
    /// position farthest from the first. Returns null when no position is usable.
    /// </summary>
    /// <param name="length">The needle length.</param>
    /// <param name="describe">For a position: whether it can be probed, the probe's value and case bits, and its rank (0 = rarest).</param>
    public static ProbePair<T>? ChooseRarest(int length, Func<int, (bool Usable, T Value, T CaseBits, int Rank)> describe)
    {
        var usable = new List<(int Offset, T Value, T CaseBits, int Rank)>(length);
        for (int i = 0; i < length; i++)
        {
            var (ok, value, caseBits, rank) = describe(i);
            if (ok) usable.Add((i, value, caseBits, rank));
        }
        if (usable.Count == 0) return null;

        var first = usable[0];
        foreach (var probe in usable)
        {
            if (probe.Rank < first.Rank) first = probe;
        }

        (int Offset, T Value, T CaseBits, int Rank)? second = null;
        foreach (var probe in usable)
        {
            if (probe.Value == first.Value && probe.CaseBits == first.CaseBits) continue;
            if (second is null || probe.Rank < second.Value.Rank) second = probe;
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
        return new ProbePair<T>(first.Offset, first.Value, first.CaseBits, s.Offset, s.Value, s.CaseBits);
    }
}

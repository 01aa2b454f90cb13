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
    /// position farthest from the first. When both are common units, adds the rarest remaining position as a
    /// third probe. Returns null when no position is usable.
    /// </summary>
    /// <param name="length">The needle length.</param>
    /// <param name="describe">For a position: whether it can be probed, the probe's value and case bits, and its rank (0 = rarest).</param>
    public static CandidateProbes<T>? ChooseRarest(int length, Func<int, (bool Usable, T Value, T CaseBits, int Rank)> describe)
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
        (int Offset, T Value, T CaseBits, int Rank)? third = null;
        if (s.Rank >= ThirdProbeRank)
        {
            foreach (var probe in usable)
            {
                if (probe.Offset == first.Offset || probe.Offset == s.Offset) continue;
                if (third is null || probe.Rank < third.Value.Rank) third = probe;
            }
        }
        var t = third ?? s;
        return new CandidateProbes<T>(first.Offset, first.Value, first.CaseBits, s.Offset, s.Value, s.CaseBits,
            third is not null, t.Offset, t.Value, t.CaseBits);
    }
}

using System.Numerics;

namespace Hotpath.Text;

/// <summary>
/// The offsets from a match's start that <see cref="RareProbeEngine{T}"/> tests, and the few units each accepts: for a
/// small all-ASCII set, the offsets within its shortest pattern whose units are rarest in text taken together
/// (<c>looking|feeling</c>: <c>g</c> at 6 and <c>k</c> or <c>l</c> at 3). Every match has one of its offset's units at
/// each offset, so a window that fails a probe holds no match. Construction only. Immutable.
/// </summary>
internal sealed class RareProbeSet
{
    /// <summary>The most non-empty patterns: each candidate verifies every one of them.</summary>
    public const int MaxPatterns = 4;

    /// <summary>The most distinct units an offset may accept to be probed (one comparison each).</summary>
    public const int MaxUnitsPerProbe = 3;

    /// <summary>The longest pattern: a candidate's verification is bounded by the patterns' total length.</summary>
    public const int MaxPatternLength = 64;

    /// <summary>The most offsets probed.</summary>
    public const int MaxProbes = 3;

    /// <summary>
    /// Below this share of windows passing two probes a third costs more than it saves: a probe costs a tiny fraction
    /// per position of what a verified candidate costs (AVX2), so a third pays once more than one window in about
    /// 1,000 passes.
    /// </summary>
    public const double ThirdProbeShare = 1.0 / 4_000;

    /// <summary>
    /// The largest estimated share of windows passing every probe for which Auto prefers this engine to Teddy. The estimate
    /// takes units as independent, and common letters travel together: <c>said|asked</c> (estimated one window in 1,650)
    /// ran slower than the runtime's string search over War and Peace, which says "said" once per 1,200 chars, while
    /// sets estimated below one in 15,000 ran faster (in-process, AVX2; see docs/text.md).
    /// </summary>
    public const double AutoMaxShare = 1.0 / 4_000;

    private RareProbeSet(Probe[] probes, double share)
    {
        Probes = probes;
        Share = share;
    }

    /// <summary>The probes, rarest first (a block most often fails the first).</summary>
    public Probe[] Probes { get; }

    /// <summary>The estimated share of windows that pass every probe, in text.</summary>
    public double Share { get; }

    /// <summary>The largest probed offset.</summary>
    public int MaxOffset => Probes.Max(p => p.Offset);

    /// <summary>
    /// The probes for <paramref name="set"/>, or null unless it has 2 to <see cref="MaxPatterns"/> non-empty patterns of at
    /// most <see cref="MaxPatternLength"/> ASCII units (no NUL), and at least two offsets within the shortest accept at most
    /// <see cref="MaxUnitsPerProbe"/> units.
    /// </summary>
    public static RareProbeSet? TryCreate<T>(PatternSet<T> set) where T : unmanaged, IBinaryInteger<T>
    {
        if (set.NonEmptyCount is < 2 or > MaxPatterns || !set.AllAscii || set.MaxLength > MaxPatternLength) return null;
        bool ignoreCase = set.Folding.Table is not null;
        var options = new List<(Probe Probe, double Share)>();
        for (int offset = 0; offset < set.MinLength; offset++)
        {
            var units = new List<(byte Value, byte CaseBits)>(MaxUnitsPerProbe + 1);
            foreach (T[] pattern in set.Folded)
            {
                if (pattern.Length == 0) continue;
                char unit = (char)ushort.CreateTruncating(pattern[offset]);
                if (unit == '\0') return null;
                bool eitherCase = ignoreCase && char.IsAsciiLetter(unit);
                var probeUnit = ((byte)(eitherCase ? unit | 0x20 : unit), (byte)(eitherCase ? 0x20 : 0));
                if (!units.Contains(probeUnit)) units.Add(probeUnit);
            }
            if (units.Count > MaxUnitsPerProbe) continue;
            double share = units.Sum(u => ShareOf((char)u.Value, u.CaseBits != 0));
            options.Add((new Probe(offset, [.. units.Select(u => u.Value)], [.. units.Select(u => u.CaseBits)]), share));
        }
        if (options.Count < 2) return null;
        options.Sort((a, b) => a.Share.CompareTo(b.Share));
        int probes = options[0].Share * options[1].Share > ThirdProbeShare && options.Count > 2 ? 3 : 2;
        double passing = 1;
        for (int i = 0; i < probes; i++) passing *= options[i].Share;
        return new RareProbeSet([.. options.Take(probes).Select(o => o.Probe)], passing);
    }

    // A unit's share of text, from its frequency cost (8 × log2(1 / share)).
    private static double ShareOf(char unit, bool eitherCase) =>
        Math.Pow(2, -(eitherCase ? UnitFrequency.CostIgnoreCase(unit) : UnitFrequency.Cost(unit)) / 8.0);

    /// <summary>
    /// One probe: a window starting at <c>p</c> passes when <c>(haystack[p + Offset] | CaseBits[i]) == Values[i]</c> for some
    /// i. Values are ASCII (U+0001–U+007F); a letter matched in either case is lower-cased with case bit 0x20.
    /// </summary>
    public readonly record struct Probe(int Offset, byte[] Values, byte[] CaseBits);
}

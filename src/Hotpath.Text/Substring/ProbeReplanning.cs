using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Hotpath.Text;

/// <summary>
/// Re-chooses a needle's probes from the text being searched. The first choice ranks units by how often general
/// text uses them, and a haystack can disagree: <c>=</c> and <c>"</c> are rare in prose and in every attribute of
/// HTML, so <c>class="</c> probed at <c>="</c> passes every attribute. When a scan's candidates keep failing, the
/// searcher measures, over a sample of the text it has just scanned, how many windows each probe set would pass:
/// every distinct unit of the needle alone, then pairs among the rarest units at their nearest and farthest
/// positions, then the best pair with each third; the fewest wins if it passes at most half as many windows as the
/// current probes. Any choice finds the same matches: probes only decide which windows are verified. Only for
/// comparisons where a probe is exact per unit (<c>(unit | caseBits) == value</c>).
/// </summary>
internal static class ProbeReplanning<T, TVector>
    where T : unmanaged, IBinaryInteger<T>
    where TVector : struct, IProbeVector<TVector, T>
{
    // Units of text measured: a few thousand windows tell a frequent unit from a rare one, and the counts cost about
    // one vector step per stride of the sample per probe set.
    public const int SampleUnits = 4096;

    // The rarest distinct units whose pairs are measured (each at its first and last position: up to 8 positions, 28 pairs).
    private const int RarestUnits = 4;

    // Needle positions whose units are measured: bounds a re-choice's cost for long needles (the distinct-unit test is
    // quadratic in it), whose first positions already hold most of their distinct units.
    private const int MeasuredPositions = 128;

    /// <summary>
    /// A probe set that passes at most half as many windows of <paramref name="sample"/> as <paramref name="current"/>;
    /// false when none does (or the sample has too few windows to tell).
    /// </summary>
    /// <param name="sample">Text the needle was just searched in; its windows are measured.</param>
    /// <param name="units">The needle's units as the probes compare them (lower-cased where case bits are set).</param>
    /// <param name="caseBits">Per-unit case bits, or null; a position whose bits are all set matches anything and is never probed.</param>
    /// <param name="current">The probes in use, measured on the same sample.</param>
    /// <param name="better">The probes chosen, or <paramref name="current"/>.</param>
    public static bool TryChoose(ReadOnlySpan<T> sample, T[] units, T[]? caseBits, in CandidateProbes<T> current, out CandidateProbes<T> better)
    {
        better = current;
        int windows = sample.Length - units.Length + 1;
        if (windows < 4 * TVector.Count) return false;
        ref T text = ref MemoryMarshal.GetReference(sample);

        Span<Probe> pool = stackalloc Probe[2 * RarestUnits];
        int pooled = RarestPositions(ref text, windows, units, caseBits, pool);
        if (pooled < 2) return false;
        pool = pool[..pooled];

        long currentPasses = current.HasThird
            ? Passes(ref text, windows, Probe.First(current), Probe.Second(current), Probe.Third(current))
            : Passes(ref text, windows, Probe.First(current), Probe.Second(current), Probe.Second(current));

        (int a, int b, long passes) bestPair = (-1, -1, long.MaxValue);
        for (int i = 0; i < pool.Length; i++)
        {
            for (int j = i + 1; j < pool.Length; j++)
            {
                if (pool[i].Offset == pool[j].Offset) continue;
                long passes = Passes(ref text, windows, pool[i], pool[j], pool[j]);
                if (passes < bestPair.passes) bestPair = (i, j, passes);
            }
        }
        if (bestPair.a < 0) return false;
        Probe first = pool[bestPair.a], second = pool[bestPair.b];
        (int c, long passes) bestTriple = (-1, bestPair.passes);
        // A third probe costs one more compare per vector: worth it only where the best pair still passes often.
        if (bestPair.passes * DenseWindows > windows)
        {
            for (int k = 0; k < pool.Length; k++)
            {
                if (pool[k].Offset == first.Offset || pool[k].Offset == second.Offset) continue;
                long passes = Passes(ref text, windows, first, second, pool[k]);
                if (2 * passes < bestTriple.passes) bestTriple = (k, passes);
            }
        }
        long bestPasses = bestTriple.passes;
        if (currentPasses == 0 || 2 * bestPasses > currentPasses) return false;
        better = bestTriple.c < 0
            ? new CandidateProbes<T>(first.Offset, first.Value, first.CaseBits, second.Offset, second.Value, second.CaseBits,
                false, second.Offset, second.Value, second.CaseBits)
            : new CandidateProbes<T>(first.Offset, first.Value, first.CaseBits, second.Offset, second.Value, second.CaseBits,
                true, pool[bestTriple.c].Offset, pool[bestTriple.c].Value, pool[bestTriple.c].CaseBits);
        return true;
    }

    // A pair passing more than one window in this many is dense enough that a third probe may pay.
    private const int DenseWindows = 512;

    // The first and last positions of the needle's RarestUnits rarest distinct units in the sample, rarest first; returns how many.
    private static int RarestPositions(ref T text, int windows, T[] units, T[]? caseBits, Span<Probe> pool)
    {
        Span<long> passes = stackalloc long[RarestUnits];
        int kept = 0;
        for (int i = 0; i < Math.Min(units.Length, MeasuredPositions); i++)
        {
            var probe = new Probe(i, units[i], caseBits is null ? T.Zero : caseBits[i]);
            if (probe.CaseBits == T.AllBitsSet || SeenBefore(units, caseBits, i)) continue;
            long count = Passes(ref text, windows, probe, probe, probe);
            if (kept == RarestUnits && count >= passes[RarestUnits - 1]) continue;
            int slot = kept < RarestUnits ? kept++ : RarestUnits - 1;
            // Insertion in order of rarity.
            while (slot > 0 && passes[slot - 1] > count)
            {
                passes[slot] = passes[slot - 1];
                pool[slot] = pool[slot - 1];
                slot--;
            }
            passes[slot] = count;
            pool[slot] = probe;
        }
        // Each unit at its last position too: pairs far apart are less correlated than neighbours ("=\"").
        int pooled = kept;
        for (int u = 0; u < kept; u++)
        {
            int last = LastPosition(units, caseBits, pool[u]);
            if (last != pool[u].Offset) pool[pooled++] = pool[u].At(last);
        }
        return pooled;
    }

    private static bool SeenBefore(T[] units, T[]? caseBits, int i)
    {
        for (int j = 0; j < i; j++)
        {
            if (units[j] == units[i] && (caseBits is null || caseBits[j] == caseBits[i])) return true;
        }
        return false;
    }

    private static int LastPosition(T[] units, T[]? caseBits, Probe probe)
    {
        for (int j = units.Length - 1; j > probe.Offset; j--)
        {
            if (units[j] == probe.Value && (caseBits is null || caseBits[j] == probe.CaseBits)) return j;
        }
        return probe.Offset;
    }

    // Window starts in [0, windows) (rounded down to whole vectors) where all three probes match; pass a probe twice for a pair.
    private static long Passes(ref T text, int windows, Probe first, Probe second, Probe third)
    {
        TVector value1 = TVector.Create(first.Value), bits1 = TVector.Create(first.CaseBits);
        TVector value2 = TVector.Create(second.Value), bits2 = TVector.Create(second.CaseBits);
        TVector value3 = TVector.Create(third.Value), bits3 = TVector.Create(third.CaseBits);
        ref T at1 = ref Unsafe.Add(ref text, first.Offset);
        ref T at2 = ref Unsafe.Add(ref text, second.Offset);
        ref T at3 = ref Unsafe.Add(ref text, third.Offset);
        long passes = 0;
        for (int w = 0; w <= windows - TVector.Count; w += TVector.Count)
        {
            TVector mismatch = TVector.Or(
                TVector.Or(TVector.Mismatch(TVector.Load(ref Unsafe.Add(ref at1, w)), bits1, value1),
                    TVector.Mismatch(TVector.Load(ref Unsafe.Add(ref at2, w)), bits2, value2)),
                TVector.Mismatch(TVector.Load(ref Unsafe.Add(ref at3, w)), bits3, value3));
            passes += BitOperations.PopCount(TVector.ZeroMask(mismatch));
        }
        return passes;
    }

    /// <summary>A probe: the window offset it reads, and the unit it accepts (<c>(unit | CaseBits) == Value</c>).</summary>
    private readonly record struct Probe(int Offset, T Value, T CaseBits)
    {
        public Probe At(int offset) => this with { Offset = offset };

        public static Probe First(in CandidateProbes<T> probes) => new(probes.Offset1, probes.Value1, probes.CaseBits1);

        public static Probe Second(in CandidateProbes<T> probes) => new(probes.Offset2, probes.Value2, probes.CaseBits2);

        public static Probe Third(in CandidateProbes<T> probes) => new(probes.Offset3, probes.Value3, probes.CaseBits3);
    }
}

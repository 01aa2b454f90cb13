using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;
using Hotpath.Text;

namespace Hotpath.Text.Tests.Multi;

/// <summary>Builds a searcher per algorithm (skipping those that cannot take the set) and runs checks at every vector width.</summary>
internal static class SearcherMatrix
{
    public static readonly MultiStringAlgorithm[] Algorithms = Enum.GetValues<MultiStringAlgorithm>();

    /// <summary>Whether forcing <paramref name="algorithm"/> throws for sets it does not fit (the automata and Rabin-Karp take every set).</summary>
    public static bool MayRefuse(MultiStringAlgorithm algorithm) =>
        algorithm is MultiStringAlgorithm.Teddy or MultiStringAlgorithm.Substring or MultiStringAlgorithm.SharedSubstring or MultiStringAlgorithm.RareProbes;

    /// <summary>Searchers for every algorithm that accepts <paramref name="patterns"/> (forced Teddy/Substring may not).</summary>
    public static IEnumerable<MultiStringSearcher> For(string[] patterns, MultiStringMatchKind kind, bool ignoreCase)
    {
        foreach (MultiStringAlgorithm algorithm in Algorithms)
        {
            MultiStringSearcher searcher;
            try
            {
                searcher = new MultiStringSearcher(patterns, new MultiStringSearchOptions { MatchKind = kind, IgnoreCase = ignoreCase, Algorithm = algorithm });
            }
            catch (ArgumentException) when (SearcherMatrix.MayRefuse(algorithm))
            {
                continue;
            }
            yield return searcher;
        }
    }

    /// <summary>Runs <paramref name="check"/> with vectors capped at 512, 256 and 128 bits, then scalar only (0).</summary>
    public static void ForEachVectorWidth(Action<int> check)
    {
        try
        {
            foreach (int bits in new[] { 512, 256, 128, 0 })
            {
                SimdSwitch.MaxVectorBits = bits;
                check(bits);
            }
        }
        finally
        {
            SimdSwitch.MaxVectorBits = 512;
        }
    }

    /// <summary>
    /// Runs <paramref name="check"/> with vectors capped at 256 bits, where Auto chooses as on AVX2 hardware without
    /// AVX-512 (on such hardware, and with AVX-512 but without VBMI, the cap changes nothing).
    /// </summary>
    public static void At256Bits(Action check)
    {
        try
        {
            SimdSwitch.MaxVectorBits = 256;
            check();
        }
        finally
        {
            SimdSwitch.MaxVectorBits = 512;
        }
    }

    /// <summary>
    /// Whether the hardware has Teddy's whole-unit scan (AVX-512 VBMI, with the runtime using 512-bit vectors, which it
    /// does not on every AVX-512 processor), for which Auto gives Teddy every set it fits; read from the hardware and the
    /// runtime, not from the predicate the code under test reads.
    /// </summary>
    public static bool HasWholeUnitTeddy => Avx512Vbmi.IsSupported && Bmi2.X64.IsSupported && Vector512.IsHardwareAccelerated;

    public static string Describe(MultiStringSearcher s, string[] patterns, string haystack, int seed, int vectorBits) =>
        $"seed {seed}, algorithm {s.Options.Algorithm}→{s.Algorithm}, kind {s.Options.MatchKind}, ignoreCase {s.Options.IgnoreCase}, vector bits {vectorBits}, " +
        $"patterns [{string.Join(", ", patterns.Select(p => $"\"{Escape(p)}\""))}], haystack \"{Escape(haystack.Length > 200 ? haystack[..200] + "…" : haystack)}\"";

    private static string Escape(string s) => string.Concat(s.Select(c => c is >= ' ' and < '\u007f' ? c.ToString() : $"\\u{(int)c:x4}"));
}

/// <summary>Tests that change <see cref="SimdSwitch"/> run one at a time.</summary>
[CollectionDefinition(Name, DisableParallelization = true)]
public sealed class SimdSwitchCollection
{
    public const string Name = "Multi SIMD switch";
}

using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;

namespace Hotpath.Text;

// AVX2 without VBMI, over text long enough: each block of 32 units is loaded (and narrowed) once, and every
// fingerprint position looks the same units up; position k's lookups are then shifted k lanes down, their top lanes
// taken from the next block's lookups (vperm2i128 + vpalignr), which the next block reuses. A window per fingerprint
// position instead costs a load (for UTF-16 two loads and a pack) per position per block: for a four-unit fingerprint
// over UTF-16, about 40 instructions a block against 29 here. Hyperscan's Teddy shifts lookups the same way.
internal sealed partial class TeddyEngine<T>
{
    private const int Width256 = 32;

    /// <summary>
    /// Searches blocks of 32 starts from <paramref name="position"/> while the block after each one fits in the text:
    /// true with the first match, or false with <paramref name="position"/> at the first start not searched.
    /// </summary>
    /// <remarks>
    /// A four-unit fingerprint is looked up at three positions when every pattern's first three units seldom occur by
    /// chance (<see cref="ThreePositionsSuffice"/>): names ("She", "Hol", "Wat") and looking|feeling ("loo", "fee":
    /// common letters, rare trigrams) take less time that way over prose, while the prefixes of common words ("the" of
    /// "there") would pass most blocks to verification. Handing over from three positions to four once false
    /// candidates pile up, as the 512-bit scan does, made a search per match for twelve common words over prose
    /// much slower: those searches are too short to hand over.
    /// </remarks>
    private bool FindShiftedBlocks256<TUnits>(ReadOnlySpan<T> haystack, ref int position, int m, out StringMatch match)
        where TUnits : struct, IUnitNarrowing => m switch
    {
        1 => FindShiftedBlocks256<FingerprintOf1, TUnits>(haystack, ref position, out match),
        2 => FindShiftedBlocks256<FingerprintOf2, TUnits>(haystack, ref position, out match),
        3 => FindShiftedBlocks256<FingerprintOf3, TUnits>(haystack, ref position, out match),
        _ => _threePositionsSuffice
            ? FindShiftedBlocks256<FingerprintOf3, TUnits>(haystack, ref position, out match)
            : FindShiftedBlocks256<FingerprintOf4, TUnits>(haystack, ref position, out match),
    };

    /// <summary>
    /// Whether three-unit prefixes of the set seldom occur by chance in text: every pattern's first three units
    /// hold a rare unit (<see cref="PrefixesHoldRareUnit"/>), or form a trigram outside the commonest ones
    /// (<see cref="UnitFrequency.IsCommonTrigram"/>, compared lower-cased) and every bucket of <paramref name="masks"/>
    /// holds one three-unit prefix. Construction only.
    /// </summary>
    /// <remarks>
    /// A bucket holding several prefixes ORs their nibbles into its tables, which then admit every mix of them: twelve
    /// words from prose with rare prefixes ("ast", "des", "pen", ...) ran slower than <c>SearchValues</c> on three
    /// positions and slightly faster on four.
    /// </remarks>
    internal static bool ThreePositionsSuffice(PatternSet<T> set, TeddyMasks masks) =>
        PrefixesHoldRareUnit(set) || (PrefixesAreRareTrigrams(set) && BucketsShareThreeUnitPrefixes(set, masks));

    // Whether every non-empty pattern has at least three units, all ASCII, and its first three are not a common trigram.
    private static bool PrefixesAreRareTrigrams(PatternSet<T> set)
    {
        Span<char> prefix = stackalloc char[3];
        foreach (T[] pattern in set.Folded)
        {
            if (pattern.Length == 0) continue;
            if (pattern.Length < 3) return false;
            for (int k = 0; k < 3; k++) prefix[k] = (char)int.CreateTruncating(pattern[k]);
            if (!System.Text.Ascii.IsValid(prefix) || UnitFrequency.IsCommonTrigram(prefix)) return false;
        }
        return true;
    }

    // Whether the patterns of each bucket all begin with the same three folded units (at least three, see above).
    private static bool BucketsShareThreeUnitPrefixes(PatternSet<T> set, TeddyMasks masks)
    {
        foreach (int[] bucket in masks.Buckets)
        {
            foreach (int pattern in bucket)
                if (!set.Folded[pattern].AsSpan(0, 3).SequenceEqual(set.Folded[bucket[0]].AsSpan(0, 3))) return false;
        }
        return true;
    }

    /// <summary>
    /// Whether every pattern's first three units hold one that is not among the commonest units of text
    /// (rank below <see cref="CommonUnitRank"/>, either case for a case-insensitive set).
    /// </summary>
    internal static bool PrefixesHoldRareUnit(PatternSet<T> set)
    {
        bool ignoreCase = set.Folding != CodeUnitFolding.Ordinal;
        foreach (T[] pattern in set.Folded)
        {
            if (pattern.Length == 0) continue;
            bool rare = false;
            for (int k = 0; k < Math.Min(3, pattern.Length) && !rare; k++)
            {
                int unit = int.CreateTruncating(pattern[k]);
                int rank = unit > 0x7F ? 0 : ignoreCase ? UnitFrequency.RankIgnoreCase((char)unit) : UnitFrequency.Rank((char)unit);
                rare = rank < CommonUnitRank;
            }
            if (!rare) return false;
        }
        return true;
    }

    /// <summary>The rank from which a unit counts as common: about the 13 commonest units of English (space, e, t, a, o, n, h, i, s, r, d, l, u).</summary>
    private const int CommonUnitRank = 242;

    private bool FindShiftedBlocks256<TLength, TUnits>(ReadOnlySpan<T> haystack, ref int position, out StringMatch match)
        where TLength : struct, IFingerprintLength
        where TUnits : struct, IUnitNarrowing
    {
        int i = position, last = haystack.Length - 2 * Width256;
        while (i <= last)
        {
            uint lanes = ScanShiftedBlocks256<TLength, TUnits>(haystack, ref i, last, out Vector256<byte> hits);
            if (lanes == 0) break;
            if (VerifyLanes(haystack, i, lanes, hits.ToVector512(), packed: false, out match))
            {
                position = i;
                return true;
            }
            i += Width256;
        }
        position = i;
        match = default;
        return false;
    }

    /// <summary>
    /// Scans blocks from <paramref name="position"/> (at most <paramref name="last"/>) to the first with candidates,
    /// returning their lanes (lane j: a candidate starting at <paramref name="position"/> + j) and bucket bits, or 0
    /// with <paramref name="position"/> past <paramref name="last"/>. Never inlined, and without calls, so that the
    /// tables stay in registers (see <see cref="ScanBlocks512{TLength}"/>); each entry looks its first block up afresh,
    /// which costs one block's lookups per block with candidates.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private uint ScanShiftedBlocks256<TLength, TUnits>(ReadOnlySpan<T> haystack, ref int position, int last, out Vector256<byte> found)
        where TLength : struct, IFingerprintLength
        where TUnits : struct, IUnitNarrowing
    {
        int m = TLength.Value;
        var nibble = Vector256.Create((byte)0x0F);
        (Vector256<byte> low0, Vector256<byte> low1, Vector256<byte> low2, Vector256<byte> low3) = FirstTables(_low256, m);
        (Vector256<byte> high0, Vector256<byte> high1, Vector256<byte> high2, Vector256<byte> high3) = FirstTables(_high256, m);
        ref T hay = ref MemoryMarshal.GetReference(haystack);
        int i = position;
        // This block's lookups per fingerprint position (bit b of lane j: unit i + j can be that position's unit in bucket b).
        Vector256<byte> units = LoadInTextOrder256<TUnits>(ref Unsafe.Add(ref hay, i));
        Vector256<byte> lowNibbles = units & nibble, highNibbles = Vector256.ShiftRightLogical(units.AsUInt16(), 4).AsByte() & nibble;
        Vector256<byte> current0 = Lookup(low0, high0, lowNibbles, highNibbles);
        Vector256<byte> current1 = m > 1 ? Lookup(low1, high1, lowNibbles, highNibbles) : default;
        Vector256<byte> current2 = m > 2 ? Lookup(low2, high2, lowNibbles, highNibbles) : default;
        Vector256<byte> current3 = m > 3 ? Lookup(low3, high3, lowNibbles, highNibbles) : default;
        for (; i <= last; i += Width256)
        {
            units = LoadInTextOrder256<TUnits>(ref Unsafe.Add(ref hay, i + Width256));
            lowNibbles = units & nibble;
            highNibbles = Vector256.ShiftRightLogical(units.AsUInt16(), 4).AsByte() & nibble;
            Vector256<byte> hits = current0;
            current0 = Lookup(low0, high0, lowNibbles, highNibbles);
            if (m > 1)
            {
                Vector256<byte> next1 = Lookup(low1, high1, lowNibbles, highNibbles);
                hits &= Avx2.AlignRight(Avx2.Permute2x128(current1, next1, 0x21), current1, 1);
                current1 = next1;
            }
            if (m > 2)
            {
                Vector256<byte> next2 = Lookup(low2, high2, lowNibbles, highNibbles);
                hits &= Avx2.AlignRight(Avx2.Permute2x128(current2, next2, 0x21), current2, 2);
                current2 = next2;
            }
            if (m > 3)
            {
                Vector256<byte> next3 = Lookup(low3, high3, lowNibbles, highNibbles);
                hits &= Avx2.AlignRight(Avx2.Permute2x128(current3, next3, 0x21), current3, 3);
                current3 = next3;
            }
            if (hits != Vector256<byte>.Zero)
            {
                position = i;
                found = hits;
                return ~Vector256.Equals(hits, Vector256<byte>.Zero).ExtractMostSignificantBits();
            }
        }
        position = i;
        found = default;
        return 0;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector256<byte> Lookup(Vector256<byte> low, Vector256<byte> high, Vector256<byte> lowNibbles, Vector256<byte> highNibbles) =>
        Avx2.Shuffle(low, lowNibbles) & Avx2.Shuffle(high, highNibbles);

    /// <summary>
    /// Loads 32 units as bytes in text order: <see cref="Load256{TUnits}"/>, with the packed UTF-16 halves put back in order
    /// (shifting lanes across the block needs them in order; one vpermq per block).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector256<byte> LoadInTextOrder256<TUnits>(ref T source) where TUnits : struct, IUnitNarrowing
    {
        Vector256<byte> units = Load256<TUnits>(ref source);
        return Load256IsInterleaved ? Avx2.Permute4x64(units.AsUInt64(), 0b11_01_10_00).AsByte() : units;
    }
}

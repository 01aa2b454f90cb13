using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;

namespace Hotpath.Text;

// AVX-512 VBMI: every unit is looked up with one two-table byte permute (vpermi2b) in a 128-entry table (two nibble
// shuffles, a shift and three ANDs otherwise). Over long text the shifted scan of TeddyEngine.Shifted512.cs runs
// first: one load per block, lookups moved into line with the next block's. The window scan here covers what it
// leaves, the last block or two, where there is no next block: fingerprint position k loads its own window of 64
// units (the block shifted by k; UTF-16 narrowed with one pack), and ANDing the windows' lookups gives the candidates
// *starting* in each lane, with no state carried between blocks. It was the whole scan until 5974ffb, when the
// shifted one measured faster with AVX-512 VBMI (looking|feeling over prose, in-process):
// its separate windows cost six 64-byte loads per UTF-16 block, most split across cache lines. A block with
// candidates leaves either scan loop as a text-order lane mask (bit extracts) and its lookups' bucket bits.
internal sealed partial class TeddyEngine<T>
{
    private const int Width512 = 64;

    private readonly WholeUnitTables _wholeUnit;

    /// <summary>
    /// A four-unit fingerprint is first scanned with three units: the fourth unit's lookups cost more than the few extra
    /// candidates a third unit lets through on most sets (in the shifted scan too, where it costs two permutes: four
    /// units from the start made the case-sensitive weekday names and Holmes|Watson over prose slower in-process).
    /// Sets whose three-unit prefixes are common
    /// (weekday names: "Mon" in "Monsieur", "Wed" in "showed") hand over to four windows for the rest of the search once
    /// more than one block in this many has had only false candidates, and at least <see cref="MinFalseBlocks"/> have.
    /// </summary>
    private const int BlocksPerFalseBlock = 16;

    /// <summary>See <see cref="BlocksPerFalseBlock"/>: a few false candidates never switch a short search.</summary>
    private const int MinFalseBlocks = 4;

    /// <summary>Whether a three-window scan from <paramref name="start"/> to <paramref name="position"/> with <paramref name="falseBlocks"/> blocks of only false candidates hands over to four windows.</summary>
    private static bool TooManyFalseBlocks(int falseBlocks, int start, int position) =>
        falseBlocks >= MinFalseBlocks && falseBlocks * BlocksPerFalseBlock > (position - start) / Width512;

    /// <summary>
    /// Searches blocks of 64 candidate starts from <paramref name="position"/> while a whole block's windows fit;
    /// fewer than 64 starts left over are covered by the last block that fits, without the lanes already scanned.
    /// When not even one block fits, <paramref name="position"/> is left for the narrower paths. With
    /// <paramref name="yieldOnFalseCandidates"/> (fewer windows than the fingerprint has, see <see cref="BlocksPerFalseBlock"/>)
    /// it also returns false, with <paramref name="position"/> at the first block not scanned, when too many blocks
    /// had only false candidates.
    /// </summary>
    private bool FindBlocks512<TLength>(ReadOnlySpan<T> haystack, ref int position, bool yieldOnFalseCandidates, out StringMatch match)
        where TLength : struct, IFingerprintLength
    {
        int start = position, i = position, last = haystack.Length - (TLength.Value - 1) - Width512;
        ulong scanned = 0;
        int falseBlocks = 0;
        while (i <= last)
        {
            ulong lanes = ScanBlocks512<TLength>(haystack, ref i, last, out Vector512<byte> hits);
            if (lanes == 0)
            {
                if (i == last + Width512) break;
                scanned = (1UL << (i - last)) - 1;
                i = last;
                continue;
            }
            lanes &= ~scanned;
            if (lanes != 0 && VerifyLanes(haystack, i, lanes, hits, packed: typeof(T) != typeof(byte), out match))
            {
                position = i;
                return true;
            }
            i += Width512;
            if (yieldOnFalseCandidates && TooManyFalseBlocks(++falseBlocks, start, i))
                break;
        }
        position = Math.Max(position, i);
        match = default;
        return false;
    }

    /// <summary>
    /// Scans blocks from <paramref name="position"/> to the first with candidates (at most <paramref name="last"/>):
    /// with the shifted scan while a next block fits, then with one window per fingerprint position. Returns the
    /// block's lanes in text order (lane j: a candidate starting at <paramref name="position"/> + j) and
    /// their bucket bits in load order, or 0 with <paramref name="position"/> past <paramref name="last"/>. A loop
    /// of its own without calls, so that every table stays in a register (a call to verification inside the loop
    /// makes the JIT reload the tables from the stack on every block). Never inlined: inlined into the verifying
    /// caller, whether the tables stay in registers depends on that caller's profile, and a profile that sends the
    /// JIT the wrong way costs half the loop's speed. The fingerprint length is a type argument so that each length
    /// gets a loop without branches on it.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private ulong ScanBlocks512<TLength>(ReadOnlySpan<T> haystack, ref int position, int last, out Vector512<byte> found)
        where TLength : struct, IFingerprintLength
    {
        ulong shifted = ScanShifted512<TLength>(haystack, ref position, out found);
        if (shifted != 0) return shifted;
        WholeUnitTables tables = _wholeUnit;
        ref T hay = ref MemoryMarshal.GetReference(haystack);
        int i = position;
        for (; i <= last; i += Width512)
        {
            Vector512<byte> hits = tables.Lookup<TLength>(ref Unsafe.Add(ref hay, i));
            if (hits != Vector512<byte>.Zero)
            {
                position = i;
                found = hits;
                return TextOrderLanes(hits);
            }
        }
        position = i;
        found = default;
        return 0;
    }

    /// <summary>The lanes with bucket bits, as a mask in text order (see <see cref="UnitBlock512{T}"/>).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static ulong TextOrderLanes(Vector512<byte> hits) =>
        UnitBlock512<T>.TextOrder(~Vector512.Equals(hits, Vector512<byte>.Zero).ExtractMostSignificantBits());

    /// <summary>The number of fingerprinted units, as a type so that the JIT compiles a loop per length.</summary>
    private interface IFingerprintLength
    {
        static abstract int Value { get; }
    }

    private readonly struct FingerprintOf1 : IFingerprintLength { public static int Value => 1; }

    private readonly struct FingerprintOf2 : IFingerprintLength { public static int Value => 2; }

    private readonly struct FingerprintOf3 : IFingerprintLength { public static int Value => 3; }

    private readonly struct FingerprintOf4 : IFingerprintLength { public static int Value => 4; }

    /// <summary>The 128-entry tables of <see cref="TeddyMasks.WholeUnit"/>, two 64-byte halves per fingerprint position (zero past the fingerprint).</summary>
    private readonly struct WholeUnitTables(TeddyMasks masks)
    {
        public readonly Vector512<byte> Lower0 = Half(masks, 0, 0), Upper0 = Half(masks, 0, 1), Lower1 = Half(masks, 1, 0), Upper1 = Half(masks, 1, 1);
        public readonly Vector512<byte> Lower2 = Half(masks, 2, 0), Upper2 = Half(masks, 2, 1), Lower3 = Half(masks, 3, 0), Upper3 = Half(masks, 3, 1);

        /// <summary>The bucket bits of the candidates starting at the 64 units from <paramref name="block"/> (in load order).</summary>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public Vector512<byte> Lookup<TLength>(ref T block) where TLength : struct, IFingerprintLength
        {
            int m = TLength.Value;
            Vector512<byte> hits = Avx512Vbmi.PermuteVar64x8x2(Lower0, UnitBlock512<T>.Load(ref block), Upper0);
            if (m > 1) hits &= Avx512Vbmi.PermuteVar64x8x2(Lower1, UnitBlock512<T>.Load(ref Unsafe.Add(ref block, 1)), Upper1);
            if (m > 2) hits &= Avx512Vbmi.PermuteVar64x8x2(Lower2, UnitBlock512<T>.Load(ref Unsafe.Add(ref block, 2)), Upper2);
            if (m > 3) hits &= Avx512Vbmi.PermuteVar64x8x2(Lower3, UnitBlock512<T>.Load(ref Unsafe.Add(ref block, 3)), Upper3);
            return hits;
        }

        private static Vector512<byte> Half(TeddyMasks masks, int position, int half) =>
            position < masks.FingerprintLength
                ? Vector512.Create(masks.WholeUnit.AsSpan(TeddyMasks.WholeUnitTableLength * position + 64 * half, 64))
                : Vector512<byte>.Zero;
    }
}

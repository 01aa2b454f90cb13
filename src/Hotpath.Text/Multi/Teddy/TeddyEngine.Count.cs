using System.Runtime.Intrinsics;

namespace Hotpath.Text;

// Counting on the shifted 512-bit scan: a count that goes through TryFind pays, at every match, the return through
// the searcher and a new search that sets up its tables and looks its first block up again (`Holmes|Watson` over
// Sherlock Holmes, 540 matches: about a third of the count's time was outside the scan loop). Here the candidates of a
// block are verified one after another, each match moving on past its end, and the scan goes on from the next block.
internal sealed partial class TeddyEngine<T>
{
    public override int Count(ReadOnlySpan<T> haystack, int start)
    {
        if (_masks.KeepsLowByte || !WholeUnitScanApplies) return base.Count(haystack, start);
        int count = 0;
        int m = _masks.FingerprintLength;
        int resume = m >= 3
            ? CountShiftedBlocks<FingerprintOf3>(haystack, start, yieldOnFalseCandidates: m == 4, ref count)
            : m == 2
                ? CountShiftedBlocks<FingerprintOf2>(haystack, start, false, ref count)
                : CountShiftedBlocks<FingerprintOf1>(haystack, start, false, ref count);
        // The last blocks (no next block for the shifted scan), and a four-unit set that hands over to four windows.
        return count + base.Count(haystack, resume);
    }

    /// <summary>
    /// Counts the matches that start in the blocks the shifted scan covers from <paramref name="start"/> (see
    /// <see cref="ScanShifted512{TLength}"/>), exactly as TryFind would find them one after another, and returns where
    /// the count goes on: past the blocks scanned, and so past the last match counted. With <paramref name="yieldOnFalseCandidates"/>
    /// it stops where <see cref="FindBlocks512{TLength}"/> hands over to four windows.
    /// </summary>
    private int CountShiftedBlocks<TLength>(ReadOnlySpan<T> haystack, int start, bool yieldOnFalseCandidates, ref int count)
        where TLength : struct, IFingerprintLength
    {
        int i = start, resume = start, falseBlocks = 0;
        bool packed = typeof(T) != typeof(byte);
        while (true)
        {
            // The scan drops the lanes before `i`, which is never before the end of the last match counted.
            ulong lanes = ScanShifted512<TLength>(haystack, ref i, out Vector512<byte> hits);
            if (lanes == 0) break;
            bool matched = false;
            while (lanes != 0 && VerifyLanes(haystack, i, lanes, hits, packed, out StringMatch match))
            {
                count++;
                matched = true;
                // The block's candidates inside this match start too early.
                resume = match.End;
                lanes = resume - i >= Width512 ? 0 : lanes & (ulong.MaxValue << (resume - i));
            }
            i = Math.Max(i + Width512, resume);
            if (!matched && yieldOnFalseCandidates && TooManyFalseBlocks(++falseBlocks, start, i))
                break;
        }
        return i;
    }
}

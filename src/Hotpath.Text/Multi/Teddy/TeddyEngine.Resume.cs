using System.Runtime.Intrinsics;

namespace Hotpath.Text;

// Non-overlapping iteration on the shifted 512-bit scan. Through TryFind, every match pays the return through the
// searcher and a new search that sets its tables up and looks its first block up again: enumerating `Holmes|Watson`
// over prose that way was markedly slower than a count that stayed in the scan.
// Here a block's candidates are verified one call after another, each match moving the next search past its end, and
// the scan goes on from the next block; enumerators, replace-all and Count all iterate this way.
internal sealed partial class TeddyEngine<T>
{
    public override bool TryFindNext(ReadOnlySpan<T> haystack, int start, ref MatchCursor cursor, out StringMatch match)
    {
        if (_masks.KeepsLowByte || !WholeUnitScanApplies) return TryFind(haystack, start, out match);
        if (!cursor.Finished)
        {
            int m = _masks.FingerprintLength;
            bool found = m >= 3
                ? NextShifted<FingerprintOf3>(haystack, start, ref cursor, yieldOnFalseCandidates: m == 4, out match)
                : m == 2
                    ? NextShifted<FingerprintOf2>(haystack, start, ref cursor, false, out match)
                    : NextShifted<FingerprintOf1>(haystack, start, ref cursor, false, out match);
            if (found) return true;
        }
        // The last blocks (no next block for the shifted scan), and a four-unit set that hands over to four windows.
        return TryFind(haystack, Math.Max(start, cursor.Resume), out match);
    }

    /// <summary>
    /// The next match from <paramref name="start"/> among the blocks the shifted scan covers (see
    /// <see cref="ScanShifted512{TLength}"/>): first the candidates left in the cursor's block, then the blocks after
    /// it. False, with the cursor finished at the first start not looked at, when the shifted scan ends, or with
    /// <paramref name="yieldOnFalseCandidates"/> where <see cref="FindBlocks512{TLength}"/> hands over to four windows.
    /// </summary>
    private bool NextShifted<TLength>(ReadOnlySpan<T> haystack, int start, ref MatchCursor cursor, bool yieldOnFalseCandidates, out StringMatch match)
        where TLength : struct, IFingerprintLength
    {
        if (!cursor.Started)
        {
            cursor.Started = true;
            cursor.Origin = cursor.Resume = start;
        }
        // First the candidates left in the block of the last match, without those inside that match (or before it).
        int block = cursor.Block, skip = start - block;
        ulong lanes = skip < Width512 ? cursor.Lanes & (ulong.MaxValue << skip) : 0;
        Vector512<byte> buckets = cursor.Buckets;
        bool fresh = false;
        int i = Math.Max(start, cursor.Resume);
        while (true)
        {
            if (lanes != 0 && VerifyLanes(haystack, block, lanes, buckets, packed: typeof(T) != typeof(byte), out match))
            {
                if (fresh)
                {
                    cursor.Block = block;
                    cursor.Lanes = lanes;
                    cursor.Buckets = buckets;
                    cursor.Resume = block + Width512;
                }
                return true;
            }
            if (fresh)
            {
                i = block + Width512;
                if (yieldOnFalseCandidates && TooManyFalseBlocks(++cursor.FalseBlocks, cursor.Origin, i)) break;
            }
            // The scan drops the lanes before `i`, which is never before the end of the last match.
            lanes = ScanShifted512<TLength>(haystack, ref i, out buckets);
            if (lanes == 0) break;
            block = i;
            fresh = true;
        }
        cursor.Lanes = 0;
        cursor.Resume = i;
        cursor.Finished = true;
        match = default;
        return false;
    }
}

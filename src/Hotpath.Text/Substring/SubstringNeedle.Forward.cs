using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Hotpath.Text;

internal sealed partial class SubstringNeedle<T>
{
    /// <summary>The index of the first window of <paramref name="haystack"/> that matches, or -1.</summary>
    public int IndexOf<TFolding>(ReadOnlySpan<T> haystack) where TFolding : IUnitFolding<T> =>
        ScanForward<TFolding, FirstMatch>(haystack);

    /// <summary>
    /// The number of non-overlapping matches, left to right. One pass: after a match the scan resumes at its
    /// end instead of starting a new search, which is what makes needles with many matches cheap to count.
    /// </summary>
    public int Count<TFolding>(ReadOnlySpan<T> haystack) where TFolding : IUnitFolding<T> =>
        ScanForward<TFolding, AllMatches>(haystack);

    private int ScanForward<TFolding, TMode>(ReadOnlySpan<T> haystack)
        where TFolding : IUnitFolding<T>
        where TMode : IScanMode
    {
        int positions = haystack.Length - Length + 1;
        if (positions <= 0) return TMode.NotFound;
        if (IsUnitwise<TFolding>() && Length == 1 && CaseBits is null)
        {
            // One exact unit: a compare per unit, with aligned loads (see UnitScan).
            return TMode.FindAll ? UnitScan<T>.Count(haystack, Units[0]) : UnitScan<T>.IndexOf(haystack, Units[0]);
        }
        // Otherwise comparing whole waits until counting finds candidates dense (see ScanForwardVectorized).
        if (TMode.FindAll && IsUnitwise<TFolding>() && _wholeFromStart && TryScanWhole(haystack, [], out int whole)) return whole;
        if (_hasProbes && VectorPaths.Enabled)
        {
            ProbeLearning? learned = Volatile.Read(ref _learned);
            int replanAfter = IsUnitwise<TFolding>() ? learned?.ReplanAfter ?? FirstReplanAfter : int.MaxValue;
            if (TryScanForwardVectorized<TFolding, TMode>(haystack, in learned is null ? ref _probes : ref learned.Probes, 0, 0, replanAfter, out int result, [])) return result;
        }
        return ScanForwardScalar<TFolding, TMode>(haystack);
    }

    /// <summary>
    /// Writes the starts of the first non-overlapping matches to <paramref name="positions"/> and returns how many (fewer
    /// than its length only when no match is left): by the whole-needle scan (<see cref="WholeNeedleScan{T, TVector}.Scan"/>)
    /// for needles compared whole from the start, else by the probe scan. -1 for a comparison that is not unit by unit,
    /// or without vectors, and the caller searches match by match.
    /// </summary>
    public int Collect<TFolding>(ReadOnlySpan<T> haystack, Span<int> positions) where TFolding : IUnitFolding<T>
    {
        if (!IsUnitwise<TFolding>() || haystack.Length < Length) return -1;
        if (_wholeFromStart) return TryScanWhole(haystack, positions, out int whole) ? whole : -1;
        if (!_hasProbes || !VectorPaths.Enabled) return -1;
        ProbeLearning? learned = Volatile.Read(ref _learned);
        int replanAfter = learned?.ReplanAfter ?? FirstReplanAfter;
        return TryScanForwardVectorized<TFolding, CollectedMatches>(haystack, in learned is null ? ref _probes : ref learned.Probes, 0, 0, replanAfter, out int collected, positions)
            ? collected
            : -1;
    }

    // The count or the matches collected (see Collect) by WholeNeedleScan at the widest vector the
    // haystack has room for; false when no vector width applies.
    private bool TryScanWhole(ReadOnlySpan<T> haystack, Span<int> collected, out int result)
    {
        int positions = haystack.Length - Length + 1;
        if (VectorPaths.Enabled)
        {
            if (ProbeVector512<T>.IsAccelerated && positions >= WholeNeedleScan<T, ProbeVector512<T>>.Stride)
            {
                result = WholeNeedleScan<T, ProbeVector512<T>>.Scan(haystack, Units, CaseBits, collected);
                return true;
            }
            if (ProbeVector256<T>.IsAccelerated && positions >= WholeNeedleScan<T, ProbeVector256<T>>.Stride)
            {
                result = WholeNeedleScan<T, ProbeVector256<T>>.Scan(haystack, Units, CaseBits, collected);
                return true;
            }
            if (ProbeVector128<T>.IsAccelerated && positions >= WholeNeedleScan<T, ProbeVector128<T>>.Stride)
            {
                result = WholeNeedleScan<T, ProbeVector128<T>>.Scan(haystack, Units, CaseBits, collected);
                return true;
            }
        }
        result = 0;
        return false;
    }

    // Whether windows match exactly when `(unit | CaseBits) == Units` at every position, so that a filter
    // comparing every unit needs no verification (ordinal, and ASCII case-insensitive).
    private static bool IsUnitwise<TFolding>() where TFolding : IUnitFolding<T> =>
        typeof(TFolding) == typeof(ExactUnits<T>) || typeof(TFolding) == typeof(AsciiFoldedUnits<T>);

    // The scan from window `from` with `found` matches counted, at the widest vector the haystack has room for; false when
    // none applies. `replanAfter` false candidates (and one in ReplanSpacing windows) let the scan re-choose its probes once.
    // A collecting scan (CollectedMatches) writes each match's start to `collected` at its number and stops once it is full.
    private bool TryScanForwardVectorized<TFolding, TMode>(ReadOnlySpan<T> haystack, in CandidateProbes<T> probes, int from, int found, int replanAfter, out int result,
        Span<int> collected)
        where TFolding : IUnitFolding<T>
        where TMode : IScanMode
    {
        int positions = haystack.Length - Length + 1;
        if (ProbeVector512<T>.IsAccelerated && positions >= ProbeScan<T, ProbeVector512<T>, TwoProbes>.Stride)
            result = probes.HasThird
                ? ScanForwardVectorized<TFolding, TMode, ProbeVector512<T>, ThreeProbes>(haystack, in probes, from, found, replanAfter, collected)
                : ScanForwardVectorized<TFolding, TMode, ProbeVector512<T>, TwoProbes>(haystack, in probes, from, found, replanAfter, collected);
        else if (ProbeVector256<T>.IsAccelerated && positions >= ProbeScan<T, ProbeVector256<T>, TwoProbes>.Stride)
            result = probes.HasThird
                ? ScanForwardVectorized<TFolding, TMode, ProbeVector256<T>, ThreeProbes>(haystack, in probes, from, found, replanAfter, collected)
                : ScanForwardVectorized<TFolding, TMode, ProbeVector256<T>, TwoProbes>(haystack, in probes, from, found, replanAfter, collected);
        else if (ProbeVector128<T>.IsAccelerated && positions >= ProbeScan<T, ProbeVector128<T>, TwoProbes>.Stride)
            result = probes.HasThird
                ? ScanForwardVectorized<TFolding, TMode, ProbeVector128<T>, ThreeProbes>(haystack, in probes, from, found, replanAfter, collected)
                : ScanForwardVectorized<TFolding, TMode, ProbeVector128<T>, TwoProbes>(haystack, in probes, from, found, replanAfter, collected);
        else
        {
            result = 0;
            return false;
        }
        return true;
    }

    private int ScanForwardVectorized<TFolding, TMode, TVector, TArity>(ReadOnlySpan<T> haystack, in CandidateProbes<T> probes, int from, int found, int replanAfter,
        Span<int> collected)
        where TFolding : IUnitFolding<T>
        where TMode : IScanMode
        where TVector : struct, IProbeVector<TVector, T>
        where TArity : IProbeArity
    {
        ref T start = ref MemoryMarshal.GetReference(haystack);
        int last = haystack.Length - Length;
        int stride = ProbeScan<T, TVector, TArity>.Stride;
        int lastStride = last - stride + 1;
        long verified = 0;
        int candidates = 0;
        int matches = 0;

        // `position` is the lowest window start not yet checked; `mask` bit i stands for window position + i.
        for (int position = from; position <= last;)
        {
            int next;
            ulong mask;
            if (position <= lastStride)
            {
                int block = ProbeScan<T, TVector, TArity>.NextForward<TFolding>(ref start, position, lastStride, in probes, out mask, out int scanned);
                if (block < 0)
                {
                    // What is left is shorter than a stride.
                    position = scanned;
                    continue;
                }
                position = block;
                next = block + stride;
            }
            else
            {
                // The final stride is shifted back to end at the last window; lanes already checked are shifted out.
                mask = ProbeScan<T, TVector, TArity>.StrideMask<TFolding>(ref start, lastStride, in probes) >> (position - lastStride);
                next = last + 1;
            }

            while (mask != 0)
            {
                int skip = BitOperations.TrailingZeroCount(mask);
                int candidate = position + skip;
                verified += Length;
                candidates++;
                bool matched = TFolding.WindowEquals(ref Unsafe.Add(ref start, candidate), this);
                if (!TMode.FindAll && matched)
                {
                    SearchStats.Add(verified);
                    return candidate;
                }
                // Counting: selects instead of branching on the outcome, which is unpredictable for needles with
                // many near-misses (" and" in "hand", "and,"). Matches do not overlap: resume after a match, or
                // after the candidate.
                if (TMode.Collects && matched)
                {
                    collected[found + matches] = candidate;
                    if (found + matches + 1 == collected.Length)
                    {
                        SearchStats.Add(verified);
                        return collected.Length;
                    }
                }
                matches += matched ? 1 : 0;
                int dropped = skip + (matched ? Length : 1);
                position += dropped;
                mask = dropped >= 64 ? 0 : mask >> dropped;
                if (HasForwardFallback && ShouldFallBack(verified, position))
                {
                    SearchStats.Add(verified);
                    return FallBackForward<TFolding, TMode>(haystack, position, found + matches, collected);
                }
            }
            position = Math.Max(next, position);
            if (candidates - matches > replanAfter && (long)(candidates - matches) * ReplanSpacing > position - from)
            {
                SearchStats.Add(verified);
                return Replan<TFolding, TMode, TVector>(haystack, in probes, from, position, found + matches, replanAfter, collected);
            }
            // Dense candidates (" the "): comparing every unit costs less than verifying them. `position` follows the
            // last counted match, so the rest counts on from there.
            if (TMode.FindAll && !TMode.Collects && _compareWhole && IsUnitwise<TFolding>() && verified > WarmUpVerifications * (long)Length &&
                verified * DenseCandidateSpacing > (long)position * Length &&
                TryScanWhole(haystack[Math.Min(position, haystack.Length)..], [], out int rest))
            {
                SearchStats.Add(verified);
                return found + matches + rest;
            }
        }
        SearchStats.Add(verified);
        return TMode.FindAll ? found + matches : -1;
    }


    // Re-chooses the probes from the text scanned since `from` (see ProbeReplanning) and scans on from `position` with
    // them, or with the same probes when none is better; either way it does not re-plan again in this search. The outcome
    // is kept for later searches: new probes, or a doubled number of failures before the next attempt.
    [MethodImpl(MethodImplOptions.NoInlining)]
    private int Replan<TFolding, TMode, TVector>(ReadOnlySpan<T> haystack, in CandidateProbes<T> probes, int from, int position, int found, int replanAfter,
        Span<int> collected)
        where TFolding : IUnitFolding<T>
        where TMode : IScanMode
        where TVector : struct, IProbeVector<TVector, T>
    {
        int sampleEnd = Math.Min(haystack.Length, position + Length - 1);
        int sampleStart = Math.Max(from, sampleEnd - ProbeReplanning<T, TVector>.SampleUnits);
        bool better = ProbeReplanning<T, TVector>.TryChoose(haystack[sampleStart..sampleEnd], Units, CaseBits, in probes, out var chosen);
        Volatile.Write(ref _learned, better
            ? new ProbeLearning(chosen, FirstReplanAfter)
            : new ProbeLearning(probes, (int)Math.Min(MaxReplanAfter, 2L * replanAfter)));
        TryScanForwardVectorized<TFolding, TMode>(haystack, in chosen, position, found, int.MaxValue, out int result, collected);
        return result;
    }

    private int ScanForwardScalar<TFolding, TMode>(ReadOnlySpan<T> haystack)
        where TFolding : IUnitFolding<T>
        where TMode : IScanMode
    {
        if (!_hasProbes && HasForwardFallback) return FallBackForward<TFolding, TMode>(haystack, 0, 0, []);

        // Windows that pass the probes are verified until that costs too much, then the linear fallback finishes.
        ref T start = ref MemoryMarshal.GetReference(haystack);
        ref readonly CandidateProbes<T> probes = ref _probes;
        int last = haystack.Length - Length;
        long verified = 0;
        int found = 0;
        for (int candidate = 0; candidate <= last; candidate++)
        {
            ref T at = ref Unsafe.Add(ref start, candidate);
            if (_hasProbes && !probes.MatchesAt(ref at)) continue;
            verified += Length;
            if (TFolding.WindowEquals(ref at, this))
            {
                if (!TMode.FindAll)
                {
                    SearchStats.Add(verified);
                    return candidate;
                }
                found++;
                candidate += Length - 1;
                continue;
            }
            if (HasForwardFallback && ShouldFallBack(verified, candidate))
            {
                SearchStats.Add(verified);
                return FallBackForward<TFolding, TMode>(haystack, candidate + 1, found, []);
            }
        }
        SearchStats.Add(verified);
        return TMode.FindAll ? found : -1;
    }

    private bool HasForwardFallback => _forward is not null || _elementForward is not null;

    // Finishes the scan from `from` with Two-Way (or the element matcher); `found` matches were counted (or collected)
    // before the switch. Matches found here have the needle's length: UTF-16 case-insensitive matches always do.
    private int FallBackForward<TFolding, TMode>(ReadOnlySpan<T> haystack, int from, int found, Span<int> collected)
        where TFolding : IUnitFolding<T>
        where TMode : IScanMode
    {
        long steps = 0;
        while (from <= haystack.Length - Length)
        {
            int match = _forward is not null
                ? _forward.Search<TFolding, Forward>(haystack[from..], ref steps)
                : _elementForward!.IndexOf(haystack[from..], out _, ref steps);
            if (match < 0) break;
            if (!TMode.FindAll)
            {
                SearchStats.Add(steps);
                return from + match;
            }
            if (TMode.Collects)
            {
                collected[found] = from + match;
                if (found + 1 == collected.Length)
                {
                    SearchStats.Add(steps);
                    return collected.Length;
                }
            }
            found++;
            from += match + Length;
        }
        SearchStats.Add(steps);
        return TMode.FindAll ? found : -1;
    }
}

/// <summary>Whether a forward scan stops at the first match or counts all non-overlapping ones.</summary>
internal interface IScanMode
{
    /// <summary>True to count every match, false to return the first one's index.</summary>
    static abstract bool FindAll { get; }

    /// <summary>The result when nothing can match: -1 for an index, 0 for a count.</summary>
    static abstract int NotFound { get; }

    /// <summary>True to write each match's start too (see <see cref="CollectedMatches"/>).</summary>
    static virtual bool Collects => false;
}

/// <summary>Stop at the first match and return its index.</summary>
internal readonly struct FirstMatch : IScanMode
{
    public static bool FindAll => false;
    public static int NotFound => -1;
}

/// <summary>Count every non-overlapping match.</summary>
internal readonly struct AllMatches : IScanMode
{
    public static bool FindAll => true;
    public static int NotFound => 0;
}

/// <summary>
/// Count the non-overlapping matches and write their starts, stopping once the room for them is full: an enumeration
/// takes its next matches from one scan instead of a search per match.
/// </summary>
internal readonly struct CollectedMatches : IScanMode
{
    public static bool FindAll => true;
    public static int NotFound => 0;
    public static bool Collects => true;
}

using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Hotpath.Text;

/// <summary>
/// A non-empty needle prepared for searching over code units <typeparamref name="T"/>: the units the verifier
/// compares, the rare positions the vector filter probes, and Two-Way searchers for the linear-time fallback.
/// The comparison itself is the <see cref="IUnitFolding{T}"/> type argument of each search, which must be the
/// one the needle was prepared for. Thread-safe; its one mutable field holds probes learned from searched text, which
/// change no result.
/// </summary>
internal sealed partial class SubstringNeedle<T> where T : unmanaged, IBinaryInteger<T>
{
    private readonly CandidateProbes<T> _probes;
    private readonly bool _hasProbes;
    // Short needles the filter may compare whole (see WholeNeedleScan), so that candidates are matches and nothing is
    // verified: up to 2 units always, as their candidates would mostly be matches or near-misses; 3 to 6 units once
    // counting finds candidates dense (" and ", " the "), since for most such needles ("would", ", and", "day") the
    // probes' few candidates cost less than comparing every unit of every window (on AVX2 over prose, "would", "day"
    // and "Yes" count faster with their probes). A three-unit needle
    // whose probes are rare ("://") never switches: its few candidates cost less to verify than a third compare on
    // every vector (the URL pattern's inner literal is faster with its probes). Only used where per-unit comparison is
    // exact (see IsUnitwise).
    private readonly bool _compareWhole;
    // Short needles compared whole from the start: those the probes cover unit for unit (up to 2 units, or 3 with three
    // probes), whose whole comparison is the probes' own at every width, without a candidate to verify; and up to 6 units
    // with three probes (common units) where WholeNeedleScan moves one load of each block to every needle position
    // (AVX-512 VBMI): there a whole comparison costs little more than the probes' scan without candidates, and each
    // candidate costs more (see docs/text.md). Only when counting
    // or collecting: a search for the first match starts with its probes, whose scan costs less to set up, and a search
    // called match by match over dense matches (" the ") is mostly set-up.
    private readonly bool _wholeFromStart;
    // UTF-16 on shifted blocks: counting with two probes also switches to the whole comparison, at sparser
    // candidates (see DenseCandidateSpacing). Not for bytes, whose probes' unshifted loads cost less: "Holmes" over
    // UTF-8 prose counted faster with its probes than after switching.
    private readonly bool _switchesWholeSooner;
    // Probes re-chosen from the text of an earlier search (see ProbeReplanning), or null while the first choice stands.
    // The one mutable field: any probes find the same matches, so searches on other threads may read either value.
    private ProbeLearning? _learned;
    private readonly TwoWaySearcher<T>? _forward;
    private readonly TwoWaySearcher<T>? _backward;
    // The forward fallback when per-unit Two-Way is not exact (UTF-16 case-insensitive needles with surrogate pairs).
    private readonly IForwardFallback<T>? _elementForward;

    /// <param name="units">The units the verifier compares windows against (already lower-cased for <see cref="AsciiFoldedUnits{T}"/>).</param>
    /// <param name="caseBits">Per-unit case bits for <see cref="AsciiFoldedUnits{T}"/>; null otherwise.</param>
    /// <param name="probes">The filter's probe positions, or null when no position can be probed exactly.</param>
    /// <param name="foldedForTwoWay">The needle folded per unit for the linear fallback, or null when per-unit folding is not exact.</param>
    /// <param name="elementForward">Without <paramref name="foldedForTwoWay"/>: the forward linear fallback, if there is one.</param>
    public SubstringNeedle(T[] units, T[]? caseBits, CandidateProbes<T>? probes, T[]? foldedForTwoWay, IForwardFallback<T>? elementForward = null)
    {
        _elementForward = elementForward;
        Units = units;
        CaseBits = caseBits;
        _hasProbes = probes.HasValue;
        _probes = probes.GetValueOrDefault();
        bool isShort = _hasProbes && units.Length <= WholeNeedleScan<T, ProbeVector128<T>>.MaxLength;
        bool shifted = WholeNeedleScan<T, ProbeVector512<T>>.ShiftsBlocksOf(units);
        _wholeFromStart = isShort && (units.Length <= 2 || _probes.HasThird && (units.Length == 3 || shifted));
        _switchesWholeSooner = shifted && typeof(T) == typeof(ushort);
        _compareWhole = isShort && (units.Length <= 2 || _probes.HasThird || _switchesWholeSooner);
        Short = new ShortWindowEquality(MemoryMarshal.AsBytes(units.AsSpan()), caseBits is null ? [] : MemoryMarshal.AsBytes(caseBits.AsSpan()));
        if (foldedForTwoWay is not null)
        {
            _forward = new TwoWaySearcher<T>(foldedForTwoWay);
            T[] reversed = (T[])foldedForTwoWay.Clone();
            Array.Reverse(reversed);
            _backward = new TwoWaySearcher<T>(reversed);
        }
    }

    /// <summary>The filter's probes, or null when no position can be probed exactly.</summary>
    public CandidateProbes<T>? Probes => _hasProbes ? _probes : null;

    /// <summary>Probes re-chosen from the text of an earlier search (see <see cref="ProbeReplanning{T, TVector}"/>), or null.</summary>
    public CandidateProbes<T>? LearnedProbes => Volatile.Read(ref _learned)?.Probes;

    /// <summary>The units windows are compared against.</summary>
    public T[] Units { get; }

    /// <summary>Case bits OR-ed into window units before comparing, or null for plain comparison.</summary>
    public T[]? CaseBits { get; }

    /// <summary>The inline verifier for needles of 4 to 32 bytes (see <see cref="ShortWindowEquality.Applies"/>).</summary>
    public ShortWindowEquality Short { get; }

    /// <summary>The needle length in units.</summary>
    public int Length => Units.Length;

    /// <summary>
    /// Approximate bytes held: this object, the unit arrays (verification units, case bits, the Two-Way
    /// needles, counted as separate arrays even when the forward one shares the verification units), the
    /// inline verifier's copies of the needle's ends, and the two Two-Way objects, with about 32 bytes of header
    /// per object.
    /// </summary>
    public long MemoryBytes
    {
        get
        {
            int arrays = 1 + (CaseBits is null ? 0 : 1) + (_forward is null ? 0 : 2);
            int objects = 1 + arrays + (_forward is null ? 0 : 2);
            return (long)arrays * Length * Unsafe.SizeOf<T>() + objects * 32L + 64 + Unsafe.SizeOf<ShortWindowEquality>();
        }
    }

    // Verifications may cost up to this many needle lengths before their failure rate is judged.
    private const int WarmUpVerifications = 16;

    // After warm-up, switch to Two-Way once verified units exceed this multiple of the units advanced.
    private const int VerifiedPerAdvancedLimit = 2;

    // Counting switches to comparing whole once more than one window in this many has been a candidate: 256 for
    // 4 to 6 units; 512 for 3 units, whose whole comparison is cheaper (in-process on AVX2, over a long novel ignoring
    // case: " a ", one match per 354 units, was faster whole than with probes; "e e", one per 1,269, about the same).
    // 256 since the probes of common units come from pair costs: " and " (a candidate per 188 windows of prose)
    // then no longer reached 128 and counted slower than at 256, as did " the "; "there",
    // "would" and "the house", which stay with their probes, measured the same (one process each, alternating, two rounds).
    // On shifted UTF-16 blocks (AVX-512 VBMI) the whole comparison of six units costs a little more per window than two
    // probes, and each candidate far more: "Holmes" (a match per 1,250 windows) counted faster whole than with its
    // probes, "Holmez" (none) slower.
    private int DenseCandidateSpacing => _switchesWholeSooner ? 2048 : Length <= 3 ? 512 : 256;

    // A search re-chooses its probes once this many of its candidates have failed, and more than one window in
    // ReplanSpacing has been a failed candidate: a failed verification costs about as much as scanning a hundred or two
    // windows, so by then the candidates have doubled the scan's time. Each attempt that finds nothing better doubles the
    // failures the next search waits for, so text where every choice is dense stops paying for attempts.
    private const int FirstReplanAfter = 16;
    private const int MaxReplanAfter = 1 << 20;
    private const int ReplanSpacing = 256;

    /// <summary>Probes chosen from searched text, and the failed candidates after which a search may re-choose them.</summary>
    private sealed class ProbeLearning(CandidateProbes<T> probes, int replanAfter)
    {
        public readonly CandidateProbes<T> Probes = probes;
        public readonly int ReplanAfter = replanAfter;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private bool ShouldFallBack(long verifiedUnits, int advanced) =>
        verifiedUnits > VerifiedPerAdvancedLimit * (long)advanced + WarmUpVerifications * (long)Length;
}

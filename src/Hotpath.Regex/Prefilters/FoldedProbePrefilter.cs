using System.Buffers;
using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using Hotpath.RegularExpressions.Hir;
using Hotpath.Text;

namespace Hotpath.RegularExpressions.Prefilters;

/// <summary>
/// Candidates are positions where one of several class sequences occurs (the case-insensitive starts of a
/// regex, as <see cref="Literals.FoldedPrefixes.ComputeClasses"/> gives them: <c>(?i)Sherlock|Watson</c> →
/// <c>[Ss][Hh]…[Kk\u212A]</c>, <c>[Ww][Aa]…</c>). A vector loop probes a few offsets for 16 positions at
/// once (8 with 128-bit vectors, which Arm64 and x64 without AVX2 have) and verifies every class of the sequences
/// only where all probes hit. Immutable and thread-safe.
/// </summary>
/// <remarks>
/// <para>A probe compares each unit with bit 0x20 set against the members of the classes at its offset,
/// also with bit 0x20 set. That bit is what separates most case pairs (ASCII letters, basic Cyrillic,
/// Greek), so a case class costs one comparison; setting it also equates some units a class does not hold
/// (<c>@</c> and <c>`</c>), which only adds candidates, never loses one. Classes the ordinal comparison
/// would get wrong (the Kelvin sign in <c>k</c>'s class, the culture's dotted and dotless i) are just more
/// members. Verification tests the classes themselves, so every reported candidate starts with one of
/// the sequences exactly, with .NET's case equivalences.</para>
/// <para>Probes are the offsets whose classes are rarest in text (see <see cref="UnitRarity"/>) among those
/// with at most <see cref="MaxProbeMembers"/> folded members. Without vectors (and for the last
/// positions of a haystack) the rarest probe's exact members are found with <c>IndexOfAny</c> and the other
/// probes checked there. Time is linear: each position is probed once and verified at most once, each
/// verification costing at most the sequences' total length (at most 64 × 16 units). Over UTF-8 the probes do not
/// apply (a class member's bytes vary in length, so unit offsets do not map to byte offsets): starts that fold
/// ordinally are searched as strings instead, and others have no UTF-8 form.</para>
/// </remarks>
internal sealed class FoldedProbePrefilter : Prefilter
{
    /// <summary>The most offsets probed.</summary>
    public const int MaxProbes = 3;

    /// <summary>The most folded members an offset may have to be probed (one comparison each).</summary>
    public const int MaxProbeMembers = 6;

    private const ushort FoldBit = 0x20;

    private readonly CharRangeSet[][] _sequences;
    private readonly int _shortest;
    private readonly int[] _probeOffsets;
    private readonly ushort[][] _probeMembers;
    private readonly SearchValues<char> _anchorValues;
    private readonly int _reach;
    private readonly Lazy<Utf8MultiStringSearcher?>? _utf8Starts;

    private FoldedProbePrefilter(CharRangeSet[][] sequences, int shortest, int[] probeOffsets, ushort[][] probeMembers, CharRangeSet anchor, Lazy<Utf8MultiStringSearcher?>? utf8Starts)
    {
        _utf8Starts = utf8Starts;
        _anchorValues = SearchValues.Create([.. anchor.Members()]);
        _sequences = sequences;
        _shortest = shortest;
        _probeOffsets = probeOffsets;
        _probeMembers = probeMembers;
        _reach = probeOffsets.Max();
    }

    /// <summary>Forces the scalar path (tests use it so both paths are covered).</summary>
    internal static bool DisableVectorization { get; set; }

    /// <summary>
    /// The scan for <paramref name="sequences"/> (each non-empty, of non-empty classes), or null when fewer
    /// than two offsets of the shortest one have at most <see cref="MaxProbeMembers"/> folded members.
    /// </summary>
    /// <param name="sequences">The case classes of the starts.</param>
    /// <param name="foldedStarts">The same starts as folded strings, when they fold ordinally (see
    /// <see cref="Literals.FoldedPrefixes.Compute"/>): the UTF-8 form searches them (see <see cref="SupportsUtf8"/>).</param>
    public static FoldedProbePrefilter? TryCreate(CharRangeSet[][] sequences, string[]? foldedStarts = null)
    {
        ArgumentNullException.ThrowIfNull(sequences);
        if (sequences.Length == 0 || sequences.Any(s => s.Length == 0 || s.Any(c => c.IsEmpty)))
        {
            throw new ArgumentException("Needs non-empty sequences of non-empty classes.", nameof(sequences));
        }
        int shortest = sequences.Min(s => s.Length);
        var options = new List<(int Offset, ushort[] Members, long Weight, CharRangeSet Union)>();
        for (int offset = 0; offset < shortest; offset++)
        {
            CharRangeSet union = CharRangeSet.FromRanges(sequences.SelectMany(s => s[offset].Ranges.ToArray()));
            if (union.Count > MaxProbeMembers * 4) continue;
            ushort[] members = [.. union.Members().Select(c => (ushort)(c | FoldBit)).Distinct()];
            if (members.Length <= MaxProbeMembers) options.Add((offset, members, UnitRarity.Weight(union), union));
        }
        if (options.Count < 2) return null;
        // Rarest first: the vector loop skips a block as soon as the first probe misses everywhere.
        var probes = options.OrderBy(o => o.Weight).ThenBy(o => o.Members.Length).Take(MaxProbes).ToArray();
        Lazy<Utf8MultiStringSearcher?>? utf8Starts = foldedStarts is null
            ? null
            : new Lazy<Utf8MultiStringSearcher?>(() => IgnoreCasePrefilter.CreateUtf8Set(foldedStarts), LazyThreadSafetyMode.PublicationOnly);
        return new FoldedProbePrefilter(sequences, shortest, [.. probes.Select(p => p.Offset)], [.. probes.Select(p => p.Members)], probes[0].Union, utf8Starts);
    }

    /// <inheritdoc/>
    /// <remarks>Over UTF-8, starts given as folded strings are searched ignoring case as <see cref="IgnoreCasePrefilter"/> does (built on the first UTF-8 search).</remarks>
    public override bool SupportsUtf8 => _utf8Starts is not null;

    /// <inheritdoc/>
    public override bool TryFind(ReadOnlySpan<char> haystack, int start, out int index, out int length)
    {
        int at = start;
        index = DisableVectorization ? -1
            : Vector256.IsHardwareAccelerated ? FindVectorized<ProbeVector256<ushort>>(haystack, ref at)
            : Vector128.IsHardwareAccelerated ? FindVectorized<ProbeVector128<ushort>>(haystack, ref at)
            : -1;
        int last = haystack.Length - _shortest;
        int anchor = _probeOffsets[0];
        while (index < 0 && at <= last)
        {
            int found = haystack[(at + anchor)..].IndexOfAny(_anchorValues);
            if (found < 0 || at + found > last) break;
            at += found;
            if (ProbesHit(haystack, at) && Verify(haystack, at)) index = at;
            at++;
        }
        length = index < 0 ? 0 : _shortest;
        return index >= 0;
    }

    /// <inheritdoc/>
    public override bool TryFind(ReadOnlySpan<byte> haystack, int start, out int index, out int length) =>
        _utf8Starts?.Value is { } starts
            ? IgnoreCasePrefilter.TryFind(starts, haystack, start, out index, out length)
            : throw new InvalidOperationException("This prefilter has no UTF-8 form.");

    // Probes a vector of positions per iteration while every probe's load stays inside the haystack; returns the
    // first verified candidate, or -1 with `at` where the scalar tail takes over. The first probe (the
    // rarest) usually rules a whole block out alone; its members are broadcast once, before the loop.
    // Fully optimized from the first call: the loop runs once per candidate, and tiering would leave a
    // benchmark's first few hundred milliseconds on unoptimized code.
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private int FindVectorized<TVector>(ReadOnlySpan<char> haystack, ref int start)
        where TVector : struct, IProbeVector<TVector, ushort>
    {
        int last = haystack.Length - _shortest;
        int end = haystack.Length - _reach - TVector.Count;
        ref ushort units = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(haystack));
        TVector fold = TVector.Create(FoldBit);
        ushort[] firstMembers = _probeMembers[0];
        var first = new ProbeMembers<TVector>();
        for (int m = 0; m < firstMembers.Length; m++) first[m] = TVector.Create(firstMembers[m]);
        int firstCount = firstMembers.Length;
        nuint firstOffset = (nuint)_probeOffsets[0];
        int at = start;
        for (; at <= end; at += TVector.Count)
        {
            TVector folded = TVector.Or(TVector.Load(ref Unsafe.Add(ref units, (nuint)at + firstOffset)), fold);
            TVector hits = TVector.Equal(folded, first[0]);
            for (int m = 1; m < firstCount; m++) hits = TVector.Or(hits, TVector.Equal(folded, first[m]));
            if (!TVector.AnySet(hits)) continue;
            for (int p = 1; p < _probeOffsets.Length; p++)
            {
                hits = TVector.And(hits, Matches(TVector.Or(TVector.Load(ref Unsafe.Add(ref units, at + _probeOffsets[p])), fold), _probeMembers[p]));
            }
            for (ulong bits = TVector.SetMask(hits); bits != 0; bits &= bits - 1)
            {
                int candidate = at + BitOperations.TrailingZeroCount(bits);
                if (candidate <= last && Verify(haystack, candidate)) return candidate;
            }
        }
        start = at;
        return -1;
    }

    // All ones in the lanes whose folded unit is one of `members`.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static TVector Matches<TVector>(TVector folded, ushort[] members)
        where TVector : struct, IProbeVector<TVector, ushort>
    {
        TVector any = TVector.Equal(folded, TVector.Create(members[0]));
        for (int m = 1; m < members.Length; m++) any = TVector.Or(any, TVector.Equal(folded, TVector.Create(members[m])));
        return any;
    }

    // The first probe's members broadcast, held on the stack for the loop.
    [InlineArray(MaxProbeMembers)]
    private struct ProbeMembers<TVector>
    {
        private TVector _member;
    }

    private bool ProbesHit(ReadOnlySpan<char> haystack, int at)
    {
        for (int p = 0; p < _probeOffsets.Length; p++)
        {
            if (Array.IndexOf(_probeMembers[p], (ushort)(haystack[at + _probeOffsets[p]] | FoldBit)) < 0) return false;
        }
        return true;
    }

    // Whether one of the sequences occurs exactly at `at`.
    private bool Verify(ReadOnlySpan<char> haystack, int at)
    {
        foreach (CharRangeSet[] sequence in _sequences)
        {
            if (at + sequence.Length > haystack.Length) continue;
            int k = 0;
            while (k < sequence.Length && sequence[k].Contains(haystack[at + k])) k++;
            if (k == sequence.Length) return true;
        }
        return false;
    }
}

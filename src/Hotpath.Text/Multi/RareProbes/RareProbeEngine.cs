using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;

namespace Hotpath.Text;

/// <summary>
/// A small all-ASCII set searched like one needle (see <see cref="RareProbeSet"/>): per block of 32 positions, each of two
/// or three offsets is compared with the few units the patterns have there, and only the positions passing every probe
/// verify the patterns. Teddy looks up the patterns' first units, which are often common letters (<c>loo</c>, <c>fee</c>);
/// the probes take the set's rarest units wherever they sit. UTF-16 units are narrowed to bytes with one saturating pack
/// per probe (exact for the ASCII values: a unit above U+00FF becomes 0x00 or 0xFF, which no value equals even with its
/// case bit). Positions are visited in order, so the first position where a pattern verifies is the leftmost match.
/// Immutable and thread-safe.
/// </summary>
/// <remarks>
/// Every position is probed once and verified at most once, each verification comparing at most
/// <see cref="RareProbeSet.MaxPatterns"/> patterns of at most <see cref="RareProbeSet.MaxPatternLength"/> units, so a
/// search is linear in the haystack. Without AVX2 (UTF-16) or 256-bit vectors (UTF-8) the probes run over blocks of 16
/// positions with 128-bit vectors (SSE2 for UTF-16, whose saturating pack it needs), the widest that Native AOT's default
/// x64 target has; without those, unit by unit, and Auto does not choose the engine.
/// </remarks>
internal sealed class RareProbeEngine<T> : MultiPatternEngine<T> where T : unmanaged, IBinaryInteger<T>
{
    private const int Block = 32;

    // Positions per block of the 128-bit probes.
    private const int Block128 = 16;

    private readonly RareProbeSet _probeSet;
    private readonly VectorProbe _first, _second, _third;
    private readonly VectorProbe128 _first128, _second128, _third128;
    private readonly bool _hasThird;
    private readonly int _valuesPerProbe;
    private readonly bool _caseBits;
    private readonly int _reach;

    private RareProbeEngine(PatternSet<T> set, RareProbeSet probes) : base(set)
    {
        _probeSet = probes;
        _first = new VectorProbe(probes.Probes[0]);
        _second = new VectorProbe(probes.Probes[1]);
        _hasThird = probes.Probes.Length > 2;
        _third = _hasThird ? new VectorProbe(probes.Probes[2]) : _second;
        (_first128, _second128, _third128) = (new(probes.Probes[0]), new(probes.Probes[1]), new(probes.Probes[_hasThird ? 2 : 1]));
        _valuesPerProbe = probes.Probes.Max(p => p.Values.Length);
        _caseBits = probes.Probes.Any(p => p.CaseBits.Any(b => b != 0));
        _reach = probes.MaxOffset + Block;
    }

    public override MultiStringAlgorithm Algorithm => MultiStringAlgorithm.RareProbes;

    public override long MemoryBytes => 64 + 3 * (6 * 32 + 16) + 3 * (6 * 16 + 16) + _probeSet.Probes.Length * 64L;

    /// <summary>The engine for <paramref name="set"/> when it has probes (see <see cref="RareProbeSet.TryCreate"/>), else null.</summary>
    public static RareProbeEngine<T>? TryCreate(PatternSet<T> set) =>
        RareProbeSet.TryCreate(set) is { } probes ? new RareProbeEngine<T>(set, probes) : null;

    /// <summary>
    /// The engine Auto prefers to Teddy: when the vector probes run on this machine and too few windows pass them for
    /// their verifications to cost more than Teddy's lookups (<see cref="RareProbeSet.AutoMaxShare"/>), else null.
    /// </summary>
    public static RareProbeEngine<T>? TryCreateForAuto(PatternSet<T> set) =>
        VectorsApply && RareProbeSet.TryCreate(set) is { Share: <= RareProbeSet.AutoMaxShare } probes ? new RareProbeEngine<T>(set, probes) : null;

    private static bool VectorsApply => Vectors256Apply || Vectors128Apply;

    private static bool Vectors256Apply =>
        SimdSwitch.MaxVectorBits >= 256 && (typeof(T) == typeof(ushort) ? Avx2.IsSupported : Vector256.IsHardwareAccelerated);

    private static bool Vectors128Apply =>
        SimdSwitch.MaxVectorBits >= 128 && (typeof(T) == typeof(ushort) ? Sse2.IsSupported : Vector128.IsHardwareAccelerated);

    public override bool TryFind(ReadOnlySpan<T> haystack, int start, out StringMatch match)
    {
        int position = start;
        if (VectorsApply)
        {
            bool found = _caseBits ? FindVectorized<Constant1>(haystack, ref position, out match) : FindVectorized<Constant0>(haystack, ref position, out match);
            if (found) return true;
        }
        for (int last = haystack.Length - Set.MinLength; position <= last; position++)
        {
            if (ProbesPass(haystack, position) && TryMatchAt(haystack, position, out match)) return true;
        }
        match = default;
        return false;
    }

    // One compiled loop per shape, so that whether case bits apply and how many values and probes there are are constants
    // (no work or branches per block for them): TCaseBits is 1 when some probe value has case bits.
    private bool FindVectorized<TCaseBits>(ReadOnlySpan<T> haystack, ref int position, out StringMatch match) where TCaseBits : IConstant =>
        (_valuesPerProbe, _hasThird) switch
        {
            (1, false) => FindBlocks<TCaseBits, Constant1, Constant2>(haystack, ref position, out match),
            (1, true) => FindBlocks<TCaseBits, Constant1, Constant3>(haystack, ref position, out match),
            (2, false) => FindBlocks<TCaseBits, Constant2, Constant2>(haystack, ref position, out match),
            (2, true) => FindBlocks<TCaseBits, Constant2, Constant3>(haystack, ref position, out match),
            (_, false) => FindBlocks<TCaseBits, Constant3, Constant2>(haystack, ref position, out match),
            _ => FindBlocks<TCaseBits, Constant3, Constant3>(haystack, ref position, out match),
        };

    // Visits the blocks whose windows pass every probe, verifying those windows; returns true with the first match, or
    // false with `position` where the unit-by-unit tail takes over.
    private bool FindBlocks<TCaseBits, TValues, TProbes>(ReadOnlySpan<T> haystack, ref int position, out StringMatch match)
        where TCaseBits : IConstant
        where TValues : IConstant
        where TProbes : IConstant
    {
        int last = haystack.Length - Set.MinLength;
        bool wide = Vectors256Apply;
        int block = wide ? Block : Block128;
        int lastBlock = haystack.Length - _reach + Block - block;
        while (wide
            ? NextPassingBlock<TCaseBits, TValues, TProbes>(haystack, ref position, lastBlock, out uint hits)
            : NextPassingBlock128<TCaseBits, TValues, TProbes>(haystack, ref position, lastBlock, out hits))
        {
            for (; hits != 0; hits &= hits - 1)
            {
                int candidate = position + BitOperations.TrailingZeroCount(hits);
                if (candidate <= last && TryMatchAt(haystack, candidate, out match)) return true;
            }
            position += block;
        }
        match = default;
        return false;
    }

    // Moves `at` to the first block at or after it (and at most `lastBlock`) with windows passing every probe, with those
    // windows as bits of `hits`; false with `at` past the last block when there is none. Nothing is called inside the
    // loop, so the probes' vectors stay in registers (a call there made the JIT reload all of them every block). Never
    // inlined: inlined into a regex count's loop it ran slower (looking|feeling over prose, in-process).
    // Fully optimized from its first call: tiering would leave a search's first few hundred milliseconds on unoptimized code.
    [MethodImpl(MethodImplOptions.NoInlining | MethodImplOptions.AggressiveOptimization)]
    private bool NextPassingBlock<TCaseBits, TValues, TProbes>(ReadOnlySpan<T> haystack, ref int at, int lastBlock, out uint hits)
        where TCaseBits : IConstant
        where TValues : IConstant
        where TProbes : IConstant
    {
        ref T units = ref MemoryMarshal.GetReference(haystack);
        VectorProbe first = _first, second = _second, third = _third;
        int block = at;
        for (; block <= lastBlock; block += Block)
        {
            Vector256<byte> passing = first.Hits<TCaseBits, TValues>(ref units, block) & second.Hits<TCaseBits, TValues>(ref units, block);
            if (TProbes.Value == 3) passing &= third.Hits<TCaseBits, TValues>(ref units, block);
            if (passing == Vector256<byte>.Zero) continue;
            // The pack interleaves 128-bit halves (windows 0–7 and 16–23 in the low half): one permute restores window order.
            if (typeof(T) == typeof(ushort)) passing = Avx2.Permute4x64(passing.AsUInt64(), 0b11_01_10_00).AsByte();
            hits = passing.ExtractMostSignificantBits();
            at = block;
            return true;
        }
        at = block;
        hits = 0;
        return false;
    }

    // NextPassingBlock over blocks of 16 positions with 128-bit vectors (the pack keeps window order at this width).
    [MethodImpl(MethodImplOptions.NoInlining | MethodImplOptions.AggressiveOptimization)]
    private bool NextPassingBlock128<TCaseBits, TValues, TProbes>(ReadOnlySpan<T> haystack, ref int at, int lastBlock, out uint hits)
        where TCaseBits : IConstant
        where TValues : IConstant
        where TProbes : IConstant
    {
        ref T units = ref MemoryMarshal.GetReference(haystack);
        VectorProbe128 first = _first128, second = _second128, third = _third128;
        int block = at;
        for (; block <= lastBlock; block += Block128)
        {
            Vector128<byte> passing = first.Hits<TCaseBits, TValues>(ref units, block) & second.Hits<TCaseBits, TValues>(ref units, block);
            if (TProbes.Value == 3) passing &= third.Hits<TCaseBits, TValues>(ref units, block);
            if (passing == Vector128<byte>.Zero) continue;
            hits = passing.ExtractMostSignificantBits();
            at = block;
            return true;
        }
        at = block;
        hits = 0;
        return false;
    }

    private bool ProbesPass(ReadOnlySpan<T> haystack, int position)
    {
        foreach (RareProbeSet.Probe probe in _probeSet.Probes)
        {
            int unit = int.CreateTruncating(haystack[position + probe.Offset]);
            bool any = false;
            for (int i = 0; i < probe.Values.Length; i++) any |= (unit | probe.CaseBits[i]) == probe.Values[i];
            if (!any) return false;
        }
        return true;
    }

    // The set's preferred pattern at `candidate`, if any matches there.
    private bool TryMatchAt(ReadOnlySpan<T> haystack, int candidate, out StringMatch match)
    {
        var best = LeftmostCandidate.None;
        T[][] folded = Set.Folded;
        for (int p = 0; p < folded.Length; p++)
        {
            if (folded[p].Length > 0 && Set.MatchesAt(haystack, candidate, p, folded[p])) best.Offer(Set, p, candidate, folded[p].Length);
        }
        match = best.Found ? best.ToMatch() : default;
        return best.Found;
    }

    /// <summary>One probe as vectors: up to three values with their case bits (unused slots repeat the first).</summary>
    private readonly struct VectorProbe
    {
        private readonly Vector256<byte> _value0, _caseBits0, _value1, _caseBits1, _value2, _caseBits2;
        private readonly int _offset;

        public VectorProbe(RareProbeSet.Probe probe)
        {
            _offset = probe.Offset;
            int count = probe.Values.Length;
            (_value0, _caseBits0) = (Vector256.Create(probe.Values[0]), Vector256.Create(probe.CaseBits[0]));
            (_value1, _caseBits1) = count > 1 ? (Vector256.Create(probe.Values[1]), Vector256.Create(probe.CaseBits[1])) : (_value0, _caseBits0);
            (_value2, _caseBits2) = count > 2 ? (Vector256.Create(probe.Values[2]), Vector256.Create(probe.CaseBits[2])) : (_value0, _caseBits0);
        }

        // Byte i is all ones when the unit at `position + i + offset` equals one of the values (window order for bytes,
        // pack order for UTF-16). Compares TValues values: slots past the probe's own repeat its first value.
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public Vector256<byte> Hits<TCaseBits, TValues>(ref T units, int position)
            where TCaseBits : IConstant
            where TValues : IConstant
        {
            Vector256<byte> bytes;
            if (typeof(T) == typeof(ushort))
            {
                ref short at = ref Unsafe.Add(ref Unsafe.As<T, short>(ref units), position + _offset);
                bytes = Avx2.PackUnsignedSaturate(Vector256.LoadUnsafe(ref at), Vector256.LoadUnsafe(ref at, (nuint)Vector256<short>.Count));
            }
            else
            {
                bytes = Vector256.LoadUnsafe(ref Unsafe.As<T, byte>(ref units), (nuint)(position + _offset));
            }
            Vector256<byte> hits = Vector256.Equals(WithCaseBits<TCaseBits>(bytes, _caseBits0), _value0);
            if (TValues.Value > 1) hits |= Vector256.Equals(WithCaseBits<TCaseBits>(bytes, _caseBits1), _value1);
            if (TValues.Value > 2) hits |= Vector256.Equals(WithCaseBits<TCaseBits>(bytes, _caseBits2), _value2);
            return hits;
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private static Vector256<byte> WithCaseBits<TCaseBits>(Vector256<byte> bytes, Vector256<byte> caseBits) where TCaseBits : IConstant =>
            TCaseBits.Value != 0 ? bytes | caseBits : bytes;
    }

    /// <summary>
    /// <see cref="VectorProbe"/> over 16 positions, for machines whose widest vectors are 128-bit. A copy of it by width,
    /// not one probe generic over wrapped vectors: that form made the 256-bit scan slower under the JIT
    /// (looking|feeling over prose with AVX-512 off, in-process). Built with the
    /// engine rather than taken from the 256-bit probe's lower halves at each search: under Native AOT's default target,
    /// where 256-bit vectors are emulated, that made looking|feeling slower.
    /// </summary>
    private readonly struct VectorProbe128
    {
        private readonly Vector128<byte> _value0, _caseBits0, _value1, _caseBits1, _value2, _caseBits2;
        private readonly int _offset;

        public VectorProbe128(RareProbeSet.Probe probe)
        {
            _offset = probe.Offset;
            int count = probe.Values.Length;
            (_value0, _caseBits0) = (Vector128.Create(probe.Values[0]), Vector128.Create(probe.CaseBits[0]));
            (_value1, _caseBits1) = count > 1 ? (Vector128.Create(probe.Values[1]), Vector128.Create(probe.CaseBits[1])) : (_value0, _caseBits0);
            (_value2, _caseBits2) = count > 2 ? (Vector128.Create(probe.Values[2]), Vector128.Create(probe.CaseBits[2])) : (_value0, _caseBits0);
        }

        // Byte i is all ones when the unit at `position + i + offset` equals one of the values (window order).
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public Vector128<byte> Hits<TCaseBits, TValues>(ref T units, int position)
            where TCaseBits : IConstant
            where TValues : IConstant
        {
            Vector128<byte> bytes;
            if (typeof(T) == typeof(ushort))
            {
                ref short at = ref Unsafe.Add(ref Unsafe.As<T, short>(ref units), position + _offset);
                bytes = Sse2.PackUnsignedSaturate(Vector128.LoadUnsafe(ref at), Vector128.LoadUnsafe(ref at, (nuint)Vector128<short>.Count));
            }
            else
            {
                bytes = Vector128.LoadUnsafe(ref Unsafe.As<T, byte>(ref units), (nuint)(position + _offset));
            }
            Vector128<byte> hits = Vector128.Equals(WithCaseBits<TCaseBits>(bytes, _caseBits0), _value0);
            if (TValues.Value > 1) hits |= Vector128.Equals(WithCaseBits<TCaseBits>(bytes, _caseBits1), _value1);
            if (TValues.Value > 2) hits |= Vector128.Equals(WithCaseBits<TCaseBits>(bytes, _caseBits2), _value2);
            return hits;
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private static Vector128<byte> WithCaseBits<TCaseBits>(Vector128<byte> bytes, Vector128<byte> caseBits) where TCaseBits : IConstant =>
            TCaseBits.Value != 0 ? bytes | caseBits : bytes;
    }
}

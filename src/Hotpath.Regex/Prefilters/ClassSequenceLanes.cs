using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Prefilters;

/// <summary>
/// The first classes (up to 32) of a <see cref="ClassSequence"/> checked with one or two 256-bit compares (two or four
/// 128-bit ones where 256-bit vectors are not accelerated) instead of one member list per unit. A lane decides its class when the class's ASCII members are the union of
/// <list type="bullet">
/// <item>one or two single units, or a letter's two cases compared as <c>(unit | 0x20) == lower</c> (plus, for
/// classes of at most three members, one more unit of any value: the Kelvin sign, the long s);</item>
/// <item>a range of letters in both cases, compared as <c>(unit | 0x20) - first &lt;= span</c>;</item>
/// <item>one or two more ranges (<c>0-9</c>, <c>a-f</c>).</item>
/// </list>
/// <c>\d</c>, <c>\w</c>, <c>[0-9a-fA-F]</c> and <c>.</c> all fit. A non-ASCII unit in a lane whose class has
/// non-ASCII members beyond these is left to the caller for that window only; classes that fit no shape always are
/// (<see cref="Undecided"/>). Immutable and thread-safe.
/// </summary>
internal sealed class ClassSequenceLanes
{
    private const int LanesPerVector = 16;

    private readonly LaneHalf _low, _high;

    private ClassSequenceLanes(LaneHalf low, LaneHalf high, int width, int[] undecided)
    {
        (_low, _high, Width, Undecided) = (low, high, width, undecided);
    }

    /// <summary>Units the check loads from the match position: 16 or 32 (the input must have that many left).</summary>
    public int Width { get; }

    /// <summary>The positions whose classes the vectors never decide, in order (including any past 32).</summary>
    public int[] Undecided { get; }

    /// <summary>Lanes for <paramref name="sets"/>, or null when vectors are not accelerated or no class has a lane shape.</summary>
    public static ClassSequenceLanes? TryCreate(CharRangeSet[] sets)
    {
        ArgumentNullException.ThrowIfNull(sets);
        if (!Vector128.IsHardwareAccelerated) return null;
        var shapes = new LaneShape[2 * LanesPerVector];
        var undecided = new List<int>();
        bool anyDecided = false;
        for (int i = 0; i < sets.Length; i++)
        {
            if (i < 2 * LanesPerVector && LaneShape.TryCreate(sets[i], out shapes[i])) anyDecided = true;
            else undecided.Add(i);
        }
        if (!anyDecided) return null;
        int width = sets.Length <= LanesPerVector ? LanesPerVector : 2 * LanesPerVector;
        return new ClassSequenceLanes(new LaneHalf(shapes.AsSpan(0, LanesPerVector)), new LaneHalf(shapes.AsSpan(LanesPerVector)), width, [.. undecided]);
    }

    /// <summary>
    /// Whether every decided class can hold its unit of the <see cref="Width"/> units starting at <paramref name="first"/>;
    /// <paramref name="recheck"/> has a bit per position whose non-ASCII unit the lanes left to the caller.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool Accept(ref char first, out ulong recheck)
    {
        ref ushort units = ref Unsafe.As<char, ushort>(ref first);
        recheck = 0;
        if (!_low.Accept(ref units, out uint lowRecheck)) return false;
        recheck = lowRecheck;
        if (Width == LanesPerVector) return true;
        if (!_high.Accept(ref Unsafe.Add(ref units, LanesPerVector), out uint highRecheck)) return false;
        recheck |= (ulong)highRecheck << LanesPerVector;
        return true;
    }

    /// <summary>The checks of 16 lanes: each lane's equality, folded-range and range tests, as masks over the lanes.</summary>
    private readonly struct LaneHalf
    {
        private readonly Vector256<ushort> _fold, _value, _alternative, _foldedRangeFold, _foldedRangeFirst, _foldedRangeSpan, _rangeFirst, _rangeSpan;
        private readonly uint _equalityLanes, _foldedRangeLanes, _rangeLanes, _wideLanes, _requiredLanes;

        public LaneHalf(ReadOnlySpan<LaneShape> shapes)
        {
            var columns = new ushort[8, LanesPerVector];
            for (int lane = 0; lane < shapes.Length; lane++)
            {
                LaneShape shape = shapes[lane];
                (columns[0, lane], columns[1, lane], columns[2, lane]) = (shape.Fold, shape.Value, shape.Alternative);
                (columns[3, lane], columns[4, lane], columns[5, lane]) = (shape.Folded.Fold, shape.Folded.First, shape.Folded.Span);
                (columns[6, lane], columns[7, lane]) = (shape.Plain.First, shape.Plain.Span);
                uint bit = 1u << lane;
                if (shape.HasEquality) _equalityLanes |= bit;
                if (shape.Folded.IsUsed) _foldedRangeLanes |= bit;
                if (shape.Plain.IsUsed) _rangeLanes |= bit;
                if (shape.HasNonAscii) _wideLanes |= bit;
                if (shape.IsDecided) _requiredLanes |= bit;
            }
            _fold = Column(columns, 0);
            _value = Column(columns, 1);
            _alternative = Column(columns, 2);
            _foldedRangeFold = Column(columns, 3);
            _foldedRangeFirst = Column(columns, 4);
            _foldedRangeSpan = Column(columns, 5);
            _rangeFirst = Column(columns, 6);
            _rangeSpan = Column(columns, 7);
        }

        private static Vector256<ushort> Column(ushort[,] columns, int column)
        {
            Span<ushort> lanes = stackalloc ushort[LanesPerVector];
            for (int lane = 0; lane < LanesPerVector; lane++) lanes[lane] = columns[column, lane];
            return Vector256.Create<ushort>(lanes);
        }

        /// <summary>Whether the 16 units from <paramref name="units"/> pass every decided lane (see <see cref="ClassSequenceLanes.Accept"/>).</summary>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public bool Accept(ref ushort units, out uint recheck)
        {
            uint hits;
            if (Vector256.IsHardwareAccelerated)
            {
                Vector256<ushort> all = Vector256.LoadUnsafe(ref units);
                hits = (Vector256.Equals(all | _fold, _value) | Vector256.Equals(all, _alternative)).ExtractMostSignificantBits() & _equalityLanes;
                hits |= Vector256.LessThanOrEqual((all | _foldedRangeFold) - _foldedRangeFirst, _foldedRangeSpan).ExtractMostSignificantBits() & _foldedRangeLanes;
                hits |= Vector256.LessThanOrEqual(all - _rangeFirst, _rangeSpan).ExtractMostSignificantBits() & _rangeLanes;
                recheck = Vector256.GreaterThan(all, Vector256.Create((ushort)0x7F)).ExtractMostSignificantBits();
            }
            else
            {
                // Lanes 0-7 and 8-15 as two 128-bit halves, each against the same half of the broadcast tests.
                hits = HalfHits(Vector128.LoadUnsafe(ref units), upper: false, out uint lowWide)
                    | HalfHits(Vector128.LoadUnsafe(ref units, LanesPerVector / 2), upper: true, out uint highWide) << (LanesPerVector / 2);
                recheck = lowWide | highWide << (LanesPerVector / 2);
            }
            // Non-ASCII units in lanes whose class has non-ASCII members the tests do not cover: the caller decides those.
            recheck &= _wideLanes;
            return ((hits | recheck) & _requiredLanes) == _requiredLanes;
        }

        // The tests of Accept over one 128-bit half of the lanes; the bits are that half's lanes from 0, and `wide` has
        // every one holding a non-ASCII unit.
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private uint HalfHits(Vector128<ushort> units, bool upper, out uint wide)
        {
            int shift = upper ? LanesPerVector / 2 : 0;
            uint hits = (Vector128.Equals(units | Half(_fold, upper), Half(_value, upper)) | Vector128.Equals(units, Half(_alternative, upper)))
                .ExtractMostSignificantBits() & _equalityLanes >> shift;
            hits |= Vector128.LessThanOrEqual((units | Half(_foldedRangeFold, upper)) - Half(_foldedRangeFirst, upper), Half(_foldedRangeSpan, upper))
                .ExtractMostSignificantBits() & _foldedRangeLanes >> shift;
            hits |= Vector128.LessThanOrEqual(units - Half(_rangeFirst, upper), Half(_rangeSpan, upper)).ExtractMostSignificantBits() & _rangeLanes >> shift;
            wide = Vector128.GreaterThan(units, Vector128.Create((ushort)0x7F)).ExtractMostSignificantBits();
            return hits;
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private static Vector128<ushort> Half(Vector256<ushort> lanes, bool upper) => upper ? lanes.GetUpper() : lanes.GetLower();
    }

    /// <summary>A range test, <c>(unit | Fold) - First &lt;= Span</c>; unused when <see cref="IsUsed"/> is false.</summary>
    private readonly record struct RangeTest(bool IsUsed, ushort Fold, ushort First, ushort Span)
    {
        public static RangeTest Of(int first, int last, ushort fold = 0) => new(true, fold, (ushort)first, (ushort)(last - first));
    }

    /// <summary>How one lane tests its class (see the class summary); a lane with no test is undecided.</summary>
    [StructLayout(LayoutKind.Auto)]
    private readonly record struct LaneShape(bool HasEquality, ushort Fold, ushort Value, ushort Alternative, RangeTest Folded, RangeTest Plain, bool HasNonAscii)
    {
        public bool IsDecided => HasEquality || Folded.IsUsed || Plain.IsUsed;

        public static bool TryCreate(CharRangeSet set, out LaneShape shape)
        {
            shape = default;
            if (set.IsEmpty) return false;
            return set.Count <= 3 && TryEquality(set, out shape) || TryRanges(set, out shape);
        }

        // One or two units, or a letter's two ASCII cases plus at most one more unit: exact, whatever the units.
        private static bool TryEquality(CharRangeSet set, out LaneShape shape)
        {
            shape = default;
            char[] members = set.Members();
            char[] cases = [.. members.Where(m => char.IsAsciiLetter(m) && members.Contains((char)(m ^ 0x20)))];
            char[] others = [.. members.Except(cases)];
            if (cases.Length == 2 && others.Length <= 1)
            {
                ushort lower = (ushort)(cases[0] | 0x20);
                shape = new LaneShape(true, 0x20, lower, others.Length == 1 ? others[0] : lower, default, default, false);
                return true;
            }
            if (cases.Length == 0 && others.Length <= 2)
            {
                shape = new LaneShape(true, 0, others[0], others[^1], default, default, false);
                return true;
            }
            return false;
        }

        // The ASCII members as a folded letter range, up to two plain ranges and up to two single units (a run of one).
        private static bool TryRanges(CharRangeSet set, out LaneShape shape)
        {
            shape = default;
            var ascii = new bool[128];
            foreach (CharRange range in set.Ranges)
            {
                for (int c = range.First; c <= range.Last && c < 128; c++) ascii[c] = true;
            }
            bool hasNonAscii = set.Ranges[^1].Last >= 0x80;
            // The first run of letters present in both cases, tested as one folded range.
            RangeTest folded = default;
            int foldFirst = -1;
            for (int c = 'a'; c <= 'z' + 1; c++)
            {
                bool bothCases = c <= 'z' && ascii[c] && ascii[c - 0x20];
                if (bothCases && foldFirst < 0) foldFirst = c;
                if (!bothCases && foldFirst >= 0)
                {
                    folded = RangeTest.Of(foldFirst, c - 1, fold: 0x20);
                    for (int f = foldFirst; f < c; f++) ascii[f] = ascii[f - 0x20] = false;
                    break;
                }
            }
            var runs = new List<(int First, int Last)>();
            for (int c = 0; c < 128; c++)
            {
                if (!ascii[c]) continue;
                int first = c;
                while (c + 1 < 128 && ascii[c + 1]) c++;
                runs.Add((first, c));
            }
            if (runs.Count == 0 && !folded.IsUsed) return false;
            // Longer runs take the range tests (one left beside a folded range, else two), single units the equality pair.
            var singles = runs.Where(r => r.First == r.Last).Select(r => (ushort)r.First).ToList();
            var ranges = runs.Where(r => r.First != r.Last).ToList();
            int rangeTests = folded.IsUsed ? 1 : 2;
            while (ranges.Count < rangeTests && singles.Count > 2)
            {
                ranges.Add((singles[^1], singles[^1]));
                singles.RemoveAt(singles.Count - 1);
            }
            if (ranges.Count > rangeTests || singles.Count > 2) return false;
            if (!folded.IsUsed && ranges.Count == 2)
            {
                folded = RangeTest.Of(ranges[0].First, ranges[0].Last);
                ranges.RemoveAt(0);
            }
            RangeTest plain = ranges.Count == 1 ? RangeTest.Of(ranges[0].First, ranges[0].Last) : default;
            bool equality = singles.Count > 0;
            shape = new LaneShape(equality, 0, equality ? singles[0] : (ushort)0, equality ? singles[^1] : (ushort)0, folded, plain, hasNonAscii);
            return true;
        }
    }
}

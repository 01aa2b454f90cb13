using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;
using Hotpath.RegularExpressions.Hir;
using Hotpath.Text;

namespace Hotpath.RegularExpressions.Prefilters;

/// <summary>
/// Finds the first window of two to four consecutive units each in its own class: <c>[A-Z][a-z]</c>, the start of a
/// capitalized word, <c>[a-z] [A-Z][a-z]</c>, a space between a lower-case letter and a capitalized word, or
/// <c>\d\.\d</c>. Each step tests 16 windows. A position tests its class's first range with one subtraction, one
/// unsigned minimum and one comparison; a class of more ranges also passes every unit from its second range's first
/// unit up (<c>\d</c> is tested as <c>[0-9]</c> or at least U+0660), a superset whose extra candidates the caller
/// verifies. One class alone stops at every capital of a log line ("I4", "MasterSearch") or every period of prose;
/// the window passes only where every position fits. Where every class's first range lies below U+00FF, the steps
/// narrow the units to bytes and test 32 windows each with 256-bit vectors (64 with 512-bit ones), the two rarest
/// positions first (see IndexOfNarrowed); a search that asks again from further on keeps the last step's fits in a
/// <see cref="WindowCursor"/>, which also lets a window of one-range classes be found first by a search for its rarest
/// position alone, until that position's units turn out common in the text at hand (see IndexOfByRarest). Without
/// 256-bit vectors (Native AOT's default instruction set, Arm64) each step tests 8 windows with 128-bit vectors
/// (testing every window alone there made <c>[A-Z][a-z]+ [A-Z][a-z]+</c> count slower than the BCL under Native AOT).
/// Thread-safe: its only mutable state is the 128-bit steps' choice of the position to test first, a hint every value
/// of which is correct.
/// </summary>
internal sealed partial class RangeWindow
{
    /// <summary>The most positions a window tests.</summary>
    public const int MaxLength = 4;

    private readonly CharRange[] _ranges;
    // Per position, the first unit of the class's second range (everything from it up passes), or U+FFFF when the
    // class is one range (a noncharacter: at worst a false candidate). Null when every class is one range.
    private readonly char[]? _beyond;
    // Per position, the widest run of units from _beyond up that the class lacks (see Gap), which the 128-bit steps'
    // test of one position alone leaves out.
    private readonly CharRange[]? _gaps;
    // Whether every position's test reads the same on units narrowed to bytes with saturation (see TestsBytes).
    private readonly bool _testsBytes;
    // The positions from the one whose class is rarest in text to the most common: the narrowed steps test the first two
    // before the others.
    private readonly int[] _byRarity;
    // Per position, its test on narrowed units (when _testsBytes), made once: a search per candidate of a dense window
    // would otherwise broadcast them all again.
    private readonly ByteTest[] _byteTests = [];
    // The position that 128-bit steps test alone first (see IndexOf): at first the one whose class is rarest in text,
    // then the one the last search moved to. Any value is correct; racing searches may each store theirs.
    private int _pretest;

    // Of this many 128-bit steps, a position's test alone may pass this many before the next position takes over.
    private const int PretestSteps = 32;
    private const int PretestPasses = 2;

    /// <summary>The window of <paramref name="classes"/>, one per consecutive unit (2 to <see cref="MaxLength"/>, none empty).</summary>
    public RangeWindow(CharRangeSet[] classes)
    {
        ArgumentNullException.ThrowIfNull(classes);
        if (classes.Length is < 2 or > MaxLength) throw new ArgumentOutOfRangeException(nameof(classes), classes.Length, $"A window tests 2 to {MaxLength} units.");
        if (classes.Any(c => c.IsEmpty)) throw new ArgumentException("A window's classes must not be empty.", nameof(classes));
        _ranges = [.. classes.Select(c => c.Ranges[0])];
        if (classes.Any(c => c.Ranges.Length > 1))
        {
            _beyond = [.. classes.Select(c => c.Ranges.Length > 1 ? c.Ranges[1].First : char.MaxValue)];
            _gaps = [.. classes.Select(Gap)];
        }
        _testsBytes = TestsBytes(_ranges, _beyond);
        if (_testsBytes) _byteTests = [.. Enumerable.Range(0, classes.Length).Select(ByteAt)];
        if (_testsBytes) _byteTests512 = [.. _byteTests.Select(ByteTest512.Of)];
        double[] shares = [.. classes.Select(c => UnitRarity.TextShare(Tested(c)))];
        _pretest = Array.IndexOf(shares, shares.Min());
        _byRarity = [.. Enumerable.Range(0, classes.Length).OrderBy(k => shares[k])];
    }

    /// <summary>How many consecutive units the window tests.</summary>
    public int Length => _ranges.Length;

    /// <summary>
    /// Whether 256-bit searches test units narrowed to bytes, 32 windows a step, where a class of several ranges whose
    /// second starts above U+00FF passes every unit from U+00FF up (see TestsBytes).
    /// </summary>
    internal bool TestsNarrowedUnits => _testsBytes;

    /// <summary>
    /// What the window passes at one position for <paramref name="set"/>: the set itself when it is one range, else its
    /// first range and every unit from its second range's first unit up.
    /// </summary>
    public static CharRangeSet Tested(CharRangeSet set)
    {
        ArgumentNullException.ThrowIfNull(set);
        return set.Ranges.Length == 1 ? set : CharRangeSet.FromRanges([set.Ranges[0], new CharRange(set.Ranges[1].First, char.MaxValue)]);
    }

    // Whether the window is tested on units narrowed to bytes with saturation, where 0xFF stands for every unit from
    // U+00FF up: when each position's first range ends below U+00FF. A position then passes 0xFF when it passes units
    // from `beyond` up (from its second range's first unit): exactly when that starts at or below U+00FF (`\w`), and
    // as a superset, like the window's own tests, when it starts above (`\d`, from U+0660). Supersets pass every
    // ideograph or Cyrillic letter, so some position must still reject 0xFF (a class of one range below U+00FF) for
    // the window to stop where the text is not Latin.
    private static bool TestsBytes(CharRange[] firsts, char[]? beyond)
    {
        if (firsts.Any(first => first.Last >= 0xFF)) return false;
        if (beyond is null) return true;
        return beyond.Any(b => b == char.MaxValue) || beyond.All(b => b <= 0xFF);
    }

    // The widest run of units above the second range's first unit that `set` lacks: between two of its ranges from the
    // second on, or after its last (U+1C5A–U+A61F for `\d`, which holds the typographic quotes of prose and the CJK
    // ideographs). (0, 0) when there is none or the class is one range.
    private static CharRange Gap(CharRangeSet set)
    {
        ReadOnlySpan<CharRange> ranges = set.Ranges;
        CharRange widest = new('\0', '\0');
        int widestLength = 0;
        for (int i = 1; i < ranges.Length; i++)
        {
            int first = ranges[i].Last + 1, last = i + 1 < ranges.Length ? ranges[i + 1].First - 1 : char.MaxValue;
            if (last - first + 1 > widestLength) (widest, widestLength) = (new CharRange((char)first, (char)last), last - first + 1);
        }
        return widest;
    }

    /// <summary>The first index at or after <paramref name="from"/> where the window fits (every unit of it inside the input), or -1.</summary>
    public int IndexOf(ReadOnlySpan<char> input, int from)
    {
        // A search kept by no cursor cannot count the rarest position's hits across searches (see IndexOfByRarest).
        var cursor = new WindowCursor { RarestHitsDensely = true };
        return IndexOf(input, from, ref cursor);
    }

    /// <summary>
    /// The same, for a search that asks again from further on in the same input: <paramref name="cursor"/> (default at
    /// first) keeps the windows that fit in the last step read, which answer the next question without reading again.
    /// Where windows fit densely (the digits and periods of a log's addresses), a step then serves every window in it.
    /// </summary>
    public int IndexOf(ReadOnlySpan<char> input, int from, ref WindowCursor cursor)
    {
        if ((uint)(from - cursor.Start) < (uint)(cursor.End - cursor.Start))
        {
            ulong rest = cursor.Fits >> (from - cursor.Start);
            if (rest != 0) return from + BitOperations.TrailingZeroCount(rest);
            from = cursor.End;
        }
        return (_ranges.Length, _beyond is null) switch
        {
            (2, true) => IndexOf<Constant2, OneRange>(input, from, ref cursor),
            (3, true) => IndexOf<Constant3, OneRange>(input, from, ref cursor),
            (_, true) => IndexOf<Constant4, OneRange>(input, from, ref cursor),
            (2, false) => IndexOf<Constant2, TwoRanges>(input, from, ref cursor),
            (3, false) => IndexOf<Constant3, TwoRanges>(input, from, ref cursor),
            _ => IndexOf<Constant4, TwoRanges>(input, from, ref cursor),
        };
    }

    // One loop per window length and test: both are constants in each, so unused positions and tests cost nothing.
    private int IndexOf<TLength, TTest>(ReadOnlySpan<char> input, int from, ref WindowCursor cursor)
        where TLength : struct, IConstant
        where TTest : struct, IPositionTest
    {
        int i = from;
        if (Vector256.IsHardwareAccelerated)
        {
            if (typeof(TTest) == typeof(OneRange) && !cursor.RarestHitsDensely)
            {
                int found = IndexOfByRarest<TLength>(input, i, ref cursor);
                if (!cursor.RarestHitsDensely) return found;
                i = found;
            }
            ref ushort units = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(input));
            if (_testsBytes && !cursor.NarrowedPassesDensely)
            {
                // Passed by value: a `ref i` would keep the 16-unit steps' index in memory.
                int found = Vector512.IsHardwareAccelerated
                    ? IndexOfNarrowed512<TLength, TTest>(ref units, i, input.Length, ref cursor)
                    : IndexOfNarrowed<TLength, TTest>(ref units, i, input.Length, ref cursor);
                if (found >= 0) return found;
                i = ~found;
            }
            // Made after the call, which would otherwise leave them in memory for the loop (no vector register survives it).
            Position p0 = At(0), p1 = At(1);
            Position p2 = TLength.Value > 2 ? At(2) : default, p3 = TLength.Value > 3 ? At(3) : default;
            // Each step reads units i to i + 15 + (length - 1).
            int lastStep = input.Length - Vector256<ushort>.Count - (TLength.Value - 1);
            for (; i <= lastStep; i += Vector256<ushort>.Count)
            {
                Vector256<ushort> hits = Hits<TLength, TTest>(ref units, i, p0, p1, p2, p3);
                if (hits != Vector256<ushort>.Zero) return cursor.Keep(i, Vector256<ushort>.Count, hits.ExtractMostSignificantBits());
            }
            // The last windows in one more step that ends with the input, overlapping the last one: a scalar tail of
            // up to 18 windows cost as much as the rest of a log line. Windows before i are masked off.
            if (lastStep >= 0 && i < lastStep + Vector256<ushort>.Count)
            {
                uint tail = Hits<TLength, TTest>(ref units, lastStep, p0, p1, p2, p3).ExtractMostSignificantBits() >> (i - lastStep);
                return tail == 0 ? -1 : cursor.Keep(i, lastStep + Vector256<ushort>.Count - i, tail);
            }
        }
        else if (Vector128.IsHardwareAccelerated)
        {
            // The same steps, 8 windows each, for machines whose widest accelerated vector is 128 bits.
            ref ushort units = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(input));
            Position128 p0 = At128(0), p1 = At128(1);
            Position128 p2 = TLength.Value > 2 ? At128(2) : default, p3 = TLength.Value > 3 ? At128(3) : default;
            // A step tests the rarest position alone before the whole window (see Pretest): a step of 8 windows costs a
            // test per position, which, without the 256-bit steps' 16 windows, cost more than the runtime's one-class
            // search where that class is rare (the digits of `\d\.\d` over prose). That test leaves out the class's
            // widest gap, which the whole window's test passes: `\d` tested as "at least U+0660" would pass at every
            // curly quote.
            var pretest = new Pretest(_pretest, i);
            Position128 rarest = At128(pretest.Offset);
            Gap128 rarestGap = GapAt128(pretest.Offset);
            int lastStep = input.Length - Vector128<ushort>.Count - (TLength.Value - 1);
            for (; i <= lastStep; i += Vector128<ushort>.Count)
            {
                Vector128<ushort> atRarest = Vector128.LoadUnsafe(ref units, (nuint)(i + pretest.Offset));
                Vector128<ushort> passed = TTest.Passes(atRarest, rarest);
                if (typeof(TTest) == typeof(TwoRanges)) passed = Vector128.AndNot(passed, rarestGap.Holds(atRarest));
                if (passed == Vector128<ushort>.Zero) continue;
                if (pretest.Passed(i, TLength.Value, Vector128<ushort>.Count))
                {
                    (rarest, rarestGap) = (At128(pretest.Offset), GapAt128(pretest.Offset));
                    _pretest = pretest.Offset;
                }
                Vector128<ushort> hits = Hits128<TLength, TTest>(ref units, i, p0, p1, p2, p3);
                if (hits != Vector128<ushort>.Zero) return cursor.Keep(i, Vector128<ushort>.Count, hits.ExtractMostSignificantBits());
            }
            if (lastStep >= 0 && i < lastStep + Vector128<ushort>.Count)
            {
                uint tail = Hits128<TLength, TTest>(ref units, lastStep, p0, p1, p2, p3).ExtractMostSignificantBits() >> (i - lastStep);
                return tail == 0 ? -1 : cursor.Keep(i, lastStep + Vector128<ushort>.Count - i, tail);
            }
        }
        for (int lastStart = input.Length - TLength.Value; i <= lastStart; i++)
        {
            if (FitsAt(input, i)) return i;
        }
        return -1;
    }

    // A search for the rarest position's range alone (a range scan, one test per unit), each hit's window tested whole:
    // where that unit is rare in the text at hand (capitals or CJK ideographs in text of another script), this reads each
    // unit once at a fraction of a window step's cost. Once hits come at more than one in RarestHitDistance units
    // (capitals in English prose, a run of ideographs), each costing a search restart and a window test where a step
    // serves a whole run of windows, the cursor is marked and the window steps go on from the returned index. Returns
    // the first window that fits, or -1.
    private int IndexOfByRarest<TLength>(ReadOnlySpan<char> input, int i, ref WindowCursor cursor) where TLength : struct, IConstant
    {
        int offset = _byRarity[0];
        CharRange range = _ranges[offset];
        int lastStart = input.Length - TLength.Value;
        ReadOnlySpan<ushort> units = MemoryMarshal.Cast<char, ushort>(input);
        if (cursor.RarestHits == 0) cursor.RarestHitsSince = i;
        while (i <= lastStart)
        {
            int hit = UnitScan<ushort>.IndexOfAnyInRange(units[(i + offset)..(lastStart + offset + 1)], range.First, range.Last);
            if (hit < 0) return -1;
            int start = i + hit;
            if (++cursor.RarestHits == RarestHits)
            {
                if (start - cursor.RarestHitsSince < RarestHits * RarestHitDistance)
                {
                    cursor.RarestHitsDensely = true;
                    return start;
                }
                (cursor.RarestHits, cursor.RarestHitsSince) = (0, start);
            }
            if (FitsAt(input, start)) return start;
            i = start + 1;
        }
        return -1;
    }

    // Hits of the rarest position's search counted before their rate is judged, and the units per hit below which the
    // window steps take over: a hit costs a search restart and a window test, as much as a few hundred units of steps.
    private const int RarestHits = 8;
    private const int RarestHitDistance = 512;

    // Steps of 32 windows over units narrowed to bytes, for windows whose tests read the same on bytes (_testsBytes):
    // twice the windows of a 16-unit step for a narrowing per position. A window of three or four positions tests the
    // two rarest first, which seldom both pass where no window fits (a digit before an `x`, a quote before a letter), so
    // that most steps cost two positions' narrowing and test. Where they pass at more than one step in
    // DensePassShare (a space before a capital in prose), the steps cost more than 16-unit ones, and the search goes on
    // in those (see WindowCursor.NarrowedPassesDensely). Returns the first window that fits, or the complement of where
    // the 16-unit steps go on. Out of line: inlined into the callers' candidate loops, it crowded their registers, and the
    // 16-unit steps of other windows ran slower for it.
    [MethodImpl(MethodImplOptions.NoInlining)]
    private int IndexOfNarrowed<TLength, TTest>(ref ushort units, int i, int length, ref WindowCursor cursor)
        where TLength : struct, IConstant
        where TTest : struct, IPositionTest
    {
        int[] byRarity = _byRarity;
        ByteTest[] tests = _byteTests;
        int p0 = byRarity[0], p1 = byRarity[1];
        int p2 = TLength.Value > 2 ? byRarity[2] : 0, p3 = TLength.Value > 3 ? byRarity[3] : 0;
        ByteTest t0 = tests[p0], t1 = tests[p1];
        ByteTest t2 = TLength.Value > 2 ? tests[p2] : default, t3 = TLength.Value > 3 ? tests[p3] : default;
        // Each step reads units i to i + 31 + (length - 1).
        int lastStep = length - 2 * Vector256<ushort>.Count - (TLength.Value - 1);
        // The passes are counted over the whole call (in the cursor): a search that stops at each window passes once.
        if (cursor.Passes == 0) cursor.PassesSince = i;
        for (; i <= lastStep; i += 2 * Vector256<ushort>.Count)
        {
            Vector256<byte> hits = TTest.Passes(Narrowed(ref units, i + p0), t0) & TTest.Passes(Narrowed(ref units, i + p1), t1);
            if (hits == Vector256<byte>.Zero) continue;
            if (TLength.Value > 2)
            {
                // Counted at passes only, so that the steps that fail cost what they would without the count. A window
                // of two has no first test apart from the whole, and nothing to count.
                if (PassesDensely(ref cursor, i, 2 * Vector256<ushort>.Count)) return ~i;
                hits &= TTest.Passes(Narrowed(ref units, i + p2), t2);
                if (TLength.Value > 3) hits &= TTest.Passes(Narrowed(ref units, i + p3), t3);
            }
            if (hits != Vector256<byte>.Zero) return cursor.Keep(i, 2 * Vector256<ushort>.Count, InUnitOrder(hits.ExtractMostSignificantBits()));
        }
        return ~i;
    }

    // Passes of the narrowed steps' first test counted before their share is judged, and the share of steps (one in
    // this many) above which the search goes on in 16-unit steps.
    private const int DensePasses = 8;
    private const int DensePassShare = 4;

    // Books a narrowed step at `i` whose first test passed: true, with the cursor marked, once such steps come at more
    // than one in DensePassShare.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool PassesDensely(ref WindowCursor cursor, int i, int stepUnits)
    {
        if (++cursor.Passes != DensePasses) return false;
        if ((i - cursor.PassesSince) / stepUnits < DensePasses * DensePassShare)
        {
            cursor.NarrowedPassesDensely = true;
            return true;
        }
        (cursor.Passes, cursor.PassesSince) = (0, i);
        return false;
    }

    // Units `at` to `at + 31`, each narrowed to a byte with saturation. AVX2's pack narrows each 128-bit half apart, so
    // its bytes come in groups of 8 units from at, at + 16, at + 8 and at + 24: the same for every position of a step, so
    // the positions' tests combine lane by lane, and only a step's hits are put back in unit order (InUnitOrder). This
    // spares the cross-lane permutation that unit order costs at every narrowing.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector256<byte> Narrowed(ref ushort units, int at)
    {
        Vector256<ushort> limit = Vector256.Create((ushort)0xFF);
        Vector256<ushort> low = Vector256.Min(Vector256.LoadUnsafe(ref units, (nuint)at), limit);
        Vector256<ushort> high = Vector256.Min(Vector256.LoadUnsafe(ref units, (nuint)(at + Vector256<ushort>.Count)), limit);
        return Avx2.IsSupported ? Avx2.PackUnsignedSaturate(low.AsInt16(), high.AsInt16()) : Vector256.Narrow(low, high);
    }

    // A step's hit mask in unit order: AVX2's pack (see Narrowed) swaps the second and third groups of 8.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static uint InUnitOrder(uint mask) =>
        Avx2.IsSupported ? mask & 0xFF0000FF | (mask >> 8) & 0xFF00 | (mask << 8) & 0xFF0000 : mask;

    /// <summary>
    /// The position a step tests alone before the whole window: at first the one whose class is rarest in text (or the
    /// one the last search moved to). The class rarest in the table can be common in this text (a period in prose, where
    /// digits are rare): when its test passes more than <see cref="PretestPasses"/> times within
    /// <see cref="PretestSteps"/> steps, the next position takes over, for the searches after this one too. Counted at
    /// passes only, so that the steps that fail the test cost what they would without the count.
    /// </summary>
    private struct Pretest(int offset, int from)
    {
        public int Offset = offset;
        private int _since = from;
        private int _passes;

        // Books a step at `i` whose test passed; true when the offset moved.
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public bool Passed(int i, int length, int unitsPerStep)
        {
            if (++_passes <= PretestPasses) return false;
            bool moves = i - _since < PretestSteps * unitsPerStep;
            if (moves) Offset = Offset + 1 == length ? 0 : Offset + 1;
            (_since, _passes) = (i, 0);
            return moves;
        }
    }

    // All ones in the lanes of the windows starting at units at to at + 15 that fit.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector256<ushort> Hits<TLength, TTest>(ref ushort units, int at, in Position p0, in Position p1, in Position p2, in Position p3)
        where TLength : struct, IConstant
        where TTest : struct, IPositionTest
    {
        Vector256<ushort> hits = TTest.Passes(Vector256.LoadUnsafe(ref units, (nuint)at), p0) & TTest.Passes(Vector256.LoadUnsafe(ref units, (nuint)(at + 1)), p1);
        if (TLength.Value > 2) hits &= TTest.Passes(Vector256.LoadUnsafe(ref units, (nuint)(at + 2)), p2);
        if (TLength.Value > 3) hits &= TTest.Passes(Vector256.LoadUnsafe(ref units, (nuint)(at + 3)), p3);
        return hits;
    }

    // Hits, 8 windows from `at`.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector128<ushort> Hits128<TLength, TTest>(ref ushort units, int at, in Position128 p0, in Position128 p1, in Position128 p2, in Position128 p3)
        where TLength : struct, IConstant
        where TTest : struct, IPositionTest
    {
        Vector128<ushort> hits = TTest.Passes(Vector128.LoadUnsafe(ref units, (nuint)at), p0) & TTest.Passes(Vector128.LoadUnsafe(ref units, (nuint)(at + 1)), p1);
        if (TLength.Value > 2) hits &= TTest.Passes(Vector128.LoadUnsafe(ref units, (nuint)(at + 2)), p2);
        if (TLength.Value > 3) hits &= TTest.Passes(Vector128.LoadUnsafe(ref units, (nuint)(at + 3)), p3);
        return hits;
    }

    private Position At(int k) => new(
        Vector256.Create((ushort)_ranges[k].First),
        Vector256.Create((ushort)(_ranges[k].Last - _ranges[k].First)),
        Vector256.Create((ushort)(_beyond?[k] ?? char.MaxValue)));

    // The tests broadcast to 128 bits apart from the 256-bit ones: without AVX2 a Vector256 is not a register, and
    // taking the lower half of one in the loop read it back from memory at every step.
    private Position128 At128(int k)
    {
        Position wide = At(k);
        return new(wide.Low.GetLower(), wide.Span.GetLower(), wide.Beyond.GetLower());
    }

    private bool FitsAt(ReadOnlySpan<char> input, int start)
    {
        for (int k = 0; k < _ranges.Length; k++)
        {
            char unit = input[start + k];
            bool inside = (uint)(unit - _ranges[k].First) <= (uint)(_ranges[k].Last - _ranges[k].First) || _beyond is not null && unit >= _beyond[k];
            if (!inside) return false;
        }
        return true;
    }

    // One position's test, broadcast: the first range's low end and width, and where the passing units above it start.
    // Steps of 16 windows test every position at each step, so the gap is not worth its test there.
    private readonly record struct Position(Vector256<ushort> Low, Vector256<ushort> Span, Vector256<ushort> Beyond);

    // The same for units narrowed to bytes (see TestsBytes).
    // The units from `beyond` up are a second range, beyond to 0xFF; a class of one range repeats its range there, as
    // 0xFF stands for units it lacks.
    private readonly record struct ByteTest(Vector256<byte> Low, Vector256<byte> Span, Vector256<byte> BeyondLow, Vector256<byte> BeyondSpan);

    private ByteTest ByteAt(int k)
    {
        CharRange first = _ranges[k];
        char beyond = _beyond?[k] ?? char.MaxValue;
        (char low, char last) = beyond == char.MaxValue ? (first.First, first.Last) : ((char)Math.Min(beyond, (char)0xFF), (char)0xFF);
        return new(Vector256.Create((byte)first.First), Vector256.Create((byte)(first.Last - first.First)),
            Vector256.Create((byte)low), Vector256.Create((byte)(last - low)));
    }

    // The same for 128-bit steps.
    private readonly record struct Position128(Vector128<ushort> Low, Vector128<ushort> Span, Vector128<ushort> Beyond);

    // The units a position's test passes that its class lacks and the 128-bit steps' test of one position alone leaves
    // out (see Gap), broadcast; Low above High when there are none. Without it a class whose loose test passes much text
    // (`\d` on curly quotes, CJK text) would pass that test at most steps.
    private readonly record struct Gap128(Vector128<ushort> Low, Vector128<ushort> High)
    {
        // All ones in the lanes whose unit lies in the gap.
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public Vector128<ushort> Holds(Vector128<ushort> units) => Sse2.IsSupported
            ? Vector128.Equals(Sse2.SubtractSaturate(Low, units) | Sse2.SubtractSaturate(units, High), Vector128<ushort>.Zero)
            : Vector128.Equals(Vector128.Max(units, Low), units) & Vector128.Equals(Vector128.Min(units, High), units);
    }

    private Gap128 GapAt128(int k) => _gaps is { } gaps && gaps[k].First != 0
        ? new(Vector128.Create((ushort)gaps[k].First), Vector128.Create((ushort)gaps[k].Last))
        : new(Vector128.Create(ushort.MaxValue), Vector128<ushort>.Zero);

    private interface IPositionTest
    {
        // All ones in the lanes whose unit passes.
        static abstract Vector256<ushort> Passes(Vector256<ushort> units, in Position position);

        // The same over 8 lanes.
        static abstract Vector128<ushort> Passes(Vector128<ushort> units, in Position128 position);

        // The same over 32 units narrowed to bytes.
        static abstract Vector256<byte> Passes(Vector256<byte> units, in ByteTest position);

        // The same over 64 units narrowed to bytes.
        static abstract Vector512<byte> Passes(Vector512<byte> units, in ByteTest512 position);
    }

    // Every class is one range: unit - low is at most the width, unsigned.
    private readonly struct OneRange : IPositionTest
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static Vector256<ushort> Passes(Vector256<ushort> units, in Position position)
        {
            Vector256<ushort> offset = units - position.Low;
            return Vector256.Equals(Vector256.Min(offset, position.Span), offset);
        }

        // SSE2's saturating subtraction tests `offset <= span` in one instruction: Native AOT's default x64 target
        // has no SSE4.1, so an unsigned minimum there takes two additions and a signed minimum.
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static Vector128<ushort> Passes(Vector128<ushort> units, in Position128 position)
        {
            Vector128<ushort> offset = units - position.Low;
            return Sse2.IsSupported
                ? Vector128.Equals(Sse2.SubtractSaturate(offset, position.Span), Vector128<ushort>.Zero)
                : Vector128.Equals(Vector128.Min(offset, position.Span), offset);
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static Vector256<byte> Passes(Vector256<byte> units, in ByteTest position)
        {
            Vector256<byte> offset = units - position.Low;
            return Vector256.Equals(Vector256.Min(offset, position.Span), offset);
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static Vector512<byte> Passes(Vector512<byte> units, in ByteTest512 position) =>
            Vector512.LessThanOrEqual(units - position.Low, position.Span);
    }

    // Some class has more ranges: the first range, or at least the second range's first unit.
    private readonly struct TwoRanges : IPositionTest
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static Vector256<ushort> Passes(Vector256<ushort> units, in Position position) =>
            OneRange.Passes(units, position) | Vector256.Equals(Vector256.Max(units, position.Beyond), units);

        // units >= beyond as SSE2's saturating `beyond - units == 0` (see OneRange).
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static Vector128<ushort> Passes(Vector128<ushort> units, in Position128 position) =>
            OneRange.Passes(units, position) | (Sse2.IsSupported
                ? Vector128.Equals(Sse2.SubtractSaturate(position.Beyond, units), Vector128<ushort>.Zero)
                : Vector128.Equals(Vector128.Max(units, position.Beyond), units));

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static Vector256<byte> Passes(Vector256<byte> units, in ByteTest position)
        {
            Vector256<byte> offset = units - position.BeyondLow;
            return OneRange.Passes(units, position) | Vector256.Equals(Vector256.Min(offset, position.BeyondSpan), offset);
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static Vector512<byte> Passes(Vector512<byte> units, in ByteTest512 position) =>
            OneRange.Passes(units, position) | Vector512.LessThanOrEqual(units - position.BeyondLow, position.BeyondSpan);
    }
}

/// <summary>
/// What a <see cref="RangeWindow"/> search read in its last step: the windows from <see cref="Start"/> up to
/// <see cref="End"/> and which of them fit (bit k for the window at Start + k). Belongs to one search of one input.
/// </summary>
internal struct WindowCursor
{
    /// <summary>The first window of the step.</summary>
    public int Start;

    /// <summary>One past the step's last window.</summary>
    public int End;

    /// <summary>The windows of the step that fit.</summary>
    public ulong Fits;

    /// <summary>Whether the steps over narrowed units found their first test passing densely, which leaves the rest of
    /// the search to 16-unit steps.</summary>
    public bool NarrowedPassesDensely;

    /// <summary>Whether the search for the rarest position alone found hits too often, which leaves the rest of the
    /// search to the window steps (set from the start for a search that keeps no cursor).</summary>
    public bool RarestHitsDensely;

    /// <summary>Hits of the rarest position's search since <see cref="RarestHitsSince"/>.</summary>
    public int RarestHits;

    /// <summary>Where the count of <see cref="RarestHits"/> began.</summary>
    public int RarestHitsSince;

    /// <summary>How often the narrowed steps' first test passed since <see cref="PassesSince"/>.</summary>
    public int Passes;

    /// <summary>Where the count of <see cref="Passes"/> began.</summary>
    public int PassesSince;

    /// <summary>Keeps a step's windows (<paramref name="fits"/>, not zero) and returns the first that fits.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int Keep(int start, int windows, ulong fits)
    {
        (Start, End, Fits) = (start, start + windows, fits);
        return start + BitOperations.TrailingZeroCount(fits);
    }
}


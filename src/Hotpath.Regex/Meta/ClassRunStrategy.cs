using System.Buffers;
using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Hotpath.RegularExpressions.Engines.LazyDfa;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Prefilters;
using Hotpath.RegularExpressions.Unicode;
using Hotpath.Text;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// The strategy for a greedy run of one class, optionally between word boundaries: <c>[a-z]+</c>, <c>\d{3,}</c>,
/// <c>\b\w+\b</c>, <c>\b[0-9]+\b</c> (the shape of word and number searches), and for one unit of a class
/// (<c>[^\x00-\x7F]</c>, <c>[&lt;&gt;&amp;]</c>). A match is then a maximal run of class members (or one member),
/// found in one pass that classifies each unit with a bitmap (crossing long gaps between runs with a vectorized
/// search), and the boundaries are checked on the units around it. No automaton runs and nothing is built per
/// search. Immutable and thread-safe.
/// </summary>
/// <remarks>
/// <para>Why a maximal run: a greedy unbounded repeat takes the whole run from where it starts, and a match
/// cannot start inside a run when <c>\b</c> precedes it (the unit before is a member, hence a word unit: the
/// class must lie within the word units for <c>\b</c>); without <c>\b</c> the leftmost start is the run's first
/// unit at or after the search start. A run shorter than the minimum, or whose boundaries fail, has no match
/// anywhere inside it, because every shorter candidate inside has members on both sides.</para>
/// <para>UTF-8 input is searched directly. When the class is ASCII its members are single bytes and a run of bytes is a
/// run of units. Otherwise each scalar is decoded and classified as the unit it is in UTF-16 (U+FFFD for ill-formed
/// bytes, as every UTF-8 engine here reads them), which needs a class without surrogates: a 4-byte character is then
/// two non-member units on both encodings, and no match ends between them. A class with surrogates, and a search
/// starting on a continuation byte, go to the fallback strategy given at creation, which also resolves inner groups.</para>
/// </remarks>
internal sealed class ClassRunStrategy : Strategy
{
    private readonly ulong[] _bitmap;
    private readonly SearchValues<char>? _members;
    // For classes too large to list (`[^\x00-\x7F]`), the few units they leave out: a gap is crossed by searching past them.
    private readonly SearchValues<char>? _nonMembers;
    // One unit per match instead of a run.
    private readonly bool _single;
    private readonly SearchValues<byte>? _asciiMembers;
    // A class with non-ASCII members and no surrogates: UTF-8 is searched by decoding (see the remarks), crossing gaps
    // with a search for the bytes that can start a member (its ASCII members, and every non-ASCII byte).
    private readonly SearchValues<byte>? _utf8MemberStarts;
    // A class of one range (`[0-9]`): gaps in UTF-16 and ASCII bytes are crossed with Hotpath.Text's aligned range scan.
    private readonly CharRange? _range;
    // A class of several ranges with members in ASCII and beyond (`\d`, `[\w.-]`) on AVX2: gaps in UTF-16 are crossed with
    // its nibble lookup, which tests units above 127 one by one instead of leaving the vectors at each (see ClassRunScan).
    private readonly ClassRunScan? _scan;
    // Runs of one range common in text with a minimum length (`[A-Z]{2,}`): UTF-16 gaps are crossed with a search for that
    // many members in a row (up to RangeWindow.MaxLength), which skips the shorter runs a member search stops at (the
    // capital starting each sentence).
    private readonly RangeWindow? _runWindow;
    // Runs of a class of several ranges with a minimum length (`\s{2,}`, `[.!?]{2,}`, `[^\w\s]{2,}`): UTF-16 is searched for two
    // members in a row, which skips the lone members (single spaces) a member search stops at, and the probe's unit walk.
    private readonly ClassRunScan? _pairs;
    // One unit of a class, where vectors serve: counted a vector at a time (see TryCountAll), by range comparisons for a
    // class of few ranges, else by the scan's nibble lookup.
    private readonly UnitRangeCounter? _rangeCounter;
    private readonly ClassRunScan? _counter;
    private readonly int _minLength;
    private readonly bool _boundaryBefore;
    private readonly bool _boundaryAfter;
    private readonly Strategy _fallback;

    private ClassRunStrategy(CharRangeSet set, int minLength, bool single, bool boundaryBefore, bool boundaryAfter, int slotCount, Strategy fallback)
    {
        _bitmap = set.ToBitmap();
        if (set.Count <= MaxSearchValuesMembers) _members = SearchValues.Create(set.Members());
        else if (0x10000 - set.Count <= MaxSearchValuesMembers) _nonMembers = SearchValues.Create(set.Negate().Members());
        if (set.Ranges[^1].Last < 0x80) _asciiMembers = SearchValues.Create([.. set.Members().Select(c => (byte)c)]);
        else if (!set.Overlaps(Surrogates))
        {
            // Only the ASCII members are listed: `\w` has tens of thousands of members.
            _utf8MemberStarts = SearchValues.Create([.. Enumerable.Range(0, 0x100).Where(b => b >= 0x80 || set.Contains((char)b)).Select(b => (byte)b)]);
        }
        if (set.Ranges.Length == 1) _range = set.Ranges[0];
        // Only for a class common in text: a window reads 16 units per step where the range scan reads 64, which pays
        // only where members are close (`[0-9]{3,}` over prose counted faster with the range scan).
        if (set.Ranges.Length == 1 && minLength >= 2 && UnitRarity.IsCommonInText(set))
        {
            _runWindow = new RangeWindow([.. Enumerable.Repeat(set, Math.Min(minLength, RangeWindow.MaxLength))]);
        }
        else if (_nonMembers is null && ClassRunScan.FindsMembersFasterThanTheRuntime(set)) _scan = new ClassRunScan(set);
        if (set.Ranges.Length > 1 && minLength >= 2 && ClassRunScan.HasVectorSteps) _pairs = _scan ?? new ClassRunScan(set);
        if (single && (_rangeCounter = UnitRangeCounter.For(set)) is null && ClassRunScan.HasVectorSteps) _counter = _scan ?? new ClassRunScan(set);
        (_minLength, _single, _boundaryBefore, _boundaryAfter, _fallback) = (minLength, single, boundaryBefore, boundaryAfter, fallback);
        SlotCount = slotCount;
    }

    /// <summary>Units classified one by one before a gap is crossed with a vectorized search.</summary>
    public const int ScalarProbe = 16;

    /// <summary>The largest class also prepared as <see cref="SearchValues{T}"/> for crossing long gaps.</summary>
    public const int MaxSearchValuesMembers = 1024;

    /// <inheritdoc/>
    public override int SlotCount { get; }

    /// <summary>
    /// The strategy for <paramref name="hir"/> when it has the shape above (bare or wrapped in its only group),
    /// else null. <paramref name="buildFallback"/> is called only when the shape fits.
    /// </summary>
    public static ClassRunStrategy? TryCreate(RegexHir hir, Func<Strategy> buildFallback)
    {
        ArgumentNullException.ThrowIfNull(hir);
        HirNode root = hir.Root;
        int slotCount = 2;
        if (hir.GroupNumbers.Length == 2 && root is HirCapture { Sub: var sub })
        {
            (root, slotCount) = (sub, 4);
        }
        else if (hir.GroupNumbers.Length != 1)
        {
            return null;
        }
        ReadOnlySpan<HirNode> parts = root is HirConcat concat ? concat.Parts : [root];
        bool before = parts.Length > 1 && IsWordBoundary(parts[0]);
        bool after = parts.Length > 1 && IsWordBoundary(parts[^1]);
        if (parts.Length != 1 + (before ? 1 : 0) + (after ? 1 : 0)) return null;
        if (parts is [HirClass { Set: { IsEmpty: false } unit }]) return new ClassRunStrategy(unit, 1, single: true, false, false, slotCount, buildFallback());
        if (parts[before ? 1 : 0] is not HirRepeat { Sub: HirClass { Set: var set }, Min: >= 1 and var min, Max: HirRepeat.Unbounded, Greedy: true }) return null;
        if ((before || after) && !set.Subtract(BoundaryWordCharacters.Set).IsEmpty) return null;
        return new ClassRunStrategy(set, min, single: false, before, after, slotCount, buildFallback());
    }

    /// <inheritdoc/>
    public override StrategyCache CreateCache() => _fallback.CreateCache();

    /// <inheritdoc/>
    public override bool IsMatch(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache) =>
        TryFindSpan(input, start, cache, out _, out _);

    /// <inheritdoc/>
    public override bool TryFindSpan(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd) =>
        TryFindRun<char, OneUnit<char>, Utf16WordNeighbours>(input, start.Position, _members, _nonMembers, cache, ref Unsafe.NullRef<int>(), out matchStart, out matchEnd);

    /// <inheritdoc/>
    /// <remarks>
    /// One unit of a class only: every member is a match, so the count is the members' count, taken a vector at a time
    /// where vectors serve, else with a scan that goes on after each member; the clock is read between pieces of the
    /// input. Runs (<c>\b\w+\b</c>) counted in one scan measured slower than match by match, so they are not.
    /// </remarks>
    public override bool TryCountAll(ReadOnlySpan<char> input, int from, StrategyCache cache, out int count)
    {
        count = 0;
        if (!_single) return false;
        if (_rangeCounter is not null || _counter is not null)
        {
            // In pieces, with the clock read between them, as the searches read it.
            for (int position = from; position < input.Length; position += LazyDfa.TimeoutCheckUnits)
            {
                ReadOnlySpan<char> piece = input[..(int)Math.Min(input.Length, (long)position + LazyDfa.TimeoutCheckUnits)];
                count += _rangeCounter?.Count(piece, position) ?? _counter!.CountMembers(piece, position, _bitmap);
                cache.ThrowIfTimedOut();
            }
            return true;
        }
        TryFindRun<char, OneUnit<char>, Utf16WordNeighbours>(input, from, _members, _nonMembers, cache, ref count, out _, out _);
        return true;
    }

    /// <inheritdoc/>
    public override bool TryCountAll(ReadOnlySpan<byte> utf8, int from, StrategyCache cache, out int count)
    {
        count = 0;
        if (!_single) return false;
        if (_asciiMembers is not null && _rangeCounter is not null)
        {
            for (int position = from; position < utf8.Length; position += LazyDfa.TimeoutCheckUnits)
            {
                count += _rangeCounter.CountAscii(utf8[..(int)Math.Min(utf8.Length, (long)position + LazyDfa.TimeoutCheckUnits)], position);
                cache.ThrowIfTimedOut();
            }
        }
        else if (_asciiMembers is not null) TryFindRun<byte, OneUnit<byte>, Utf8WordNeighbours>(utf8, from, _asciiMembers, nonMembers: null, cache, ref count, out _, out _);
        else if (DecodesUtf8From(utf8, from)) TryFindRun<byte, DecodedUtf8, Utf8WordNeighbours>(utf8, from, _utf8MemberStarts, nonMembers: null, cache, ref count, out _, out _);
        else return false;
        return true;
    }

    /// <inheritdoc/>
    public override bool TryFindCaptures(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, Span<int> slots)
    {
        if (!TryFindSpan(input, start, cache, out int matchStart, out int matchEnd)) return false;
        for (int slot = 0; slot < SlotCount; slot += 2) (slots[slot], slots[slot + 1]) = (matchStart, matchEnd);
        return true;
    }

    /// <inheritdoc/>
    public override bool IsMatch(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache) =>
        _asciiMembers is not null || DecodesUtf8From(utf8, start.Position) ? TryFindSpan(utf8, start, cache, out _, out _) : _fallback.IsMatch(utf8, start, cache);

    /// <inheritdoc/>
    public override bool TryFindSpan(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd) =>
        _asciiMembers is not null
            // Members are ASCII, so a member byte is a member unit and any other byte is not.
            ? TryFindRun<byte, OneUnit<byte>, Utf8WordNeighbours>(utf8, start.Position, _asciiMembers, nonMembers: null, cache, ref Unsafe.NullRef<int>(), out matchStart, out matchEnd)
            : DecodesUtf8From(utf8, start.Position)
            ? TryFindRun<byte, DecodedUtf8, Utf8WordNeighbours>(utf8, start.Position, _utf8MemberStarts, nonMembers: null, cache, ref Unsafe.NullRef<int>(), out matchStart, out matchEnd)
            : _fallback.TryFindSpan(utf8, start, cache, out matchStart, out matchEnd);

    // Whether a UTF-8 search from `position` decodes: the class allows it, and the search starts where a scalar (or an
    // ill-formed byte that is not a continuation byte) does, as the other UTF-8 engines require.
    private bool DecodesUtf8From(ReadOnlySpan<byte> utf8, int position) =>
        _utf8MemberStarts is not null && (position >= utf8.Length || !Utf8Decoder.IsContinuation(utf8[position]));

    // The index of the first member of `rest` (of a unit that can start one, for decoded UTF-8), or -1. A class of one range
    // read unit by unit goes to Hotpath.Text's range scan, which loads from cache-line boundaries on AVX2 (the digits of
    // \b[0-9]+\b over prose); in UTF-16 a class of more ranges with members in ASCII and beyond to its nibble scan; others to
    // their search values.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private int NextMember<T, TUnits>(ReadOnlySpan<T> rest, SearchValues<T>? members, SearchValues<T>? nonMembers)
        where T : unmanaged, IBinaryInteger<T>
        where TUnits : IRunUnits<T>
    {
        // The first window of members in a row starts a run: a member before it would start an earlier window, and the
        // unit before the gap is not a member.
        if (typeof(T) == typeof(char) && _runWindow is not null) return _runWindow.IndexOf(MemoryMarshal.Cast<T, char>(rest), 0);
        if (ScansRange<TUnits>() && _range is { } range)
        {
            return typeof(T) == typeof(char)
                ? UnitScan<ushort>.IndexOfAnyInRange(MemoryMarshal.Cast<T, ushort>(rest), range.First, range.Last)
                // Bytes are read unit by unit only for an ASCII class.
                : UnitScan<byte>.IndexOfAnyInRange(MemoryMarshal.Cast<T, byte>(rest), (byte)range.First, (byte)range.Last);
        }
        if (typeof(T) == typeof(char) && _scan is not null) return _scan.IndexOfMember(MemoryMarshal.Cast<T, char>(rest), 0);
        return members is not null ? rest.IndexOfAny(members) : rest.IndexOfAnyExcept(nonMembers!);
    }

    // Whether gaps read by TUnits are crossed with the range scan: a class of one range, read unit by unit.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private bool ScansRange<TUnits>() => _range is not null && typeof(TUnits) != typeof(DecodedUtf8);

    /// <summary>
    /// The first qualifying run at or after <paramref name="position"/>. Runs in text are short (words), so units
    /// are classified one by one with the bitmap, which serves any class at the same speed; a gap longer than
    /// <see cref="ScalarProbe"/> units (digits in prose), or than one unit after such a gap, is crossed with a vectorized search for
    /// <paramref name="members"/> (over UTF-8 with non-ASCII members: for a byte that can start one), or past
    /// <paramref name="nonMembers"/>, when the class has either form. <typeparamref name="TUnits"/> reads the units:
    /// UTF-16, ASCII bytes, or UTF-8 decoded into the unit each scalar is in UTF-16 (see the remarks), and
    /// <typeparamref name="TNeighbours"/> the word characters around a run for <c>\b</c>. Given a
    /// <paramref name="count"/> (not a null reference), it counts every qualifying run to the end instead, and returns false.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private bool TryFindRun<T, TUnits, TNeighbours>(ReadOnlySpan<T> input, int position, SearchValues<T>? members, SearchValues<T>? nonMembers, StrategyCache cache, ref int count, out int matchStart, out int matchEnd)
        where T : unmanaged, IBinaryInteger<T>
        where TUnits : IRunUnits<T>
        where TNeighbours : IWordNeighbours<T>
    {
        bool counting = !Unsafe.IsNullRef(ref count);
        // Counted in a local, which stays in a register, and stored once at the end.
        int counted = 0;
        ref ulong bitmap = ref MemoryMarshal.GetArrayDataReference(_bitmap);
        int length = input.Length;
        int checkAt = position + StrategyCache.StepsPerTimeoutCheck;
        bool crossesGaps = members is not null || nonMembers is not null || ScansRange<TUnits>() || typeof(T) == typeof(char) && _scan is not null;
        // The probe measures the text as it goes: after a gap the vector search had to cross, members are sparse here
        // (punctuation runs in prose), so the next gap goes to the vector search after one unit; after a gap it crossed
        // within the probe's length, they are dense (words, numbers in logs) and the probe pays again.
        int probeLength = ScalarProbe;
        int pairProbe = ScalarProbe;
        while (position < length)
        {
            int width = 1;
            if (typeof(T) == typeof(char) && _pairs is not null)
            {
                // The first pair of members starts a run: a member before it would start an earlier pair, and the unit
                // before the search's start, or the run that failed, is not one to count. Dense runs (words of CJK text
                // for `\p{Lo}{2,}`) are met within a few units, which the bitmap tests faster than a vector step: the
                // probe runs while the vector search last found its pair within a probe's length.
                int probeEnd = Math.Min(length - 1, position + pairProbe);
                while (position < probeEnd && !(IsMember(ref bitmap, TUnits.UnitAt(input, position, out _)) && IsMember(ref bitmap, TUnits.UnitAt(input, position + 1, out _)))) position++;
                if (position == probeEnd)
                {
                    int searchedFrom = position;
                    position = _pairs.IndexOfPair(MemoryMarshal.Cast<T, char>(input), position);
                    if (position < 0) break;
                    pairProbe = position - searchedFrom < ScalarProbe ? ScalarProbe : 0;
                }
            }
            for (int probed = 0; position < length && !IsMember(ref bitmap, TUnits.UnitAt(input, position, out width));)
            {
                position += width;
                if (++probed < probeLength || !crossesGaps || position == length) continue;
                int found = NextMember<T, TUnits>(input[position..], members, nonMembers);
                probeLength = (uint)found < ScalarProbe ? ScalarProbe : 1;
                position = found < 0 ? length : position + found;
                probed = 0;
            }
            if (position >= length) break;
            int runStart = position;
            int units = 1;
            position += width;
            if (!_single)
            {
                for (; position < length && IsMember(ref bitmap, TUnits.UnitAt(input, position, out width)); units++) position += width;
            }
            if (units >= _minLength
                && !(_boundaryBefore && TNeighbours.IsWordBefore(input, runStart))
                && !(_boundaryAfter && TNeighbours.IsWordAt(input, position)))
            {
                if (!counting)
                {
                    (matchStart, matchEnd) = (runStart, position);
                    return true;
                }
                counted++;
            }
            if (position >= checkAt)
            {
                cache.ThrowIfTimedOut();
                checkAt = position + StrategyCache.StepsPerTimeoutCheck;
            }
        }
        if (counting) count = counted;
        matchStart = matchEnd = -1;
        return false;
    }

    private static readonly CharRangeSet Surrogates = CharRangeSet.FromRanges([new CharRange('\uD800', '\uDFFF')]);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool IsMember(ref ulong bitmap, int unit) => (Unsafe.Add(ref bitmap, unit >> 6) & (1UL << unit)) != 0;

    // How a run scan reads its input: the UTF-16 unit at a position, and how many input elements it spans.
    private interface IRunUnits<T>
    {
        static abstract int UnitAt(ReadOnlySpan<T> input, int position, out int width);
    }

    // One element per unit: UTF-16, or UTF-8 for an ASCII class (a member byte is a member unit, and any other byte,
    // part of a scalar or not, is not).
    private readonly struct OneUnit<T> : IRunUnits<T> where T : unmanaged, IBinaryInteger<T>
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static int UnitAt(ReadOnlySpan<T> input, int position, out int width)
        {
            width = 1;
            return int.CreateTruncating(Unsafe.Add(ref MemoryMarshal.GetReference(input), position));
        }
    }

    // UTF-8 for a class with non-ASCII members and no surrogates: each scalar as the UTF-16 unit it stands for, U+FFFD for
    // ill-formed bytes, and a surrogate (never a member) for a 4-byte character.
    private readonly struct DecodedUtf8 : IRunUnits<byte>
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static int UnitAt(ReadOnlySpan<byte> input, int position, out int width)
        {
            int scalar = Utf8Decoder.DecodeAt(input, position, out width);
            return scalar <= char.MaxValue ? scalar : Utf8Decoder.HighSurrogate(scalar);
        }
    }

    /// <inheritdoc/>
    public override bool TryFindCaptures(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache, Span<int> slots)
    {
        if (!TryFindSpan(utf8, start, cache, out int matchStart, out int matchEnd)) return false;
        for (int slot = 0; slot < SlotCount; slot += 2) (slots[slot], slots[slot + 1]) = (matchStart, matchEnd);
        return true;
    }

    private static bool IsWordBoundary(HirNode node) => node is HirLook { Look: LookKind.WordBoundary };
}

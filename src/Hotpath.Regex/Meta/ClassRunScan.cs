using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.Arm;
using System.Runtime.Intrinsics.X86;
using Hotpath.RegularExpressions.Hir;
using Hotpath.Text;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// Crosses runs of a class's members, forwards or backwards, and finds a class's first member, 32 units per step with
/// 256-bit vectors (16 with 128-bit ones, which Arm64 and x64 without AVX2 have). Each unit is looked up the way Teddy
/// looks up its fingerprints, in two nibble tables of 16 bytes: ASCII units in the table of the class's ASCII members,
/// and the units of one 128-unit block beyond ASCII (the Cyrillic letters, the CJK ideographs of a page, the curly quotes)
/// in that block's table. Any set of units (<c>\w</c>, <c>\p{Lu}</c>, <c>[А-Яа-яЁё ,.]</c>) is then tested in a few
/// instructions per vector without a branch per unit, in text of any one script. A unit of another block stops the
/// vector and is tested alone, and its block's table takes over: text mixes scripts by words, not by units. When finding
/// members, a unit of another block is decided in the vector too if its 256-unit page holds no member beyond ASCII:
/// <c>\d</c> or <c>\p{Lu}</c> over text with CJK ideographs, Hangul or emoji (whose surrogates switch blocks at every
/// unit) then never leaves the vectors. The class's widest ranges beyond ASCII (the CJK ideographs, Hangul), whose units
/// span so many blocks that text in their scripts switches blocks at nearly every unit, are tested with two compares per
/// vector instead. Without vectors every unit is tested alone. Immutable and thread-safe.
/// </summary>
/// <remarks>
/// Stepping a run unit by unit costs a branch per unit that mispredicts where the run ends, and a class like
/// <c>[\w.-]</c> has no search form of few units outside it. The tables of the blocks beyond ASCII are built when a
/// search first meets a unit of the block (128 membership tests, once per block and scan), so a class of the whole
/// Unicode range costs nothing for the scripts a text does not use.
/// </remarks>
internal sealed class ClassRunScan
{
    private const int Width = 32;

    private const int Width128 = 16;

    // Blocks of 128 units: the table of block b covers units b·128 to b·128 + 127.
    private const int BlockCount = (char.MaxValue + 1) / 128;

    // No block: no unit's block number (at most 511) equals it, so a vector with this block decides ASCII units only.
    private const ushort NoBlock = ushort.MaxValue;

    private readonly CharRangeSet _set;
    // Entry n: bit h set when the ASCII unit h·16 + n is a member (h < 8).
    private readonly Vector128<byte> _asciiTable;
    private readonly Vector256<byte> _asciiTable256;
    // The pages (units p·256 to p·256 + 255) holding members beyond ASCII, in the layout of the nibble tables: pages 0
    // to 127 in the low table, 128 to 255 in the high one (looked up with the page's top bit flipped).
    private readonly Vector256<byte> _memberPagesLow, _memberPagesHigh;
    // The widest ranges beyond ASCII (up to four of at least WideRangeUnits units: the CJK ideographs, Hangul), tested with
    // two compares per vector: their units span so many blocks that text in their scripts would switch blocks at nearly
    // every unit. Unused entries are (0, 0), which only U+0000 passes, never a unit beyond ASCII.
    private readonly Vector256<ushort> _wideFirst0, _wideFirst1, _wideFirst2, _wideFirst3;
    private readonly Vector256<ushort> _wideSpan0, _wideSpan1, _wideSpan2, _wideSpan3;
    private readonly bool _hasWide;

    /// <summary>The fewest units of a range beyond ASCII that is tested by compares instead of block tables.</summary>
    public const int WideRangeUnits = 512;

    // The blocks' tables, built on first use: the same layout for the unit b·128 + h·16 + n. A block's table is written
    // before its flag is, and read after it, so a racing thread builds an equal table or reads a complete one.
    private Vector128<byte>[]? _blockTables;
    private bool[]? _blockReady;

    /// <summary>The scan for the members of <paramref name="set"/>.</summary>
    public ClassRunScan(CharRangeSet set)
    {
        ArgumentNullException.ThrowIfNull(set);
        _set = set;
        _asciiTable = TableOf(set, 0);
        _asciiTable256 = Vector256.Create(_asciiTable, _asciiTable);
        (Vector128<byte> low, Vector128<byte> high) = MemberPages(set);
        (_memberPagesLow, _memberPagesHigh) = (Vector256.Create(low, low), Vector256.Create(high, high));
        CharRange[] wide = [.. set.Ranges.ToArray().Where(r => r.Last >= 0x80 && r.Last - Math.Max((int)r.First, 0x80) + 1 >= WideRangeUnits)
            .OrderByDescending(r => r.Last - r.First).Take(4)];
        _hasWide = wide.Length > 0;
        (_wideFirst0, _wideSpan0) = WideTest(wide, 0);
        (_wideFirst1, _wideSpan1) = WideTest(wide, 1);
        (_wideFirst2, _wideSpan2) = WideTest(wide, 2);
        (_wideFirst3, _wideSpan3) = WideTest(wide, 3);
    }

    // The first unit and span of wide range `k` beyond ASCII, or (0, 0) past the last.
    private static (Vector256<ushort> First, Vector256<ushort> Span) WideTest(CharRange[] wide, int k)
    {
        if (k >= wide.Length) return (default, default);
        int first = Math.Max((int)wide[k].First, 0x80);
        return (Vector256.Create((ushort)first), Vector256.Create((ushort)(wide[k].Last - first)));
    }

    // Lanes whose units lie in a wide range (see _wideFirst0).
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private Vector256<ushort> InWide(Vector256<ushort> units) =>
        Vector256.LessThanOrEqual(units - _wideFirst0, _wideSpan0) | Vector256.LessThanOrEqual(units - _wideFirst1, _wideSpan1)
        | Vector256.LessThanOrEqual(units - _wideFirst2, _wideSpan2) | Vector256.LessThanOrEqual(units - _wideFirst3, _wideSpan3);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private Vector128<ushort> InWide(Vector128<ushort> units) =>
        Vector128.LessThanOrEqual(units - _wideFirst0.GetLower(), _wideSpan0.GetLower()) | Vector128.LessThanOrEqual(units - _wideFirst1.GetLower(), _wideSpan1.GetLower())
        | Vector128.LessThanOrEqual(units - _wideFirst2.GetLower(), _wideSpan2.GetLower()) | Vector128.LessThanOrEqual(units - _wideFirst3.GetLower(), _wideSpan3.GetLower());

    /// <summary>How many blocks beyond ASCII have had their table built: those whose units some search had to test alone.</summary>
    internal int BlocksBuilt => Volatile.Read(ref _blockReady) is { } ready ? ready.Count(built => built) : 0;

    // Units per vector step on this machine; no vector step is taken where none fits.
    private static int StepWidth => Vector256.IsHardwareAccelerated ? Width : HasNibbleLookup ? Width128 : int.MaxValue;

    // Whether 128-bit byte lookups (SSSE3's pshufb, AdvSimd's tbl) are instructions here; without them the software
    // shuffle costs more than testing units alone.
    private static bool HasNibbleLookup => Ssse3.IsSupported || AdvSimd.IsSupported;

    // Entry h: the bit of the high nibble h, none for 8 and above (an index of 128 or more is never a member).
    private static readonly Vector128<byte> HighNibbleBit = Vector128.Create((byte)1, 2, 4, 8, 16, 32, 64, 128, 0, 0, 0, 0, 0, 0, 0, 0);

    /// <summary>
    /// Whether <see cref="IndexOfMember"/> is the faster search for <paramref name="set"/>: with vectors, for a class of
    /// several ranges with members both in ASCII and beyond (<c>\d</c>, <c>\w</c>). The runtime's search values serve an
    /// ASCII class in one vector loop, and a class of one range with a range test, but leave their vectors at every unit
    /// beyond ASCII for a class with members there.
    /// </summary>
    public static bool FindsMembersFasterThanTheRuntime(CharRangeSet set)
    {
        ArgumentNullException.ThrowIfNull(set);
        return StepWidth != int.MaxValue && set.Ranges.Length > 1 && set.Ranges[0].First < 0x80 && set.Ranges[^1].Last >= 0x80;
    }

    /// <summary>The first position in [<paramref name="position"/>, <paramref name="limit"/>) whose unit is not a member, else <paramref name="limit"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int RunEnd(ReadOnlySpan<char> input, int position, int limit) => Ssse3.IsSupported
        ? Walk<Forward, Ssse3NibbleLookup>(input, position, limit)
        : Walk<Forward, PortableNibbleLookup>(input, position, limit);

    /// <summary>
    /// The first position of the run of members that ends at <paramref name="position"/> (exclusive), not below
    /// <paramref name="floor"/>.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int RunStart(ReadOnlySpan<char> input, int position, int floor) => Ssse3.IsSupported
        ? Walk<Backward, Ssse3NibbleLookup>(input, position, floor)
        : Walk<Backward, PortableNibbleLookup>(input, position, floor);

    /// <summary>The first position at or after <paramref name="position"/> whose unit is a member, or -1.</summary>
    public int IndexOfMember(ReadOnlySpan<char> input, int position) => Ssse3.IsSupported
        ? IndexOfMember<Ssse3NibbleLookup>(input, position)
        : IndexOfMember<PortableNibbleLookup>(input, position);

    // The 128-bit lookup is a type argument chosen once per call (see INibbleLookup).
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private int IndexOfMember<TLookup>(ReadOnlySpan<char> input, int position)
        where TLookup : struct, INibbleLookup
    {
        ref ushort units = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(input));
        int width = StepWidth;
        ushort block = NoBlock;
        Vector128<byte> table = default;
        while (input.Length - position >= width)
        {
            (uint members, uint undecided) = Classify<TLookup>(ref Unsafe.Add(ref units, position), width, block, table, decidePages: true);
            uint stops = members | undecided;
            if (stops == 0)
            {
                position += width;
                continue;
            }
            position += BitOperations.TrailingZeroCount(stops);
            if ((members & (stops & (0u - stops))) != 0) return position;
            // A unit of another block: tested alone, and its block decides the vectors from here.
            char unit = (char)Unsafe.Add(ref units, position);
            if (_set.Contains(unit)) return position;
            (block, table) = ((ushort)(unit >> 7), BlockTable(unit >> 7));
            position++;
        }
        for (; position < input.Length; position++)
        {
            if (_set.Contains((char)Unsafe.Add(ref units, position))) return position;
        }
        return -1;
    }

    /// <summary>
    /// How many units at or after <paramref name="position"/> are members: the matches of a one-unit class, counted a
    /// vector at a time with no branch per member (the punctuation of code, the vowels of prose are members every few units).
    /// <paramref name="bitmap"/> is the class as a 64K-bit map (bit u set for a member u), which counts the stretches
    /// where units of other blocks keep stopping the vectors.
    /// </summary>
    public int CountMembers(ReadOnlySpan<char> input, int position, ReadOnlySpan<ulong> bitmap) => Ssse3.IsSupported
        ? CountMembers<Ssse3NibbleLookup>(input, position, bitmap)
        : CountMembers<PortableNibbleLookup>(input, position, bitmap);

    /// <summary>Units counted with the bitmap after a vector step that a unit of another block stopped early.</summary>
    public const int BitmapStretch = 64;

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private int CountMembers<TLookup>(ReadOnlySpan<char> input, int position, ReadOnlySpan<ulong> bitmap)
        where TLookup : struct, INibbleLookup
    {
        ref ushort units = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(input));
        ref ulong bits = ref MemoryMarshal.GetReference(bitmap);
        if (bitmap.Length != (char.MaxValue + 1) / 64) throw new ArgumentException("The bitmap must hold one bit per UTF-16 unit.", nameof(bitmap));
        int width = StepWidth;
        ushort block = NoBlock;
        Vector128<byte> table = default;
        int count = 0;
        while (input.Length - position >= width)
        {
            (uint members, uint undecided) = Classify<TLookup>(ref Unsafe.Add(ref units, position), width, block, table, decidePages: true);
            if (undecided == 0)
            {
                count += BitOperations.PopCount(members);
                position += width;
                continue;
            }
            // The members before the first unit of another block are certain; that unit's block decides the vectors from
            // there. Where it stopped the vector early, blocks are changing unit by unit (ideographs, mixed scripts), and a
            // stretch is counted with the bitmap before the vectors are tried again.
            int unknown = BitOperations.TrailingZeroCount(undecided);
            count += BitOperations.PopCount(members & (uint)((1UL << unknown) - 1));
            position += unknown;
            (block, table) = ((ushort)(Unsafe.Add(ref units, position) >> 7), BlockTable(Unsafe.Add(ref units, position) >> 7));
            int stretchEnd = unknown < width / 2 ? Math.Min(input.Length, position + BitmapStretch) : position + 1;
            for (; position < stretchEnd; position++) count += IsMember(ref bits, Unsafe.Add(ref units, position));
        }
        for (; position < input.Length; position++) count += IsMember(ref bits, Unsafe.Add(ref units, position));
        return count;
    }

    // 1 when bit `unit` of the bitmap is set, else 0.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static int IsMember(ref ulong bits, ushort unit) => (int)(Unsafe.Add(ref bits, unit >> 6) >> (unit & 63)) & 1;

    /// <summary>Whether <see cref="IndexOfPair"/> reads vectors here (it tests every unit alone otherwise).</summary>
    public static bool HasVectorSteps => StepWidth != int.MaxValue;

    /// <summary>
    /// The first position at or after <paramref name="position"/> whose unit and the next are both members, or -1: where
    /// a run of at least two members starts, found without stopping at the lone members between (the single spaces of
    /// prose for <c>\s{2,}</c>, the periods for <c>[.!?]{2,}</c>).
    /// </summary>
    public int IndexOfPair(ReadOnlySpan<char> input, int position) => Ssse3.IsSupported
        ? IndexOfPair<Ssse3NibbleLookup>(input, position)
        : IndexOfPair<PortableNibbleLookup>(input, position);

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private int IndexOfPair<TLookup>(ReadOnlySpan<char> input, int position)
        where TLookup : struct, INibbleLookup
    {
        ref ushort units = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(input));
        int width = StepWidth;
        ushort block = NoBlock;
        Vector128<byte> table = default;
        while (input.Length - position >= width)
        {
            (uint members, uint undecided) = Classify<TLookup>(ref Unsafe.Add(ref units, position), width, block, table, decidePages: true);
            // A pair starting at the last lane needs the next step's first unit: that lane is tested again there.
            uint pairs = members & (members >> 1) & LaneMask(width - 1);
            if (undecided == 0)
            {
                if (pairs != 0) return position + BitOperations.TrailingZeroCount(pairs);
                position += width - 1;
                continue;
            }
            // A unit of another block: the pairs that end before it are certain and come first; else the pair that ends
            // on it is tested here, and its block decides the vectors from it on.
            // Both masks are computed without a branch on `unknown` being 0 (lane 0 then has no pair before it): written
            // as a conditional, the JIT without AVX2 evaluated the shift by -1 as a shift by 31.
            int unknown = BitOperations.TrailingZeroCount(undecided);
            uint certain = pairs & (uint)(((1UL << unknown) - 1) >> 1);
            if (certain != 0) return position + BitOperations.TrailingZeroCount(certain);
            char unit = (char)Unsafe.Add(ref units, position + unknown);
            if ((((members << 1) >> unknown) & 1) != 0 && _set.Contains(unit)) return position + unknown - 1;
            (block, table) = ((ushort)(unit >> 7), BlockTable(unit >> 7));
            position += unknown;
        }
        for (; position + 1 < input.Length; position++)
        {
            if (_set.Contains((char)Unsafe.Add(ref units, position)) && _set.Contains((char)Unsafe.Add(ref units, position + 1))) return position;
        }
        return -1;
    }

    // Type arguments of Walk: one loop is compiled for each direction, with the tests on it folded away.
    private struct Forward;

    private struct Backward;

    // Walks from `position` towards `bound` while units are members; returns where the walk stops. Backwards, the unit
    // read at a position is the one before it.
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private int Walk<TDirection, TLookup>(ReadOnlySpan<char> input, int position, int bound)
        where TDirection : struct
        where TLookup : struct, INibbleLookup
    {
        bool backward = typeof(TDirection) == typeof(Backward);
        ref ushort units = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(input));
        int width = StepWidth;
        ushort block = NoBlock;
        Vector128<byte> table = default;
        while (true)
        {
            if ((backward ? position - bound : bound - position) >= width)
            {
                (uint members, _) = Classify<TLookup>(ref Unsafe.Add(ref units, backward ? position - width : position), width, block, table, decidePages: false);
                uint outside = ~members & LaneMask(width);
                if (outside == 0)
                {
                    position += backward ? -width : width;
                    continue;
                }
                // The unit that stopped the vector (the nearest one not decided a member) is tested below. A 16-unit
                // step's mask fills the low half of the 32 bits, whose upper half counts as leading zeros.
                position += backward ? -(BitOperations.LeadingZeroCount(outside) - (Width - width)) : BitOperations.TrailingZeroCount(outside);
            }
            else if (position == bound)
            {
                return bound;
            }
            char unit = (char)Unsafe.Add(ref units, backward ? position - 1 : position);
            if (!_set.Contains(unit)) return position;
            // A member of another block: its block decides the vectors from here.
            if (unit >= 128 && unit >> 7 != block) (block, table) = ((ushort)(unit >> 7), BlockTable(unit >> 7));
            position += backward ? -1 : 1;
        }
    }

    // The lanes of a step of `width` units as bits.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static uint LaneMask(int width) => width == Width ? uint.MaxValue : (1u << width) - 1;

    // Bit i of `Members` set when the unit at `at` + i is a member that the ASCII table or block `block`'s table decides;
    // bit i of `Undecided` when the unit is beyond ASCII, in another block, and (with `decidePages`, a constant at each
    // call: walks over members ignore it) in a page with members beyond ASCII.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private (uint Members, uint Undecided) Classify<TLookup>(ref ushort at, int width, ushort block, Vector128<byte> table, bool decidePages)
        where TLookup : struct, INibbleLookup
    {
        if (width == Width)
        {
            Vector256<ushort> first = Vector256.LoadUnsafe(ref at), second = Vector256.LoadUnsafe(ref at, Width / 2);
            var ceiling = Vector256.Create((ushort)128);
            Vector256<byte> narrow = Vector256.Narrow(Vector256.Min(first, ceiling), Vector256.Min(second, ceiling));
            uint asciiMembers = Members(narrow, _asciiTable256);
            uint beyond = Vector256.Equals(narrow, Vector256.Create((byte)128)).ExtractMostSignificantBits();
            if (beyond == 0) return (asciiMembers, 0);
            var low7 = Vector256.Create((ushort)127);
            var blockOf = Vector256.Create(block);
            Vector256<byte> index = Vector256.Narrow(first & low7, second & low7);
            uint inBlock = Vector256.Narrow(Vector256.Equals(first >> 7, blockOf), Vector256.Equals(second >> 7, blockOf)).ExtractMostSignificantBits();
            uint blockMembers = Members(index, Vector256.Create(table, table)) & inBlock;
            if (_hasWide) blockMembers |= Vector256.Narrow(InWide(first), InWide(second)).ExtractMostSignificantBits() & beyond;
            uint undecided = beyond & ~inBlock & ~blockMembers;
            if (decidePages && undecided != 0)
            {
                Vector256<byte> page = Vector256.Narrow(first >> 8, second >> 8);
                undecided &= Members(page, _memberPagesLow) | Members(page ^ Vector256.Create((byte)0x80), _memberPagesHigh);
            }
            return ((asciiMembers & ~beyond) | blockMembers, undecided);
        }
        else
        {
            Vector128<ushort> first = Vector128.LoadUnsafe(ref at), second = Vector128.LoadUnsafe(ref at, Width128 / 2);
            var ceiling = Vector128.Create((ushort)128);
            Vector128<byte> narrow = Vector128.Narrow(Vector128.Min(first, ceiling), Vector128.Min(second, ceiling));
            uint asciiMembers = Members<TLookup>(narrow, _asciiTable);
            uint beyond = Vector128.Equals(narrow, Vector128.Create((byte)128)).ExtractMostSignificantBits();
            if (beyond == 0) return (asciiMembers, 0);
            var low7 = Vector128.Create((ushort)127);
            var blockOf = Vector128.Create(block);
            Vector128<byte> index = Vector128.Narrow(first & low7, second & low7);
            uint inBlock = Vector128.Narrow(Vector128.Equals(first >> 7, blockOf), Vector128.Equals(second >> 7, blockOf)).ExtractMostSignificantBits();
            uint blockMembers = Members<TLookup>(index, table) & inBlock;
            if (_hasWide) blockMembers |= Vector128.Narrow(InWide(first), InWide(second)).ExtractMostSignificantBits() & beyond;
            uint undecided = beyond & ~inBlock & ~blockMembers;
            if (decidePages && undecided != 0)
            {
                Vector128<byte> page = Vector128.Narrow(first >> 8, second >> 8);
                undecided &= Members<TLookup>(page, _memberPagesLow.GetLower()) | Members<TLookup>(page ^ Vector128.Create((byte)0x80), _memberPagesHigh.GetLower());
            }
            return ((asciiMembers & ~beyond) | blockMembers, undecided);
        }
    }

    // Bit i set when index i (below 128; 128 and above are never members) has its bit in `table`. The lookups take
    // indices 0 to 15 only, which every platform's byte shuffle treats alike.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static uint Members(Vector256<byte> index, Vector256<byte> table)
    {
        var nibble = Vector256.Create((byte)15);
        Vector256<byte> lowHits = InLaneShuffle(table, index & nibble);
        Vector256<byte> highBits = InLaneShuffle(Vector256.Create(HighNibbleBit, HighNibbleBit), Vector256.ShiftRightLogical(index, 4));
        return ~Vector256.Equals(lowHits & highBits, Vector256<byte>.Zero).ExtractMostSignificantBits();
    }

    // `table[index]` per byte for indices 0 to 15 with the table in both 128-bit halves: AVX2's in-lane byte shuffle is
    // the whole lookup, where Vector256.ShuffleNative compiles to a cross-lane emulation (two shuffles, a lane swap and a
    // blend) that the walks' short runs pay at every stop.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector256<byte> InLaneShuffle(Vector256<byte> table, Vector256<byte> index) =>
        Avx2.IsSupported ? Avx2.Shuffle(table, index) : Vector256.ShuffleNative(table, index);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static uint Members<TLookup>(Vector128<byte> index, Vector128<byte> table)
        where TLookup : struct, INibbleLookup
    {
        var nibble = Vector128.Create((byte)15);
        Vector128<byte> lowHits = TLookup.Shuffle(table, index & nibble);
        Vector128<byte> highBits = TLookup.Shuffle(HighNibbleBit, Vector128.ShiftRightLogical(index, 4));
        return ~Vector128.Equals(lowHits & highBits, Vector128<byte>.Zero).ExtractMostSignificantBits() & 0xFFFF;
    }

    // The table of block `block`, built the first time a search meets one of its units.
    private Vector128<byte> BlockTable(int block)
    {
        bool[] ready = Volatile.Read(ref _blockReady) ?? CreateBlockStore();
        if (Volatile.Read(ref ready[block])) return _blockTables![block];
        Vector128<byte> table = TableOf(_set, block);
        _blockTables![block] = table;
        Volatile.Write(ref ready[block], true);
        return table;
    }

    // The tables and their flags, made when the first unit beyond ASCII is met (most scans never meet one).
    private bool[] CreateBlockStore()
    {
        Interlocked.CompareExchange(ref _blockTables, new Vector128<byte>[BlockCount], null);
        Interlocked.CompareExchange(ref _blockReady, new bool[BlockCount], null);
        return _blockReady!;
    }

    // The pages with members beyond ASCII, as two nibble tables (see _memberPagesLow).
    private static (Vector128<byte> Low, Vector128<byte> High) MemberPages(CharRangeSet set)
    {
        Span<byte> tables = stackalloc byte[32];
        foreach (CharRange range in set.Ranges)
        {
            if (range.Last < 0x80) continue;
            for (int page = Math.Max((int)range.First, 0x80) >> 8; page <= range.Last >> 8; page++)
            {
                int index = page & 0x7F;
                tables[(page >> 7) * 16 + (index & 15)] |= (byte)(1 << (index >> 4));
            }
        }
        return (Vector128.Create<byte>(tables[..16]), Vector128.Create<byte>(tables[16..]));
    }

    // The nibble table of block `block` of `set`.
    private static Vector128<byte> TableOf(CharRangeSet set, int block)
    {
        Span<byte> table = stackalloc byte[16];
        int first = block * 128;
        foreach (CharRange range in set.Ranges)
        {
            if (range.Last < first) continue;
            if (range.First >= first + 128) break;
            for (int unit = Math.Max(range.First, first); unit <= Math.Min((int)range.Last, first + 127); unit++)
            {
                int offset = unit - first;
                table[offset & 15] |= (byte)(1 << (offset >> 4));
            }
        }
        return Vector128.Create<byte>(table);
    }
}

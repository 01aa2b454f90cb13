using System.Runtime.Intrinsics;

namespace Hotpath.Text;

/// <summary>
/// Where the AVX-512 pack (vpackuswb of units 0–31 and 32–63) puts each unit: in 128-bit lane L, bytes 0–7 are
/// units 8L…8L+7 and bytes 8–15 are units 32+8L…32+8L+7. Teddy keeps its lookups in this order and folds the
/// reordering into the permutes it needs anyway: the one- to three-lane shifts across blocks, and a final permute
/// back into text order for the rare blocks with candidates. Immutable and thread-safe.
/// </summary>
internal static class PackedLaneOrder
{
    /// <summary>Byte <paramref name="packed"/> of a packed block holds this unit of the block.</summary>
    public static int UnitAt(int packed)
    {
        int lane = packed >> 4, offset = packed & 15;
        return offset < 8 ? 8 * lane + offset : 32 + 8 * lane + offset - 8;
    }

    /// <summary>The byte of a packed block that holds <paramref name="unit"/>.</summary>
    public static int PackedIndexOf(int unit)
    {
        int half = unit >> 5, lane = (unit & 31) >> 3;
        return 16 * lane + 8 * half + (unit & 7);
    }

    /// <summary>Control for vpermb: byte j of the result is the packed byte of unit j (back into text order).</summary>
    public static readonly Vector512<byte> ToText = Control(j => PackedIndexOf(j));

    /// <summary>Control for vpermt2b over previous‖current packed blocks: each byte takes the unit one before it in the text.</summary>
    public static readonly Vector512<byte> ShiftOne = Shift(1);

    /// <summary>As <see cref="ShiftOne"/>, two units before.</summary>
    public static readonly Vector512<byte> ShiftTwo = Shift(2);

    /// <summary>As <see cref="ShiftOne"/>, three units before.</summary>
    public static readonly Vector512<byte> ShiftThree = Shift(3);

    // Byte q of the result (holding unit UnitAt(q)) takes unit UnitAt(q) - distance: from the current block
    // (permute index 64 + its packed byte) or, before the block, from the previous one.
    private static Vector512<byte> Shift(int distance) => Control(q =>
    {
        int unit = UnitAt(q) - distance;
        return unit >= 0 ? 64 + PackedIndexOf(unit) : PackedIndexOf(unit + 64);
    });

    private static Vector512<byte> Control(Func<int, int> index)
    {
        Span<byte> bytes = stackalloc byte[64];
        for (int i = 0; i < 64; i++) bytes[i] = (byte)index(i);
        return Vector512.Create((ReadOnlySpan<byte>)bytes);
    }
}

using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;

namespace Hotpath.Text;

/// <summary>
/// A block of 64 units of text as one <see cref="Vector512{T}"/> of bytes, for the AVX-512 VBMI scans that load each
/// block once and move per-unit results between neighbouring blocks with one two-register byte permute
/// (<c>vpermt2b</c>) instead of loading the text again at every offset they test (Teddy's shifted scan, the substring
/// probes' shifted scan). Bytes are one unit each. UTF-16 units go through one signed-saturating pack
/// (<c>vpackuswb</c>) with no permute back into text order: units up to 0xFF keep their value, larger ones become
/// 0xFF or 0x00, which can only add candidates to an ASCII comparison; the pack interleaves the two 32-unit halves per
/// 128-bit lane (see <see cref="ByteOf"/>), and every block is packed alike, so results line up lane by lane.
/// </summary>
internal static class UnitBlock512<T> where T : unmanaged, IBinaryInteger<T>
{
    /// <summary>Units per block.</summary>
    public const int Width = 64;

    /// <summary>
    /// The bits of a per-byte mask of a packed UTF-16 block that belong to units 0–31: in 128-bit lane L, bytes 0–7
    /// hold units 8L…8L+7 and bytes 8–15 hold units 32+8L…32+8L+7.
    /// </summary>
    private const ulong PackedFirstHalf = 0x00FF_00FF_00FF_00FF;

    /// <summary>
    /// <c>vpermt2b</c> indices (first register: this block, second: the next) that put at unit t's byte the byte of
    /// unit t + s, for every s from 0 to 63 (<c>BackBy[s]</c>).
    /// </summary>
    public static readonly Vector512<byte>[] BackBy = CreateBackIndices();

    /// <summary>Whether the hardware has the instructions these scans use (AVX-512 VBMI, and BMI2 for <see cref="TextOrder"/>).</summary>
    public static bool IsSupported
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Avx512Vbmi.IsSupported && Bmi2.X64.IsSupported && (typeof(T) == typeof(byte) || typeof(T) == typeof(ushort));
    }

    /// <summary>Loads the 64 units from <paramref name="source"/> as bytes (UTF-16: two loads and one pack).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector512<byte> Load(ref T source)
    {
        if (typeof(T) == typeof(byte)) return Vector512.LoadUnsafe(ref Unsafe.As<T, byte>(ref source));
        ref short units = ref Unsafe.As<T, short>(ref source);
        return Avx512BW.PackUnsignedSaturate(Vector512.LoadUnsafe(ref units), Vector512.LoadUnsafe(ref units, 32));
    }

    /// <summary>The byte of a loaded block that holds <paramref name="unit"/> (0–63).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int ByteOf(int unit) => typeof(T) == typeof(byte) ? unit : 16 * ((unit & 31) >> 3) + 8 * (unit >> 5) + (unit & 7);

    /// <summary>A per-byte mask of a loaded block (bit b for byte b) in text order (bit t for unit t).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong TextOrder(ulong bytes)
    {
        if (typeof(T) == typeof(byte)) return bytes;
        return Bmi2.X64.ParallelBitExtract(bytes, PackedFirstHalf) | Bmi2.X64.ParallelBitExtract(bytes, ~PackedFirstHalf) << 32;
    }

    private static Vector512<byte>[] CreateBackIndices()
    {
        var all = new Vector512<byte>[Width];
        Span<byte> indices = stackalloc byte[Width];
        for (int shift = 0; shift < Width; shift++)
        {
            for (int unit = 0; unit < Width; unit++)
            {
                int source = unit + shift, register = source >= Width ? Width : 0;
                indices[ByteOf(unit)] = (byte)(register + ByteOf(source & (Width - 1)));
            }
            all[shift] = Vector512.Create((ReadOnlySpan<byte>)indices);
        }
        return all;
    }
}

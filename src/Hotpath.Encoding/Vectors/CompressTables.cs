using System.Numerics;

namespace Hotpath.Encodings.Vectors;

/// <summary>
/// Byte-shuffle controls that pack selected lanes of a 128-bit vector to its front: the cross-platform way to
/// compress where no compress instruction exists (AVX-512 VBMI2 has one; SSE, AVX2 and AdvSimd do not). Built once
/// at startup from loops, 12 KB in all.
/// </summary>
internal static class CompressTables
{
    // A control byte that selects nothing: zero on x64 (high bit set) and on Arm64 (out of range).
    private const byte None = 0x80;

    /// <summary>
    /// For each 8-bit mask of the 16-bit lanes to keep, 16 control bytes that move the kept lanes, in order, to the
    /// front. Entry <c>m</c> starts at <c>16 * m</c>.
    /// </summary>
    public static readonly byte[] KeepWords = BuildKeepWords();

    /// <summary>
    /// For four 32-bit lanes each holding a UTF-8 sequence of 0 to 3 bytes in its low bytes, indexed by the four
    /// 2-bit length codes (<see cref="LengthOfCode"/>, lane 0 in the low bits): 16 control bytes that pack the
    /// sequences together. Entry <c>i</c> starts at <c>16 * i</c>. The codes are what a byte mask of 16-bit lanes
    /// gives directly (see <see cref="LengthOfCode"/>), so an index needs no bit spreading.
    /// </summary>
    public static readonly byte[] PackSequences = BuildPackSequences();

    /// <summary>
    /// For eight 16-bit lanes each holding a UTF-8 sequence of one byte (low) or two (low, then high), indexed by the
    /// 8-bit mask of the two-byte lanes: 16 control bytes that pack the sequences together, 8 + popcount(mask) long.
    /// Entry <c>m</c> starts at <c>16 * m</c>.
    /// </summary>
    public static readonly byte[] PackOneOrTwo = BuildPackOneOrTwo();

    /// <summary>
    /// The bytes of a lane whose 2-bit length code is <paramref name="code"/>: the low bit says the sequence has two
    /// or more bytes, the high bit that it has three, so codes 0, 1, 3 are 1, 2, 3 bytes, and 2 is none (a lane left
    /// out). A lane's byte count is one more than its code's popcount, except for code 2.
    /// </summary>
    public static int LengthOfCode(int code) => code == 2 ? 0 : 1 + BitOperations.PopCount((uint)code);

    private static byte[] BuildKeepWords()
    {
        var table = new byte[256 * 16];
        for (int mask = 0; mask < 256; mask++)
        {
            Span<byte> entry = table.AsSpan(mask * 16, 16);
            entry.Fill(None);
            int next = 0;
            for (int lane = 0; lane < 8; lane++)
            {
                if ((mask & (1 << lane)) == 0) continue;
                entry[next++] = (byte)(2 * lane);
                entry[next++] = (byte)(2 * lane + 1);
            }
        }
        return table;
    }

    private static byte[] BuildPackOneOrTwo()
    {
        var table = new byte[256 * 16];
        for (int mask = 0; mask < 256; mask++)
        {
            Span<byte> entry = table.AsSpan(mask * 16, 16);
            entry.Fill(None);
            int next = 0;
            for (int lane = 0; lane < 8; lane++)
            {
                entry[next++] = (byte)(2 * lane);
                if ((mask & (1 << lane)) != 0) entry[next++] = (byte)(2 * lane + 1);
            }
        }
        return table;
    }

    private static byte[] BuildPackSequences()
    {
        var table = new byte[256 * 16];
        for (int index = 0; index < 256; index++)
        {
            Span<byte> entry = table.AsSpan(index * 16, 16);
            entry.Fill(None);
            int next = 0;
            for (int lane = 0; lane < 4; lane++)
            {
                int length = LengthOfCode((index >> (2 * lane)) & 3);
                for (int k = 0; k < length; k++) entry[next++] = (byte)(4 * lane + k);
            }
        }
        return table;
    }
}

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
    /// sequences together. Entry <c>i</c> starts at <c>16 * i</c>.
    /// </summary>
    public static readonly byte[] PackSequences = BuildPackSequences(out s_packedLengths);

    /// <summary>The number of bytes <see cref="PackSequences"/> entry <c>i</c> produces.</summary>
    public static ReadOnlySpan<byte> PackedLengths => s_packedLengths;

    private static readonly byte[] s_packedLengths;

    /// <summary>
    /// For eight 16-bit lanes each holding a UTF-8 sequence of one byte (low) or two (low, then high), indexed by the
    /// 8-bit mask of the two-byte lanes: 16 control bytes that pack the sequences together, 8 + popcount(mask) long.
    /// Entry <c>m</c> starts at <c>16 * m</c>.
    /// </summary>
    public static readonly byte[] PackOneOrTwo = BuildPackOneOrTwo();

    /// <summary>The bytes of a lane whose 2-bit length code is <paramref name="code"/>: codes 0, 1, 2 are 1, 2, 3 bytes, and 3 is none.</summary>
    public static int LengthOfCode(int code) => code == 3 ? 0 : code + 1;

    /// <summary>Spreads the four low bits of <paramref name="bits"/> one per 2-bit field (bit k to bit 2k).</summary>
    public static int Spread(uint bits) => (int)((bits & 1) | ((bits & 2) << 1) | ((bits & 4) << 2) | ((bits & 8) << 3));

    /// <summary>Spreads the 16 low bits of <paramref name="bits"/> one per 2-bit field (bit k to bit 2k).</summary>
    public static uint Spread16(uint bits)
    {
        bits = (bits | (bits << 8)) & 0x00FF00FF;
        bits = (bits | (bits << 4)) & 0x0F0F0F0F;
        bits = (bits | (bits << 2)) & 0x33333333;
        return (bits | (bits << 1)) & 0x55555555;
    }

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

    private static byte[] BuildPackSequences(out byte[] lengths)
    {
        var table = new byte[256 * 16];
        lengths = new byte[256];
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
            lengths[index] = (byte)next;
        }
        return table;
    }
}

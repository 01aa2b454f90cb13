using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;

namespace Hotpath.Text.Tests.Vectors;

/// <summary>
/// Both 16-entry lookups against the table read byte by byte: the portable shuffle is the path of machines without SSSE3
/// (and Arm64's), which an x64 test run does not otherwise take.
/// </summary>
public class NibbleLookupTests
{
    [Theory]
    [InlineData(1)]
    [InlineData(2)]
    public void LookupsReadTheTableEntryOfEveryIndex(int seed)
    {
        var random = new Random(seed);
        var table = new byte[16];
        var indices = new byte[16];
        for (int round = 0; round < 200; round++)
        {
            random.NextBytes(table);
            for (int i = 0; i < indices.Length; i++) indices[i] = (byte)random.Next(16);
            byte[] expected = [.. indices.Select(i => table[i])];
            Vector128<byte> tableVector = Vector128.Create<byte>(table), indexVector = Vector128.Create<byte>(indices);
            Assert.Equal(expected, ToArray(PortableNibbleLookup.Shuffle(tableVector, indexVector)));
            if (Ssse3.IsSupported) Assert.Equal(expected, ToArray(Ssse3NibbleLookup.Shuffle(tableVector, indexVector)));
        }
    }

    private static byte[] ToArray(Vector128<byte> vector)
    {
        var bytes = new byte[16];
        vector.CopyTo(bytes);
        return bytes;
    }
}

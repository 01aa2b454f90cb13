namespace Hotpath.Text.Tests.Vectors;

/// <summary>
/// The aligned one-unit scan against the runtime's <c>IndexOf</c> and <c>Count</c>: every length around the vector
/// width, every start alignment, matches in the first, aligned and last vectors.
/// </summary>
public class UnitScanTests
{
    [Theory]
    [InlineData(1)]
    [InlineData(2)]
    [InlineData(3)]
    public void Utf16AgreesWithTheRuntime(int seed)
    {
        var random = new Random(seed);
        ushort[] buffer = new ushort[1200];
        for (int round = 0; round < 400; round++)
        {
            // A small alphabet makes the searched unit anywhere from absent to dense.
            int alphabet = random.Next(2, 40);
            for (int i = 0; i < buffer.Length; i++) buffer[i] = (ushort)('a' + random.Next(alphabet));
            int offset = random.Next(0, 64);
            int length = random.Next(0, buffer.Length - offset);
            ReadOnlySpan<ushort> haystack = buffer.AsSpan(offset, length);
            ushort value = (ushort)('a' + random.Next(alphabet + 1));
            Assert.True(haystack.IndexOf(value) == UnitScan<ushort>.IndexOf(haystack, value), $"seed {seed} round {round}: IndexOf");
            Assert.True(haystack.Count(value) == UnitScan<ushort>.Count(haystack, value), $"seed {seed} round {round}: Count");
        }
    }

    [Theory]
    [InlineData(1)]
    [InlineData(2)]
    public void Utf8AgreesWithTheRuntime(int seed)
    {
        var random = new Random(seed);
        byte[] buffer = new byte[2400];
        for (int round = 0; round < 400; round++)
        {
            int alphabet = random.Next(2, 60);
            for (int i = 0; i < buffer.Length; i++) buffer[i] = (byte)random.Next(alphabet);
            int offset = random.Next(0, 128);
            int length = random.Next(0, buffer.Length - offset);
            ReadOnlySpan<byte> haystack = buffer.AsSpan(offset, length);
            byte value = (byte)random.Next(alphabet + 1);
            Assert.True(haystack.IndexOf(value) == UnitScan<byte>.IndexOf(haystack, value), $"seed {seed} round {round}: IndexOf");
            Assert.True(haystack.Count(value) == UnitScan<byte>.Count(haystack, value), $"seed {seed} round {round}: Count");
        }
    }

    [Fact]
    public void FindsAOneUnitAtEveryPositionOfEveryAlignment()
    {
        ushort[] buffer = new ushort[UnitScan<ushort>.MinLength * 3 + 64];
        for (int offset = 0; offset < 40; offset++)
        {
            for (int length = UnitScan<ushort>.MinLength; length < UnitScan<ushort>.MinLength + 70; length += 7)
            {
                Span<ushort> haystack = buffer.AsSpan(offset, length);
                for (int at = 0; at < length; at++)
                {
                    haystack[at] = 1;
                    Assert.True(UnitScan<ushort>.IndexOf(haystack, 1) == at, $"offset {offset} length {length} at {at}");
                    Assert.True(UnitScan<ushort>.Count(haystack, 1) == 1, $"offset {offset} length {length} at {at}: count");
                    haystack[at] = 0;
                }
                Assert.Equal(-1, UnitScan<ushort>.IndexOf(haystack, 1));
            }
        }
    }
}

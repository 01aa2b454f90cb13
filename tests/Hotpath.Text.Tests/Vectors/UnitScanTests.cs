using System.Numerics;

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
    public void Utf16AgreesWithTheRuntime(int seed) =>
        AgreesWithTheRuntime(seed, bufferLength: 1200, maxOffset: 64, (random, alphabet) => (ushort)('a' + random.Next(alphabet)));

    [Theory]
    [InlineData(1)]
    [InlineData(2)]
    public void Utf8AgreesWithTheRuntime(int seed) =>
        AgreesWithTheRuntime(seed, bufferLength: 2400, maxOffset: 128, (random, alphabet) => (byte)random.Next(alphabet));

    // Random haystacks over a small alphabet (so the searched unit is anywhere from absent to dense), at every start
    // alignment up to `maxOffset` units, searched for a unit of the alphabet or just outside it.
    private static void AgreesWithTheRuntime<T>(int seed, int bufferLength, int maxOffset, Func<Random, int, T> unit)
        where T : unmanaged, IBinaryInteger<T>
    {
        var random = new Random(seed);
        T[] buffer = new T[bufferLength];
        for (int round = 0; round < 400; round++)
        {
            int alphabet = random.Next(2, 40);
            for (int i = 0; i < buffer.Length; i++) buffer[i] = unit(random, alphabet);
            int offset = random.Next(0, maxOffset);
            ReadOnlySpan<T> haystack = buffer.AsSpan(offset, random.Next(0, buffer.Length - offset));
            T value = unit(random, alphabet + 1);
            Assert.True(haystack.IndexOf(value) == UnitScan<T>.IndexOf(haystack, value), $"seed {seed} round {round}: IndexOf");
            Assert.True(haystack.Count(value) == UnitScan<T>.Count(haystack, value), $"seed {seed} round {round}: Count");
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

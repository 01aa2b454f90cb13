using System.Numerics;

namespace Hotpath.Text.Tests.Vectors;

/// <summary>
/// The aligned one-unit scan against the runtime's <c>IndexOf</c>, <c>Count</c> and <c>IndexOfAnyInRange</c>: every length
/// around the vector width, every start alignment, matches in the first, aligned and last vectors.
/// </summary>
public class UnitScanTests
{
    [Theory]
    [InlineData(1)]
    [InlineData(2)]
    [InlineData(3)]
    public void Utf16AgreesWithTheRuntime(int seed) =>
        AgreesWithTheRuntime(seed, bufferLength: 1200, maxOffset: 64, (random, alphabet) => (ushort)('a' + random.Next(alphabet)));

    // Units that narrow to themselves and units that saturate (above U+00FF to 0xFF, from U+8000 to 0x00), searched
    // for each other: the AVX2 scan narrows UTF-16 to bytes, which must not turn a wide unit into a match.
    [Theory]
    [InlineData(4)]
    [InlineData(5)]
    public void Utf16WithWideUnitsAgreesWithTheRuntime(int seed)
    {
        ushort[] units = [0x00, 0x01, 0x61, 0xFE, 0xFF, 0x100, 0x1FF, 0x7FFF, 0x8000, 0xFFFF];
        AgreesWithTheRuntime(seed, bufferLength: 1200, maxOffset: 64, (random, alphabet) => units[random.Next(Math.Min(alphabet, units.Length))]);
    }

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
            // A range between two units of the alphabet or just outside it (wide units too: the narrowing must not
            // bring a unit above U+00FF into a range of narrow ones).
            T other = unit(random, alphabet + 1);
            (T low, T high) = value <= other ? (value, other) : (other, value);
            Assert.True(haystack.IndexOfAnyInRange(low, high) == UnitScan<T>.IndexOfAnyInRange(haystack, low, high),
                $"seed {seed} round {round}: IndexOfAnyInRange {low}..{high}");
        }
    }

    // A unit in every lane, or every other, over haystacks long enough that per-lane tallies must be summed before a
    // byte lane overflows (255 matches), at several alignments.
    [Theory]
    [InlineData(1)]
    [InlineData(2)]
    public void CountsDenseUnitsOverLongHaystacks(int every)
    {
        ushort[] units = new ushort[40_000];
        byte[] bytes = new byte[40_000];
        for (int i = 0; i < units.Length; i += every) (units[i], bytes[i]) = ('e', (byte)'e');
        foreach (int offset in new[] { 0, 1, 7, 33 })
        {
            foreach (int length in new[] { 16_255, 16_320, 39_000 })
            {
                ReadOnlySpan<ushort> utf16 = units.AsSpan(offset, length);
                ReadOnlySpan<byte> utf8 = bytes.AsSpan(offset, length);
                Assert.True(utf16.Count((ushort)'e') == UnitScan<ushort>.Count(utf16, 'e'), $"UTF-16 every {every} offset {offset} length {length}");
                Assert.True(utf8.Count((byte)'e') == UnitScan<byte>.Count(utf8, (byte)'e'), $"UTF-8 every {every} offset {offset} length {length}");
            }
        }
    }

    // Lengths around the shortest haystack each vector path scans (AVX-512: MinLength; AVX2: 256 units).
    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public void FindsAOneUnitAtEveryPositionOfEveryAlignment(bool shortest)
    {
        int from = shortest ? UnitScan<ushort>.MinLength : 256;
        ushort[] buffer = new ushort[from + 70 + 64];
        for (int offset = 0; offset < 40; offset++)
        {
            for (int length = from; length < from + 70; length += 7)
            {
                Span<ushort> haystack = buffer.AsSpan(offset, length);
                for (int at = 0; at < length; at++)
                {
                    haystack[at] = 1;
                    Assert.True(UnitScan<ushort>.IndexOf(haystack, 1) == at, $"offset {offset} length {length} at {at}");
                    Assert.True(UnitScan<ushort>.Count(haystack, 1) == 1, $"offset {offset} length {length} at {at}: count");
                    haystack[at] = '5';
                    Assert.True(UnitScan<ushort>.IndexOfAnyInRange(haystack, '0', '9') == at, $"offset {offset} length {length} at {at}: range");
                    haystack[at] = 0;
                }
                Assert.Equal(-1, UnitScan<ushort>.IndexOf(haystack, 1));
                Assert.Equal(-1, UnitScan<ushort>.IndexOfAnyInRange(haystack, '0', '9'));
            }
        }
    }
}

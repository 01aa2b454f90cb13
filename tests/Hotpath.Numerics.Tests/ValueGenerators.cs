namespace Hotpath.Numerics.Tests;

/// <summary>
/// Seeded floating-point values of the kinds that stress formatting and parsing: every bit pattern (NaNs, infinities,
/// subnormals, both zeros), uniform values at many magnitudes, integers, powers of ten and of two, and values next to them.
/// </summary>
internal static class ValueGenerators
{
    /// <summary>A double of a randomly chosen kind.</summary>
    public static double Double(Random random) => random.Next(8) switch
    {
        0 or 1 => BitConverter.Int64BitsToDouble(random.NextInt64(long.MinValue, long.MaxValue)),
        2 => random.NextDouble() * Math.Pow(10, random.Next(-30, 31)) * (random.Next(2) == 0 ? 1 : -1),
        3 => random.NextInt64(-1L << 53, 1L << 53) / (double)(1L << random.Next(0, 60)),
        4 => double.Parse($"1e{random.Next(-325, 310)}", System.Globalization.CultureInfo.InvariantCulture),
        5 => Math.BitIncrement(Math.Pow(2, random.Next(-1075, 1024))) * (random.Next(2) == 0 ? 1 : -1),
        6 => BitConverter.Int64BitsToDouble(random.NextInt64(0, 1L << 20)),
        _ => Math.Round(random.NextDouble() * 1e6, random.Next(0, 8)),
    };

    /// <summary>A float of a randomly chosen kind.</summary>
    public static float Single(Random random) => random.Next(5) switch
    {
        0 or 1 => BitConverter.Int32BitsToSingle(random.Next(int.MinValue, int.MaxValue)),
        2 => (float)(random.NextDouble() * Math.Pow(10, random.Next(-30, 31))),
        3 => BitConverter.Int32BitsToSingle(random.Next(0, 1 << 12)),
        _ => random.Next(-(1 << 24), 1 << 24) / (float)(1 << random.Next(0, 30)),
    };
}

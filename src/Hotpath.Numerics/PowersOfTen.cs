namespace Hotpath.Numerics;

/// <summary>Exact powers of ten as integers and doubles, shared by the formatters and parsers.</summary>
internal static class PowersOfTen
{
    /// <summary>10^0 to 10^19, every power of ten a <see cref="ulong"/> holds.</summary>
    public static ReadOnlySpan<ulong> UInt64 =>
    [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
        10_000_000_000, 100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000,
        1_000_000_000_000_000, 10_000_000_000_000_000, 100_000_000_000_000_000, 1_000_000_000_000_000_000,
        10_000_000_000_000_000_000,
    ];

    /// <summary>10^0 to 10^22, the powers of ten a <see cref="double"/> holds exactly (5^22 &lt; 2^53).</summary>
    public static ReadOnlySpan<double> Double =>
    [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ];
}

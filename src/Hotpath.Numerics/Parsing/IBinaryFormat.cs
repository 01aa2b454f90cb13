namespace Hotpath.Numerics.Parsing;

/// <summary>
/// The constants of an IEEE binary format that decimal-to-binary conversion needs (the parameters of fast_float's
/// <c>binary_format</c>). Implemented by empty structs, so that generic code specialized over them folds every constant.
/// </summary>
internal interface IBinaryFormat
{
    /// <summary>Stored significand bits: 52, 23 or 10.</summary>
    static abstract int SignificandBits { get; }

    /// <summary>The exponent bias, negated: -1023, -127 or -15.</summary>
    static abstract int MinimumExponent { get; }

    /// <summary>The biased exponent of infinity: 0x7FF, 0xFF or 0x1F.</summary>
    static abstract int InfiniteExponent { get; }

    /// <summary>Below 10^this, every significand under 2^64 rounds to zero.</summary>
    static abstract int SmallestPowerOfTen { get; }

    /// <summary>Above 10^this, every nonzero significand overflows to infinity.</summary>
    static abstract int LargestPowerOfTen { get; }

    /// <summary>
    /// The decimal exponents for which w * 10^q can fall exactly halfway between two values (5^|q| small enough to leave the
    /// product exact), where ties must be resolved to even instead of up.
    /// </summary>
    static abstract int MinRoundToEvenExponent { get; }

    /// <inheritdoc cref="MinRoundToEvenExponent"/>
    static abstract int MaxRoundToEvenExponent { get; }
}

/// <summary><see cref="double"/>: 53-bit significand.</summary>
internal readonly struct DoubleFormat : IBinaryFormat
{
    public static int SignificandBits => 52;
    public static int MinimumExponent => -1023;
    public static int InfiniteExponent => 0x7FF;
    public static int SmallestPowerOfTen => -342;
    public static int LargestPowerOfTen => 308;
    public static int MinRoundToEvenExponent => -4;
    public static int MaxRoundToEvenExponent => 23;
}

/// <summary><see cref="float"/>: 24-bit significand.</summary>
internal readonly struct SingleFormat : IBinaryFormat
{
    public static int SignificandBits => 23;
    public static int MinimumExponent => -127;
    public static int InfiniteExponent => 0xFF;
    public static int SmallestPowerOfTen => -65;
    public static int LargestPowerOfTen => 38;
    public static int MinRoundToEvenExponent => -17;
    public static int MaxRoundToEvenExponent => 10;
}

/// <summary><see cref="Half"/>: 11-bit significand.</summary>
internal readonly struct HalfFormat : IBinaryFormat
{
    public static int SignificandBits => 10;
    public static int MinimumExponent => -15;
    public static int InfiniteExponent => 0x1F;
    public static int SmallestPowerOfTen => -27;
    public static int LargestPowerOfTen => 4;
    public static int MinRoundToEvenExponent => -22;
    public static int MaxRoundToEvenExponent => 5;
}

namespace Hotpath.Numerics.Parsing;

/// <summary>
/// A scanned decimal number: <c>(-1)^Negative * Significand * 10^Exponent</c>, with the first 19 significant digits in
/// <see cref="Significand"/>. When the input had more, <see cref="Truncated"/> says a nonzero digit was dropped (the true
/// value lies strictly between Significand and Significand + 1, scaled).
/// </summary>
internal struct DecimalText
{
    /// <summary>Up to 19 significant digits; 0 for a zero value.</summary>
    public ulong Significand;

    /// <summary>The power of ten applied to <see cref="Significand"/>.</summary>
    public long Exponent;

    /// <summary>A leading negative sign was read.</summary>
    public bool Negative;

    /// <summary>Nonzero digits after the 19th significant one were dropped.</summary>
    public bool Truncated;
}

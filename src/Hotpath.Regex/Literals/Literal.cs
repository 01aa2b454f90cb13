namespace Hotpath.RegularExpressions.Literals;

/// <summary>
/// A string of UTF-16 code units that a match must begin with (prefix) or end with (suffix).
/// </summary>
/// <param name="Units">The code units.</param>
/// <param name="IsExact">
/// True when the literal is a complete match of the part it was extracted from, so more literals may be
/// appended to it; false when the part can continue past it (the literal was cut by a limit, a repetition
/// or a part that has no finite literal set).
/// </param>
internal readonly record struct Literal(string Units, bool IsExact)
{
    /// <summary>The number of code units.</summary>
    public int Length => Units.Length;

    /// <summary>The same units, no longer extendable.</summary>
    public Literal AsInexact() => this with { IsExact = false };

    /// <inheritdoc/>
    public override string ToString() => (IsExact ? "E(" : "I(") + Units + ")";
}

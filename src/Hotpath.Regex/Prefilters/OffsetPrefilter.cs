namespace Hotpath.RegularExpressions.Prefilters;

/// <summary>
/// Candidates are a fixed number of units before each hit of another prefilter: the search for the literals at a
/// fixed offset into every match (<see cref="Literals.LeadingUnitDrop"/>), for regexes whose start is a class too
/// common to scan for (<c>\w(?:ing|ed)\b</c>, <c>[A-Za-z]erica|[A-Za-z]ress</c>). Immutable and thread-safe.
/// </summary>
/// <remarks>
/// A match starting at <c>s</c> has its literal at <c>s + offset</c>, so the first hit at or after
/// <c>start + offset</c> gives the first candidate at or after <c>start</c>: none is missed. No UTF-8 form: the
/// offset counts UTF-16 units, and the units before the literal may take one to three bytes each.
/// </remarks>
internal sealed class OffsetPrefilter : Prefilter
{
    private readonly Prefilter _literals;
    private readonly int _offset;

    /// <summary>Candidates <paramref name="offset"/> (at least 1) units before each hit of <paramref name="literals"/>.</summary>
    public OffsetPrefilter(Prefilter literals, int offset)
    {
        ArgumentNullException.ThrowIfNull(literals);
        ArgumentOutOfRangeException.ThrowIfLessThan(offset, 1);
        _literals = literals;
        _offset = offset;
    }

    /// <inheritdoc/>
    public override bool SupportsUtf8 => false;

    /// <inheritdoc/>
    public override bool IsStringSetSearch => _literals.IsStringSetSearch;

    /// <inheritdoc/>
    public override string Describe() => $"{_literals.Describe()}, {_offset} {(_offset == 1 ? "unit" : "units")} into the match";

    /// <inheritdoc/>
    public override bool TryFind(ReadOnlySpan<char> haystack, int start, out int index, out int length)
    {
        if (start > haystack.Length - _offset || !_literals.TryFind(haystack, start + _offset, out int hit, out int hitLength))
        {
            (index, length) = (-1, 0);
            return false;
        }
        (index, length) = (hit - _offset, hitLength + _offset);
        return true;
    }

    /// <inheritdoc/>
    public override bool TryFind(ReadOnlySpan<byte> haystack, int start, out int index, out int length) =>
        throw new InvalidOperationException("This prefilter has no UTF-8 form: its offset counts UTF-16 units.");
}

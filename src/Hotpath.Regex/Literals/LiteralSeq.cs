using System.Runtime.CompilerServices;

namespace Hotpath.RegularExpressions.Literals;

/// <summary>
/// A sequence of literals, in the regex's preference order, such that every match of the regex starts
/// (or ends) with at least one of them; or "infinite" when no such finite set was found. A finite empty
/// sequence means the part can never match. Immutable and thread-safe.
/// </summary>
/// <remarks>
/// The algebra follows the classic literal-extraction design: a concatenation crosses the sequences of its
/// parts (each exact literal is extended by every literal of the next part), an alternation unions them,
/// and every operation respects <see cref="LiteralLimits"/> by making literals inexact or the whole
/// sequence infinite instead of growing without bound.
/// </remarks>
internal sealed class LiteralSeq
{
    private readonly Literal[]? _literals;

    // An inexact empty literal says "a match may start with anything": no finite set is known.
    private LiteralSeq(Literal[]? literals) =>
        _literals = literals is not null && literals.Any(l => l.Length == 0 && !l.IsExact) ? null : literals;

    /// <summary>No finite literal set is known.</summary>
    public static LiteralSeq Infinite { get; } = new(null);

    /// <summary>The part never matches.</summary>
    public static LiteralSeq Nothing { get; } = new([]);

    /// <summary>The part matches exactly the empty string (or only zero-width assertions).</summary>
    public static LiteralSeq EmptyExact { get; } = new([new Literal("", true)]);

    /// <summary>A sequence of the given literals, duplicates removed (the first occurrence keeps its place).</summary>
    public static LiteralSeq Of(IEnumerable<Literal> literals) => new(Deduplicate(literals));

    /// <summary>
    /// A sequence of <paramref name="literals"/>, which the caller guarantees have pairwise different
    /// units (one literal, one per class member): no deduplication pass, which a dictionary of thousands of
    /// words would otherwise pay once per word.
    /// </summary>
    public static LiteralSeq OfDistinct(Literal[] literals) => new(literals);

    /// <summary>Whether a finite literal set is known.</summary>
    public bool IsFinite => _literals is not null;

    /// <summary>The literals; empty when infinite (check <see cref="IsFinite"/>).</summary>
    public ReadOnlySpan<Literal> Literals => _literals;

    /// <summary>The number of literals, or null when infinite.</summary>
    public int? Count => _literals?.Length;

    /// <summary>Finite and every literal exact: the part matches exactly these strings.</summary>
    public bool IsExact => _literals is not null && _literals.All(l => l.IsExact);

    /// <summary>Finite with at least one exact literal, so crossing with a following part can still add units.</summary>
    public bool CanExtend => _literals is not null && _literals.Any(l => l.IsExact);

    /// <summary>The length of the shortest literal, or null when infinite or empty.</summary>
    public int? MinLength => _literals is { Length: > 0 } ? _literals.Min(l => l.Length) : null;

    /// <summary>The same literals, none extendable any more.</summary>
    public LiteralSeq MakeInexact() =>
        _literals is null || _literals.All(l => !l.IsExact) ? this : new(_literals.Select(l => l.AsInexact()).ToArray());

    /// <summary>
    /// The literals of this part followed by those of <paramref name="other"/> (alternation order).
    /// When the union exceeds the count limit, literals are cut shorter (keeping their outer end) until it
    /// fits; if even one-unit literals are too many, the result is infinite.
    /// </summary>
    public LiteralSeq Union(LiteralSeq other, ExtractionSide side, LiteralLimits limits) => UnionAll([this, other], side, limits);

    /// <summary>
    /// The literals of all <paramref name="parts"/> in order, as repeated <see cref="Union"/> would give
    /// them but in time linear in their number (a dictionary of thousands of words is one alternation).
    /// Stops at the first infinite part.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static LiteralSeq UnionAll(IEnumerable<LiteralSeq> parts, ExtractionSide side, LiteralLimits limits)
    {
        ArgumentNullException.ThrowIfNull(parts);
        ArgumentNullException.ThrowIfNull(limits);
        var union = new List<Literal>();
        foreach (LiteralSeq part in parts)
        {
            if (part._literals is null) return Infinite;
            union.AddRange(part._literals);
            // Fitting from time to time, not per part, keeps the work linear yet the list bounded.
            if (union.Count > 4L * limits.MaxLiteralCount)
            {
                Literal[]? fitted = Fit(Deduplicate(union), side, limits);
                if (fitted is null) return Infinite;
                union = [.. fitted];
            }
        }
        return Fit(Deduplicate(union), side, limits) is { } result ? new(result) : Infinite;
    }

    // Cuts literals shorter until the set fits the count limit; null when even one unit is too many.
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private static Literal[]? Fit(Literal[] union, ExtractionSide side, LiteralLimits limits)
    {
        for (int length = 4; union.Length > limits.MaxLiteralCount && length >= 1; length--)
        {
            union = Deduplicate(union.Select(l => Cut(l, length, side)));
        }
        return union.Length > limits.MaxLiteralCount ? null : union;
    }

    /// <summary>
    /// Concatenation: every exact literal of this sequence is extended by each literal of
    /// <paramref name="next"/> (for <see cref="ExtractionSide.Suffix"/>, <paramref name="next"/> is the
    /// part to the left and is prepended). Inexact literals are kept as they are. When the product would
    /// exceed the count limit, this sequence is made inexact instead.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public LiteralSeq Cross(LiteralSeq next, ExtractionSide side, LiteralLimits limits)
    {
        if (_literals is null) return this;
        if (next._literals is null) return MakeInexact();
        int exactCount = _literals.Count(l => l.IsExact);
        if (exactCount == 0) return this;
        long product = (long)exactCount * next._literals.Length + (_literals.Length - exactCount);
        if (product > limits.MaxLiteralCount) return MakeInexact();

        var result = new List<Literal>((int)product);
        foreach (Literal mine in _literals)
        {
            if (!mine.IsExact)
            {
                result.Add(mine);
                continue;
            }
            foreach (Literal theirs in next._literals)
            {
                string units = side == ExtractionSide.Prefix ? mine.Units + theirs.Units : theirs.Units + mine.Units;
                var joined = new Literal(units, theirs.IsExact);
                result.Add(joined.Length > limits.MaxLiteralLength ? Cut(joined, limits.MaxLiteralLength, side) : joined);
            }
        }
        return new(Deduplicate(result));
    }

    /// <summary>
    /// A smaller sequence that finds the same candidate positions: a literal is dropped when another
    /// literal of the set is its prefix (for <see cref="ExtractionSide.Prefix"/>) or its suffix, because
    /// every occurrence of the longer one is also an occurrence of the shorter one. Order is kept.
    /// Only valid for a prefilter, which reports candidates, never for deciding matches.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public LiteralSeq MinimizeForPrefilter(ExtractionSide side)
    {
        if (_literals is null) return this;
        // Looking up every shorter outer part of each literal is linear in the total length; comparing all
        // pairs was quadratic in the count (52 one-letter literals already made 2,704 comparisons).
        var all = new HashSet<string>(_literals.Length, StringComparer.Ordinal);
        foreach (Literal literal in _literals) all.Add(literal.Units);
        HashSet<string>.AlternateLookup<ReadOnlySpan<char>> lookup = all.GetAlternateLookup<ReadOnlySpan<char>>();
        var kept = new List<Literal>(_literals.Length);
        foreach (Literal candidate in _literals)
        {
            ReadOnlySpan<char> units = candidate.Units;
            bool covered = false;
            for (int length = 0; length < units.Length && !covered; length++)
            {
                covered = lookup.Contains(side == ExtractionSide.Prefix ? units[..length] : units[^length..]);
            }
            if (!covered) kept.Add(candidate.AsInexact());
        }
        return new(Deduplicate(kept));
    }

    /// <inheritdoc/>
    public override string ToString() => _literals is null ? "∞" : "[" + string.Join(", ", _literals) + "]";

    /// <summary>Keeps the outer <paramref name="length"/> units (the start for prefixes, the end for suffixes).</summary>
    private static Literal Cut(Literal literal, int length, ExtractionSide side)
    {
        if (literal.Length <= length) return literal;
        string units = side == ExtractionSide.Prefix ? literal.Units[..length] : literal.Units[^length..];
        return new Literal(units, false);
    }

    /// <summary>
    /// Removes repeated units, keeping the first position; the survivor is inexact if any copy was, since
    /// the branch behind an exact copy may be the one that fails.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private static Literal[] Deduplicate(IEnumerable<Literal> literals)
    {
        var order = new List<Literal>();
        var indexByUnits = new Dictionary<string, int>(StringComparer.Ordinal);
        foreach (Literal literal in literals)
        {
            if (indexByUnits.TryGetValue(literal.Units, out int index))
            {
                if (!literal.IsExact) order[index] = order[index].AsInexact();
            }
            else
            {
                indexByUnits.Add(literal.Units, order.Count);
                order.Add(literal);
            }
        }
        return [.. order];
    }
}

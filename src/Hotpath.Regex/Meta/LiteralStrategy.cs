using System.Text;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Literals;
using Hotpath.RegularExpressions.Prefilters;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// The strategy for regexes that are a finite set of literals (<c>Sherlock</c>, <c>Sherlock|Watson</c>,
/// <c>[Ss]herlock</c>) with no groups and no assertions: no automaton runs at all. A vectorized search
/// finds the leftmost position where any literal occurs; the match there is the first literal, in the
/// regex's priority order, that occurs at that position — exactly .NET's leftmost-first choice, because
/// the backtracker tries alternatives in that order at the leftmost position that matches.
/// Immutable and thread-safe.
/// </summary>
internal sealed class LiteralStrategy : Strategy
{
    private readonly string[] _literals;
    private readonly byte[][] _utf8Literals;
    private readonly Prefilter _search;
    private readonly Prefilter _utf8Search;

    private LiteralStrategy(string[] literals, Prefilter search, Prefilter utf8Search)
    {
        _literals = literals;
        _search = search;
        _utf8Search = utf8Search;
        _utf8Literals = [.. literals.Select(Encoding.UTF8.GetBytes)];
    }

    /// <summary>The literals, in priority order.</summary>
    public IReadOnlyList<string> Literals => _literals;

    /// <summary>
    /// The strategy for <paramref name="hir"/>, or null when it is not a set of non-empty literals without
    /// groups, or when a literal holds a surrogate or U+FFFD (its UTF-8 bytes would not match exactly what
    /// the decoding engines match; such rare regexes run on the automata).
    /// </summary>
    public static LiteralStrategy? TryCreate(RegexHir hir)
    {
        ArgumentNullException.ThrowIfNull(hir);
        if (hir.GroupNumbers.Length != 1 || HirFacts.HasLook(hir.Root)) return null;
        LiteralSeq seq = LiteralExtractor.Extract(hir.Root, ExtractionSide.Prefix);
        if (!seq.IsExact || seq.Count == 0 || seq.MinLength == 0) return null;
        string[] literals = [.. seq.Literals.ToArray().Select(l => l.Units)];
        if (literals.Any(l => l.AsSpan().ContainsAnyInRange('\uD800', '\uDFFF') || l.Contains('\uFFFD'))) return null;
        Prefilter? search = PrefilterBuilder.FromLiterals(seq, ExtractionSide.Prefix);
        if (search is null) return null;
        // A class of non-ASCII first units has no byte form; the needles themselves always do here.
        string[] needles = [.. seq.MinimizeForPrefilter(ExtractionSide.Prefix).Literals.ToArray().Select(l => l.Units)];
        Prefilter utf8Search = search.SupportsUtf8 ? search
            : needles.Length == 1 ? new SingleLiteralPrefilter(needles[0], ExtractionSide.Prefix)
            : new LiteralSetPrefilter(needles, ExtractionSide.Prefix);
        return new LiteralStrategy(literals, search, utf8Search);
    }

    /// <inheritdoc/>
    public override int SlotCount => 2;

    /// <inheritdoc/>
    public override StrategyCache CreateCache() => new Cache();

    /// <inheritdoc/>
    public override bool IsMatch(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache) =>
        _search.TryFind(input, start.Position, out _, out _);

    /// <inheritdoc/>
    public override bool TryFindSpan(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd)
    {
        matchStart = matchEnd = -1;
        if (!_search.TryFind(input, start.Position, out int index, out _)) return false;
        ReadOnlySpan<char> rest = input[index..];
        foreach (string literal in _literals)
        {
            if (rest.StartsWith(literal, StringComparison.Ordinal))
            {
                (matchStart, matchEnd) = (index, index + literal.Length);
                return true;
            }
        }
        throw new InvalidOperationException("The literal search reported a position where no literal occurs.");
    }

    /// <inheritdoc/>
    public override bool TryFindCaptures(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, Span<int> slots) =>
        TryFindSpan(input, start, cache, out slots[0], out slots[1]);

    /// <inheritdoc/>
    public override bool IsMatch(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache) =>
        TryFindSpan(utf8, start, cache, out _, out _);

    /// <inheritdoc/>
    public override bool TryFindSpan(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd)
    {
        matchStart = matchEnd = -1;
        if (!_utf8Search.TryFind(utf8, start.Position, out int index, out _)) return false;
        ReadOnlySpan<byte> rest = utf8[index..];
        foreach (byte[] literal in _utf8Literals)
        {
            if (rest.StartsWith(literal))
            {
                (matchStart, matchEnd) = (index, index + literal.Length);
                return true;
            }
        }
        throw new InvalidOperationException("The literal search reported a position where no literal occurs.");
    }

    /// <inheritdoc/>
    public override bool TryFindCaptures(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache, Span<int> slots) =>
        TryFindSpan(utf8, start, cache, out slots[0], out slots[1]);

    private sealed class Cache : StrategyCache;
}

using System.Buffers;
using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Hir;
using Hotpath.Text;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// The strategy for a field between two delimiters whose inside excludes the closing one: <c>"[^"]*"</c>,
/// <c>'[^'\n]+'</c>, <c>\{[^}]*\}</c>, <c>\[([^\]]*)\]</c>, <c>query '([^']*)'</c> (the shape of quoted strings and
/// bracketed fields in logs and data). The opening delimiter is a literal of any length, the closing one a unit. A
/// match is an opening delimiter followed by the first unit outside the inner class, when that unit is the closing
/// delimiter (and the inside is long enough): two vectorized searches per candidate, no automaton. The inside may also
/// hold escapes, an escape unit and the one unit after it (<c>"[^"\\]*(?:\\.[^"\\]*)*"</c>,
/// <c>'(?:[^'\\\n]|\\.)*'</c>: the string literals of code and JSON): the search for stops then steps over each escape.
/// Immutable and thread-safe.
/// </summary>
/// <remarks>
/// <para>Why this is the leftmost-first match: from an opening delimiter at <c>i</c>, the inner loop takes every unit
/// up to the first one outside its class, at <c>j</c>; its greediness does not matter, since the closing delimiter is
/// outside the class and must come right after the loop. So there is a match at <c>i</c> exactly when the unit at
/// <c>j</c> is the closing delimiter. When there is none, an opening delimiter between <c>i</c> and <c>j</c> would
/// meet the same <c>j</c> and fail alike, as long as it ends by <c>j</c>, so the search goes on with the openings that
/// end after <c>j</c>: every unit is searched for stops once, and the time is linear.</para>
/// <para>With escapes the inside is still read one way only: the escape unit is outside the inner class, so at each unit
/// either the class or an escape goes on, and the closing delimiter, outside both, can only follow where that reading
/// stops; lazy and greedy loops end there alike. An opening delimiter inside a failed field (an escaped one) may read
/// it differently, so every opening is tried, and the units read again are charged to a <see cref="RereadBudget"/>:
/// past it the fallback strategy takes the rest of the search, and the time stays linear.</para>
/// <para>UTF-8 input and any other question go to the fallback strategy given at creation.</para>
/// </remarks>
internal sealed class DelimitedStrategy : Utf16Strategy
{
    /// <summary>The most units the inner class may leave out (the searched stops: the closing delimiter and a few more).</summary>
    public const int MaxStops = 5;

    private readonly string _open;
    // Hotpath.Text's search for an opening delimiter of two units or more.
    private readonly SubstringSearcher? _openSearcher;
    private readonly char _close;
    private readonly SearchValues<char> _stops;
    private readonly int _minInside;
    private readonly bool _captureInside;
    // The escape unit and the class of the unit it takes, when the inside has escapes.
    private readonly Escape? _escape;
    private readonly Strategy _fallback;

    private DelimitedStrategy(string open, char close, char[] stops, int minInside, bool captureInside, Escape? escape, Strategy fallback)
        : base(fallback)
    {
        (_open, _close, _stops, _minInside, _captureInside, _escape, _fallback) = (open, close, SearchValues.Create(stops), minInside, captureInside, escape, fallback);
        if (open.Length > 1) _openSearcher = new SubstringSearcher(open);
        SlotCount = captureInside ? 4 : 2;
    }

    /// <summary>An escape: <see cref="Unit"/>, then one unit of <see cref="Escaped"/>.</summary>
    private sealed record Escape(char Unit, CharRangeSet Escaped);

    /// <inheritdoc/>
    public override int SlotCount { get; }

    /// <summary>
    /// The strategy for <paramref name="hir"/> when it is a literal, a greedy or lazy loop of a class that
    /// leaves out the next literal and at most <see cref="MaxStops"/> units in all (with at most one iteration required,
    /// optionally in the only group), and a one-unit literal; else null. <paramref name="buildFallback"/> is called
    /// only when the shape fits.
    /// </summary>
    public static DelimitedStrategy? TryCreate(RegexHir hir, Func<Strategy> buildFallback)
    {
        ArgumentNullException.ThrowIfNull(hir);
        if (TryCreateEscaped(hir, buildFallback) is { } escaped) return escaped;
        if (hir.Root is not HirConcat { Parts: [HirLiteral { Units: var open }, var middle, HirLiteral { Units: [char close] }] }) return null;
        bool captureInside = middle is HirCapture;
        if (hir.GroupNumbers.Length != (captureInside ? 2 : 1)) return null;
        if ((middle is HirCapture { Sub: var sub } ? sub : middle) is not HirRepeat { Sub: HirClass { Set: var inside }, Max: HirRepeat.Unbounded } loop || loop.Min > 1) return null;
        if (inside.Contains(close) || 0x10000 - inside.Count > MaxStops) return null;
        return new DelimitedStrategy(open, close, inside.Negate().Members(), loop.Min, captureInside, escape: null, buildFallback());
    }

    // The escaped shapes: open, then `C*(?:EF C*)*` or `(?:C|EF)*` (either order, greedy or lazy; the whole inside
    // optionally the only group), then the closing unit, where the escape unit E and the closing unit lie outside the
    // inner class C.
    private static DelimitedStrategy? TryCreateEscaped(RegexHir hir, Func<Strategy> buildFallback)
    {
        if (hir.Root is not HirConcat { Parts: [HirLiteral { Units: var open }, .. var parts, HirLiteral { Units: [char close] }] }) return null;
        bool captureInside = parts is [HirCapture];
        if (hir.GroupNumbers.Length != (captureInside ? 2 : 1)) return null;
        HirNode[] middle = parts is [HirCapture { Sub: var group }] ? group is HirConcat concat ? concat.Parts : [group] : parts;
        (CharRangeSet Inside, char Unit, CharRangeSet Escaped)? shape = middle switch
        {
            [HirRepeat { Min: 0, Max: HirRepeat.Unbounded, Sub: HirClass { Set: var inside } },
             HirRepeat { Min: 0, Max: HirRepeat.Unbounded, Sub: HirConcat { Parts: [HirLiteral { Units: [char unit] }, HirClass { Set: var escaped }, HirRepeat { Min: 0, Max: HirRepeat.Unbounded, Sub: HirClass { Set: var again } }] } }]
                when again.Equals(inside) => (inside, unit, escaped),
            [HirRepeat { Min: 0, Max: HirRepeat.Unbounded, Sub: HirAlternation { Branches: [HirClass { Set: var inside }, HirConcat { Parts: [HirLiteral { Units: [char unit] }, HirClass { Set: var escaped }] }] } }]
                => (inside, unit, escaped),
            [HirRepeat { Min: 0, Max: HirRepeat.Unbounded, Sub: HirAlternation { Branches: [HirConcat { Parts: [HirLiteral { Units: [char unit] }, HirClass { Set: var escaped }] }, HirClass { Set: var inside }] } }]
                => (inside, unit, escaped),
            _ => null,
        };
        if (shape is not var (inner, escapeUnit, afterEscape) || escapeUnit == close || inner.Contains(close) || inner.Contains(escapeUnit)
            || 0x10000 - inner.Count > MaxStops)
        {
            return null;
        }
        return new DelimitedStrategy(open, close, inner.Negate().Members(), minInside: 0, captureInside, new Escape(escapeUnit, afterEscape), buildFallback());
    }

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public override bool TryFindSpan(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd)
    {
        if (_escape is not null) return TryFindEscaped(input, start, cache, out matchStart, out matchEnd);
        int position = start.Position;
        int checkAt = position + StrategyCache.StepsPerTimeoutCheck;
        while (position < input.Length)
        {
            int open = _openSearcher?.IndexOf(input[position..]) ?? input[position..].IndexOf(_open[0]);
            if (open < 0) break;
            open += position;
            int inside = open + _open.Length;
            int stop = input[inside..].IndexOfAny(_stops);
            if (stop < 0) break;
            stop += inside;
            if (input[stop] == _close && stop - inside >= _minInside)
            {
                (matchStart, matchEnd) = (open, stop + 1);
                return true;
            }
            // Every opening delimiter that ends by the stop meets it too (see the remarks).
            position = Math.Max(open + 1, stop - _open.Length + 1);
            if (position >= checkAt)
            {
                cache.ThrowIfTimedOut();
                checkAt = position + StrategyCache.StepsPerTimeoutCheck;
            }
        }
        matchStart = matchEnd = -1;
        return false;
    }

    // The search with escapes: every opening tried, the units read again within the budget (see the remarks).
    private bool TryFindEscaped(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd)
    {
        int position = start.Position;
        int readTo = position;
        var budget = new RereadBudget(position);
        var clock = new InputClock(position);
        while (position < input.Length && FindOpen(input, position) is int open and >= 0)
        {
            if (!budget.Allows(open, readTo)) return _fallback.TryFindSpan(input, new SearchStart(open, start.Anchor), cache, out matchStart, out matchEnd);
            int end = EscapedFieldEnd(input, open + _open.Length, cache, ref clock, out readTo);
            if (end >= 0)
            {
                (matchStart, matchEnd) = (open, end);
                return true;
            }
            position = open + 1;
        }
        matchStart = matchEnd = -1;
        return false;
    }

    // The first opening delimiter at or after `position`, or -1.
    private int FindOpen(ReadOnlySpan<char> input, int position)
    {
        int open = _openSearcher?.IndexOf(input[position..]) ?? input[position..].IndexOf(_open[0]);
        return open < 0 ? -1 : position + open;
    }

    // Where the field whose inside starts at `inside` ends (one past the closing delimiter), or -1 when it does not
    // close; `readTo` is one past the last unit read.
    private int EscapedFieldEnd(ReadOnlySpan<char> input, int inside, StrategyCache cache, ref InputClock clock, out int readTo)
    {
        Escape escape = _escape!;
        int position = inside;
        while (input[position..].IndexOfAny(_stops) is int stop and >= 0)
        {
            position += stop;
            char unit = input[position];
            if (unit == _close)
            {
                readTo = position + 1;
                return position + 1;
            }
            if (unit != escape.Unit || position + 1 == input.Length || !escape.Escaped.Contains(input[position + 1]))
            {
                readTo = Math.Min(position + 2, input.Length);
                return -1;
            }
            position += 2;
            clock.Passed(position, cache);
        }
        readTo = input.Length;
        return -1;
    }

    /// <inheritdoc/>
    public override bool TryFindCaptures(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, Span<int> slots)
    {
        if (!TryFindSpan(input, start, cache, out int matchStart, out int matchEnd)) return false;
        (slots[0], slots[1]) = (matchStart, matchEnd);
        if (_captureInside) (slots[2], slots[3]) = (matchStart + _open.Length, matchEnd - 1);
        return true;
    }
}

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
/// delimiter (and the inside is long enough): two vectorized searches per candidate, no automaton. Immutable and
/// thread-safe.
/// </summary>
/// <remarks>
/// <para>Why this is the leftmost-first match: from an opening delimiter at <c>i</c>, the inner loop takes every unit
/// up to the first one outside its class, at <c>j</c>; its greediness does not matter, since the closing delimiter is
/// outside the class and must come right after the loop. So there is a match at <c>i</c> exactly when the unit at
/// <c>j</c> is the closing delimiter. When there is none, an opening delimiter between <c>i</c> and <c>j</c> would
/// meet the same <c>j</c> and fail alike, as long as it ends by <c>j</c>, so the search goes on with the openings that
/// end after <c>j</c>: every unit is searched for stops once, and the time is linear.</para>
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

    private DelimitedStrategy(string open, char close, char[] stops, int minInside, bool captureInside, Strategy fallback)
        : base(fallback)
    {
        (_open, _close, _stops, _minInside, _captureInside) = (open, close, SearchValues.Create(stops), minInside, captureInside);
        if (open.Length > 1) _openSearcher = new SubstringSearcher(open);
        SlotCount = captureInside ? 4 : 2;
    }

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
        if (hir.Root is not HirConcat { Parts: [HirLiteral { Units: var open }, var middle, HirLiteral { Units: [char close] }] }) return null;
        bool captureInside = middle is HirCapture;
        if (hir.GroupNumbers.Length != (captureInside ? 2 : 1)) return null;
        if ((middle is HirCapture { Sub: var sub } ? sub : middle) is not HirRepeat { Sub: HirClass { Set: var inside }, Max: HirRepeat.Unbounded } loop || loop.Min > 1) return null;
        if (inside.Contains(close) || 0x10000 - inside.Count > MaxStops) return null;
        return new DelimitedStrategy(open, close, inside.Negate().Members(), loop.Min, captureInside, buildFallback());
    }

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public override bool TryFindSpan(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd)
    {
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

    /// <inheritdoc/>
    public override bool TryFindCaptures(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, Span<int> slots)
    {
        if (!TryFindSpan(input, start, cache, out int matchStart, out int matchEnd)) return false;
        (slots[0], slots[1]) = (matchStart, matchEnd);
        if (_captureInside) (slots[2], slots[3]) = (matchStart + _open.Length, matchEnd - 1);
        return true;
    }
}

using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Hir;
using Hotpath.Text;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// The strategy for the shortest span from an opening literal to a closing one: a lazy loop of any unit, or of any unit
/// but <c>\n</c>, between two literals: <c>/\*[\s\S]*?\*/</c>, <c>&lt;!--(.*?)--&gt;</c>, <c>"(.*?)"</c>,
/// <c>BEGIN.*?END</c> (comments, markup sections, quoted fields). A match is an opening literal followed by the first
/// closing literal after it, when no line break comes between them (for the dot's loop): two vectorized searches per
/// candidate, no automaton. Immutable and thread-safe.
/// </summary>
/// <remarks>
/// <para>Why this is the leftmost-first match: from an opening literal at <c>i</c> the lazy loop takes as few units as
/// it must, so the match ends with the first closing literal that starts at least <c>min</c> units after the opening one
/// (the loop's required iterations). Under the dot's loop the units before it must hold no <c>\n</c>: the attempt fails
/// when the line ends first. Neither literal holds a <c>\n</c>, so a closing literal that starts before the line's end
/// also ends by it.</para>
/// <para>Why the search is linear: a failed attempt under the dot's loop searched its line only, and every opening
/// literal that starts on that line meets the same line end before any closing literal, so the search goes on after
/// the line break. With the any-unit loop an attempt fails only when no closing literal follows, and then no later
/// opening literal has one either: the search ends.</para>
/// <para>UTF-8 input and any other question go to the fallback strategy given at creation.</para>
/// </remarks>
internal sealed class ShortestSpanStrategy : Utf16Strategy
{
    private readonly string _open;
    private readonly string _close;
    private readonly SubstringSearcher? _openSearcher;
    private readonly SubstringSearcher? _closeSearcher;
    private readonly int _minInside;
    private readonly bool _withinLine;
    private readonly bool _captureInside;

    private ShortestSpanStrategy(string open, string close, int minInside, bool withinLine, bool captureInside, Strategy fallback)
        : base(fallback)
    {
        (_open, _close, _minInside, _withinLine, _captureInside) = (open, close, minInside, withinLine, captureInside);
        // Hotpath.Text's search for literals of two units or more; one unit is a plain IndexOf.
        if (open.Length > 1) _openSearcher = new SubstringSearcher(open);
        if (close.Length > 1) _closeSearcher = new SubstringSearcher(close);
        SlotCount = captureInside ? 4 : 2;
    }

    /// <inheritdoc/>
    public override int SlotCount { get; }

    /// <summary>
    /// The strategy for <paramref name="hir"/> when it is a literal, a lazy unbounded loop of any unit or of any unit but
    /// <c>\n</c> (optionally in the only group), and a literal, neither literal holding a <c>\n</c>; else null.
    /// <paramref name="buildFallback"/> is called only when the shape fits.
    /// </summary>
    public static ShortestSpanStrategy? TryCreate(RegexHir hir, Func<Strategy> buildFallback)
    {
        ArgumentNullException.ThrowIfNull(hir);
        if (hir.Root is not HirConcat { Parts: [HirLiteral { Units: var open }, var middle, HirLiteral { Units: var close }] }) return null;
        if (open.Contains('\n', StringComparison.Ordinal) || close.Contains('\n', StringComparison.Ordinal)) return null;
        bool captureInside = middle is HirCapture;
        if (hir.GroupNumbers.Length != (captureInside ? 2 : 1)) return null;
        if ((middle is HirCapture { Sub: var sub } ? sub : middle) is not HirRepeat { Sub: HirClass { Set: var inside }, Max: HirRepeat.Unbounded, Greedy: false } loop) return null;
        bool withinLine;
        if (inside.Count == 0x10000) withinLine = false;
        else if (inside.Count == 0xFFFF && !inside.Contains('\n')) withinLine = true;
        else return null;
        return new ShortestSpanStrategy(open, close, loop.Min, withinLine, captureInside, buildFallback());
    }

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public override bool TryFindSpan(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd)
    {
        int position = start.Position;
        int checkAt = position + StrategyCache.StepsPerTimeoutCheck;
        while (position < input.Length)
        {
            int open = IndexOf(input[position..], _open, _openSearcher);
            if (open < 0) break;
            open += position;
            int inside = open + _open.Length;
            // Where the inside must end: the line's end under the dot's loop.
            int limit = input.Length;
            if (_withinLine && input[inside..].IndexOf('\n') is int lineEnd and >= 0) limit = inside + lineEnd;
            int from = inside + _minInside;
            int close = from <= limit ? IndexOf(input[from..limit], _close, _closeSearcher) : -1;
            if (close >= 0)
            {
                (matchStart, matchEnd) = (open, from + close + _close.Length);
                return true;
            }
            // No closing literal on the line (see the remarks), or none at all.
            if (limit == input.Length) break;
            position = limit + 1;
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
        if (_captureInside) (slots[2], slots[3]) = (matchStart + _open.Length, matchEnd - _close.Length);
        return true;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static int IndexOf(ReadOnlySpan<char> text, string literal, SubstringSearcher? searcher) =>
        searcher?.IndexOf(text) ?? text.IndexOf(literal[0]);
}

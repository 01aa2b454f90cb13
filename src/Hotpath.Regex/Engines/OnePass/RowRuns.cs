using System.Buffers;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Nfa;

namespace Hotpath.RegularExpressions.Engines.OnePass;

/// <summary>
/// The rows of a <see cref="OnePassDfa"/> that most units leave unchanged, as after the first unit of
/// <c>([^;]+);</c>: every unit but a few goes back to the row, records nothing and asserts nothing. A walk in
/// such a row only has to find the next unit that leaves it, with one vectorized search, instead of taking one
/// table edge per unit.
/// </summary>
/// <remarks>
/// A row may have an end edge only when it asserts an end (<c>$</c>, <c>\z</c>, <c>\Z</c>, or a multiline
/// <c>$</c>) and a line feed leaves the row, as in the <c>(.*)$</c> that ends a log-line pattern: such an end holds
/// at the input's end or before a line feed, so inside a run a match can end only where the run stops, and the
/// walk checks the end edge there. Immutable and thread-safe.
/// </remarks>
internal sealed class RowRuns
{
    /// <summary>The most distinct units that may leave an accelerated row.</summary>
    public const int MaxStopUnits = 16;

    private readonly SearchValues<char>?[] _stops;
    private readonly int _stride;

    private RowRuns(SearchValues<char>?[] stops, int stride)
    {
        _stops = stops;
        _stride = stride;
    }

    /// <summary>Whether the row at offset <paramref name="row"/> is accelerated.</summary>
    public bool Skips(int row) => _stops[row / _stride] is not null;

    /// <summary>
    /// The first position from <paramref name="from"/> before <paramref name="end"/> whose unit leaves the
    /// accelerated row at offset <paramref name="row"/>; <paramref name="end"/> when every unit stays.
    /// </summary>
    public int NextStop(ReadOnlySpan<char> input, int row, int from, int end)
    {
        int skip = input[from..end].IndexOfAny(_stops[row / _stride]!);
        return skip < 0 ? end : from + skip;
    }

    /// <summary>Finds the accelerated rows of the one-pass table <paramref name="edges"/> (rows of <paramref name="stride"/> edges, the end edge last).</summary>
    public static RowRuns Build(EquivalenceClasses classes, ReadOnlySpan<OnePassEdge> edges, int stride)
    {
        var stops = new SearchValues<char>?[edges.Length / stride];
        for (int r = 0; r < stops.Length; r++)
        {
            int row = r * stride;
            OnePassEdge end = edges[row + stride - 1];
            bool endsAtLineEnds = end.Target != OnePassEdge.Dead;
            if (endsAtLineEnds && (end.Looks == 0 || (end.Looks & ~LineEndLooks) != 0)) continue;
            OnePassEdge[] rowEdges = edges.Slice(row, stride - 1).ToArray();
            if (classes.UnitsOf(k => !StaysIn(rowEdges[k], row), MaxStopUnits) is { } units && (!endsAtLineEnds || units.Contains('\n')))
            {
                stops[r] = SearchValues.Create(units);
            }
        }
        return new RowRuns(stops, stride);
    }

    // The assertions that hold only at the input's end or before a line feed.
    private const ushort LineEndLooks = 1 << (int)LookKind.End | 1 << (int)LookKind.EndZ | 1 << (int)LookKind.LineEnd;

    private static bool StaysIn(OnePassEdge edge, int row) => edge.Target == row && edge.Looks == 0 && edge.Saves == 0;
}

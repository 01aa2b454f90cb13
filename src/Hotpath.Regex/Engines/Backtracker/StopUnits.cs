using System.Buffers;
using System.Runtime.CompilerServices;

namespace Hotpath.RegularExpressions.Engines.Backtracker;

/// <summary>
/// The units a loop run stops at, searched for with the cheapest call: one to three units go straight to
/// <c>IndexOf</c>/<c>IndexOfAny</c> (static, and vectorized by the runtime), more through
/// <see cref="SearchValues{T}"/> (a virtual call that runs measurably slower on the short runs of a line's
/// fields). Immutable and thread-safe.
/// </summary>
internal sealed class StopUnits
{
    // Up to three units are held in fields (no array to load); `_count` beyond three means `_values`.
    private readonly int _count;
    private readonly char _first;
    private readonly char _second;
    private readonly char _third;
    private readonly SearchValues<char> _values;

    /// <summary>Creates the search for <paramref name="units"/> (at least one).</summary>
    public StopUnits(char[] units)
    {
        _count = units.Length;
        _first = units[0];
        _second = units.Length > 1 ? units[1] : units[0];
        _third = units.Length > 2 ? units[2] : units[0];
        _values = SearchValues.Create(units);
    }

    /// <summary>The index of the first stop unit in <paramref name="span"/>, or -1.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int IndexIn(ReadOnlySpan<char> span)
    {
        int count = _count;
        if (count == 1) return span.IndexOf(_first);
        if (count == 2) return span.IndexOfAny(_first, _second);
        if (count == 3) return span.IndexOfAny(_first, _second, _third);
        return span.IndexOfAny(_values);
    }
}

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
    private readonly char[] _units;
    private readonly SearchValues<char> _values;

    /// <summary>Creates the search for <paramref name="units"/> (at least one).</summary>
    public StopUnits(char[] units)
    {
        _units = units;
        _values = SearchValues.Create(units);
    }

    /// <summary>The index of the first stop unit in <paramref name="span"/>, or -1.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int IndexIn(ReadOnlySpan<char> span)
    {
        char[] units = _units;
        return units.Length switch
        {
            1 => span.IndexOf(units[0]),
            2 => span.IndexOfAny(units[0], units[1]),
            3 => span.IndexOfAny(units[0], units[1], units[2]),
            _ => span.IndexOfAny(_values),
        };
    }
}

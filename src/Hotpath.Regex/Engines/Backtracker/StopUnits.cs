using System.Buffers;
using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Nfa;

namespace Hotpath.RegularExpressions.Engines.Backtracker;

/// <summary>
/// The units a loop run stops at, searched for with the cheapest call: one to three units go straight to
/// <c>IndexOf</c>/<c>IndexOfAny</c> (static, and vectorized by the runtime), more through
/// <see cref="SearchValues{T}"/> (a virtual call that runs measurably slower on the short runs of a line's
/// fields). When the stops are many (the run goes on over a class such as <c>[\w.-]</c>), the search is for the
/// first unit outside the units the run goes on over: <c>IndexOfAnyExcept</c> over their ASCII members, and a
/// class look-up for each non-ASCII unit it stops at. Immutable and thread-safe.
/// </summary>
internal sealed class StopUnits
{
    // Up to three units are held in fields (no array to load); `_count` beyond three means `_values`, and 0 means the
    // search for the first unit outside `_values` (the ASCII units a run goes on over), refined by `_goesOn`.
    private readonly int _count;
    private readonly char _first;
    private readonly char _second;
    private readonly char _third;
    private readonly SearchValues<char> _values;
    private readonly EquivalenceClasses? _classes;
    private readonly bool[]? _goesOn;

    /// <summary>Creates the search for <paramref name="units"/> (at least one).</summary>
    public StopUnits(char[] units)
    {
        _count = units.Length;
        _first = units[0];
        _second = units.Length > 1 ? units[1] : units[0];
        _third = units.Length > 2 ? units[2] : units[0];
        _values = SearchValues.Create(units);
    }

    private StopUnits(EquivalenceClasses classes, bool[] goesOn, char[] asciiGoingOn)
    {
        _values = SearchValues.Create(asciiGoingOn);
        _classes = classes;
        _goesOn = goesOn;
    }

    /// <summary>
    /// The search for the first unit whose class <paramref name="goesOn"/> rejects, or null when it accepts no class
    /// (the run never starts).
    /// </summary>
    public static StopUnits? Outside(EquivalenceClasses classes, Func<int, bool> goesOn)
    {
        var classGoesOn = new bool[classes.Count];
        bool any = false;
        for (int k = 0; k < classGoesOn.Length; k++) any |= classGoesOn[k] = goesOn(k);
        if (!any) return null;
        var ascii = new List<char>();
        for (char c = '\0'; c < 128; c++)
        {
            if (classGoesOn[classes.ClassOf(c)]) ascii.Add(c);
        }
        return new StopUnits(classes, classGoesOn, [.. ascii]);
    }

    /// <summary>The index of the first stop unit in <paramref name="span"/>, or -1.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int IndexIn(ReadOnlySpan<char> span)
    {
        int count = _count;
        if (count == 1) return span.IndexOf(_first);
        if (count == 2) return span.IndexOfAny(_first, _second);
        if (count == 3) return span.IndexOfAny(_first, _second, _third);
        return count > 3 ? span.IndexOfAny(_values) : IndexOutside(span);
    }

    // The first unit outside the units a run goes on over: the ASCII ones rule themselves out in the vectorized search,
    // the non-ASCII ones it stops at are looked up one by one.
    private int IndexOutside(ReadOnlySpan<char> span)
    {
        EquivalenceClasses classes = _classes!;
        bool[] goesOn = _goesOn!;
        for (int at = 0; ;)
        {
            int hit = span[at..].IndexOfAnyExcept(_values);
            if (hit < 0) return -1;
            at += hit;
            if (span[at] < 128 || !goesOn[classes.ClassOf(span[at])]) return at;
            do
            {
                if (++at == span.Length) return -1;
            }
            while (span[at] >= 128 && goesOn[classes.ClassOf(span[at])]);
        }
    }
}

using System.Buffers;
using System.Numerics;
using System.Runtime.InteropServices;

namespace Hotpath.Text;

/// <summary>
/// Skips, with the BCL's vectorized <see cref="SearchValues{T}"/>, to the next unit that can start a pattern
/// while an automaton sits in its start state. Only built when few units can start a pattern (otherwise
/// the automaton is faster than stopping and restarting a vector scan). Immutable and thread-safe.
/// </summary>
internal sealed class StartUnitPrefilter<T> where T : unmanaged, IBinaryInteger<T>
{
    /// <summary>Above this many distinct start units the skip rarely pays for its call.</summary>
    public const int MaxStartUnits = 12;

    private readonly SearchValues<char>? _chars;
    private readonly SearchValues<byte>? _bytes;

    private StartUnitPrefilter(SearchValues<char>? chars, SearchValues<byte>? bytes)
    {
        _chars = chars;
        _bytes = bytes;
    }

    /// <summary>A prefilter for the units that can start a pattern (case variants included), or null when there are too many of them.</summary>
    public static StartUnitPrefilter<T>? TryCreate(PatternSet<T> set)
    {
        if (StartUnits(set) is not { } units) return null;
        return typeof(T) == typeof(byte)
            ? new(null, SearchValues.Create(units.Select(u => (byte)u).ToArray()))
            : new(SearchValues.Create(units.Select(u => (char)u).ToArray()), null);
    }

    /// <summary>Whether <see cref="TryCreate"/> gives a prefilter for <paramref name="set"/>, without building it.</summary>
    public static bool Applies(PatternSet<T> set) => StartUnits(set) is not null;

    // The units that can start a pattern, or null when there are none or more than MaxStartUnits.
    private static HashSet<int>? StartUnits(PatternSet<T> set)
    {
        var units = new HashSet<int>();
        foreach (T[] pattern in set.Folded)
        {
            if (pattern.Length == 0) continue;
            foreach (ushort unit in set.Folding.UnitsFoldingTo(int.CreateTruncating(pattern[0])))
            {
                units.Add(unit);
                if (units.Count > MaxStartUnits) return null;
            }
        }
        return units.Count == 0 ? null : units;
    }

    /// <summary>The offset of the first unit in <paramref name="span"/> that can start a pattern, or -1.</summary>
    public int IndexOfAny(ReadOnlySpan<T> span) =>
        typeof(T) == typeof(byte)
            ? MemoryMarshal.Cast<T, byte>(span).IndexOfAny(_bytes!)
            : MemoryMarshal.Cast<T, char>(span).IndexOfAny(_chars!);
}

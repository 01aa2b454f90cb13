using Hotpath.RegularExpressions.Engines.PikeVm;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Unicode;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// How the characters around a span are read in one encoding, for <c>\b</c> and other assertions checked beside a match
/// found without an automaton (a run of a class, a literal).
/// </summary>
internal interface IWordNeighbours<T>
{
    /// <summary>Whether the character ending just before <paramref name="index"/> is a word character for <c>\b</c>.</summary>
    static abstract bool IsWordBefore(ReadOnlySpan<T> input, int index);

    /// <summary>Whether the character starting at <paramref name="index"/> is a word character for <c>\b</c>.</summary>
    static abstract bool IsWordAt(ReadOnlySpan<T> input, int index);

    /// <summary>Whether every one of <paramref name="looks"/> (none of them <c>\G</c>) holds at <paramref name="index"/>.</summary>
    static abstract bool Hold(LookKind[] looks, ReadOnlySpan<T> input, int index);
}

/// <summary>UTF-16 neighbours: one unit each.</summary>
internal readonly struct Utf16WordNeighbours : IWordNeighbours<char>
{
    /// <inheritdoc/>
    public static bool IsWordBefore(ReadOnlySpan<char> input, int index) => index > 0 && BoundaryWordCharacters.IsBoundaryWordChar(input[index - 1]);

    /// <inheritdoc/>
    public static bool IsWordAt(ReadOnlySpan<char> input, int index) => index < input.Length && BoundaryWordCharacters.IsBoundaryWordChar(input[index]);

    /// <inheritdoc/>
    public static bool Hold(LookKind[] looks, ReadOnlySpan<char> input, int index)
    {
        var haystack = new Utf16Haystack(input);
        return LooksAt.Hold(looks, ref haystack, haystack.ToPosition(index));
    }
}

/// <summary>UTF-8 neighbours, which may be multi-byte or ill-formed: decoded as the PikeVM decodes them.</summary>
internal readonly struct Utf8WordNeighbours : IWordNeighbours<byte>
{
    /// <inheritdoc/>
    public static bool IsWordBefore(ReadOnlySpan<byte> input, int index)
    {
        var haystack = new Utf8Haystack(input);
        int unit = haystack.UnitBefore(haystack.ToPosition(index));
        return unit >= 0 && BoundaryWordCharacters.IsBoundaryWordChar((char)unit);
    }

    /// <inheritdoc/>
    public static bool IsWordAt(ReadOnlySpan<byte> input, int index)
    {
        var haystack = new Utf8Haystack(input);
        return haystack.TryRead(haystack.ToPosition(index), out char unit, out _) && BoundaryWordCharacters.IsBoundaryWordChar(unit);
    }

    /// <inheritdoc/>
    public static bool Hold(LookKind[] looks, ReadOnlySpan<byte> input, int index)
    {
        var haystack = new Utf8Haystack(input);
        return LooksAt.Hold(looks, ref haystack, haystack.ToPosition(index));
    }
}

/// <summary>Several assertions at one position of a haystack.</summary>
internal static class LooksAt
{
    /// <summary>Whether every one of <paramref name="looks"/> (none of them <c>\G</c>, which needs the search's start) holds at <paramref name="position"/>.</summary>
    public static bool Hold<THaystack>(LookKind[] looks, scoped ref THaystack haystack, int position)
        where THaystack : struct, IHaystack, allows ref struct
    {
        foreach (LookKind look in looks)
        {
            if (!LookEvaluator.Holds(look, ref haystack, position, anchor: -1)) return false;
        }
        return true;
    }
}

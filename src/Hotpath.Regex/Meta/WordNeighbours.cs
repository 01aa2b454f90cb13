using Hotpath.RegularExpressions.Engines.PikeVm;
using Hotpath.RegularExpressions.Unicode;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// How the characters around a span are read in one encoding, for <c>\b</c> checked beside a match found without an
/// automaton (a run of a class, a literal).
/// </summary>
internal interface IWordNeighbours<T>
{
    /// <summary>Whether the character ending just before <paramref name="index"/> is a word character for <c>\b</c>.</summary>
    static abstract bool IsWordBefore(ReadOnlySpan<T> input, int index);

    /// <summary>Whether the character starting at <paramref name="index"/> is a word character for <c>\b</c>.</summary>
    static abstract bool IsWordAt(ReadOnlySpan<T> input, int index);
}

/// <summary>UTF-16 neighbours: one unit each.</summary>
internal readonly struct Utf16WordNeighbours : IWordNeighbours<char>
{
    /// <inheritdoc/>
    public static bool IsWordBefore(ReadOnlySpan<char> input, int index) => index > 0 && BoundaryWordCharacters.IsBoundaryWordChar(input[index - 1]);

    /// <inheritdoc/>
    public static bool IsWordAt(ReadOnlySpan<char> input, int index) => index < input.Length && BoundaryWordCharacters.IsBoundaryWordChar(input[index]);
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
}

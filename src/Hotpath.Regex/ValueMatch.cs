namespace Hotpath.RegularExpressions;

/// <summary>The bounds of one match, as <see cref="Regex.ValueMatchEnumerator"/> and <see cref="Utf8ValueMatchEnumerator"/> report them.</summary>
public readonly ref struct ValueMatch
{
    internal ValueMatch(int index, int length)
    {
        Index = index;
        Length = length;
    }

    /// <summary>Where the match begins (a UTF-16 index, or a byte offset for UTF-8 input).</summary>
    public int Index { get; }

    /// <summary>The match's length, in the same units as <see cref="Index"/>.</summary>
    public int Length { get; }
}

namespace Hotpath.RegularExpressions;

/// <summary>A substring of the input captured by a match or a group. Immutable.</summary>
public class Capture
{
    private protected Capture(string text, int index, int length)
    {
        Text = text;
        Index = index;
        Length = length;
    }

    /// <summary>One earlier iteration's capture of a group.</summary>
    internal static Capture Create(string text, int index, int length) => new(text, index, length);

    /// <summary>The position in the original input where the captured substring begins.</summary>
    public int Index { get; }

    /// <summary>The length of the captured substring.</summary>
    public int Length { get; }

    /// <summary>The captured substring (allocated on each call; prefer <see cref="ValueSpan"/>).</summary>
    public string Value => Text.Substring(Index, Length);

    /// <summary>The captured substring, without allocating.</summary>
    public ReadOnlySpan<char> ValueSpan => Text.AsSpan(Index, Length);

    /// <summary>The whole input the capture was taken from.</summary>
    private protected string Text { get; }

    /// <summary>Returns <see cref="Value"/>.</summary>
    public override string ToString() => Value;
}

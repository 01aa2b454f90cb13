namespace Hotpath.RegularExpressions;

/// <summary>
/// The result of one capturing group in a match: the substring its last iteration captured, or an
/// unsuccessful group (empty, index 0) when it did not take part. Immutable.
/// </summary>
public class Group : Capture
{
    private protected Group(string text, int index, int length, bool success, string name)
        : base(text, index, length)
    {
        Success = success;
        Name = name;
    }

    /// <summary>Whether the group took part in the match.</summary>
    public bool Success { get; }

    /// <summary>The group's name (its number as text when it is unnamed).</summary>
    public string Name { get; }

    /// <summary>A group of this match, as the collection hands it out.</summary>
    internal static Group Create(string text, int start, int end, string name) =>
        start < 0 ? new Group(text, 0, 0, false, name) : new Group(text, start, end - start, true, name);
}

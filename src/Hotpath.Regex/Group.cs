namespace Hotpath.RegularExpressions;

/// <summary>
/// The result of one capturing group in a match: the substring its last iteration captured, or an
/// unsuccessful group (empty, index 0) when it did not take part. Immutable.
/// </summary>
public class Group : Capture
{
    private readonly Match? _match;
    private readonly int _index;
    private CaptureCollection? _captures;

    private protected Group(string text, int index, int length, bool success, string name, Match? match = null, int groupIndex = 0)
        : base(text, index, length)
    {
        Success = success;
        Name = name;
        _match = match;
        _index = groupIndex;
    }

    /// <summary>Whether the group took part in the match.</summary>
    public bool Success { get; }

    /// <summary>
    /// The group's name (its number as text when it is unnamed). When explicit numbers leave gaps in the numbering,
    /// the BCL's rule applies: a group is named after the group whose number is its position in
    /// <see cref="Regex.GetGroupNumbers"/>, or "" when no group has that number (in <c>(?&lt;4&gt;a)</c> group 4 is
    /// called "").
    /// </summary>
    public string Name { get; }

    /// <summary>
    /// Every capture the group made, one per iteration in order, the last being this group; empty when it
    /// did not take part. Found on first read (a second, logging search over the match), so matches whose
    /// captures are never read pay nothing.
    /// </summary>
    public CaptureCollection Captures => _captures ??=
        !Success ? new CaptureCollection([], this)
        : _match is null ? new CaptureCollection([this], this)
        : _match.CapturesOf(_index, this);

    /// <summary>An unsuccessful group (shared by every match: it holds no text).</summary>
    /// <summary>Returns <paramref name="inner"/> with its captures computed, so that it can be shared between threads.</summary>
    /// <param name="inner">The group.</param>
    /// <exception cref="ArgumentNullException"><paramref name="inner"/> is null.</exception>
    public static Group Synchronized(Group inner)
    {
        ArgumentNullException.ThrowIfNull(inner);
        _ = inner.Captures;
        return inner;
    }

    internal static Group CreateUnsuccessful(string name) => new("", 0, 0, false, name);

    /// <summary>The successful group at <paramref name="groupIndex"/> of <paramref name="match"/>.</summary>
    internal static Group Create(Match match, string text, int groupIndex, int start, int end, string name) =>
        new(text, start, end - start, true, name, match, groupIndex);
}

using Hotpath.RegularExpressions.Meta;
using BclMatch = System.Text.RegularExpressions.Match;

namespace Hotpath.RegularExpressions;

/// <summary>
/// One match of a <see cref="Regex"/>: the matched substring (group 0) and every group's capture.
/// Immutable; <see cref="NextMatch"/> searches on from where this match ended.
/// </summary>
public sealed class Match : Group
{
    private readonly Regex? _regex;
    private readonly int[] _slots;
    private readonly int _windowStart;
    private readonly int _windowEnd;
    private readonly SearchStart _start;
    private GroupCollection? _groups;
    private int[][]? _history;
    // The search call that found this match: NextMatch continues it when the regex's scratch has run nothing since.
    private long _searchId;
    // The BCL's match when the regex is not linear: its NextMatch and captures answer for this one.
    private readonly BclMatch? _bclMatch;

    /// <summary>The BCL's match behind this one when the regex is not linear, else null.</summary>
    internal BclMatch? BclMatch => _bclMatch;

    private Match(Regex? regex, string text, int[] slots, int windowStart, int windowEnd, SearchStart start, bool success, BclMatch? bclMatch = null)
        : base(text, success ? slots[0] : 0, success ? slots[1] - slots[0] : 0, success, "0")
    {
        _bclMatch = bclMatch;
        _regex = regex;
        _slots = slots;
        _windowStart = windowStart;
        _windowEnd = windowEnd;
        _start = start;
    }

    /// <summary>The unsuccessful match.</summary>
    public static Match Empty { get; } = new(null, "", [-1, -1], 0, 0, 0, success: false);

    /// <summary>The groups of the match, by number or name; group 0 is the whole match.</summary>
    public GroupCollection Groups => _groups ??= new GroupCollection(this, _regex?.Groups);

    /// <summary>Searches for the next match, starting where this one ended (one unit further after an empty match).</summary>
    /// <returns>The next match, or an unsuccessful match.</returns>
    public Match NextMatch()
    {
        if (_bclMatch is not null) return _regex!.NextBclMatch(Text, _bclMatch);
        if (_regex is null || !Success || !SearchStart.TryResume(Index, Index + Length, _windowEnd, out SearchStart next))
        {
            return Empty;
        }
        return _regex.RunMatch(Text, _windowStart, _windowEnd, next, _searchId);
    }

    /// <summary>The expansion of <paramref name="replacement"/> (<c>$1</c>, <c>${name}</c>, <c>$$</c>…) for this match, as <see cref="Regex.Replace(string, string)"/> would insert it.</summary>
    /// <exception cref="ArgumentNullException"><paramref name="replacement"/> is null.</exception>
    /// <exception cref="NotSupportedException">The match failed.</exception>
    /// <exception cref="RegexParseException">The replacement pattern is malformed.</exception>
    public string Result(string replacement)
    {
        ArgumentNullException.ThrowIfNull(replacement);
        if (_regex is null) return System.Text.RegularExpressions.Match.Empty.Result(replacement);
        return _regex.Expand(this, Text, _slots, replacement);
    }

    /// <summary>Returns <paramref name="inner"/> with every group's captures computed, so that it can be shared between threads.</summary>
    /// <param name="inner">The match.</param>
    /// <exception cref="ArgumentNullException"><paramref name="inner"/> is null.</exception>
    public static Match Synchronized(Match inner)
    {
        ArgumentNullException.ThrowIfNull(inner);
        foreach (Group group in inner.Groups) _ = group.Captures;
        return inner;
    }

    /// <summary>
    /// A successful match with the given slots (absolute offsets into <paramref name="text"/>), found by
    /// the search from <paramref name="start"/> (absolute too).
    /// </summary>
    internal static Match Create(Regex regex, string text, int[] slots, int windowStart, int windowEnd, SearchStart start, long searchId) =>
        new(regex, text, slots, windowStart, windowEnd, start, success: true) { _searchId = searchId };

    /// <summary>Wraps the BCL's successful <paramref name="match"/> over <paramref name="text"/> for <paramref name="regex"/>, which is not linear.</summary>
    internal static Match FromBcl(Regex regex, string text, BclMatch match)
    {
        int[] slots = new int[regex.Groups.Count * 2];
        BclFallbackStrategy.SlotsOf(match, regex.Groups, slots);
        return new(regex, text, slots, 0, text.Length, 0, success: true, match);
    }

    /// <summary>The group at <paramref name="index"/> (dense index, not number).</summary>
    internal Group GroupAt(int index, string name) =>
        index == 0 ? this
        : _slots[2 * index] < 0 ? _regex!.Groups.Unsuccessful(index)
        : Create(this, Text, index, _slots[2 * index], _slots[2 * index + 1], name);

    /// <summary>The captures of the successful group <paramref name="group"/> at <paramref name="index"/>, found with every other group's on first use.</summary>
    internal CaptureCollection CapturesOf(int index, Group group)
    {
        // Racing threads may each compute it; the results are equal.
        int[][] history = _history ??= _bclMatch is not null ? BclFallbackStrategy.HistoryOf(_bclMatch, _regex!.Groups) : _regex!.FindCaptureHistory(Text, _windowStart, _windowEnd, _start, Index, Index + Length);
        int[] pairs = history[index];
        var captures = new Capture[pairs.Length / 2];
        for (int c = 0; c < captures.Length - 1; c++) captures[c] = Capture.Create(Text, pairs[2 * c], pairs[2 * c + 1] - pairs[2 * c]);
        // The last capture is the group itself, as in the BCL.
        captures[^1] = group;
        return new CaptureCollection(captures, group);
    }
}

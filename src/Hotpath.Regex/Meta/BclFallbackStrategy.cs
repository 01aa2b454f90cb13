using System.Text;
using Hotpath.RegularExpressions.Unicode;
using BclMatch = System.Text.RegularExpressions.Match;
using BclRegex = System.Text.RegularExpressions.Regex;
using BclRegexParseException = System.Text.RegularExpressions.RegexParseException;
using BclTimeoutException = System.Text.RegularExpressions.RegexMatchTimeoutException;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// The adapter behind <see cref="RegexSettings.BacktrackingFallback"/>: answers the strategy contract with
/// <see cref="System.Text.RegularExpressions.Regex"/> for patterns this engine cannot run. Span inputs are
/// copied to strings and UTF-8 inputs transcoded, so this path allocates and has the BCL's (backtracking)
/// running time. Immutable and thread-safe.
/// </summary>
internal sealed class BclFallbackStrategy : Strategy, ICaptureHistory
{
    private readonly BclRegex _regex;

    /// <summary>Compiles the pattern with the BCL.</summary>
    /// <exception cref="RegexParseException">The BCL rejects the pattern.</exception>
    public BclFallbackStrategy(string pattern, RegexOptions options, TimeSpan matchTimeout)
    {
        try
        {
            _regex = new BclRegex(pattern, options.ToBcl(), matchTimeout);
        }
        catch (BclRegexParseException e)
        {
            throw BclInterop.FromBcl(e);
        }
        int[] numbers = _regex.GetGroupNumbers();
        string[] names = _regex.GetGroupNames();
        var byName = new Dictionary<string, int>();
        for (int i = 0; i < names.Length; i++) byName[names[i]] = numbers[i];
        Groups = new GroupTable(numbers, names, byName);
    }

    /// <summary>The BCL's regex that runs the pattern.</summary>
    public BclRegex Regex => _regex;

    /// <summary>The BCL's group table for the pattern.</summary>
    public GroupTable Groups { get; }

    /// <inheritdoc/>
    public override int SlotCount => Groups.Count * 2;

    /// <inheritdoc/>
    public override StrategyCache CreateCache() => new Cache();

    /// <inheritdoc/>
    public override bool IsMatch(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache) =>
        Find(input.ToString(), start).Success;

    /// <inheritdoc/>
    public override bool TryFindSpan(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd)
    {
        BclMatch match = Find(input.ToString(), start);
        matchStart = match.Index;
        matchEnd = match.Index + match.Length;
        return match.Success;
    }

    /// <inheritdoc/>
    public override bool TryFindCaptures(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, Span<int> slots)
    {
        BclMatch match = Find(input.ToString(), start);
        if (!match.Success) return false;
        SlotsOf(match, Groups, slots);
        return true;
    }

    /// <inheritdoc/>
    public int[][] Find(ReadOnlySpan<char> input, SearchStart start, int matchStart, int matchEnd, StrategyCache timeout) =>
        HistoryOf(Find(input.ToString(), start), Groups);

    /// <summary>Writes the bounds of <paramref name="match"/>'s groups, in <paramref name="groups"/>' order, to <paramref name="slots"/> (-1 for a group that did not participate).</summary>
    public static void SlotsOf(BclMatch match, GroupTable groups, Span<int> slots)
    {
        for (int i = 0; i < groups.Count; i++)
        {
            System.Text.RegularExpressions.Group group = match.Groups[groups.Numbers[i]];
            slots[2 * i] = group.Success ? group.Index : -1;
            slots[2 * i + 1] = group.Success ? group.Index + group.Length : -1;
        }
    }

    /// <summary>Every capture of every group of <paramref name="match"/>, as (start, end) pairs in the BCL's order.</summary>
    public static int[][] HistoryOf(BclMatch match, GroupTable groups)
    {
        var history = new int[groups.Count][];
        for (int i = 0; i < groups.Count; i++)
        {
            System.Text.RegularExpressions.CaptureCollection captures = match.Groups[groups.Numbers[i]].Captures;
            history[i] = new int[captures.Count * 2];
            for (int c = 0; c < captures.Count; c++) (history[i][2 * c], history[i][2 * c + 1]) = (captures[c].Index, captures[c].Index + captures[c].Length);
        }
        return history;
    }

    /// <inheritdoc/>
    public override bool IsMatch(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache) =>
        TryFindSpan(utf8, start, cache, out _, out _);

    /// <inheritdoc/>
    public override bool TryFindSpan(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd)
    {
        Span<int> slots = stackalloc int[SlotCount];
        bool found = TryFindCaptures(utf8, start, cache, slots);
        matchStart = slots[0];
        matchEnd = slots[1];
        return found;
    }

    /// <inheritdoc/>
    public override bool TryFindCaptures(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache, Span<int> slots)
    {
        string text = Encoding.UTF8.GetString(utf8);
        var charStart = new SearchStart(CharOffset(utf8, start.Position), CharOffset(utf8, start.Anchor));
        if (!TryFindCaptures(text, charStart, cache, slots)) return false;
        var offsets = default(Utf8OffsetMap);
        // Even slots start a capture, odd slots end one: a bound inside a surrogate pair widens to the whole scalar.
        for (int i = 0; i < slots.Length; i++)
        {
            if (slots[i] >= 0) slots[i] = offsets.ByteOffsetOf(utf8, slots[i], roundUp: (i & 1) == 1);
        }
        return true;
    }

    // The BCL resumes after an empty match at p by searching from p + 1 with \G at p; its NextMatch
    // reproduces that when the first search lands on the same empty match.
    private BclMatch Find(string text, SearchStart start)
    {
        try
        {
            BclMatch match = _regex.Match(text, start.Anchor);
            while (match.Success && match.Index < start.Position) match = match.NextMatch();
            return match;
        }
        catch (BclTimeoutException e)
        {
            throw BclInterop.FromBcl(e);
        }
    }

    private static int CharOffset(ReadOnlySpan<byte> utf8, int byteOffset) => Encoding.UTF8.GetCharCount(utf8[..byteOffset]);

    private sealed class Cache : StrategyCache;
}

using Hotpath.RegularExpressions.Engines.Backtracker;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Nfa;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// Capture history from the NFA: the bounded backtracker, anchored at the match and confined to it,
/// logs the saves of the winning path, and each group's captures are its (open, close) pairs in that
/// order — what .NET records, since a path backed out of takes its captures with it. A close pairs with the
/// latest open of its group not yet closed: a group nested in a group of the same number opens and closes inside
/// it (<c>(a(?&lt;1&gt;b)c)</c> records 1+1, then 0+3). The regex is
/// translated (<paramref name="translate"/>) and compiled on the first request; each request allocates its
/// own scratch (states × match length visited bits). Immutable and thread-safe.
/// </summary>
internal sealed class CaptureHistoryFinder(Func<RegexHir> translate) : ICaptureHistory
{
    private readonly Lazy<(BoundedBacktracker Backtracker, int Groups)> _engine = new(() =>
    {
        RegexHir hir = translate();
        return (new BoundedBacktracker(NfaCompiler.Compile(hir)), hir.GroupNumbers.Length);
    }, LazyThreadSafetyMode.PublicationOnly);

    /// <inheritdoc/>
    public int[][] Find(ReadOnlySpan<char> input, SearchStart start, int matchStart, int matchEnd, StrategyCache timeout)
    {
        (BoundedBacktracker backtracker, int groups) = _engine.Value;
        BacktrackerCache cache = backtracker.CreateCache();
        int[] slots = new int[groups * 2];
        if (!backtracker.SearchAnchoredLoggingSaves(input, new SearchStart(matchStart, start.Anchor), matchEnd, cache, timeout, slots.Length, slots))
        {
            throw new InvalidOperationException("The match could not be found again to record its captures.");
        }
        var captures = new List<int>?[groups];
        var opened = new Stack<int>?[groups];
        ReadOnlySpan<int> log = cache.SaveLog;
        for (int i = 0; i < log.Length; i += 2)
        {
            int group = log[i] >> 1;
            if ((log[i] & 1) == 0) (opened[group] ??= new()).Push(log[i + 1]);
            else (captures[group] ??= []).AddRange([opened[group]!.Pop(), log[i + 1]]);
        }
        var history = new int[groups][];
        for (int g = 0; g < groups; g++) history[g] = captures[g] is { } list ? [.. list] : [];
        return history;
    }
}

using Hotpath.RegularExpressions.Engines.Backtracker;
using Hotpath.RegularExpressions.Engines.PikeVm;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Nfa;
using Hotpath.RegularExpressions.Translation;

namespace Hotpath.RegularExpressions.Tests.Engines;

/// <summary>Runs the PikeVM and the bounded backtracker directly on a pattern, exposing the step counter.</summary>
internal sealed class PikeVmHarness
{
    private readonly PikeVm _vm;
    private readonly PikeVmCache _cache;
    private readonly BoundedBacktracker _backtracker;
    private readonly BacktrackerCache _backtrackerCache;
    private readonly StrategyCache _budget = new NoTimeout();

    /// <param name="pattern">The pattern.</param>
    /// <param name="options">Its options.</param>
    /// <param name="stepBudgetPerPosition">The backtracker's budget for anchored searches that record no visits (0: always record).</param>
    /// <param name="compiled">Whether the backtracker's budgeted anchored searches run compiled from the first (else interpreted, always).</param>
    /// <param name="compileAfterSearches">Overrides <paramref name="compiled"/>: how many budgeted searches run interpreted first.</param>
    public PikeVmHarness(string pattern, RegexOptions options = RegexOptions.None, int stepBudgetPerPosition = BoundedBacktracker.DefaultStepBudgetPerPosition, bool compiled = false, int? compileAfterSearches = null)
    {
        Nfa = NfaCompiler.Compile(RegexTranslator.Translate(pattern, options));
        _vm = new PikeVm(Nfa);
        _cache = _vm.CreateCache();
        _backtracker = new BoundedBacktracker(Nfa, stepBudgetPerPosition, compileAfterSearches ?? (compiled ? 0 : -1));
        _backtrackerCache = _backtracker.CreateCache();
    }

    public ThompsonNfa Nfa { get; }

    /// <summary>Closure states visited so far.</summary>
    public long Steps => _cache.Steps;

    /// <summary>States the bounded backtracker visited so far.</summary>
    public long BacktrackerSteps => _backtrackerCache.Steps;

    /// <summary>Whether the backtracker's budgeted anchored searches run compiled now.</summary>
    public bool BacktrackerIsCompiled => _backtracker.IsCompiled;

    /// <summary>The leftmost-first match's bounds, or null.</summary>
    public (int Start, int End)? Find(string input, int start = 0)
    {
        Span<int> slots = stackalloc int[2];
        var haystack = new Utf16Haystack(input);
        return _vm.Search(ref haystack, start, _cache, _budget, 2, earliest: false, slots) ? (slots[0], slots[1]) : null;
    }

    /// <summary>All slots of the leftmost-first match in UTF-8 <paramref name="utf8"/>, or null.</summary>
    public int[]? FindUtf8(byte[] utf8, int start = 0)
    {
        int[] slots = new int[Nfa.SlotCount];
        var haystack = new Utf8Haystack(utf8);
        return _vm.Search(ref haystack, start, _cache, _budget, Nfa.SlotCount, earliest: false, slots) ? slots : null;
    }

    /// <summary>Every slot of the PikeVM's match (as text), or "none".</summary>
    public string PikeVmCaptures(string input, int start = 0)
    {
        int[] slots = new int[Nfa.SlotCount];
        var haystack = new Utf16Haystack(input);
        return _vm.Search(ref haystack, start, _cache, _budget, Nfa.SlotCount, earliest: false, slots) ? string.Join(",", slots) : "none";
    }

    /// <summary>Every slot of the backtracker's match (as text), or "none".</summary>
    public string BacktrackerCaptures(string input, int start = 0)
    {
        int[] slots = new int[Nfa.SlotCount];
        var haystack = new Utf16Haystack(input);
        return _backtracker.Search(ref haystack, start, _backtrackerCache, _budget, Nfa.SlotCount, slots) ? string.Join(",", slots) : "none";
    }

    /// <summary>
    /// Every slot of the backtracker's match anchored at <paramref name="matchStart"/> and confined to end by
    /// <paramref name="matchEnd"/> (the path the strategies take once the DFAs found the bounds), or "none".
    /// </summary>
    public string BacktrackerCapturesWithin(string input, int matchStart, int matchEnd, int anchor)
    {
        int[] slots = new int[Nfa.SlotCount];
        return _backtracker.SearchAnchoredWithin(input, new SearchStart(matchStart, anchor), matchEnd, _backtrackerCache, _budget, Nfa.SlotCount, slots)
            ? string.Join(",", slots)
            : "none";
    }

    /// <summary>
    /// Every slot of the backtracker's match anchored at <paramref name="matchStart"/>, free to read to the input's end but
    /// stopped after <paramref name="steps"/> steps (the attempts at start candidates), "none", or "over budget".
    /// </summary>
    public string BacktrackerCapturesWithinSteps(string input, int matchStart, long steps)
    {
        int[] slots = new int[Nfa.SlotCount];
        return _backtracker.TryMatchWithinSteps(input, new SearchStart(matchStart, matchStart), _backtrackerCache, _budget, Nfa.SlotCount, slots, steps) switch
        {
            true => string.Join(",", slots),
            false => "none",
            null => "over budget",
        };
    }

    /// <summary>Whether the PikeVM finds any match (its earliest mode).</summary>
    public bool PikeVmIsMatch(string input, int start = 0)
    {
        var haystack = new Utf16Haystack(input);
        return _vm.Search(ref haystack, start, _cache, _budget, 0, earliest: true, []);
    }

    private sealed class NoTimeout : StrategyCache;
}

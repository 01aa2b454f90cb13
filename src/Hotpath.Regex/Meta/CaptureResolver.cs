using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Engines.Backtracker;
using Hotpath.RegularExpressions.Engines.OnePass;
using Hotpath.RegularExpressions.Engines.PikeVm;
using Hotpath.RegularExpressions.Nfa;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// Resolves the groups of a match whose bounds are already known, with the cheapest engine that can:
/// the one-pass DFA when the regex is one-pass (built on the first request, so regexes whose groups are
/// never read never pay for it), else the bounded backtracker confined to the match, else the PikeVM
/// from the match start when the match is too long for the backtracker's visited budget. For a search
/// anchored at its start it can also find the match itself (<see cref="TryFindAnchored"/>). Immutable
/// and thread-safe.
/// </summary>
internal sealed class CaptureResolver
{
    private readonly PikeVm _vm;
    private readonly BoundedBacktracker _backtracker;
    private readonly Lazy<OnePassDfa?> _onePass;

    /// <summary>Creates the resolver for <paramref name="nfa"/>; <paramref name="vm"/> runs on the same NFA.</summary>
    public CaptureResolver(ThompsonNfa nfa, PikeVm vm)
    {
        _vm = vm;
        _backtracker = new BoundedBacktracker(nfa);
        // Racing threads may each build one; they are equivalent and immutable.
        _onePass = new Lazy<OnePassDfa?>(() => OnePassBuilder.TryBuild(nfa), LazyThreadSafetyMode.PublicationOnly);
    }

    /// <summary>Creates the backtracker's scratch (the PikeVM's is the caller's).</summary>
    public BacktrackerCache CreateCache() => _backtracker.CreateCache();

    /// <summary>
    /// Finds the match that starts exactly at <paramref name="start"/> and its groups without any DFA, when
    /// that is cheaper: in one walk when the regex is one-pass, else with the bounded backtracker up to the
    /// end of the input when that fits its visited budget (O(states × input), like the PikeVM, and it
    /// usually settles the first units in). <paramref name="found"/> tells whether there is a match; false
    /// when neither engine applies.
    /// </summary>
    [SkipLocalsInit] // the one-pass walk initializes its path itself
    public bool TryFindAnchored(ReadOnlySpan<char> input, SearchStart start, BacktrackerCache backtracker, StrategyCache timeout, Span<int> slots, out bool found)
    {
        if (_onePass.Value is { } onePass)
        {
            // One-pass regexes have at most 64 slots.
            Span<int> path = stackalloc int[64];
            found = onePass.TryFindAnchored(input, start, slots, path[..slots.Length], timeout);
            return true;
        }
        found = false;
        if (!_backtracker.CanSearchWithin(start.Position, input.Length)) return false;
        found = _backtracker.SearchAnchoredWithin(input, start, input.Length, backtracker, timeout, slots.Length, slots);
        return true;
    }

    /// <summary>
    /// Finds the match that starts exactly at <paramref name="start"/> and its groups in one backtracking walk that may read
    /// to the input's end, stopped after <paramref name="stepBudget"/> steps: null when it did not settle within them (see
    /// <see cref="BoundedBacktracker.TryMatchWithinSteps"/>).
    /// </summary>
    public bool? TryMatchWithinSteps(ReadOnlySpan<char> input, SearchStart start, BacktrackerCache backtracker, StrategyCache timeout, Span<int> slots, long stepBudget) =>
        _backtracker.TryMatchWithinSteps(input, start, backtracker, timeout, slots.Length, slots, stepBudget);

    /// <summary>
    /// Fills <paramref name="slots"/> with the groups of the leftmost-first match, which starts at
    /// <paramref name="atMatch"/> and ends at <paramref name="matchEnd"/>. Every engine here reads only
    /// the match (plus the units around it that assertions look at), so the cost is linear in its length.
    /// </summary>
    public bool Resolve(ReadOnlySpan<char> input, SearchStart atMatch, int matchEnd, BacktrackerCache backtracker, PikeVmCache vm, StrategyCache timeout, Span<int> slots)
    {
        if (_onePass.Value is { } onePass && onePass.TryResolve(input, atMatch, matchEnd, slots)) return true;
        if (_backtracker.CanSearchWithin(atMatch.Position, matchEnd))
        {
            return _backtracker.SearchAnchoredWithin(input, atMatch, matchEnd, backtracker, timeout, slots.Length, slots);
        }
        var haystack = new Utf16Haystack(input);
        return _vm.Search(ref haystack, atMatch, vm, timeout, slots.Length, earliest: false, slots);
    }
}

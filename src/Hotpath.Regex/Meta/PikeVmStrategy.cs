using Hotpath.RegularExpressions.Engines.Backtracker;
using Hotpath.RegularExpressions.Engines.PikeVm;
using Hotpath.RegularExpressions.Nfa;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// The strategy that always works, straight on the NFA: the PikeVM, except that span and capture
/// questions on inputs small enough for its visited budget go to the <see cref="BoundedBacktracker"/>
/// (same answers, less work per unit). Each engine tracks only the slots the question needs.
/// Immutable and thread-safe.
/// </summary>
internal sealed class PikeVmStrategy(ThompsonNfa nfa) : Strategy
{
    private readonly PikeVm _vm = new(nfa);
    private readonly BoundedBacktracker _backtracker = new(nfa);

    /// <summary>Test switch: when false, every search runs on the PikeVM.</summary>
    internal static bool UseBacktracker { get; set; } = true;

    /// <inheritdoc/>
    public override int SlotCount => nfa.SlotCount;

    /// <inheritdoc/>
    public override StrategyCache CreateCache() => new Cache(_vm.CreateCache(), _backtracker.CreateCache());

    /// <inheritdoc/>
    public override bool IsMatch(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache)
    {
        var haystack = new Utf16Haystack(input);
        return _vm.Search(ref haystack, start, ((Cache)cache).Vm, cache, slotsUsed: 0, earliest: true, []);
    }

    /// <inheritdoc/>
    public override bool TryFindSpan(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd)
    {
        var haystack = new Utf16Haystack(input);
        return FindSpan(ref haystack, start, cache, out matchStart, out matchEnd);
    }

    /// <inheritdoc/>
    public override bool TryFindCaptures(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, Span<int> slots)
    {
        var haystack = new Utf16Haystack(input);
        return Find(ref haystack, start, cache, SlotCount, slots);
    }

    /// <inheritdoc/>
    public override bool IsMatch(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache)
    {
        var haystack = new Utf8Haystack(utf8);
        return _vm.Search(ref haystack, start, ((Cache)cache).Vm, cache, slotsUsed: 0, earliest: true, []);
    }

    /// <inheritdoc/>
    public override bool TryFindSpan(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd)
    {
        var haystack = new Utf8Haystack(utf8);
        return FindSpan(ref haystack, start, cache, out matchStart, out matchEnd);
    }

    /// <inheritdoc/>
    public override bool TryFindCaptures(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache, Span<int> slots)
    {
        var haystack = new Utf8Haystack(utf8);
        return Find(ref haystack, start, cache, SlotCount, slots);
    }

    private bool FindSpan<THaystack>(scoped ref THaystack haystack, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd)
        where THaystack : struct, IHaystack, allows ref struct
    {
        Span<int> span = stackalloc int[2];
        bool found = Find(ref haystack, start, cache, 2, span);
        matchStart = span[0];
        matchEnd = span[1];
        return found;
    }

    private bool Find<THaystack>(scoped ref THaystack haystack, SearchStart start, StrategyCache cache, int slotsUsed, scoped Span<int> slots)
        where THaystack : struct, IHaystack, allows ref struct
    {
        var engines = (Cache)cache;
        return UseBacktracker && _backtracker.CanSearch(haystack.End)
            ? _backtracker.Search(ref haystack, start, engines.Backtracker, cache, slotsUsed, slots)
            : _vm.Search(ref haystack, start, engines.Vm, cache, slotsUsed, earliest: false, slots);
    }

    /// <summary>The engines' scratch, wrapped for the strategy contract.</summary>
    private sealed class Cache(PikeVmCache vm, BacktrackerCache backtracker) : StrategyCache
    {
        public PikeVmCache Vm { get; } = vm;

        public BacktrackerCache Backtracker { get; } = backtracker;
    }
}

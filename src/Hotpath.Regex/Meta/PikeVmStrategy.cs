using Hotpath.RegularExpressions.Engines.PikeVm;
using Hotpath.RegularExpressions.Nfa;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// The strategy that always works: every question answered by the <see cref="PikeVm"/>, asking it to
/// track only the slots the question needs. Immutable and thread-safe.
/// </summary>
internal sealed class PikeVmStrategy(ThompsonNfa nfa) : Strategy
{
    private readonly PikeVm _vm = new(nfa);

    /// <inheritdoc/>
    public override int SlotCount => nfa.SlotCount;

    /// <inheritdoc/>
    public override StrategyCache CreateCache() => new Cache(_vm.CreateCache());

    /// <inheritdoc/>
    public override bool IsMatch(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache)
    {
        var haystack = new Utf16Haystack(input);
        return _vm.Search(ref haystack, start, VmCache(cache), cache, slotsUsed: 0, earliest: true, []);
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
        return _vm.Search(ref haystack, start, VmCache(cache), cache, SlotCount, earliest: false, slots);
    }

    /// <inheritdoc/>
    public override bool IsMatch(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache)
    {
        var haystack = new Utf8Haystack(utf8);
        return _vm.Search(ref haystack, start, VmCache(cache), cache, slotsUsed: 0, earliest: true, []);
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
        return _vm.Search(ref haystack, start, VmCache(cache), cache, SlotCount, earliest: false, slots);
    }

    private bool FindSpan<THaystack>(scoped ref THaystack haystack, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd)
        where THaystack : struct, IHaystack, allows ref struct
    {
        Span<int> span = stackalloc int[2];
        bool found = _vm.Search(ref haystack, start, VmCache(cache), cache, slotsUsed: 2, earliest: false, span);
        matchStart = span[0];
        matchEnd = span[1];
        return found;
    }

    private static PikeVmCache VmCache(StrategyCache cache) => ((Cache)cache).Vm;

    /// <summary>The PikeVM's scratch, wrapped for the strategy contract.</summary>
    private sealed class Cache(PikeVmCache vm) : StrategyCache
    {
        public PikeVmCache Vm { get; } = vm;
    }
}

using Hotpath.RegularExpressions.Engines.PikeVm;

namespace Hotpath.RegularExpressions.Meta;

// UTF-8 input: the DFAs read UTF-16 units, so UTF-8 searches run on the PikeVM over a decoding view.
internal sealed partial class DfaStrategy
{
    /// <inheritdoc/>
    public override bool IsMatch(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache)
    {
        var haystack = new Utf8Haystack(utf8);
        return _vm.Search(ref haystack, start, ((Cache)cache).Vm, cache, slotsUsed: 0, earliest: true, []);
    }

    /// <inheritdoc/>
    public override bool TryFindSpan(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd)
    {
        Span<int> span = stackalloc int[2];
        var haystack = new Utf8Haystack(utf8);
        bool found = _vm.Search(ref haystack, start, ((Cache)cache).Vm, cache, slotsUsed: 2, earliest: false, span);
        (matchStart, matchEnd) = (span[0], span[1]);
        return found;
    }

    /// <inheritdoc/>
    public override bool TryFindCaptures(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache, Span<int> slots)
    {
        var haystack = new Utf8Haystack(utf8);
        return _vm.Search(ref haystack, start, ((Cache)cache).Vm, cache, SlotCount, earliest: false, slots);
    }
}

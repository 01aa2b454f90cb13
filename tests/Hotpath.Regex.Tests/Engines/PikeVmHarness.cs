using Hotpath.RegularExpressions.Engines.PikeVm;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Nfa;
using Hotpath.RegularExpressions.Translation;
using RegexOptions = System.Text.RegularExpressions.RegexOptions;

namespace Hotpath.RegularExpressions.Tests.Engines;

/// <summary>Runs the PikeVM directly on a pattern, exposing its deterministic step counter.</summary>
internal sealed class PikeVmHarness
{
    private readonly PikeVm _vm;
    private readonly PikeVmCache _cache;
    private readonly StrategyCache _budget = new NoTimeout();

    public PikeVmHarness(string pattern, RegexOptions options = RegexOptions.None)
    {
        Nfa = NfaCompiler.Compile(RegexTranslator.Translate(pattern, options));
        _vm = new PikeVm(Nfa);
        _cache = _vm.CreateCache();
    }

    public ThompsonNfa Nfa { get; }

    /// <summary>Closure states visited so far.</summary>
    public long Steps => _cache.Steps;

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

    private sealed class NoTimeout : StrategyCache;
}

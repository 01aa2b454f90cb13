using System.Globalization;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Translation;
using BclRegex = System.Text.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions;

/// <summary>
/// A compiled regular expression with the exact semantics of
/// <see cref="System.Text.RegularExpressions.Regex"/> (same matches, same group captures), searched in
/// time linear in the input. Immutable and thread-safe: one instance may serve any number of threads.
/// </summary>
/// <remarks>
/// Patterns that are not regular (backreferences, lookarounds, atomic groups, conditionals, balancing
/// groups, RightToLeft) run on the BCL's engine behind the same API, with its match timeout and running time
/// (<see cref="IsLinear"/> is false); with <see cref="RegexSettings.BacktrackingFallback"/> off they throw
/// <see cref="RegexUnsupportedException"/> instead. Searches over strings, spans and UTF-8
/// bytes do not allocate beyond their results: <see cref="IsMatch(ReadOnlySpan{char})"/>,
/// <see cref="Count(ReadOnlySpan{char})"/> and <see cref="EnumerateMatches(ReadOnlySpan{char})"/> allocate nothing.
/// </remarks>
public sealed partial class Regex
{
    // Regexes with up to this many capture slots search into stack space (64 groups).
    private const int MaxStackSlots = 128;

    private static readonly TimeSpan s_maximumTimeout = TimeSpan.FromMilliseconds(int.MaxValue - 1);

    private readonly string _pattern;
    private readonly Strategy _strategy;
    // Read once: a search of a short line costs a few nanoseconds, and the strategy's answer never changes.
    private readonly bool _searchesWithoutScratch;
    private readonly ICaptureHistory _captureHistory;
    private readonly bool _anchoredAtStart;
    private StrategyCache? _idleCache;
    // The BCL's regex for a pattern that is not regular: every search is delegated to it whole, so that its
    // enumeration order (RightToLeft), resumption and timeouts are the BCL's own.
    private readonly BclRegex? _bcl;

    /// <summary>Compiles <paramref name="pattern"/> with default options.</summary>
    /// <exception cref="ArgumentNullException"><paramref name="pattern"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException">The options are not a valid combination, or the timeout is out of range (as in the BCL).</exception>
    /// <exception cref="RegexParseException">The pattern is malformed (the BCL's error code, offset and message).</exception>
    /// <exception cref="RegexUnsupportedException">The pattern is valid .NET but not regular, and <see cref="RegexSettings.BacktrackingFallback"/> is off.</exception>
    public Regex(string pattern)
        : this(pattern, RegexOptions.None, DefaultMatchTimeout.Value, RegexSettings.Default)
    {
    }

    /// <summary>Compiles <paramref name="pattern"/> with <paramref name="options"/>.</summary>
    /// <inheritdoc cref="Regex(string)"/>
    public Regex(string pattern, RegexOptions options)
        : this(pattern, options, DefaultMatchTimeout.Value, RegexSettings.Default)
    {
    }

    /// <summary>Compiles <paramref name="pattern"/>; every search throws <see cref="RegexMatchTimeoutException"/> when it runs longer than <paramref name="matchTimeout"/>.</summary>
    /// <inheritdoc cref="Regex(string)"/>
    public Regex(string pattern, RegexOptions options, TimeSpan matchTimeout)
        : this(pattern, options, matchTimeout, RegexSettings.Default)
    {
    }

    /// <summary>Compiles <paramref name="pattern"/> with engine <paramref name="settings"/>.</summary>
    /// <inheritdoc cref="Regex(string)"/>
    public Regex(string pattern, RegexOptions options, RegexSettings settings)
        : this(pattern, options, DefaultMatchTimeout.Value, settings)
    {
    }

    private Regex(string pattern, RegexOptions options, TimeSpan matchTimeout, RegexSettings settings)
    {
        ArgumentNullException.ThrowIfNull(pattern);
        ArgumentNullException.ThrowIfNull(settings);
        RegexTranslator.ValidateOptions(options);
        ValidateMatchTimeout(matchTimeout);
        _pattern = pattern;
        Options = options;
        MatchTimeout = matchTimeout;
        Settings = settings;
        try
        {
            CultureInfo culture = CultureFor(options);
            RegexHir hir = RegexTranslator.Translate(pattern, options, culture, settings.Limits);
            Groups = new GroupTable(hir.GroupNumbers, hir.GroupNames, hir.GroupNumberByName);
            _strategy = StrategyBuilder.Build(hir, settings);
            // The scratch-free searches read no clock, so a regex with a timeout keeps the scratch and its deadline.
            _searchesWithoutScratch = _strategy.SearchesWithoutScratch && MatchTimeout == InfiniteMatchTimeout;
            _anchoredAtStart = HirFacts.IsAnchoredAtStart(hir.Root);
            // Translated again on first use rather than kept: few regexes ever have their captures read.
            _captureHistory = new CaptureHistoryFinder(() => RegexTranslator.Translate(pattern, options, culture, settings.Limits, forCaptureHistory: true));
            return;
        }
        catch (RegexSyntaxException e)
        {
            // The BCL's parser names the error; when it accepts the pattern, its engine runs it.
            RegexParseException? bclError = BclInterop.ParseErrorOf(() => _ = new BclRegex(pattern, options.ToBcl(), matchTimeout));
            if (bclError is not null) throw bclError;
            if (!settings.BacktrackingFallback) throw new RegexUnsupportedException($"syntax this parser rejects ({e.Message})", e.Offset, pattern);
        }
        catch (RegexUnsupportedException) when (settings.BacktrackingFallback)
        {
        }
        var fallback = new BclFallbackStrategy(pattern, options, matchTimeout);
        Groups = fallback.Groups;
        _strategy = fallback;
        _captureHistory = fallback;
        _bcl = fallback.Regex;
    }

    /// <summary>
    /// Whether searches run on Hotpath's engine, in time linear in the input. False for the patterns that are not
    /// regular (backreferences, lookarounds, atomic groups, conditionals, balancing groups, RightToLeft), which run
    /// on the BCL's backtracking engine.
    /// </summary>
    public bool IsLinear => _bcl is null;

    /// <summary>The BCL's regex that runs this one's searches when it is not linear, else null.</summary>
    internal BclRegex? BclRegex => _bcl;

    /// <summary>Whether the regex searches from right to left (<see cref="RegexOptions.RightToLeft"/>).</summary>
    public bool RightToLeft => (Options & RegexOptions.RightToLeft) != 0;

    /// <summary>The value that means "no timeout" (the BCL's <see cref="System.Text.RegularExpressions.Regex.InfiniteMatchTimeout"/>).</summary>
    public static readonly TimeSpan InfiniteMatchTimeout = System.Text.RegularExpressions.Regex.InfiniteMatchTimeout;

    /// <summary>The options the regex was compiled with.</summary>
    public RegexOptions Options { get; }

    /// <summary>How long one search may run before it throws, or <see cref="InfiniteMatchTimeout"/>.</summary>
    public TimeSpan MatchTimeout { get; }

    /// <summary>The engine settings the regex was compiled with.</summary>
    public RegexSettings Settings { get; }

    /// <summary>The groups of the pattern.</summary>
    internal GroupTable Groups { get; }

    /// <summary>Returns the pattern.</summary>
    public override string ToString() => _pattern;

    /// <summary>Rents the per-search scratch (one idle instance is kept, so a single thread never allocates).</summary>
    internal StrategyCache RentCache(string? input)
    {
        StrategyCache cache = Interlocked.Exchange(ref _idleCache, null) ?? _strategy.CreateCache();
        cache.BeginSearch(MatchTimeout, _pattern, input);
        return cache;
    }

    /// <summary>Gives scratch back for the next search.</summary>
    internal void ReturnCache(StrategyCache cache) => Volatile.Write(ref _idleCache, cache);

    /// <summary>
    /// Finds the next match's bounds in <paramref name="input"/> for an enumeration, which keeps the scratch in
    /// <paramref name="held"/> from one match to the next (one rental per enumeration rather than per match; each
    /// search still gets its own timeout). The scratch is handed back once no match is left; a search that throws
    /// drops it. The enumeration returns what it still holds with <see cref="ReturnHeld"/>.
    /// </summary>
    internal bool TryFindSpan(ReadOnlySpan<char> input, SearchStart start, ref StrategyCache? held, out int matchStart, out int matchEnd)
    {
        StrategyCache cache = TakeHeld(ref held);
        bool found = _strategy.TryFindSpan(input, start, cache, out matchStart, out matchEnd);
        Keep(ref held, cache, found);
        return found;
    }

    /// <summary>The UTF-8 form of <see cref="TryFindSpan(ReadOnlySpan{char}, SearchStart, ref StrategyCache?, out int, out int)"/>; offsets in bytes.</summary>
    internal bool TryFindSpan(ReadOnlySpan<byte> utf8, SearchStart start, ref StrategyCache? held, out int matchStart, out int matchEnd)
    {
        StrategyCache cache = TakeHeld(ref held);
        bool found = _strategy.TryFindSpan(utf8, start, cache, out matchStart, out matchEnd);
        Keep(ref held, cache, found);
        return found;
    }

    /// <summary>Gives back the scratch an enumeration still holds (it stopped before its last match).</summary>
    internal void ReturnHeld(ref StrategyCache? held)
    {
        if (held is not null) ReturnCache(held);
        held = null;
    }

    // Until the search returns, the scratch belongs to no one: a search that throws leaves it dropped.
    private StrategyCache TakeHeld(ref StrategyCache? held)
    {
        StrategyCache? cache = held;
        held = null;
        if (cache is null) return RentCache(null);
        // The same enumeration, so the same input: its searches share what they learn (see ContinueSearch).
        cache.ContinueSearch(MatchTimeout, _pattern);
        return cache;
    }

    private void Keep(ref StrategyCache? held, StrategyCache cache, bool found)
    {
        if (found) held = cache;
        else ReturnCache(cache);
    }

    /// <summary>
    /// Finds the next match in the window [<paramref name="windowStart"/>, <paramref name="windowEnd"/>)
    /// of <paramref name="text"/>, which the search treats as the whole input (as the BCL does).
    /// </summary>
    /// <remarks><paramref name="continuing"/> is the search id of the match whose <c>NextMatch</c> this is, or 0.</remarks>
    internal RegularExpressions.Match RunMatch(string text, int windowStart, int windowEnd, SearchStart start, long continuing = 0)
    {
        if (_bcl is not null) return FallbackMatch(text, windowStart, windowEnd, start.Position);
        // Every match starts at the window's start: NextMatch after the one match (a line's parse) needs no search.
        if (_anchoredAtStart && start.Position > windowStart) return RegularExpressions.Match.Empty;
        // The slots array is the match's, so only a successful search allocates it (beyond 64 groups, every search does).
        int slotCount = _strategy.SlotCount;
        int[]? large = slotCount <= MaxStackSlots ? null : new int[slotCount];
        Span<int> found = large ?? stackalloc int[slotCount];
        ReadOnlySpan<char> window = text.AsSpan(windowStart, windowEnd - windowStart);
        StrategyCache cache = Interlocked.Exchange(ref _idleCache, null) ?? _strategy.CreateCache();
        cache.ContinueMatch(MatchTimeout, _pattern, text, continuing);
        bool success = _strategy.TryFindCaptures(window, new SearchStart(start.Position - windowStart, start.Anchor - windowStart), cache, found);
        long searchId = cache.SearchId;
        ReturnCache(cache);
        if (!success) return RegularExpressions.Match.Empty;
        int[] slots = large ?? found.ToArray();
        if (windowStart != 0)
        {
            for (int i = 0; i < slots.Length; i++)
            {
                if (slots[i] >= 0) slots[i] += windowStart;
            }
        }
        return RegularExpressions.Match.Create(this, text, slots, windowStart, windowEnd, start, searchId);
    }

    private static CultureInfo CultureFor(RegexOptions options) =>
        (options & RegexOptions.CultureInvariant) != 0 ? CultureInfo.InvariantCulture : CultureInfo.CurrentCulture;

    private static void ValidateMatchTimeout(TimeSpan matchTimeout)
    {
        if (matchTimeout != InfiniteMatchTimeout && (matchTimeout <= TimeSpan.Zero || matchTimeout > s_maximumTimeout))
        {
            throw new ArgumentOutOfRangeException(nameof(matchTimeout));
        }
    }
}

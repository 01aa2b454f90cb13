using System.Buffers;
using System.Runtime.CompilerServices;
using System.Text;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Literals;
using Hotpath.RegularExpressions.Prefilters;
using Hotpath.Text;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// The strategy for regexes that are a finite set of literals (<c>Sherlock</c>, <c>Sherlock|Watson</c>,
/// <c>[Ss]herlock</c>, a dictionary of words) with no assertions: no automaton runs to find matches; only the
/// groups of a regex that has them (<c>slave(client|result)\.cc</c>) are resolved by another strategy, within the match.
/// Immutable and thread-safe.
/// </summary>
/// <remarks>
/// <para>.NET's leftmost-first choice among literals is: the leftmost position where any literal occurs,
/// and there the first literal, in the regex's priority order, that occurs — the backtracker tries the
/// alternatives in that order at the leftmost position that matches. One literal is Hotpath.Text's
/// vectorized substring search, and so is every ASCII case spelling of one word (<c>(?i)error</c>), searched once
/// ignoring case. A few ASCII literals sharing a prefix search that prefix (see <see cref="SharedPrefix"/>); otherwise up
/// to four ASCII literals with rare units at common offsets use Hotpath.Text's rare-unit probes
/// (<see cref="MultiStringAlgorithm.RareProbes"/>), and with AVX-512 VBMI every set Hotpath.Text gives Teddy takes it;
/// another small all-ASCII set uses the runtime's packed
/// <see cref="SearchValues{T}"/> of strings for the position and then checks the literals in order. Other sets (non-ASCII, or more than
/// <see cref="MaxPackedLiterals"/>) use Hotpath.Text's leftmost-first <see cref="MultiStringSearcher"/>,
/// which reports exactly that choice (the runtime's string set is slow on non-ASCII needles).</para>
/// </remarks>
internal sealed partial class LiteralStrategy : Strategy
{
    /// <summary>The largest all-ASCII set (or single literal) searched with the runtime's packed string search.</summary>
    public const int MaxPackedLiterals = 64;

    // Class-free literal sets (dictionaries) are extracted with limits far above the prefilter defaults:
    // here the set IS the regex.
    private static readonly LiteralLimits s_limits = new() { MaxLiteralCount = 100_000, MaxLiteralLength = 100_000, MaxRepeatExpansion = 1_000 };

    // Limits for the case spellings of a few words: a word of up to ten letters, several of eight.
    private static readonly LiteralLimits s_caseSpellingLimits = LiteralLimits.Default with { MaxLiteralCount = 2_048 };

    /// <summary>Leftmost-first multi-string search, as .NET chooses among literals.</summary>
    internal static readonly MultiStringSearchOptions LeftmostFirst = new() { MatchKind = MultiStringMatchKind.LeftmostFirst };

    // LeftmostFirst with the DFA left to the first search that needs it (see SearcherBeatingPackedSearch).
    private static readonly MultiStringSearchOptions LeftmostFirstDeferred = LeftmostFirst with { DeferDfa = true };

    private readonly string[] _literals;
    // Resolves groups inside a match the literal search found (null for a regex without groups).
    private readonly Strategy? _groups;
    private readonly SearchValues<string>? _packed;
    // The prefix every literal starts with, when searching it beats the packed search (see SharedPrefix).
    private readonly SubstringSearcher? _prefix;
    private readonly SubstringSearcher? _single;
    private readonly MultiStringSearcher? _searcher;
    private Utf8LiteralSearch? _utf8;

    private LiteralStrategy(string[] literals, Strategy? groups)
    {
        _literals = literals;
        _groups = groups;
        // Every ASCII case spelling of one word (`(?i)error` is 32 literals) is the word ignoring case: no unit
        // outside ASCII equals an ASCII letter under OrdinalIgnoreCase (not even U+0131 or U+017F), so the
        // ignore-case search matches exactly these spellings.
        if (AreAsciiCaseSpellings(literals))
        {
            _single = new SubstringSearcher(literals[0], StringComparison.OrdinalIgnoreCase);
            return;
        }
        if (CaseSpelledWords(literals) is { } words)
        {
            // Every ASCII case spelling of a few words (`(?i)"(?:id|name)"` is 4 + 16 literals): the words searched once
            // ignoring case, for the reason above, instead of a set of every spelling.
            _searcher = new MultiStringSearcher(words, LeftmostFirst with { IgnoreCase = true });
            return;
        }
        if (literals.Length == 1)
        {
            // Hotpath.Text's rare-unit filter is faster than IndexOf(string) and the runtime's single-string search
            // values on prose ("Sherlock", "looking", "://").
            _single = new SubstringSearcher(literals[0]);
            return;
        }
        if (literals.Length <= MaxPackedLiterals && RuntimeStringSearch.IsFast && literals.All(l => Ascii.IsValid(l)))
        {
            if (SharedPrefix(literals) is { } prefix)
            {
                _prefix = new SubstringSearcher(prefix);
                return;
            }
            if (SearcherBeatingPackedSearch(literals) is { } searcher)
            {
                _searcher = searcher;
                return;
            }
            _packed = SearchValues.Create(literals, StringComparison.Ordinal);
        }
        else
        {
            _searcher = new MultiStringSearcher(literals, LeftmostFirst);
        }
    }

    /// <summary>
    /// Hotpath.Text's searcher for a small all-ASCII set where it beats the runtime's packed string search, else null:
    /// when Auto takes the rare-unit probes (looking|feeling: g, k or l, l or f; faster than the runtime's search on
    /// prose with AVX2), and wherever Teddy scans whole units with AVX-512 VBMI, when Auto takes Teddy
    /// (<c>Holmes|Watson</c> on prose: Teddy is faster than the runtime's string search when the runtime's compiled
    /// code and profile are shared with other searches, as they are in a whole report; run first in a process, as
    /// BenchmarkDotNet runs it, Teddy read slower than the runtime's search, a difference not explained yet: see
    /// docs/regex.md).
    /// </summary>
    private static MultiStringSearcher? SearcherBeatingPackedSearch(string[] literals)
    {
        bool teddyWins = TeddyEngine<ushort>.WholeUnitScanApplies;
        if (literals.Length > RareProbeSet.MaxPatterns && !teddyWins) return null;
        // Deferred, so that a set Auto gives Aho-Corasick builds only the automaton's NFA before it is discarded here.
        var searcher = new MultiStringSearcher(literals, LeftmostFirstDeferred);
        return searcher.Algorithm == MultiStringAlgorithm.RareProbes || teddyWins && searcher.Algorithm == MultiStringAlgorithm.Teddy ? searcher : null;
    }

    /// <summary>Whether the literals are searched as the words they spell, ignoring case (see <see cref="CaseSpelledWords"/>).</summary>
    internal bool SearchesWordsIgnoringCase => _searcher is { Options.IgnoreCase: true };

    /// <summary>Whether the literals' shared prefix is what this strategy searches for (see <see cref="SharedPrefix"/>).</summary>
    internal bool SearchesSharedPrefix => _prefix is not null;

    /// <summary>The fewest units a prefix shared by every literal has for <see cref="SharedPrefix"/> to search it.</summary>
    public const int MinSharedPrefix = 2;

    /// <summary>The most literals, and units in each, compared at every occurrence of a shared prefix.</summary>
    public const int MaxPrefixVerified = 8;

    /// <summary>
    /// The longest prefix all <paramref name="literals"/> share, when it has at least <see cref="MinSharedPrefix"/> units
    /// (or is one unit rare in text, <c>\</c> of <c>\\[nt"\\]</c>) and
    /// there are at most <see cref="MaxPrefixVerified"/> literals of at most <see cref="LiteralLimits.Default"/>'s
    /// length; else null. One literal search for it, with the few literals compared where it occurs, reads fewer candidates
    /// than a string-set search whose fingerprints all start alike (<c>status=(?:failed|retry)</c>, <c>https?://</c>).
    /// </summary>
    internal static string? SharedPrefix(string[] literals)
    {
        if (literals.Length is < 2 or > MaxPrefixVerified || literals.Any(l => l.Length > LiteralLimits.Default.MaxLiteralLength)) return null;
        int shared = literals.Min(l => l.Length);
        foreach (string literal in literals) shared = Math.Min(shared, literal.AsSpan().CommonPrefixLength(literals[0]));
        return shared >= MinSharedPrefix || shared == 1 && UnitRarity.IsRareInText(literals[0][0]) ? literals[0][..shared] : null;
    }

    /// <summary>
    /// The strategy for <paramref name="hir"/>, or null when it is not a set of literals (see <see cref="ExactLiterals"/>).
    /// Groups may wrap parts of it (<c>slave(client|result)\.cc</c>): the literal search still finds every match, and
    /// <paramref name="buildGroupResolver"/> (called only then) builds the strategy that resolves the groups of a match
    /// from its start.
    /// </summary>
    public static LiteralStrategy? TryCreate(RegexHir hir, Func<Strategy> buildGroupResolver)
    {
        ArgumentNullException.ThrowIfNull(hir);
        ArgumentNullException.ThrowIfNull(buildGroupResolver);
        if (ExactLiterals(hir.Root) is not { } literals) return null;
        return new LiteralStrategy(literals, hir.GroupNumbers.Length == 1 ? null : buildGroupResolver());
    }

    /// <summary>
    /// The non-empty literals <paramref name="node"/> matches, in priority order, or null when it is not a finite set of
    /// them without assertions, or when a literal holds a surrogate or U+FFFD (its UTF-8 bytes would not match exactly
    /// what the decoding engines match; such rare regexes run on the automata).
    /// </summary>
    internal static string[]? ExactLiterals(HirNode node)
    {
        if (!IsLiteralShaped(node)) return null;
        // Classes (case-insensitivity above all) multiply the set: (?i)Sherlock Holmes is 24,576 strings.
        // Such sets stay within the prefilter limits or are left to the automata with a class-sequence scan.
        string[]? literals = Extract(node, HasClass(node) ? LiteralLimits.Default : s_limits);
        // A case-insensitive alternation of words (`(?i)public|private|static`) outgrows the default limits with its
        // spellings, which are searched as the words (see CaseSpelledWords).
        if (literals is null && HasClass(node) && Extract(node, s_caseSpellingLimits) is { } spellings && CaseSpelledWords(spellings) is not null) literals = spellings;
        return literals is null || literals.Any(l => l.AsSpan().ContainsAnyInRange('\uD800', '\uDFFF') || l.Contains('\uFFFD')) ? null : literals;
    }

    // The exact non-empty literals of `node` within `limits`, or null.
    private static string[]? Extract(HirNode node, LiteralLimits limits)
    {
        LiteralSeq seq = LiteralExtractor.Extract(node, ExtractionSide.Prefix, limits);
        return !seq.IsExact || seq.Count == 0 || seq.MinLength == 0 ? null : [.. seq.Literals.ToArray().Select(l => l.Units)];
    }

    /// <inheritdoc/>
    public override int SlotCount => _groups?.SlotCount ?? 2;

    /// <inheritdoc/>
    public override StrategyCache CreateCache() => _groups?.CreateCache() ?? new Cache();

    /// <inheritdoc/>
    /// <remarks>A question of its own, never part of an enumeration: it leaves the scratch's iteration alone.</remarks>
    public override bool IsMatch(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache) =>
        TryFindFrom(input, start.Position, out _, out _);

    /// <inheritdoc/>
    /// <remarks>
    /// In an enumeration (the strategy's own scratch, see <see cref="LiteralIteration"/>) the searches after the first go
    /// on from what the one before left: a single literal's matches collected ahead, or the set searcher's cursor.
    /// </remarks>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public override bool TryFindSpan(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd)
    {
        int from = start.Position;
        if (cache is not Cache own || _packed is not null || _prefix is not null) return TryFindFrom(input, from, out matchStart, out matchEnd);
        return _searcher is not null
            ? own.Iteration.TryFindInSet(cache.SearchId, input, from, new Utf16SetSearch(_searcher), out matchStart, out matchEnd)
            : own.Iteration.TryFindSingle(cache.SearchId, input, from, new Utf16Occurrences(_single!, _literals[0].Length), out matchStart, out matchEnd);
    }

    // The leftmost-first match at or after `from`, searched from scratch.
    private bool TryFindFrom(ReadOnlySpan<char> input, int from, out int matchStart, out int matchEnd)
    {
        (matchStart, matchEnd) = (-1, -1);
        if (_searcher is not null)
        {
            if (!_searcher.TryFind(input, from, out StringMatch match)) return false;
            (matchStart, matchEnd) = (match.Index, match.End);
            return true;
        }
        if (_single is not null)
        {
            // The searcher verified the whole literal.
            int found = _single.IndexOf(input[from..]);
            if (found < 0) return false;
            (matchStart, matchEnd) = (from + found, from + found + _literals[0].Length);
            return true;
        }
        if (_prefix is not null)
        {
            // Every occurrence of the prefix is a candidate; the first literal that occurs there wins.
            for (int position = from; _prefix.IndexOf(input[position..]) is var found and >= 0; position += found + 1)
            {
                if (FirstLiteralAt(input, position + found) is { } length)
                {
                    (matchStart, matchEnd) = (position + found, position + found + length);
                    return true;
                }
            }
            return false;
        }
        int offset = input[from..].IndexOfAny(_packed!);
        if (offset < 0) return false;
        int index = from + offset;
        int matched = FirstLiteralAt(input, index) ?? throw new InvalidOperationException("The literal search reported a position where no literal occurs.");
        (matchStart, matchEnd) = (index, index + matched);
        return true;
    }

    // The length of the first literal, in priority order, that occurs at `index`, or null.
    private int? FirstLiteralAt(ReadOnlySpan<char> input, int index)
    {
        ReadOnlySpan<char> rest = input[index..];
        foreach (string literal in _literals)
        {
            if (rest.StartsWith(literal, StringComparison.Ordinal)) return literal.Length;
        }
        return null;
    }

    /// <summary>
    /// Whether the literals are all 2^n ASCII case spellings of one word with n letters (in any order: at one
    /// position at most one spelling occurs, so the priority order cannot matter).
    /// </summary>
    internal static bool AreAsciiCaseSpellings(string[] literals)
    {
        string word = literals[0];
        int letters = word.Count(char.IsAsciiLetter);
        return literals.Length > 1 && letters < 31 && literals.Length == 1 << letters && Ascii.IsValid(word)
            && literals.All(l => l.Length == word.Length && Ascii.EqualsIgnoreCase(l, word))
            && literals.Distinct(StringComparer.Ordinal).Count() == literals.Length;
    }

    /// <summary>
    /// The words, in priority order (of their first spellings), when the literals are all 2^n ASCII case spellings of each
    /// of two or more words with n letters (as <see cref="AreAsciiCaseSpellings"/> is for one; a word without letters is its
    /// own spelling) and some word has letters; else null. At one position at most one spelling of a word occurs, and two
    /// words occur together only when one prefixes the other ignoring case: the spellings of such words must not
    /// interleave, so that a leftmost-first search of the words ignoring case chooses as .NET chooses among the spellings.
    /// </summary>
    internal static string[]? CaseSpelledWords(string[] literals)
    {
        if (literals.Length < 2 || !literals.All(l => l.Length > 0 && Ascii.IsValid(l)) || literals.Distinct(StringComparer.Ordinal).Count() != literals.Length) return null;
        var spellings = new Dictionary<string, (int First, int Last, int Count)>(StringComparer.OrdinalIgnoreCase);
        var words = new List<string>();
        for (int i = 0; i < literals.Length; i++)
        {
            if (spellings.TryGetValue(literals[i], out var seen)) spellings[literals[i]] = (seen.First, i, seen.Count + 1);
            else
            {
                spellings.Add(literals[i], (i, i, 1));
                words.Add(literals[i]);
            }
        }
        foreach (string word in words)
        {
            int letters = word.Count(char.IsAsciiLetter);
            if (letters >= 31 || spellings[word].Count != 1 << letters) return null;
        }
        for (int a = 0; a < words.Count; a++)
        {
            for (int b = a + 1; b < words.Count; b++)
            {
                bool prefixes = words[a].StartsWith(words[b], StringComparison.OrdinalIgnoreCase) || words[b].StartsWith(words[a], StringComparison.OrdinalIgnoreCase);
                if (prefixes && spellings[words[a]].Last > spellings[words[b]].First) return null;
            }
        }
        // Sets without letters (`1|2`) are left to the exact searches.
        return words.Count > 1 && words.Any(word => word.Any(char.IsAsciiLetter)) ? [.. words] : null;
    }

    /// <inheritdoc/>
    public override bool TryFindCaptures(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, Span<int> slots)
    {
        if (!TryFindSpan(input, start, cache, out slots[0], out slots[1])) return false;
        // The leftmost-first match starts where the literal search found it, so the resolver finds it from there.
        return _groups is null || _groups.TryResolveGroups(input, new SearchStart(slots[0], start.Anchor), slots[1], cache, slots);
    }

    /// <inheritdoc/>
    /// <remarks>
    /// Hotpath.Text counts non-overlapping leftmost-first matches in one scan, without a call and a restarted search
    /// per match; the packed and shared-prefix searches count in a loop here. The literals are never empty, so no
    /// empty-match step is involved. Like this strategy's searches, the counts do not read the clock.
    /// </remarks>
    public override bool TryCountAll(ReadOnlySpan<char> input, int from, StrategyCache cache, out int count)
    {
        if (_single is not null || _searcher is not null)
        {
            count = _single?.Count(input[from..]) ?? _searcher!.Count(input[from..]);
            return true;
        }
        // The packed or prefix search, match by match in this loop.
        count = 0;
        for (int position = from; TryFindFrom(input, position, out _, out int end); position = end) count++;
        return true;
    }

    /// <inheritdoc/>
    /// <remarks>Over UTF-8 every literal set has a Hotpath.Text searcher that counts in one scan.</remarks>
    public override bool TryCountAll(ReadOnlySpan<byte> utf8, int from, StrategyCache cache, out int count)
    {
        Utf8LiteralSearch search = Utf8LiteralSearch.For(ref _utf8, _literals);
        count = search.Single?.Count(utf8[from..]) ?? search.Searcher!.Count(utf8[from..]);
        return true;
    }

    /// <inheritdoc/>
    /// <remarks>As over UTF-16, without the scratch's iteration.</remarks>
    public override bool IsMatch(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache) =>
        Utf8LiteralSearch.For(ref _utf8, _literals).TryFind(utf8, start.Position, out _, out _);

    /// <inheritdoc/>
    /// <remarks>In an enumeration, the searches after the first go on from what the one before left, as over UTF-16.</remarks>
    public override bool TryFindSpan(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd)
    {
        Utf8LiteralSearch search = Utf8LiteralSearch.For(ref _utf8, _literals);
        if (cache is not Cache own) return search.TryFind(utf8, start.Position, out matchStart, out matchEnd);
        return search.TryFindNext(utf8, start.Position, cache.SearchId, ref own.Iteration, out matchStart, out matchEnd);
    }

    /// <inheritdoc/>
    public override bool TryFindCaptures(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache, Span<int> slots)
    {
        if (!TryFindSpan(utf8, start, cache, out slots[0], out slots[1])) return false;
        return _groups is null || _groups.TryFindCaptures(utf8, new SearchStart(slots[0], start.Anchor), cache, slots);
    }

    // Only these shapes denote a finite set of strings; checking first keeps the generous extraction
    // limits from being spent on regexes that are not literal sets anyway.
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private static bool IsLiteralShaped(HirNode node) => node switch
    {
        HirLiteral => true,
        HirCapture capture => IsLiteralShaped(capture.Sub),
        HirClass cls => cls.Set.Ranges.Length <= LiteralLimits.Default.MaxClassSize,
        HirConcat concat => concat.Parts.All(IsLiteralShaped),
        HirAlternation alternation => alternation.Branches.All(IsLiteralShaped),
        HirRepeat repeat => (repeat.Min == repeat.Max || repeat.Max == 1) && IsLiteralShaped(repeat.Sub),
        _ => false,
    };

    private static bool HasClass(HirNode node) => node switch
    {
        HirClass => true,
        HirCapture capture => HasClass(capture.Sub),
        HirConcat concat => concat.Parts.Any(HasClass),
        HirAlternation alternation => alternation.Branches.Any(HasClass),
        HirRepeat repeat => HasClass(repeat.Sub),
        _ => false,
    };

    /// <summary>The scratch of a regex without groups: the state an enumeration carries between its searches.</summary>
    private sealed class Cache : StrategyCache
    {
        public LiteralIteration Iteration;
    }
}

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
/// ignoring case. A small all-ASCII set is searched as <see cref="AsciiLiteralSetSearch"/> chooses (the prefix the
/// literals share, Hotpath.Text's rare-unit probes or Teddy where they win, else the runtime's packed
/// <see cref="SearchValues{T}"/> of strings). Other sets (non-ASCII, or more than
/// <see cref="AsciiLiteralSetSearch.MaxPackedLiterals"/>) use Hotpath.Text's leftmost-first <see cref="MultiStringSearcher"/>,
/// which reports exactly that choice (the runtime's string set is slow on non-ASCII needles).</para>
/// </remarks>
internal sealed partial class LiteralStrategy : Strategy
{
    // Class-free literal sets (dictionaries) are extracted with limits far above the prefilter defaults:
    // here the set IS the regex.
    private static readonly LiteralLimits s_limits = new() { MaxLiteralCount = 100_000, MaxLiteralLength = 100_000, MaxRepeatExpansion = 1_000 };

    // Limits for the case spellings of a few words: a word of up to ten letters, several of eight.
    private static readonly LiteralLimits s_caseSpellingLimits = LiteralLimits.Default with { MaxLiteralCount = 2_048 };

    /// <summary>Leftmost-first multi-string search, as .NET chooses among literals.</summary>
    internal static readonly MultiStringSearchOptions LeftmostFirst = new() { MatchKind = MultiStringMatchKind.LeftmostFirst };

    private readonly string[] _literals;
    // Resolves groups inside a match the literal search found (null for a regex without groups).
    private readonly Strategy? _groups;
    // A small ASCII set's search, unless it chose Hotpath.Text's searcher (then in _searcher, which iterates).
    private readonly AsciiLiteralSetSearch? _ascii;
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
        if (AsciiLiteralSetSearch.TryCreate(literals) is { } ascii)
        {
            if (ascii.Searcher is { } searcher) _searcher = searcher;
            else _ascii = ascii;
        }
        else
        {
            _searcher = new MultiStringSearcher(literals, LeftmostFirst);
        }
    }

    /// <summary>Whether the literals are searched as the words they spell, ignoring case (see <see cref="CaseSpelledWords"/>).</summary>
    internal bool SearchesWordsIgnoringCase => _searcher is { Options.IgnoreCase: true };

    /// <summary>Whether the literals' shared prefix is what this strategy searches for (see <see cref="AsciiLiteralSetSearch.SharedPrefix"/>).</summary>
    internal bool SearchesSharedPrefix => _ascii is { SearchesSharedPrefix: true };

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
    public override bool IsMatch(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache) => IsMatchWithoutScratch(input, start);

    /// <inheritdoc/>
    public override bool SearchesWithoutScratch => true;

    /// <inheritdoc/>
    public override bool IsMatchWithoutScratch(ReadOnlySpan<char> input, SearchStart start) => TryFindFrom(input, start.Position, out _, out _);

    /// <inheritdoc/>
    /// <remarks>
    /// In an enumeration (the strategy's own scratch, see <see cref="LiteralIteration"/>) the searches after the first go
    /// on from what the one before left: a single literal's matches collected ahead, or the set searcher's cursor.
    /// </remarks>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public override bool TryFindSpan(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd)
    {
        int from = start.Position;
        if (cache is not Cache own || _ascii is not null) return TryFindFrom(input, from, out matchStart, out matchEnd);
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
        if (!_ascii!.TryFind(input, from, out int index, out int length)) return false;
        (matchStart, matchEnd) = (index, index + length);
        return true;
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
        count = CountWithoutScratch(input, from);
        return true;
    }

    /// <inheritdoc/>
    public override int CountWithoutScratch(ReadOnlySpan<char> input, int from)
    {
        if (_single is not null || _searcher is not null) return _single?.Count(input[from..]) ?? _searcher!.Count(input[from..]);
        // The packed or prefix search, match by match in this loop.
        int count = 0;
        for (int position = from; TryFindFrom(input, position, out _, out int end); position = end) count++;
        return count;
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

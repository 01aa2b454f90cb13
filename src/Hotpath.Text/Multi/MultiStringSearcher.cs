using System.Buffers;
using System.Runtime.InteropServices;

namespace Hotpath.Text;

/// <summary>
/// Searches UTF-16 text for many strings at once, reporting which pattern matched where: first match, count,
/// non-overlapping and overlapping enumeration, and replace-all (in memory and streaming). A superset of
/// <see cref="SearchValues{T}"/> of <see cref="string"/>: <see cref="IndexOfAny"/> returns exactly what
/// <c>haystack.IndexOfAny(SearchValues.Create(patterns, Ordinal or OrdinalIgnoreCase))</c> returns.
/// Build once and reuse: construction picks an algorithm (Teddy, Aho-Corasick DFA/NFA, Rabin-Karp, substring);
/// searches never allocate (unless <see cref="MultiStringSearchOptions.DeferDfa"/> is set: then the search that builds
/// the Aho-Corasick DFA allocates it, once). Thread-safe, and its answers never change: a deferred DFA is the only state
/// a search adds, published once.
/// </summary>
/// <remarks>
/// Empty patterns follow <see cref="SearchValues{T}"/> and .NET Regex: an empty pattern matches at every
/// position (so <see cref="IndexOfAny"/> returns 0); non-overlapping iteration moves one char past an empty match.
/// Duplicate patterns are allowed; the earliest one is reported.
/// <para>Case-insensitive search agrees with <see cref="StringComparison.OrdinalIgnoreCase"/>: each UTF-16 unit is
/// folded with the BCL's ordinal upper-casing, and a well-formed surrogate pair as one supplementary character
/// (e.g. Deseret U+10400/U+10428).</para>
/// <example><code>
/// var searcher = new MultiStringSearcher(["Sunday", "Monday"], new() { IgnoreCase = true });
/// foreach (StringMatch m in searcher.EnumerateMatches(text)) Console.WriteLine($"{searcher.Patterns[m.PatternIndex]} at {m.Index}");
/// string replaced = searcher.Replace(text, ["Sun.", "Mon."]);
/// </code></example>
/// </remarks>
public sealed class MultiStringSearcher
{
    private readonly MultiPatternSearchCore<ushort> _core;
    private readonly string[] _patterns;

    /// <summary>Builds a searcher for <paramref name="patterns"/> (in priority order for leftmost-first).</summary>
    /// <param name="patterns">The strings to find; none may be null.</param>
    /// <param name="options">Search options; null means the defaults of <see cref="MultiStringSearchOptions"/>.</param>
    /// <exception cref="ArgumentNullException"><paramref name="patterns"/> or one of its elements is null.</exception>
    /// <exception cref="ArgumentException">More than <see cref="MultiStringSearchOptions.MaxPatterns"/> patterns, a forced algorithm that cannot handle the set, or an automaton over the memory budget.</exception>
    public MultiStringSearcher(IEnumerable<string> patterns, MultiStringSearchOptions? options = null)
    {
        Options = options ?? new MultiStringSearchOptions();
        _patterns = PatternInput.ToArray(patterns, Options.MaxPatterns);
        var units = Array.ConvertAll(_patterns, p => MemoryMarshal.Cast<char, ushort>(p.AsSpan()).ToArray());
        int[]? callerIndex = null;
        if (Options.IgnoreCase)
        {
            // The unit fold covers everything but cased supplementary scalars, which are searched in all their spellings.
            units = CaseVariantSpellings.ExpandAll(units, p => CaseVariantSpellings.HasSurrogatePair(_patterns[p])
                ? CaseVariantSpellings.Expand(_patterns[p], spellNonAsciiUnits: false).Select(s => MemoryMarshal.Cast<char, ushort>(s.AsSpan()).ToArray())
                : null, out callerIndex);
        }
        var folding = Options.IgnoreCase ? CodeUnitFolding.Utf16IgnoreCase : CodeUnitFolding.Ordinal;
        _core = new MultiPatternSearchCore<ushort>(new PatternSet<ushort>(units, Options.MatchKind, folding), Options, callerIndex);
    }

    /// <summary>The number of patterns.</summary>
    public int PatternCount => _patterns.Length;

    /// <summary>The patterns, in the order given.</summary>
    public IReadOnlyList<string> Patterns => _patterns;

    /// <summary>The options this searcher was built with.</summary>
    public MultiStringSearchOptions Options { get; }

    /// <summary>The algorithm chosen for long haystacks (with Auto, short haystacks may still use Rabin-Karp).</summary>
    public MultiStringAlgorithm Algorithm => _core.Algorithm;

    /// <summary>
    /// Approximate bytes held by the search tables. With <see cref="MultiStringSearchOptions.DeferDfa"/>, an Aho-Corasick
    /// DFA is counted from the search that builds it on; until then, the NFA's tables that answer instead. Tables Auto
    /// builds on first use (Rabin-Karp for haystacks shorter than 48 units, Teddy for a shared-substring search that
    /// hands over on dense text) are counted once built.
    /// </summary>
    public long MemoryBytes => _core.MemoryBytes;

    /// <summary>The index of the first position where any pattern matches, or -1.</summary>
    public int IndexOfAny(ReadOnlySpan<char> haystack) => TryFind(haystack, 0, out StringMatch match) ? match.Index : -1;

    /// <summary>Whether any pattern occurs in <paramref name="haystack"/>.</summary>
    public bool ContainsAny(ReadOnlySpan<char> haystack) => TryFind(haystack, 0, out _);

    /// <summary>Finds the leftmost match (which pattern wins is set by <see cref="MultiStringSearchOptions.MatchKind"/>).</summary>
    public bool TryFind(ReadOnlySpan<char> haystack, out StringMatch match) => TryFind(haystack, 0, out match);

    /// <summary>Finds the leftmost match starting at or after <paramref name="startIndex"/> (0 ≤ startIndex ≤ length).</summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="startIndex"/> is outside the haystack.</exception>
    public bool TryFind(ReadOnlySpan<char> haystack, int startIndex, out StringMatch match) =>
        _core.TryFind(Units(haystack), startIndex, out match);

    /// <summary>
    /// The next match of a non-overlapping iteration that <paramref name="cursor"/> carries from one call to the next
    /// (see <see cref="MatchCursor"/>): <paramref name="startIndex"/> is where the iteration starts, then the end of
    /// the match before. For callers that iterate without this type's enumerator (a regex's literal search).
    /// </summary>
    internal bool TryFindNext(ReadOnlySpan<char> haystack, int startIndex, ref MatchCursor cursor, out StringMatch match) =>
        _core.TryFindNext(Units(haystack), startIndex, ref cursor, out match);

    /// <summary>The number of non-overlapping matches, as <see cref="EnumerateMatches"/> would yield them.</summary>
    public int Count(ReadOnlySpan<char> haystack) => _core.Count(Units(haystack));

    /// <summary>Enumerates the non-overlapping matches left to right, without allocating.</summary>
    public MatchEnumerator EnumerateMatches(ReadOnlySpan<char> haystack) => new(_core, Units(haystack));

    /// <summary>
    /// Enumerates every occurrence of every pattern, overlaps included: ordered by end position, and at one end
    /// position longest first (duplicates in list order, empty patterns last).
    /// </summary>
    public OverlappingMatchEnumerator EnumerateOverlappingMatches(ReadOnlySpan<char> haystack) => new(_core, Units(haystack));

    /// <summary>Replaces every non-overlapping match with the replacement of its pattern; returns <paramref name="input"/> itself when nothing matches.</summary>
    /// <param name="input">The text.</param>
    /// <param name="replacements">One replacement per pattern, in pattern order.</param>
    public string Replace(string input, IReadOnlyList<string> replacements)
    {
        ArgumentNullException.ThrowIfNull(input);
        ushort[][] units = PrepareReplacements(replacements);
        if (!ReplaceCore.HasMatch(_core, Units(input))) return input;
        var buffer = new ArrayBufferWriter<ushort>(input.Length);
        ReplaceCore.Replace(_core, Units(input), units, buffer);
        return MemoryMarshal.Cast<ushort, char>(buffer.WrittenSpan).ToString();
    }

    /// <summary>Writes <paramref name="input"/> with every match replaced to <paramref name="destination"/>; returns the chars written.</summary>
    public int Replace(ReadOnlySpan<char> input, IReadOnlyList<string> replacements, IBufferWriter<char> destination)
    {
        ArgumentNullException.ThrowIfNull(destination);
        ushort[][] units = PrepareReplacements(replacements);
        return ReplaceCore.Replace(_core, Units(input), units, new CharWriter(destination));
    }

    /// <summary>Writes the replaced text to <paramref name="destination"/>; false (with 0 written) when it does not fit.</summary>
    public bool TryReplace(ReadOnlySpan<char> input, IReadOnlyList<string> replacements, Span<char> destination, out int charsWritten) =>
        ReplaceCore.TryReplace(_core, Units(input), PrepareReplacements(replacements), MemoryMarshal.Cast<char, ushort>(destination), out charsWritten);

    /// <summary>Streams <paramref name="input"/> to <paramref name="output"/> with every match replaced, in bounded memory; the output equals the in-memory replace.</summary>
    public void Replace(TextReader input, TextWriter output, IReadOnlyList<string> replacements) =>
        Replace(input, output, replacements, StreamingReplacer.DefaultBufferSize);

    /// <summary>Streaming replace with an explicit buffer size (tests use tiny ones).</summary>
    internal void Replace(TextReader input, TextWriter output, IReadOnlyList<string> replacements, int bufferSize)
    {
        ArgumentNullException.ThrowIfNull(input);
        ArgumentNullException.ThrowIfNull(output);
        ushort[][] units = PrepareReplacements(replacements);
        StreamingReplacer.Replace<ushort>(_core,
            (buffer, offset, count) => input.Read(MemoryMarshal.Cast<ushort, char>(buffer.AsSpan(offset, count))),
            span => output.Write(MemoryMarshal.Cast<ushort, char>(span)),
            units, bufferSize);
    }

    private ushort[][] PrepareReplacements(IReadOnlyList<string> replacements) =>
        ReplaceCore.Prepare(replacements, _patterns.Length, static s => MemoryMarshal.Cast<char, ushort>(s.AsSpan()).ToArray());

    private static ReadOnlySpan<ushort> Units(ReadOnlySpan<char> text) => MemoryMarshal.Cast<char, ushort>(text);

    /// <summary>Adapts a char buffer writer to the unit type the core works on.</summary>
    private sealed class CharWriter(IBufferWriter<char> inner) : IBufferWriter<ushort>
    {
        public void Advance(int count) => inner.Advance(count);

        public Memory<ushort> GetMemory(int sizeHint = 0) => throw new NotSupportedException();

        public Span<ushort> GetSpan(int sizeHint = 0) => MemoryMarshal.Cast<char, ushort>(inner.GetSpan(sizeHint));
    }

    /// <summary>Enumerates non-overlapping matches; a <see langword="ref struct"/> that never allocates.</summary>
    public ref struct MatchEnumerator
    {
        private readonly MultiPatternSearchCore<ushort> _core;
        private readonly ReadOnlySpan<ushort> _haystack;
        private int _position;
        private MatchCursor _cursor;

        internal MatchEnumerator(MultiPatternSearchCore<ushort> core, ReadOnlySpan<ushort> haystack)
        {
            _core = core;
            _haystack = haystack;
        }

        /// <summary>The current match.</summary>
        public StringMatch Current { get; private set; }

        /// <summary>Returns this enumerator (for <see langword="foreach"/>).</summary>
        public readonly MatchEnumerator GetEnumerator() => this;

        /// <summary>Advances to the next match.</summary>
        public bool MoveNext()
        {
            if (_position > _haystack.Length || !_core.TryFindNext(_haystack, _position, ref _cursor, out StringMatch match))
            {
                _position = _haystack.Length + 1;
                return false;
            }
            Current = match;
            _position = MultiPatternSearchCore<ushort>.ResumeAfter(_haystack, match);
            return true;
        }
    }

    /// <summary>Enumerates every occurrence of every pattern; a <see langword="ref struct"/> that never allocates.</summary>
    public ref struct OverlappingMatchEnumerator
    {
        private readonly MultiPatternSearchCore<ushort> _core;
        private readonly AhoCorasickEngine<ushort> _automaton;
        private readonly ReadOnlySpan<ushort> _haystack;
        private OverlappingCursor _cursor;

        internal OverlappingMatchEnumerator(MultiPatternSearchCore<ushort> core, ReadOnlySpan<ushort> haystack)
        {
            _core = core;
            _automaton = core.Overlapping;
            _haystack = haystack;
            _cursor = _automaton.StartOverlapping();
        }

        /// <summary>The current match.</summary>
        public StringMatch Current { get; private set; }

        /// <summary>Returns this enumerator (for <see langword="foreach"/>).</summary>
        public readonly OverlappingMatchEnumerator GetEnumerator() => this;

        /// <summary>Advances to the next occurrence.</summary>
        public bool MoveNext()
        {
            bool found = _automaton.TryNextOverlapping(_haystack, ref _cursor, out StringMatch match);
            Current = _core.ToCaller(match);
            return found;
        }
    }
}

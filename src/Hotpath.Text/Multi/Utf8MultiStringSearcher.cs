using System.Buffers;
using System.Text;

namespace Hotpath.Text;

/// <summary>
/// <see cref="MultiStringSearcher"/> over UTF-8 bytes: the same algorithms, match kinds and options, with
/// offsets and lengths in bytes. Patterns are given as strings (encoded to UTF-8) or as raw bytes. Invalid
/// UTF-8 in the haystack never throws: it is just bytes that no valid pattern matches. Case-insensitive
/// search folds ASCII bytes and expands non-ASCII letters into their spellings (see
/// <see cref="MultiStringSearchOptions.IgnoreCase"/>). Thread-safe, with answers that never change (a DFA deferred by
/// <see cref="MultiStringSearchOptions.DeferDfa"/> is published once).
/// </summary>
public sealed class Utf8MultiStringSearcher
{
    private readonly MultiPatternSearchCore<byte> _core;
    private readonly byte[][] _patterns;

    /// <summary>Builds a searcher for string patterns, encoded as UTF-8.</summary>
    /// <param name="patterns">The strings to find; none may be null.</param>
    /// <param name="options">Search options; null means the defaults.</param>
    /// <exception cref="ArgumentNullException"><paramref name="patterns"/> or one of its elements is null.</exception>
    /// <exception cref="ArgumentException">Too many patterns, a forced algorithm that cannot handle the set, or an automaton over the memory budget.</exception>
    public Utf8MultiStringSearcher(IEnumerable<string> patterns, MultiStringSearchOptions? options = null)
        : this(PatternInput.ToArray(patterns, (options ?? new()).MaxPatterns), null, options)
    {
    }

    /// <summary>Builds a searcher for byte patterns (case-insensitive search decodes the valid UTF-8 ones to expand their spellings).</summary>
    /// <param name="patterns">The byte strings to find; none may be null.</param>
    /// <param name="options">Search options; null means the defaults.</param>
    /// <exception cref="ArgumentNullException"><paramref name="patterns"/> or one of its elements is null.</exception>
    /// <exception cref="ArgumentException">Too many patterns, a forced algorithm that cannot handle the set, or an automaton over the memory budget.</exception>
    public Utf8MultiStringSearcher(IEnumerable<byte[]> patterns, MultiStringSearchOptions? options = null)
        : this(null, PatternInput.ToArray(patterns, (options ?? new()).MaxPatterns), options)
    {
    }

    private Utf8MultiStringSearcher(string[]? strings, byte[][]? bytes, MultiStringSearchOptions? options)
    {
        Options = options ?? new MultiStringSearchOptions();
        // Byte patterns are copied: the engines keep them, and a caller changing an array must not change the searcher.
        _patterns = bytes is null ? Array.ConvertAll(strings!, Encoding.UTF8.GetBytes) : Array.ConvertAll(bytes, pattern => pattern.AsSpan().ToArray());
        int[]? callerIndex = null;
        byte[][] units = Options.IgnoreCase ? CaseVariantSpellings.ExpandAll(_patterns, p => Utf8Spellings(strings?[p], _patterns[p]), out callerIndex) : _patterns;
        var folding = Options.IgnoreCase ? CodeUnitFolding.AsciiIgnoreCase : CodeUnitFolding.Ordinal;
        _core = new MultiPatternSearchCore<byte>(new PatternSet<byte>(units, Options.MatchKind, folding), Options, callerIndex);
    }

    /// <summary>The UTF-8 spellings of a pattern given as <paramref name="text"/> or as <paramref name="bytes"/> (only valid UTF-8 has any).</summary>
    private static IEnumerable<byte[]>? Utf8Spellings(string? text, byte[] bytes)
    {
        if (text is null)
        {
            try { text = s_strictUtf8.GetString(bytes); }
            catch (DecoderFallbackException) { return null; }
        }
        return CaseVariantSpellings.Expand(text, spellNonAsciiUnits: true).Select(Encoding.UTF8.GetBytes);
    }

    private static readonly UTF8Encoding s_strictUtf8 = new(false, true);

    /// <summary>The number of patterns.</summary>
    public int PatternCount => _patterns.Length;

    /// <summary>The patterns as UTF-8 bytes, in the order given.</summary>
    public IReadOnlyList<byte[]> Patterns => _patterns;

    /// <summary>The options this searcher was built with.</summary>
    public MultiStringSearchOptions Options { get; }

    /// <summary>The algorithm chosen for long haystacks.</summary>
    public MultiStringAlgorithm Algorithm => _core.Algorithm;

    /// <summary>
    /// Approximate bytes held by the search tables. With <see cref="MultiStringSearchOptions.DeferDfa"/>, an Aho-Corasick
    /// DFA is counted from the search that builds it on; until then, the NFA's tables that answer instead. Tables Auto
    /// builds on first use (Rabin-Karp for haystacks shorter than 48 units, Teddy for a shared-substring search that
    /// hands over on dense text) are counted once built.
    /// </summary>
    public long MemoryBytes => _core.MemoryBytes;

    /// <summary>The byte offset of the first position where any pattern matches, or -1.</summary>
    public int IndexOfAny(ReadOnlySpan<byte> haystack) => _core.TryFind(haystack, 0, out StringMatch match) ? match.Index : -1;

    /// <summary>Whether any pattern occurs in <paramref name="haystack"/>.</summary>
    public bool ContainsAny(ReadOnlySpan<byte> haystack) => _core.TryFind(haystack, 0, out _);

    /// <summary>Finds the leftmost match.</summary>
    public bool TryFind(ReadOnlySpan<byte> haystack, out StringMatch match) => TryFind(haystack, 0, out match);

    /// <summary>Finds the leftmost match starting at or after <paramref name="startIndex"/> (0 ≤ startIndex ≤ length).</summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="startIndex"/> is outside the haystack.</exception>
    public bool TryFind(ReadOnlySpan<byte> haystack, int startIndex, out StringMatch match) =>
        _core.TryFind(haystack, startIndex, out match);

    /// <summary>The byte form of <see cref="MultiStringSearcher"/>'s iteration step: see its <c>TryFindNext</c>.</summary>
    internal bool TryFindNext(ReadOnlySpan<byte> haystack, int startIndex, ref MatchCursor cursor, out StringMatch match) =>
        _core.TryFindNext(haystack, startIndex, ref cursor, out match);

    /// <summary>The number of non-overlapping matches.</summary>
    public int Count(ReadOnlySpan<byte> haystack) => _core.Count(haystack);

    /// <summary>Enumerates the non-overlapping matches left to right, without allocating.</summary>
    public MatchEnumerator EnumerateMatches(ReadOnlySpan<byte> haystack) => new(this, haystack);

    /// <summary>Enumerates every occurrence of every pattern (ordered as <see cref="MultiStringSearcher.EnumerateOverlappingMatches"/>).</summary>
    public OverlappingMatchEnumerator EnumerateOverlappingMatches(ReadOnlySpan<byte> haystack) => new(this, haystack);

    /// <summary>Returns <paramref name="input"/> with every match replaced by its pattern's replacement (encoded as UTF-8).</summary>
    public byte[] Replace(ReadOnlySpan<byte> input, IReadOnlyList<string> replacements)
    {
        var buffer = new ArrayBufferWriter<byte>(input.Length);
        Replace(input, replacements, buffer);
        return buffer.WrittenSpan.ToArray();
    }

    /// <summary>Writes the replaced text to <paramref name="destination"/>; returns the bytes written.</summary>
    public int Replace(ReadOnlySpan<byte> input, IReadOnlyList<string> replacements, IBufferWriter<byte> destination)
    {
        ArgumentNullException.ThrowIfNull(destination);
        return ReplaceCore.Replace(_core, input, PrepareReplacements(replacements), destination);
    }

    /// <summary>Writes the replaced text to <paramref name="destination"/>; false (with 0 written) when it does not fit.</summary>
    public bool TryReplace(ReadOnlySpan<byte> input, IReadOnlyList<string> replacements, Span<byte> destination, out int bytesWritten) =>
        ReplaceCore.TryReplace(_core, input, PrepareReplacements(replacements), destination, out bytesWritten);

    /// <summary>Streams <paramref name="input"/> to <paramref name="output"/> with every match replaced, in bounded memory.</summary>
    public void Replace(Stream input, Stream output, IReadOnlyList<string> replacements) =>
        Replace(input, output, replacements, StreamingReplacer.DefaultBufferSize);

    internal void Replace(Stream input, Stream output, IReadOnlyList<string> replacements, int bufferSize)
    {
        ArgumentNullException.ThrowIfNull(input);
        ArgumentNullException.ThrowIfNull(output);
        StreamingReplacer.Replace(_core, input.Read, output.Write, PrepareReplacements(replacements), bufferSize);
    }

    private byte[][] PrepareReplacements(IReadOnlyList<string> replacements) =>
        ReplaceCore.Prepare(replacements, _patterns.Length, Encoding.UTF8.GetBytes);

    /// <summary>Enumerates non-overlapping matches; a <see langword="ref struct"/> that never allocates.</summary>
    public ref struct MatchEnumerator
    {
        private readonly Utf8MultiStringSearcher _searcher;
        private readonly ReadOnlySpan<byte> _haystack;
        private int _position;
        private MatchCursor _cursor;

        internal MatchEnumerator(Utf8MultiStringSearcher searcher, ReadOnlySpan<byte> haystack)
        {
            _searcher = searcher;
            _haystack = haystack;
        }

        /// <summary>The current match.</summary>
        public StringMatch Current { get; private set; }

        /// <summary>Returns this enumerator (for <see langword="foreach"/>).</summary>
        public readonly MatchEnumerator GetEnumerator() => this;

        /// <summary>Advances to the next match.</summary>
        public bool MoveNext()
        {
            if (_position > _haystack.Length || !_searcher._core.TryFindNext(_haystack, _position, ref _cursor, out StringMatch match))
            {
                _position = _haystack.Length + 1;
                return false;
            }
            Current = match;
            _position = MultiPatternSearchCore<byte>.ResumeAfter(_haystack, match);
            return true;
        }
    }

    /// <summary>Enumerates every occurrence of every pattern; a <see langword="ref struct"/> that never allocates.</summary>
    public ref struct OverlappingMatchEnumerator
    {
        private readonly Utf8MultiStringSearcher _searcher;
        private readonly AhoCorasickEngine<byte> _automaton;
        private readonly ReadOnlySpan<byte> _haystack;
        private OverlappingCursor _cursor;

        internal OverlappingMatchEnumerator(Utf8MultiStringSearcher searcher, ReadOnlySpan<byte> haystack)
        {
            _searcher = searcher;
            _automaton = searcher._core.Overlapping;
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
            Current = _searcher._core.ToCaller(match);
            return found;
        }
    }
}

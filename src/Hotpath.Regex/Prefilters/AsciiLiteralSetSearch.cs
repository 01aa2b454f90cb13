using System.Buffers;
using System.Text;
using Hotpath.RegularExpressions.Literals;
using Hotpath.Text;

namespace Hotpath.RegularExpressions.Prefilters;

/// <summary>
/// The search for a small set of ASCII literals, leftmost first and, at a position, the first literal in order: the prefix
/// they share when they have one (see <see cref="SharedPrefix"/>), else Hotpath.Text's multi-string search where it beats
/// the runtime's (see <see cref="SearcherBeatingPackedSearch"/>), else the runtime's packed <see cref="SearchValues{T}"/>
/// of strings. The literal strategy and the literal-set prefilter choose alike, so a regex led by a literal set
/// (<c>Ame[a-zA-Z]+|Con[a-zA-Z]+</c>, <c>https?://\S+</c>) finds its candidates as fast as the bare set is searched.
/// Immutable and thread-safe.
/// </summary>
internal sealed class AsciiLiteralSetSearch
{
    /// <summary>The largest set searched with the runtime's packed string search.</summary>
    public const int MaxPackedLiterals = 64;

    /// <summary>The fewest units a prefix shared by every literal has for <see cref="SharedPrefix"/> to search it.</summary>
    public const int MinSharedPrefix = 2;

    /// <summary>The most literals, and units in each, compared at every occurrence of a shared prefix.</summary>
    public const int MaxPrefixVerified = 8;

    private readonly string[] _literals;
    private readonly SubstringSearcher? _prefix;
    private readonly SearchValues<string>? _packed;

    private AsciiLiteralSetSearch(string[] literals)
    {
        _literals = literals;
        if (SharedPrefix(literals) is { } prefix) _prefix = new SubstringSearcher(prefix);
        else if (SearcherBeatingPackedSearch(literals) is { } searcher) Searcher = searcher;
        else _packed = SearchValues.Create(literals, StringComparison.Ordinal);
    }

    /// <summary>The search for <paramref name="literals"/> (two or more, none empty), or null when they are not a small ASCII set.</summary>
    public static AsciiLiteralSetSearch? TryCreate(string[] literals) =>
        literals.Length is >= 2 and <= MaxPackedLiterals && RuntimeStringSearch.IsFast && literals.All(l => l.Length > 0 && Ascii.IsValid(l))
            ? new AsciiLiteralSetSearch(literals)
            : null;

    /// <summary>Hotpath.Text's searcher, when it was chosen (its leftmost-first matches are the set's).</summary>
    public MultiStringSearcher? Searcher { get; }

    /// <summary>Whether the literals' shared prefix is searched.</summary>
    public bool SearchesSharedPrefix => _prefix is not null;

    /// <summary>What is searched, for explanations.</summary>
    public string Describe() =>
        _prefix is not null ? "for the prefix the literals share, then each literal in order"
        : _packed is not null ? "the runtime's packed multi-string search (SearchValues<string>)"
        : $"Hotpath.Text's multi-string search ({Searcher!.Algorithm})";

    /// <summary>The leftmost occurrence of a literal at or after <paramref name="from"/>, and the first literal in order there.</summary>
    public bool TryFind(ReadOnlySpan<char> input, int from, out int index, out int length)
    {
        (index, length) = (-1, 0);
        if (Searcher is not null)
        {
            if (!Searcher.TryFind(input, from, out StringMatch match)) return false;
            (index, length) = (match.Index, match.Length);
            return true;
        }
        if (_prefix is not null)
        {
            // Every occurrence of the prefix is a candidate; the first literal that occurs there wins.
            for (int position = from; _prefix.IndexOf(input[position..]) is var found and >= 0; position += found + 1)
            {
                if (FirstLiteralAt(input, position + found) is { } prefixed)
                {
                    (index, length) = (position + found, prefixed);
                    return true;
                }
            }
            return false;
        }
        int offset = input[from..].IndexOfAny(_packed!);
        if (offset < 0) return false;
        index = from + offset;
        length = FirstLiteralAt(input, index) ?? throw new InvalidOperationException("The literal search reported a position where no literal occurs.");
        return true;
    }

    // The length of the first literal, in order, that occurs at `index`, or null.
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
    /// Hotpath.Text's searcher for a small all-ASCII set where it beats the runtime's packed string search, else null:
    /// when Auto takes the rare-unit probes (looking|feeling: g, k or l, l or f; faster than the runtime's search on
    /// prose with AVX2), and wherever Teddy scans whole units with AVX-512 VBMI, when Auto takes Teddy
    /// (<c>Holmes|Watson</c> on prose: Teddy is faster than the runtime's string search when the runtime's compiled
    /// code and profile are shared with other searches, as they are in a whole report; run first in a process, as
    /// BenchmarkDotNet runs it, Teddy read slower than the runtime's search, a difference not explained yet: see
    /// docs/regex.md).
    /// </summary>
    internal static MultiStringSearcher? SearcherBeatingPackedSearch(string[] literals)
    {
        bool teddyWins = TeddyEngine<ushort>.WholeUnitScanApplies;
        if (literals.Length > RareProbeSet.MaxPatterns && !teddyWins) return null;
        var searcher = new MultiStringSearcher(literals, Meta.LiteralStrategy.LeftmostFirst with { DeferDfa = true });
        return searcher.Algorithm == MultiStringAlgorithm.RareProbes || teddyWins && searcher.Algorithm == MultiStringAlgorithm.Teddy ? searcher : null;
    }
}

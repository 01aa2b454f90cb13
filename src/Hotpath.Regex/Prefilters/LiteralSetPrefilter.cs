using System.Buffers;
using Hotpath.RegularExpressions.Literals;

namespace Hotpath.RegularExpressions.Prefilters;

/// <summary>
/// Candidates are the occurrences of any of several literals, found with a vectorized multi-string search
/// (packed SIMD for small sets, an automaton for large ones). Immutable and thread-safe.
/// </summary>
/// <remarks>
/// The set search reports where the leftmost occurrence starts; the needle there is identified by
/// checking the (few) needles at that position, longest first. For a prefix set minimized with
/// <see cref="LiteralSeq.MinimizeForPrefilter"/> exactly one needle can start at a position (two would
/// make one the prefix of the other), so the reported span is that needle's occurrence.
/// </remarks>
internal sealed class LiteralSetPrefilter : Prefilter
{
    private readonly string[] _needlesLongestFirst;
    private readonly SearchValues<string> _needles;
    private readonly byte[][]? _utf8NeedlesLongestFirst;
    private readonly SearchValues<byte>? _utf8FirstBytes;

    /// <summary>Prepares the search for <paramref name="needles"/> (at least two, none empty) taken from <paramref name="side"/>.</summary>
    public LiteralSetPrefilter(IReadOnlyList<string> needles, ExtractionSide side)
    {
        ArgumentNullException.ThrowIfNull(needles);
        if (needles.Count < 2 || needles.Any(string.IsNullOrEmpty)) throw new ArgumentException("Needs two or more non-empty needles.", nameof(needles));
        _needlesLongestFirst = [.. needles.OrderByDescending(n => n.Length)];
        _needles = SearchValues.Create(needles.ToArray(), StringComparison.Ordinal);

        byte[]?[] utf8 = [.. _needlesLongestFirst.Select(n => Utf8Needles.TryEncode(n, side))];
        if (utf8.All(b => b is not null))
        {
            _utf8NeedlesLongestFirst = [.. utf8.Select(b => b!).OrderByDescending(b => b.Length)];
            _utf8FirstBytes = SearchValues.Create([.. _utf8NeedlesLongestFirst.Select(b => b[0]).Distinct()]);
        }
    }

    /// <inheritdoc/>
    public override bool ReportsLiteralSpans => true;

    /// <inheritdoc/>
    public override bool SupportsUtf8 => _utf8FirstBytes is not null;

    /// <inheritdoc/>
    public override bool TryFind(ReadOnlySpan<char> haystack, int start, out int index, out int length)
    {
        int found = haystack[start..].IndexOfAny(_needles);
        if (found < 0)
        {
            (index, length) = (-1, 0);
            return false;
        }
        index = start + found;
        ReadOnlySpan<char> rest = haystack[index..];
        foreach (string needle in _needlesLongestFirst)
        {
            if (rest.StartsWith(needle, StringComparison.Ordinal))
            {
                length = needle.Length;
                return true;
            }
        }
        throw new InvalidOperationException("The set search reported a position where no needle occurs.");
    }

    /// <inheritdoc/>
    public override bool TryFind(ReadOnlySpan<byte> haystack, int start, out int index, out int length)
    {
        SearchValues<byte> firstBytes = _utf8FirstBytes ?? throw new InvalidOperationException("This prefilter has no UTF-8 form.");
        // Scan for any needle's first byte and verify there: weaker than a packed search, but sound.
        for (int at = start; at < haystack.Length;)
        {
            int found = haystack[at..].IndexOfAny(firstBytes);
            if (found < 0) break;
            at += found;
            ReadOnlySpan<byte> rest = haystack[at..];
            foreach (byte[] needle in _utf8NeedlesLongestFirst!)
            {
                if (rest.StartsWith(needle))
                {
                    (index, length) = (at, needle.Length);
                    return true;
                }
            }
            at++;
        }
        (index, length) = (-1, 0);
        return false;
    }
}

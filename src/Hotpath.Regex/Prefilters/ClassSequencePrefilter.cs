using System.Buffers;
using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Prefilters;

/// <summary>
/// Candidates are positions where every class of a fixed-width start (see
/// <see cref="Literals.LeadingClassSequence"/>) has a member at its offset. The scan looks for the class
/// least likely to occur in text with a vectorized <c>IndexOfAny</c> and verifies the others around
/// each hit. Immutable and thread-safe.
/// </summary>
/// <remarks>
/// "Least likely" is estimated from the members: a space or a common lowercase English letter weighs
/// most, other lowercase letters less, and capitals, digits, punctuation and other units least. The
/// weights only choose the anchor; any choice is correct. No UTF-8 form: a class member's bytes vary in
/// length, so offsets in units do not map to byte offsets.
/// </remarks>
internal sealed class ClassSequencePrefilter : Prefilter
{
    private readonly CharRangeSet[] _sequence;
    private readonly int _anchor;
    private readonly SearchValues<char> _anchorMembers;

    /// <summary>Prepares the scan for <paramref name="sequence"/> (two or more classes, each non-empty).</summary>
    public ClassSequencePrefilter(CharRangeSet[] sequence)
    {
        ArgumentNullException.ThrowIfNull(sequence);
        if (sequence.Length < 2 || sequence.Any(s => s.IsEmpty)) throw new ArgumentException("Needs two or more non-empty classes.", nameof(sequence));
        _sequence = sequence;
        _anchor = Enumerable.Range(0, sequence.Length).MinBy(i => Weight(sequence[i]));
        _anchorMembers = SearchValues.Create([.. Members(sequence[_anchor])]);
    }

    /// <summary>The offset of the class scanned for.</summary>
    public int AnchorOffset => _anchor;

    /// <inheritdoc/>
    public override bool ReportsLiteralSpans => false;

    /// <inheritdoc/>
    public override bool SupportsUtf8 => false;

    /// <inheritdoc/>
    public override bool TryFind(ReadOnlySpan<char> haystack, int start, out int index, out int length)
    {
        int last = haystack.Length - _sequence.Length;
        for (int at = start + _anchor; at - _anchor <= last;)
        {
            int found = haystack[at..].IndexOfAny(_anchorMembers);
            if (found < 0) break;
            int candidate = at + found - _anchor;
            if (candidate > last) break;
            if (Verify(haystack.Slice(candidate, _sequence.Length)))
            {
                (index, length) = (candidate, _sequence.Length);
                return true;
            }
            at += found + 1;
        }
        (index, length) = (-1, 0);
        return false;
    }

    /// <inheritdoc/>
    public override bool TryFind(ReadOnlySpan<byte> haystack, int start, out int index, out int length) =>
        throw new InvalidOperationException("This prefilter has no UTF-8 form.");

    private bool Verify(ReadOnlySpan<char> window)
    {
        for (int i = 0; i < _sequence.Length; i++)
        {
            if (!_sequence[i].Contains(window[i])) return false;
        }
        return true;
    }

    private static List<char> Members(CharRangeSet set)
    {
        var members = new List<char>();
        foreach (CharRange range in set.Ranges)
        {
            for (int c = range.First; c <= range.Last; c++) members.Add((char)c);
        }
        return members;
    }

    private static long Weight(CharRangeSet set)
    {
        long weight = 0;
        foreach (CharRange range in set.Ranges)
        {
            for (int c = range.First; c <= range.Last; c++) weight += WeightOf((char)c);
        }
        return weight;
    }

    private static int WeightOf(char c) => c switch
    {
        ' ' => 12,
        'e' or 't' or 'a' or 'o' or 'i' or 'n' or 's' or 'h' or 'r' => 6,
        _ when char.IsLower(c) => 3,
        _ => 1,
    };
}

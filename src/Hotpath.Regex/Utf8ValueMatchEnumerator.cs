using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Unicode;
using BclMatch = System.Text.RegularExpressions.Match;

namespace Hotpath.RegularExpressions;

/// <summary>
/// Enumerates the matches of a regex in UTF-8 bytes without transcoding or allocating; offsets are in
/// bytes. After an empty match the search resumes one whole scalar further (one byte for an invalid
/// byte), since UTF-8 cannot address the middle of a scalar.
/// </summary>
public ref struct Utf8ValueMatchEnumerator
{
    private readonly Regex _regex;
    private readonly ReadOnlySpan<byte> _utf8;
    private SearchStart _next;
    private bool _done;
    // The regex's scratch, kept from one match to the next (see Regex.TryFindSpan).
    private StrategyCache? _cache;
    // For a regex that is not linear: the input transcoded, and the BCL's last match in it.
    private string? _text;
    private BclMatch? _bclMatch;
    private Utf8OffsetMap _offsets;

    internal Utf8ValueMatchEnumerator(Regex regex, ReadOnlySpan<byte> utf8)
    {
        _regex = regex;
        _utf8 = utf8;
        _next = 0;
    }

    /// <summary>The current match, in byte offsets.</summary>
    public ValueMatch Current { readonly get; private set; }

    /// <summary>Returns this enumerator, so it works in <c>foreach</c>.</summary>
    public readonly Utf8ValueMatchEnumerator GetEnumerator() => this;

    /// <summary>Gives the regex's scratch back when the enumeration stops early (<c>foreach</c> calls it).</summary>
    public void Dispose() => _regex.ReturnHeld(ref _cache);

    /// <summary>Finds the next match; false when there are no more.</summary>
    public bool MoveNext()
    {
        if (_regex.BclRegex is not null) return MoveNextFromBcl();
        if (_done || !_regex.TryFindSpan(_utf8, _next, ref _cache, out int start, out int end))
        {
            _done = true;
            return false;
        }
        Current = new ValueMatch(start, end - start);
        _next = NextStart(_utf8, start, end, out _done);
        return true;
    }

    // The BCL's matches in the transcoded input, in its order, with offsets turned back into bytes.
    private bool MoveNextFromBcl()
    {
        if (_done) return false;
        _text ??= System.Text.Encoding.UTF8.GetString(_utf8);
        Match match = _bclMatch is null ? _regex.Match(_text) : _regex.NextBclMatch(_text, _bclMatch);
        _bclMatch = match.BclMatch;
        if (!match.Success)
        {
            _done = true;
            return false;
        }
        int start = _offsets.ByteOffsetOf(_utf8, match.Index, roundUp: false);
        int end = _offsets.ByteOffsetOf(_utf8, match.Index + match.Length, roundUp: true);
        Current = new ValueMatch(start, end - start);
        return true;
    }

    /// <summary>Where the search after the match [<paramref name="start"/>, <paramref name="end"/>) begins.</summary>
    internal static SearchStart NextStart(ReadOnlySpan<byte> utf8, int start, int end, out bool done)
    {
        done = false;
        if (start != end) return end;
        if (end >= utf8.Length)
        {
            done = true;
            return end;
        }
        Utf8Decoder.DecodeAt(utf8, end, out int scalarLength);
        return new SearchStart(end + scalarLength, end);
    }
}

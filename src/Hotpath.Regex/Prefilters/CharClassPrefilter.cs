using System.Buffers;
using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Prefilters;

/// <summary>
/// Candidates are the positions of any code unit from the class every match starts with (for example
/// <c>[0-9]</c> in <c>\b[0-9]+\b</c>), found with a vectorized <c>IndexOfAny</c>. Immutable and thread-safe.
/// </summary>
/// <remarks>
/// Over UTF-8 only an all-ASCII class has a byte form: a non-ASCII member would need its lead byte, which
/// many other characters share, and U+FFFD stands for ill-formed bytes.
/// </remarks>
internal sealed class CharClassPrefilter : Prefilter
{
    private readonly SearchValues<char> _members;
    private readonly SearchValues<byte>? _asciiMembers;

    /// <summary>Prepares the scan for <paramref name="set"/> (non-empty).</summary>
    public CharClassPrefilter(CharRangeSet set)
    {
        ArgumentNullException.ThrowIfNull(set);
        if (set.IsEmpty) throw new ArgumentException("The class is empty.", nameof(set));
        char[] members = set.Members();
        _members = SearchValues.Create(members);
        if (members[^1] < 0x80) _asciiMembers = SearchValues.Create([.. members.Select(c => (byte)c)]);
    }

    /// <inheritdoc/>
    public override bool SupportsUtf8 => _asciiMembers is not null;

    /// <inheritdoc/>
    public override bool TryFind(ReadOnlySpan<char> haystack, int start, out int index, out int length)
    {
        int found = haystack[start..].IndexOfAny(_members);
        (index, length) = found < 0 ? (-1, 0) : (start + found, 1);
        return found >= 0;
    }

    /// <inheritdoc/>
    public override bool TryFind(ReadOnlySpan<byte> haystack, int start, out int index, out int length)
    {
        SearchValues<byte> members = _asciiMembers ?? throw new InvalidOperationException("This class has no UTF-8 form.");
        int found = haystack[start..].IndexOfAny(members);
        (index, length) = found < 0 ? (-1, 0) : (start + found, 1);
        return found >= 0;
    }
}

using System.Text;

namespace Hotpath.Text;

/// <summary>
/// Finds one needle in UTF-8 bytes with the same algorithm as <see cref="SubstringSearcher"/>. Its matches are the
/// matches of decoding the haystack to UTF-16, searching it with <see cref="SubstringSearcher"/>, and mapping the
/// indexes back to byte offsets. Build it once per needle and reuse it: it is immutable and thread-safe, and
/// searching never allocates.
/// </summary>
/// <remarks>
/// <para><see cref="StringComparison.Ordinal"/> is a byte search: ill-formed UTF-8 in the haystack or the needle is
/// never replaced by U+FFFD, it only matches the very same bytes.</para>
/// <para><see cref="StringComparison.OrdinalIgnoreCase"/>: an all-ASCII needle is searched with the vectorized
/// filter (no non-ASCII character upper-cases onto ASCII, so this is exact). A needle with non-ASCII text is
/// compared scalar by scalar with the BCL's ordinal upper-case mapping, and a match may then be longer or
/// shorter in bytes than the needle: use <see cref="IndexOf(ReadOnlySpan{byte}, out int)"/> or
/// <see cref="EnumerateMatches"/> to learn its length. Each byte of an ill-formed sequence (in either input) is
/// its own element that only matches the identical byte; a match never starts inside a well-formed sequence
/// unless the needle itself starts with the same continuation bytes. Start positions come from a vectorized
/// search for the needle's leading letters that have one other case form of the same byte length (most Cyrillic,
/// Greek and Latin-1 letters; see <c>Utf8CasedProbes</c>), or else from trying each position, and are verified
/// scalar by scalar. When verification costs more than twice the text covered, a linear-time matcher over folded
/// elements finishes the search.</para>
/// <example><code>
/// var searcher = new Utf8SubstringSearcher("Holmes"u8, StringComparison.OrdinalIgnoreCase);
/// foreach (Utf8SubstringMatch match in searcher.EnumerateMatches(bytes)) Console.WriteLine(match.Index);
/// </code></example>
/// </remarks>
public sealed class Utf8SubstringSearcher
{
    private readonly byte[] _utf8Needle;
    private readonly SubstringNeedle<byte>? _needle;
    // Non-ASCII case-insensitive needles: the linear fallback of the per-position scan, and the vector-filtered
    // search for the needle's prefix that proposes those positions (when it has one).
    private readonly FoldedElementMatcher<byte, Utf8FoldedElements>? _elements;
    private readonly SubstringNeedle<byte>? _casedPrefix;
    private readonly SearchComparison _kind;

    /// <summary>
    /// Prepares a needle given as text. Lone surrogates in it are encoded as U+FFFD (EF BF BD), as
    /// <see cref="Encoding.UTF8"/> does.
    /// </summary>
    /// <param name="needle">The text to find; may be empty.</param>
    /// <param name="comparison"><see cref="StringComparison.Ordinal"/> (default) or <see cref="StringComparison.OrdinalIgnoreCase"/>.</param>
    /// <exception cref="ArgumentNullException"><paramref name="needle"/> is null.</exception>
    /// <exception cref="ArgumentException"><paramref name="comparison"/> is neither Ordinal nor OrdinalIgnoreCase.</exception>
    public Utf8SubstringSearcher(string needle, StringComparison comparison = StringComparison.Ordinal)
        : this(Encoding.UTF8.GetBytes(needle ?? throw new ArgumentNullException(nameof(needle))), comparison)
    {
    }

    /// <summary>Prepares a needle given as UTF-8 bytes (which need not be well-formed).</summary>
    /// <param name="utf8Needle">The bytes to find; may be empty.</param>
    /// <param name="comparison"><see cref="StringComparison.Ordinal"/> (default) or <see cref="StringComparison.OrdinalIgnoreCase"/>.</param>
    /// <exception cref="ArgumentException"><paramref name="comparison"/> is neither Ordinal nor OrdinalIgnoreCase.</exception>
    public Utf8SubstringSearcher(ReadOnlySpan<byte> utf8Needle, StringComparison comparison = StringComparison.Ordinal)
    {
        bool ignoreCase = NeedlePreparation.IsIgnoreCase(comparison);
        _utf8Needle = utf8Needle.ToArray();
        Comparison = comparison;
        if (ignoreCase && !Ascii.IsValid(utf8Needle))
        {
            // A needle of nothing but continuation bytes has no element to fold: each byte only matches itself.
            _elements = FoldedElementMatcher<byte, Utf8FoldedElements>.TryCreate(utf8Needle);
            ignoreCase = _elements is not null;
        }
        _kind = utf8Needle.IsEmpty ? SearchComparison.Empty
            : !ignoreCase ? SearchComparison.Exact
            : _elements is null ? SearchComparison.AsciiFolded
            : SearchComparison.Cased;
        if (_kind is SearchComparison.Exact or SearchComparison.AsciiFolded)
        {
            _needle = NeedlePreparation.ForUtf8(utf8Needle, ignoreCase);
        }
        else if (_kind == SearchComparison.Cased)
        {
            _casedPrefix = Utf8CasedProbes.TryCreatePrefix(utf8Needle);
        }
    }

    /// <summary>The needle's UTF-8 bytes.</summary>
    public ReadOnlySpan<byte> Utf8Needle => _utf8Needle;

    /// <summary>The comparison this searcher applies.</summary>
    public StringComparison Comparison { get; }

    /// <summary>Approximate bytes held: the needle bytes, their prepared copies (verification and the forward and backward linear-time fallbacks), and object headers.</summary>
    public long MemoryBytes => 64 + 24 + _utf8Needle.Length + (_needle?.MemoryBytes ?? 0);

    /// <summary>The byte index of the first match, or -1; 0 for an empty needle.</summary>
    public int IndexOf(ReadOnlySpan<byte> haystack) => IndexOf(haystack, out _);

    /// <summary>The byte index of the first match, or -1, and the match's length in bytes.</summary>
    public int IndexOf(ReadOnlySpan<byte> haystack, out int matchLength)
    {
        int found;
        switch (_kind)
        {
            case SearchComparison.Exact:
                found = _needle!.IndexOf<ExactUnits<byte>>(haystack);
                break;
            case SearchComparison.AsciiFolded:
                found = _needle!.IndexOf<AsciiFoldedUnits<byte>>(haystack);
                break;
            case SearchComparison.Cased:
                return Utf8IgnoreCaseScan.IndexOf(haystack, _utf8Needle, _casedPrefix, _elements, out matchLength);
            default:
                matchLength = 0;
                return 0;
        }
        matchLength = found < 0 ? 0 : _utf8Needle.Length;
        return found;
    }

    /// <summary>
    /// Writes the byte offsets of the first non-overlapping matches to <paramref name="positions"/> and returns how many
    /// (fewer than its length only when there are no more), or -1 when this needle is searched match by match (see
    /// <see cref="SubstringNeedle{T}.Collect"/>). Every match collected is <see cref="CollectedMatchLength"/> bytes long.
    /// </summary>
    internal int Collect(ReadOnlySpan<byte> haystack, Span<int> positions) => _kind switch
    {
        SearchComparison.Exact => _needle!.Collect<ExactUnits<byte>>(haystack, positions),
        SearchComparison.AsciiFolded => _needle!.Collect<AsciiFoldedUnits<byte>>(haystack, positions),
        _ => -1,
    };

    /// <summary>The length of the matches <see cref="Collect"/> finds: the needle's (ordinal or ASCII case-insensitive).</summary>
    internal int CollectedMatchLength => _utf8Needle.Length;

    /// <summary>The byte index of the last match, or -1; the haystack length for an empty needle.</summary>
    public int LastIndexOf(ReadOnlySpan<byte> haystack) => LastIndexOf(haystack, out _);

    /// <summary>The byte index of the last match, or -1, and the match's length in bytes.</summary>
    public int LastIndexOf(ReadOnlySpan<byte> haystack, out int matchLength)
    {
        int found;
        switch (_kind)
        {
            case SearchComparison.Exact:
                found = _needle!.LastIndexOf<ExactUnits<byte>>(haystack);
                break;
            case SearchComparison.AsciiFolded:
                found = _needle!.LastIndexOf<AsciiFoldedUnits<byte>>(haystack);
                break;
            case SearchComparison.Cased:
                return Utf8IgnoreCaseScan.LastIndexOf(haystack, _utf8Needle, _casedPrefix, _elements, out matchLength);
            default:
                matchLength = 0;
                return haystack.Length;
        }
        matchLength = found < 0 ? 0 : _utf8Needle.Length;
        return found;
    }

    /// <summary>Whether <paramref name="haystack"/> contains the needle.</summary>
    public bool Contains(ReadOnlySpan<byte> haystack) => IndexOf(haystack) >= 0;

    /// <summary>
    /// The number of non-overlapping matches, left to right. An empty needle matches at every byte offset:
    /// <c>haystack.Length + 1</c>.
    /// </summary>
    public int Count(ReadOnlySpan<byte> haystack)
    {
        switch (_kind)
        {
            case SearchComparison.Exact:
                return _needle!.Count<ExactUnits<byte>>(haystack);
            case SearchComparison.AsciiFolded:
                return _needle!.Count<AsciiFoldedUnits<byte>>(haystack);
            default:
                int count = 0;
                foreach (Utf8SubstringMatch _ in EnumerateMatches(haystack)) count++;
                return count;
        }
    }

    /// <summary>Enumerates the non-overlapping matches (start and byte length), left to right, without allocating.</summary>
    public Utf8SubstringMatchEnumerator EnumerateMatches(ReadOnlySpan<byte> haystack) => new(this, haystack);
}

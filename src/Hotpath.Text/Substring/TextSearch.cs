namespace Hotpath.Text;

/// <summary>
/// One-shot, allocation-free substring searches for when a needle is used once. To search for the same needle
/// more than once, build a <see cref="SubstringSearcher"/> or <see cref="Utf8SubstringSearcher"/>: they pick rare
/// needle units and are faster on common text.
/// </summary>
/// <remarks>
/// The UTF-16 and ordinal UTF-8 overloads answer with the BCL's own vectorized search (there is no preparation
/// to amortize); the OrdinalIgnoreCase UTF-8 overloads, which the BCL lacks, follow
/// <see cref="Utf8SubstringSearcher"/>'s semantics. Empty needles behave as in the searchers.
/// </remarks>
public static class TextSearch
{
    /// <summary>The index of the first match, or -1; equal to <see cref="MemoryExtensions.IndexOf(ReadOnlySpan{char}, ReadOnlySpan{char}, StringComparison)"/>.</summary>
    /// <exception cref="ArgumentException"><paramref name="comparison"/> is neither Ordinal nor OrdinalIgnoreCase.</exception>
    public static int IndexOf(ReadOnlySpan<char> haystack, ReadOnlySpan<char> needle, StringComparison comparison = StringComparison.Ordinal)
    {
        NeedlePreparation.ThrowIfUnsupported(comparison);
        return haystack.IndexOf(needle, comparison);
    }

    /// <summary>The index of the last match, or -1; equal to <see cref="MemoryExtensions.LastIndexOf(ReadOnlySpan{char}, ReadOnlySpan{char}, StringComparison)"/>.</summary>
    /// <exception cref="ArgumentException"><paramref name="comparison"/> is neither Ordinal nor OrdinalIgnoreCase.</exception>
    public static int LastIndexOf(ReadOnlySpan<char> haystack, ReadOnlySpan<char> needle, StringComparison comparison = StringComparison.Ordinal)
    {
        NeedlePreparation.ThrowIfUnsupported(comparison);
        return haystack.LastIndexOf(needle, comparison);
    }

    /// <summary>
    /// The number of non-overlapping matches, left to right; 0 for an empty needle, as
    /// <see cref="MemoryExtensions.Count{T}(ReadOnlySpan{T}, ReadOnlySpan{T})"/> counts it.
    /// </summary>
    /// <exception cref="ArgumentException"><paramref name="comparison"/> is neither Ordinal nor OrdinalIgnoreCase.</exception>
    public static int Count(ReadOnlySpan<char> haystack, ReadOnlySpan<char> needle, StringComparison comparison = StringComparison.Ordinal)
    {
        NeedlePreparation.ThrowIfUnsupported(comparison);
        if (needle.IsEmpty) return 0;
        int count = 0;
        for (int from = 0; from <= haystack.Length; count++)
        {
            int found = haystack[from..].IndexOf(needle, comparison);
            if (found < 0) break;
            from += found + needle.Length;
        }
        return count;
    }

    /// <summary>The byte index of the first match in UTF-8, or -1 (see <see cref="Utf8SubstringSearcher"/> for the semantics).</summary>
    /// <exception cref="ArgumentException"><paramref name="comparison"/> is neither Ordinal nor OrdinalIgnoreCase.</exception>
    public static int IndexOf(ReadOnlySpan<byte> haystack, ReadOnlySpan<byte> needle, StringComparison comparison = StringComparison.Ordinal) =>
        IndexOf(haystack, needle, NeedlePreparation.IsIgnoreCase(comparison), out _);

    /// <summary>The byte index of the last match in UTF-8, or -1 (see <see cref="Utf8SubstringSearcher"/> for the semantics).</summary>
    /// <exception cref="ArgumentException"><paramref name="comparison"/> is neither Ordinal nor OrdinalIgnoreCase.</exception>
    public static int LastIndexOf(ReadOnlySpan<byte> haystack, ReadOnlySpan<byte> needle, StringComparison comparison = StringComparison.Ordinal)
    {
        bool ignoreCase = NeedlePreparation.IsIgnoreCase(comparison);
        if (needle.IsEmpty) return haystack.Length;
        return ignoreCase ? Utf8IgnoreCaseScan.LastIndexOf(haystack, needle, prefix: null, fallback: null, out _) : haystack.LastIndexOf(needle);
    }

    /// <summary>The number of non-overlapping matches in UTF-8, left to right; 0 for an empty needle, as <see cref="MemoryExtensions"/> counts it.</summary>
    /// <exception cref="ArgumentException"><paramref name="comparison"/> is neither Ordinal nor OrdinalIgnoreCase.</exception>
    public static int Count(ReadOnlySpan<byte> haystack, ReadOnlySpan<byte> needle, StringComparison comparison = StringComparison.Ordinal)
    {
        bool ignoreCase = NeedlePreparation.IsIgnoreCase(comparison);
        if (needle.IsEmpty) return 0;
        int count = 0;
        for (int from = 0; from <= haystack.Length; count++)
        {
            int found = IndexOf(haystack[from..], needle, ignoreCase, out int length);
            if (found < 0) break;
            from += found + length;
        }
        return count;
    }

    private static int IndexOf(ReadOnlySpan<byte> haystack, ReadOnlySpan<byte> needle, bool ignoreCase, out int matchLength)
    {
        if (needle.IsEmpty)
        {
            matchLength = 0;
            return 0;
        }
        if (ignoreCase) return Utf8IgnoreCaseScan.IndexOf(haystack, needle, prefix: null, fallback: null, out matchLength);
        matchLength = needle.Length;
        return haystack.IndexOf(needle);
    }
}

namespace Hotpath.Text;

/// <summary>
/// OrdinalIgnoreCase search over UTF-8 for needles with non-ASCII text, where a match can be longer or shorter
/// in bytes than the needle. Tries start positions with <see cref="Utf8Casing.StartsWithIgnoreCase"/>, jumping to
/// the next match of the needle's vector-filtered prefix when the searcher prepared one (see
/// <see cref="Utf8CasedProbes"/>), else with a vectorized <c>IndexOfAny</c> when the needle starts with ASCII. Forward searches hand over to
/// a linear-time <see cref="FoldedElementMatcher{T, TElements}"/> when tries keep failing, and so do backward
/// searches, whose fallback reads forwards and keeps its last match (ASCII needles never come here).
/// Allocation-free, except when a one-shot search needs its fallback built.
/// </summary>
internal static class Utf8IgnoreCaseScan
{
    /// <summary>
    /// The first match's byte index and length, or -1. Each tried position counts the needle's length as work;
    /// once that exceeds twice the bytes advanced (after 16 free tries), <paramref name="fallback"/> finishes the
    /// search in linear time. Without a prepared fallback (one-shot searches) it is built then, so only such
    /// adversarial inputs allocate.
    /// </summary>
    public static int IndexOf(ReadOnlySpan<byte> haystack, ReadOnlySpan<byte> needle, SubstringNeedle<byte>? prefix, IForwardFallback<byte>? fallback, out int matchLength)
    {
        bool asciiStart = needle[0] < 0x80;
        byte lower = (byte)(asciiStart ? needle[0] | (IsLetter(needle[0]) ? 0x20 : 0) : 0);
        byte upper = Utf8Casing.ToUpperAscii(lower);
        long work = 0;
        for (int start = 0; start < haystack.Length;)
        {
            if (prefix is not null)
            {
                int jump = prefix.IndexOf<Utf8CasedBytes>(haystack[start..]);
                if (jump < 0) break;
                start += jump;
            }
            else if (asciiStart)
            {
                int jump = haystack[start..].IndexOfAny(lower, upper);
                if (jump < 0) break;
                start += jump;
            }
            work += needle.Length;
            if (work > 2L * start + 16L * needle.Length)
            {
                int found = FallBack(haystack[start..], needle, fallback, last: false, out matchLength, ref work);
                SearchStats.Add(work);
                return found < 0 ? -1 : start + found;
            }
            if (Utf8Casing.StartsWithIgnoreCase(haystack[start..], needle, out matchLength))
            {
                SearchStats.Add(work);
                return start;
            }
            start++;
        }
        SearchStats.Add(work);
        matchLength = 0;
        return -1;
    }

    // The linear finish: the first match, or with `last` the last one (the matcher reads forwards either way).
    private static int FallBack(ReadOnlySpan<byte> haystack, ReadOnlySpan<byte> needle, IForwardFallback<byte>? fallback, bool last, out int matchLength, ref long work)
    {
        fallback ??= FoldedElementMatcher<byte, Utf8FoldedElements>.TryCreate(needle);
        if (fallback is not null) return last ? fallback.LastIndexOf(haystack, out matchLength, ref work) : fallback.IndexOf(haystack, out matchLength, ref work);
        // Nothing but continuation bytes: each matches only itself, so the byte search is exact.
        matchLength = needle.Length;
        work += haystack.Length;
        return last ? haystack.LastIndexOf(needle) : haystack.IndexOf(needle);
    }

    /// <summary>
    /// The last match's byte index and length, or -1: tries start positions from the end, with the same work
    /// budget as <see cref="IndexOf"/>; past it, <paramref name="fallback"/> reads the haystack once, forwards,
    /// and returns its last match (no match starts after the positions already tried).
    /// </summary>
    public static int LastIndexOf(ReadOnlySpan<byte> haystack, ReadOnlySpan<byte> needle, SubstringNeedle<byte>? prefix, IForwardFallback<byte>? fallback, out int matchLength)
    {
        bool asciiStart = needle[0] < 0x80;
        byte lower = (byte)(asciiStart ? needle[0] | (IsLetter(needle[0]) ? 0x20 : 0) : 0);
        byte upper = Utf8Casing.ToUpperAscii(lower);
        long work = 0;
        for (int start = haystack.Length - 1; start >= 0; start--)
        {
            if (prefix is not null)
            {
                // Prefix matches have the prefix's length, so those starting at or before `start` end by start + length.
                start = prefix.LastIndexOf<Utf8CasedBytes>(haystack[..Math.Min(haystack.Length, start + prefix.Length)]);
                if (start < 0) break;
            }
            else if (asciiStart)
            {
                start = haystack[..(start + 1)].LastIndexOfAny(lower, upper);
                if (start < 0) break;
            }
            work += needle.Length;
            if (work > 2L * (haystack.Length - start) + 16L * needle.Length)
            {
                int found = FallBack(haystack, needle, fallback, last: true, out matchLength, ref work);
                SearchStats.Add(work);
                return found;
            }
            if (Utf8Casing.StartsWithIgnoreCase(haystack[start..], needle, out matchLength))
            {
                SearchStats.Add(work);
                return start;
            }
        }
        SearchStats.Add(work);
        matchLength = 0;
        return -1;
    }

    private static bool IsLetter(byte b) => char.IsAsciiLetter((char)b);
}

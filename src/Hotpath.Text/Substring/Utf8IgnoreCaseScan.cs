namespace Hotpath.Text;

/// <summary>
/// OrdinalIgnoreCase search over UTF-8 for needles with non-ASCII text, where a match can be longer or shorter
/// in bytes than the needle. Tries each start position with <see cref="Utf8Casing.StartsWithIgnoreCase"/>,
/// jumping with a vectorized <c>IndexOfAny</c> when the needle starts with ASCII. Allocation-free and
/// stateless; worst case O(n·m) (the price of variable-length matches; ASCII needles never come here).
/// </summary>
internal static class Utf8IgnoreCaseScan
{
    /// <summary>The first match's byte index and length, or -1.</summary>
    public static int IndexOf(ReadOnlySpan<byte> haystack, ReadOnlySpan<byte> needle, out int matchLength)
    {
        bool asciiStart = needle[0] < 0x80;
        byte lower = (byte)(asciiStart ? needle[0] | (IsLetter(needle[0]) ? 0x20 : 0) : 0);
        byte upper = Utf8Casing.ToUpperAscii(lower);
        for (int start = 0; start < haystack.Length;)
        {
            if (asciiStart)
            {
                int jump = haystack[start..].IndexOfAny(lower, upper);
                if (jump < 0) break;
                start += jump;
            }
            if (Utf8Casing.StartsWithIgnoreCase(haystack[start..], needle, out matchLength)) return start;
            start++;
        }
        matchLength = 0;
        return -1;
    }

    /// <summary>The last match's byte index and length, or -1.</summary>
    public static int LastIndexOf(ReadOnlySpan<byte> haystack, ReadOnlySpan<byte> needle, out int matchLength)
    {
        bool asciiStart = needle[0] < 0x80;
        byte lower = (byte)(asciiStart ? needle[0] | (IsLetter(needle[0]) ? 0x20 : 0) : 0);
        byte upper = Utf8Casing.ToUpperAscii(lower);
        for (int start = haystack.Length - 1; start >= 0; start--)
        {
            if (asciiStart)
            {
                start = haystack[..(start + 1)].LastIndexOfAny(lower, upper);
                if (start < 0) break;
            }
            if (Utf8Casing.StartsWithIgnoreCase(haystack[start..], needle, out matchLength)) return start;
        }
        matchLength = 0;
        return -1;
    }

    private static bool IsLetter(byte b) => char.IsAsciiLetter((char)b);
}

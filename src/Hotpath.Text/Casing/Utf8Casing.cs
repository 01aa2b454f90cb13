using System.Buffers;
using System.Text;

namespace Hotpath.Text;

/// <summary>
/// <see cref="StringComparison.OrdinalIgnoreCase"/> over UTF-8, built on <see cref="OrdinalCasing"/>.
/// Stateless and thread-safe.
/// </summary>
/// <remarks>
/// UTF-8 is compared as a sequence of <em>folded elements</em>: a well-formed scalar becomes its ordinal
/// upper-case scalar (a non-negative number); each byte of an ill-formed subsequence becomes its own element,
/// <c>~byte</c> (a negative number), so ill-formed bytes only ever match the very same bytes and never match
/// U+FFFD or any scalar. Two UTF-8 strings are equal ignoring case exactly when their element sequences are
/// equal; for well-formed text this is the BCL's UTF-16 comparison of the decoded strings.
/// </remarks>
internal static class Utf8Casing
{
    /// <summary>Upper-cases an ASCII letter byte; every other byte (non-ASCII included) is returned unchanged.</summary>
    public static byte ToUpperAscii(byte b) => (byte)(b - ((uint)(b - 'a') <= 'z' - 'a' ? 0x20 : 0));

    /// <summary>
    /// Reads the folded element at the start of <paramref name="utf8"/> (which must not be empty) and how many
    /// bytes it spans. Well-formed scalars fold to their ordinal upper case; an ill-formed byte yields <c>~byte</c>.
    /// </summary>
    public static int ReadFolded(ReadOnlySpan<byte> utf8, out int length)
    {
        byte first = utf8[0];
        if (first < 0x80)
        {
            length = 1;
            return ToUpperAscii(first);
        }
        if (Rune.DecodeFromUtf8(utf8, out Rune rune, out int consumed) == OperationStatus.Done)
        {
            length = consumed;
            return OrdinalCasing.ToUpperScalar(rune.Value);
        }
        length = 1;
        return ~first;
    }

    /// <summary>
    /// Whether <paramref name="haystack"/> starts with text equal to <paramref name="needle"/> ignoring case
    /// (element by element, see <see cref="ReadFolded"/>). On success <paramref name="matchLength"/> is the number
    /// of haystack bytes matched, which can differ from the needle's byte length (e.g. 'ɐ' U+0250, two bytes,
    /// matches 'Ɐ' U+2C6F, three bytes). Allocation-free.
    /// </summary>
    public static bool StartsWithIgnoreCase(ReadOnlySpan<byte> haystack, ReadOnlySpan<byte> needle, out int matchLength)
    {
        int h = 0, n = 0;
        while (n < needle.Length)
        {
            if (h >= haystack.Length ||
                ReadFolded(haystack[h..], out int haystackLength) != ReadFolded(needle[n..], out int needleLength))
            {
                matchLength = 0;
                return false;
            }
            h += haystackLength;
            n += needleLength;
        }
        matchLength = h;
        return true;
    }
}

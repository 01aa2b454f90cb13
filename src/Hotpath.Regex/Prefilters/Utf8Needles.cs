using System.Text;
using Hotpath.RegularExpressions.Literals;

namespace Hotpath.RegularExpressions.Prefilters;

/// <summary>
/// Turns UTF-16 literals into the UTF-8 bytes a prefilter may search for in byte input.
/// </summary>
/// <remarks>
/// The regex engines decode ill-formed UTF-8 as U+FFFD, so a literal containing U+FFFD can match bytes
/// that are not EF BF BD: such literals have no byte form. A literal cut by extraction limits can end
/// inside a surrogate pair at its inner end (the end of a prefix, the start of a suffix); that lone
/// surrogate is trimmed, which keeps the needle a sound, shorter candidate without moving its outer end.
/// Any other lone surrogate can never match decoded UTF-8, and the literal has no byte form.
/// </remarks>
internal static class Utf8Needles
{
    /// <summary>The UTF-8 form of <paramref name="units"/>, or null when it has none that is sound.</summary>
    public static byte[]? TryEncode(string units, ExtractionSide side)
    {
        if (units.Contains('\uFFFD')) return null;
        ReadOnlySpan<char> span = units;
        if (side == ExtractionSide.Prefix && span.Length > 0 && char.IsHighSurrogate(span[^1])) span = span[..^1];
        if (side == ExtractionSide.Suffix && span.Length > 0 && char.IsLowSurrogate(span[0])) span = span[1..];
        if (span.IsEmpty || !IsWellFormed(span)) return null;
        byte[] bytes = new byte[Encoding.UTF8.GetByteCount(span)];
        Encoding.UTF8.GetBytes(span, bytes);
        return bytes;
    }

    private static bool IsWellFormed(ReadOnlySpan<char> units)
    {
        for (int i = 0; i < units.Length; i++)
        {
            if (!char.IsSurrogate(units[i])) continue;
            if (!char.IsHighSurrogate(units[i]) || i + 1 == units.Length || !char.IsLowSurrogate(units[i + 1])) return false;
            i++;
        }
        return true;
    }
}

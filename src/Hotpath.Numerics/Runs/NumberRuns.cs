using System.Globalization;
using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Hotpath.Numerics.Formatting;
using Hotpath.Numerics.Parsing;
using Hotpath.Numerics.Runs;

namespace Hotpath.Numerics;

/// <summary>
/// Bulk APIs for parsers and serializers: parse the number at the start of a buffer and say where it ended, parse a run of
/// numbers separated by commas and white space, and format many values into one span. Numbers use the invariant culture's
/// shape, [sign](digits[.digits] | .digits)[(e|E)[sign]digits]; each value is exactly what <c>T.Parse</c> returns for that
/// number's text with <see cref="NumberStyles.Float"/> and the invariant culture, and each formatted value is exactly
/// <c>value.ToString(CultureInfo.InvariantCulture)</c>. The span methods allocate nothing.
/// </summary>
public static class NumberRuns
{
    private const NumberStyles Styles = NumberStyles.AllowLeadingSign | NumberStyles.AllowDecimalPoint | NumberStyles.AllowExponent;

    /// <summary>
    /// Parses the number that starts <paramref name="utf8Text"/>: true with its value and its length in
    /// <paramref name="consumed"/>; false (0 and 0) when the text does not start with a number. The number ends at the first
    /// unit that cannot continue it; an 'e' not followed by exponent digits is left out.
    /// </summary>
    public static bool TryParseFirst<T>(ReadOnlySpan<byte> utf8Text, out T value, out int consumed) where T : struct, IBinaryFloatingPointIeee754<T> =>
        TryParseFirst<T, byte>(utf8Text, out value, out consumed);

    /// <summary>Like <see cref="TryParseFirst{T}(ReadOnlySpan{byte}, out T, out int)"/> on UTF-16 text.</summary>
    public static bool TryParseFirst<T>(ReadOnlySpan<char> text, out T value, out int consumed) where T : struct, IBinaryFloatingPointIeee754<T> =>
        TryParseFirst<T, char>(text, out value, out consumed);

    /// <summary>
    /// Parses the numbers of <paramref name="utf8Text"/>, separated by any run of commas and ASCII white space (space, tab,
    /// CR, LF), into <paramref name="values"/>, and where each ends (the offset after its last unit) into
    /// <paramref name="ends"/>. Stops at the end of the text or when <paramref name="values"/> or <paramref name="ends"/> is
    /// full; <paramref name="consumed"/> is where it stopped (after the last separator when the text is used up).
    /// </summary>
    /// <returns>How many numbers were parsed.</returns>
    /// <exception cref="FormatException">Something other than a number or a separator, or a number followed directly by
    /// something else, at the offset the message gives.</exception>
    public static int ParseMany<T>(ReadOnlySpan<byte> utf8Text, Span<T> values, Span<int> ends, out int consumed) where T : struct, IBinaryFloatingPointIeee754<T> =>
        ParseMany<T, byte>(utf8Text, values, ends, out consumed);

    /// <summary>Like <see cref="ParseMany{T}(ReadOnlySpan{byte}, Span{T}, Span{int}, out int)"/> on UTF-16 text.</summary>
    /// <exception cref="FormatException">Something other than a number or a separator at the offset the message gives.</exception>
    public static int ParseMany<T>(ReadOnlySpan<char> text, Span<T> values, Span<int> ends, out int consumed) where T : struct, IBinaryFloatingPointIeee754<T> =>
        ParseMany<T, char>(text, values, ends, out consumed);

    /// <summary>
    /// Writes <paramref name="values"/> in their shortest round-trip text (invariant culture), each after
    /// <paramref name="separator"/> but the first, into <paramref name="utf8Destination"/>; stops before the first value
    /// that does not fit whole with its separator.
    /// </summary>
    /// <returns>How many values were written; <paramref name="bytesWritten"/> says how many bytes.</returns>
    public static int FormatMany<T>(ReadOnlySpan<T> values, Span<byte> utf8Destination, ReadOnlySpan<byte> separator, out int bytesWritten)
        where T : struct, IBinaryFloatingPointIeee754<T> =>
        FormatMany<T, byte>(values, utf8Destination, separator, out bytesWritten);

    /// <summary>Like <see cref="FormatMany{T}(ReadOnlySpan{T}, Span{byte}, ReadOnlySpan{byte}, out int)"/> into UTF-16.</summary>
    /// <returns>How many values were written; <paramref name="charsWritten"/> says how many chars.</returns>
    public static int FormatMany<T>(ReadOnlySpan<T> values, Span<char> destination, ReadOnlySpan<char> separator, out int charsWritten)
        where T : struct, IBinaryFloatingPointIeee754<T> =>
        FormatMany<T, char>(values, destination, separator, out charsWritten);

    private static bool TryParseFirst<T, TUnit>(ReadOnlySpan<TUnit> text, out T value, out int consumed)
        where T : struct, IBinaryFloatingPointIeee754<T> where TUnit : unmanaged
    {
        ref TUnit start = ref MemoryMarshal.GetReference(text);
        if (DecimalScanner.TryScan(ref start, text.Length, Styles, '.', wholeText: false, out DecimalText number, out consumed)
            && FloatingPointParser.TryConvert(number, out value))
        {
            return true;
        }
        // Left to the BCL: a huge exponent, or more digits than the fast conversion can decide.
        consumed = NumberExtent.Measure(ref start, text.Length);
        if (consumed == 0)
        {
            value = T.Zero;
            return false;
        }
        value = FloatingPointParser.Parse<T, TUnit>(text[..consumed], Styles, CultureInfo.InvariantCulture);
        return true;
    }

    private static int ParseMany<T, TUnit>(ReadOnlySpan<TUnit> text, Span<T> values, Span<int> ends, out int consumed)
        where T : struct, IBinaryFloatingPointIeee754<T> where TUnit : unmanaged
    {
        int capacity = Math.Min(values.Length, ends.Length);
        int count = 0;
        int at = SkipSeparators(text, 0);
        while (at < text.Length && count < capacity)
        {
            if (!TryParseFirst(text[at..], out values[count], out int length)) throw NotANumber(text, at);
            at += length;
            ends[count++] = at;
            if (at < text.Length && !IsSeparator(TextUnits.At(ref MemoryMarshal.GetReference(text), at))) throw NotANumber(text, at);
            at = SkipSeparators(text, at);
        }
        consumed = count == capacity && count > 0 ? ends[count - 1] : at;
        return count;
    }

    private static int FormatMany<T, TUnit>(ReadOnlySpan<T> values, Span<TUnit> destination, ReadOnlySpan<TUnit> separator, out int written)
        where T : struct, IBinaryFloatingPointIeee754<T> where TUnit : unmanaged
    {
        written = 0;
        for (int i = 0; i < values.Length; i++)
        {
            int at = written;
            if (i > 0)
            {
                if (!separator.TryCopyTo(destination[at..])) return i;
                at += separator.Length;
            }
            if (!FloatingPointFormatter.TryFormat(values[i], destination[at..], out int length, default, CultureInfo.InvariantCulture)) return i;
            written = at + length;
        }
        return values.Length;
    }

    private static int SkipSeparators<TUnit>(ReadOnlySpan<TUnit> text, int at) where TUnit : unmanaged
    {
        while (at < text.Length && IsSeparator(TextUnits.At(ref MemoryMarshal.GetReference(text), at))) at++;
        return at;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool IsSeparator(uint unit) => unit is ',' or ' ' or '\t' or '\r' or '\n';

    private static FormatException NotANumber<TUnit>(ReadOnlySpan<TUnit> text, int at) where TUnit : unmanaged =>
        new($"Expected a number or a separator (comma or white space) at offset {at}, found U+{TextUnits.At(ref MemoryMarshal.GetReference(text), at):X4}.");
}

using System.Globalization;
using System.Numerics;
using Hotpath.Numerics.Integers;

namespace Hotpath.Numerics;

/// <summary>
/// Formatting and parsing of integers that returns exactly what the BCL's own methods return — the same characters, the
/// same values, the same failures and exception types.
/// </summary>
/// <remarks>
/// <para>Formatting: <see cref="int"/>, <see cref="long"/>, <see cref="uint"/> and <see cref="ulong"/> in the plain decimal
/// forms (no format, "D", "G", either case, no precision) are written here under any culture; every other format string
/// ("D8", "X", "N0", "C", custom patterns) and every other integer type (<see cref="Int128"/>, <see cref="short"/>,
/// <see cref="BigInteger"/> …) is passed to the type's own <c>TryFormat</c>.</para>
/// <para>Parsing: an optional '-' or '+' and 1 to 19 ASCII digits (10 for <see cref="int"/> and <see cref="uint"/>), and
/// nothing else, in <see cref="NumberStyles.Integer"/> or a subset (with <see cref="NumberStyles.AllowThousands"/> too), under
/// a provider that reads '-' and '+' as the invariant culture does (its positive sign "+", its negative sign "-" or a dash
/// the BCL lets a hyphen stand for, such as sv-SE's U+2212), into <see cref="int"/>, <see cref="long"/>, <see cref="uint"/>
/// or <see cref="ulong"/> when the value fits, is parsed here; everything else — white space, group separators, other
/// signs, custom providers, overflow and every failure — is passed to the BCL.</para>
/// <para>All members are thread-safe and the span overloads allocate nothing.</para>
/// </remarks>
public static class IntegerText
{
    /// <summary>Parses <paramref name="s"/> like <c>T.Parse(s, provider)</c> (<see cref="NumberStyles.Integer"/>).</summary>
    /// <exception cref="ArgumentNullException"><paramref name="s"/> is null.</exception>
    /// <exception cref="FormatException"><paramref name="s"/> is not an integer.</exception>
    /// <exception cref="OverflowException">The value does not fit in <typeparamref name="T"/>.</exception>
    public static T Parse<T>(string s, IFormatProvider? provider = null) where T : struct, IBinaryInteger<T>
    {
        ArgumentNullException.ThrowIfNull(s);
        return IntegerParser.Parse<T, char>(s, NumberStyles.Integer, provider);
    }

    /// <summary>Parses <paramref name="s"/> like <c>T.Parse(s, style, provider)</c>.</summary>
    /// <exception cref="ArgumentNullException"><paramref name="s"/> is null.</exception>
    /// <exception cref="ArgumentException"><paramref name="style"/> is not a valid integer style.</exception>
    /// <exception cref="FormatException"><paramref name="s"/> is not an integer in <paramref name="style"/>.</exception>
    /// <exception cref="OverflowException">The value does not fit in <typeparamref name="T"/>.</exception>
    public static T Parse<T>(string s, NumberStyles style, IFormatProvider? provider) where T : struct, IBinaryInteger<T>
    {
        ArgumentNullException.ThrowIfNull(s);
        return IntegerParser.Parse<T, char>(s, style, provider);
    }

    /// <summary>Parses UTF-16 text like <c>T.Parse(s, style, provider)</c>.</summary>
    /// <exception cref="ArgumentException"><paramref name="style"/> is not a valid integer style.</exception>
    /// <exception cref="FormatException"><paramref name="s"/> is not an integer in <paramref name="style"/>.</exception>
    /// <exception cref="OverflowException">The value does not fit in <typeparamref name="T"/>.</exception>
    public static T Parse<T>(ReadOnlySpan<char> s, NumberStyles style = NumberStyles.Integer, IFormatProvider? provider = null) where T : struct, IBinaryInteger<T> =>
        IntegerParser.Parse<T, char>(s, style, provider);

    /// <summary>Parses UTF-8 text like <c>T.Parse(utf8Text, style, provider)</c>.</summary>
    /// <exception cref="ArgumentException"><paramref name="style"/> is not a valid integer style.</exception>
    /// <exception cref="FormatException"><paramref name="utf8Text"/> is not an integer in <paramref name="style"/>.</exception>
    /// <exception cref="OverflowException">The value does not fit in <typeparamref name="T"/>.</exception>
    public static T Parse<T>(ReadOnlySpan<byte> utf8Text, NumberStyles style = NumberStyles.Integer, IFormatProvider? provider = null) where T : struct, IBinaryInteger<T> =>
        IntegerParser.Parse<T, byte>(utf8Text, style, provider);

    /// <summary>Like <c>T.TryParse(s, style, provider, out result)</c>: false for null, text that is not an integer, or overflow.</summary>
    /// <exception cref="ArgumentException"><paramref name="style"/> is not a valid integer style.</exception>
    public static bool TryParse<T>(string? s, NumberStyles style, IFormatProvider? provider, out T result) where T : struct, IBinaryInteger<T>
    {
        if (s is null)
        {
            // The BCL validates the style before looking at the text.
            if (!T.TryParse(ReadOnlySpan<char>.Empty, style, provider, out result)) result = T.Zero;
            return false;
        }
        return IntegerParser.TryParse(s.AsSpan(), style, provider, out result);
    }

    /// <summary>Like <c>T.TryParse(s, style, provider, out result)</c> on UTF-16 text.</summary>
    /// <exception cref="ArgumentException"><paramref name="style"/> is not a valid integer style.</exception>
    public static bool TryParse<T>(ReadOnlySpan<char> s, NumberStyles style, IFormatProvider? provider, out T result) where T : struct, IBinaryInteger<T> =>
        IntegerParser.TryParse(s, style, provider, out result);

    /// <summary>Like <c>T.TryParse(utf8Text, style, provider, out result)</c> on UTF-8 text.</summary>
    /// <exception cref="ArgumentException"><paramref name="style"/> is not a valid integer style.</exception>
    public static bool TryParse<T>(ReadOnlySpan<byte> utf8Text, NumberStyles style, IFormatProvider? provider, out T result) where T : struct, IBinaryInteger<T> =>
        IntegerParser.TryParse(utf8Text, style, provider, out result);

    /// <summary>The text of <c>value.ToString(format, provider)</c>.</summary>
    /// <exception cref="FormatException"><paramref name="format"/> is not a valid format string.</exception>
    public static string ToString<T>(T value, string? format = null, IFormatProvider? provider = null) where T : struct, IBinaryInteger<T> =>
        IntegerFormatter.ToString(value, format, provider);

    /// <summary>Writes the text of <c>value.TryFormat(destination, out charsWritten, format, provider)</c>; false, with nothing
    /// written, when <paramref name="destination"/> is too short.</summary>
    /// <exception cref="FormatException"><paramref name="format"/> is not a valid format string.</exception>
    public static bool TryFormat<T>(T value, Span<char> destination, out int charsWritten, ReadOnlySpan<char> format = default, IFormatProvider? provider = null)
        where T : struct, IBinaryInteger<T> =>
        IntegerFormatter.TryFormat(value, destination, out charsWritten, format, provider);

    /// <summary>Writes the UTF-8 text of <c>value.TryFormat(utf8Destination, out bytesWritten, format, provider)</c>; false,
    /// with nothing written, when <paramref name="utf8Destination"/> is too short.</summary>
    /// <exception cref="FormatException"><paramref name="format"/> is not a valid format string.</exception>
    public static bool TryFormat<T>(T value, Span<byte> utf8Destination, out int bytesWritten, ReadOnlySpan<char> format = default, IFormatProvider? provider = null)
        where T : struct, IBinaryInteger<T> =>
        IntegerFormatter.TryFormat(value, utf8Destination, out bytesWritten, format, provider);
}

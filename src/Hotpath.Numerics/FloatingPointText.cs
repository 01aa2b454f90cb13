using System.Globalization;
using System.Numerics;
using Hotpath.Numerics.Formatting;
using Hotpath.Numerics.Parsing;

namespace Hotpath.Numerics;

/// <summary>
/// Formatting and parsing of <see cref="double"/>, <see cref="float"/> and <see cref="Half"/> that returns exactly what the
/// BCL's own methods return — the same characters, the same bits, the same failures and exception types — faster.
/// </summary>
/// <remarks>
/// <para>Formatting: the shortest round-trip forms (no format, "R", "G", "G0", any case) are computed here, under any
/// culture; every other format string ("E3", "F2", "N", "P", "C", "G17", custom patterns) is passed to the type's own
/// <c>TryFormat</c>.</para>
/// <para>Parsing: text of the form [white][sign]digits[.digits][e[sign]digits][white] under a culture whose signs are "+" and
/// "-" and whose decimal separator is one unit is parsed here (Eisel-Lemire); group separators, currency symbols,
/// parentheses, NaN and infinity symbols, other cultures' signs, and text that fails are passed to the BCL.</para>
/// <para>Other floating-point types (for example <see cref="System.Runtime.InteropServices.NFloat"/>) are passed to their own
/// methods. All members are thread-safe and the span overloads allocate nothing.</para>
/// </remarks>
public static class FloatingPointText
{
    /// <summary>The styles <c>double.Parse(string)</c> uses: <see cref="NumberStyles.Float"/> | <see cref="NumberStyles.AllowThousands"/>.</summary>
    public const NumberStyles DefaultStyles = FloatingPointParser.DefaultStyles;

    /// <summary>Parses <paramref name="s"/> like <c>T.Parse(s)</c>: the current culture, <see cref="DefaultStyles"/>.</summary>
    /// <exception cref="ArgumentNullException"><paramref name="s"/> is null.</exception>
    /// <exception cref="FormatException"><paramref name="s"/> is not a number.</exception>
    public static T Parse<T>(string s) where T : struct, IBinaryFloatingPointIeee754<T>
    {
        ArgumentNullException.ThrowIfNull(s);
        return FloatingPointParser.Parse<T, char>(s, DefaultStyles, null);
    }

    /// <summary>Parses <paramref name="s"/> like <c>T.Parse(s, provider)</c>.</summary>
    /// <exception cref="ArgumentNullException"><paramref name="s"/> is null.</exception>
    /// <exception cref="FormatException"><paramref name="s"/> is not a number.</exception>
    public static T Parse<T>(string s, IFormatProvider? provider) where T : struct, IBinaryFloatingPointIeee754<T>
    {
        ArgumentNullException.ThrowIfNull(s);
        return FloatingPointParser.Parse<T, char>(s, DefaultStyles, provider);
    }

    /// <summary>Parses <paramref name="s"/> like <c>T.Parse(s, style, provider)</c>.</summary>
    /// <exception cref="ArgumentNullException"><paramref name="s"/> is null.</exception>
    /// <exception cref="ArgumentException"><paramref name="style"/> is not a floating-point style.</exception>
    /// <exception cref="FormatException"><paramref name="s"/> is not a number in <paramref name="style"/>.</exception>
    public static T Parse<T>(string s, NumberStyles style, IFormatProvider? provider) where T : struct, IBinaryFloatingPointIeee754<T>
    {
        ArgumentNullException.ThrowIfNull(s);
        return FloatingPointParser.Parse<T, char>(s, style, provider);
    }

    /// <summary>Parses UTF-16 text like <c>T.Parse(s, style, provider)</c>.</summary>
    /// <exception cref="ArgumentException"><paramref name="style"/> is not a floating-point style.</exception>
    /// <exception cref="FormatException"><paramref name="s"/> is not a number in <paramref name="style"/>.</exception>
    public static T Parse<T>(ReadOnlySpan<char> s, NumberStyles style = DefaultStyles, IFormatProvider? provider = null) where T : struct, IBinaryFloatingPointIeee754<T> =>
        FloatingPointParser.Parse<T, char>(s, style, provider);

    /// <summary>Parses UTF-8 text like <c>T.Parse(utf8Text, style, provider)</c>.</summary>
    /// <exception cref="ArgumentException"><paramref name="style"/> is not a floating-point style.</exception>
    /// <exception cref="FormatException"><paramref name="utf8Text"/> is not a number in <paramref name="style"/>.</exception>
    public static T Parse<T>(ReadOnlySpan<byte> utf8Text, NumberStyles style = DefaultStyles, IFormatProvider? provider = null) where T : struct, IBinaryFloatingPointIeee754<T> =>
        FloatingPointParser.Parse<T, byte>(utf8Text, style, provider);

    /// <summary>Like <c>T.TryParse(s, out result)</c>: false for null or text that is not a number.</summary>
    public static bool TryParse<T>(string? s, out T result) where T : struct, IBinaryFloatingPointIeee754<T> =>
        TryParse(s, DefaultStyles, null, out result);

    /// <summary>Like <c>T.TryParse(s, style, provider, out result)</c>.</summary>
    /// <exception cref="ArgumentException"><paramref name="style"/> is not a floating-point style.</exception>
    public static bool TryParse<T>(string? s, NumberStyles style, IFormatProvider? provider, out T result) where T : struct, IBinaryFloatingPointIeee754<T>
    {
        if (s is null)
        {
            // The BCL validates the style before looking at the text.
            if (!T.TryParse(ReadOnlySpan<char>.Empty, style, provider, out result)) result = T.Zero;
            return false;
        }
        return FloatingPointParser.TryParse(s.AsSpan(), style, provider, out result);
    }

    /// <summary>Like <c>T.TryParse(s, out result)</c> on UTF-16 text.</summary>
    public static bool TryParse<T>(ReadOnlySpan<char> s, out T result) where T : struct, IBinaryFloatingPointIeee754<T> =>
        FloatingPointParser.TryParse(s, DefaultStyles, null, out result);

    /// <summary>Like <c>T.TryParse(s, style, provider, out result)</c> on UTF-16 text.</summary>
    /// <exception cref="ArgumentException"><paramref name="style"/> is not a floating-point style.</exception>
    public static bool TryParse<T>(ReadOnlySpan<char> s, NumberStyles style, IFormatProvider? provider, out T result) where T : struct, IBinaryFloatingPointIeee754<T> =>
        FloatingPointParser.TryParse(s, style, provider, out result);

    /// <summary>Like <c>T.TryParse(utf8Text, out result)</c> on UTF-8 text.</summary>
    public static bool TryParse<T>(ReadOnlySpan<byte> utf8Text, out T result) where T : struct, IBinaryFloatingPointIeee754<T> =>
        FloatingPointParser.TryParse(utf8Text, DefaultStyles, null, out result);

    /// <summary>Like <c>T.TryParse(utf8Text, style, provider, out result)</c> on UTF-8 text.</summary>
    /// <exception cref="ArgumentException"><paramref name="style"/> is not a floating-point style.</exception>
    public static bool TryParse<T>(ReadOnlySpan<byte> utf8Text, NumberStyles style, IFormatProvider? provider, out T result) where T : struct, IBinaryFloatingPointIeee754<T> =>
        FloatingPointParser.TryParse(utf8Text, style, provider, out result);

    /// <summary>The text of <c>value.ToString(format, provider)</c>.</summary>
    /// <exception cref="FormatException"><paramref name="format"/> is not a valid format string.</exception>
    public static string ToString<T>(T value, string? format = null, IFormatProvider? provider = null) where T : struct, IBinaryFloatingPointIeee754<T> =>
        FloatingPointFormatter.ToString(value, format, provider);

    /// <summary>Writes the text of <c>value.TryFormat(destination, out charsWritten, format, provider)</c>; false, with nothing
    /// written, when <paramref name="destination"/> is too short.</summary>
    /// <exception cref="FormatException"><paramref name="format"/> is not a valid format string.</exception>
    public static bool TryFormat<T>(T value, Span<char> destination, out int charsWritten, ReadOnlySpan<char> format = default, IFormatProvider? provider = null)
        where T : struct, IBinaryFloatingPointIeee754<T> =>
        FloatingPointFormatter.TryFormat(value, destination, out charsWritten, format, provider);

    /// <summary>Writes the UTF-8 text of <c>value.TryFormat(utf8Destination, out bytesWritten, format, provider)</c>; false,
    /// with nothing written, when <paramref name="utf8Destination"/> is too short.</summary>
    /// <exception cref="FormatException"><paramref name="format"/> is not a valid format string.</exception>
    public static bool TryFormat<T>(T value, Span<byte> utf8Destination, out int bytesWritten, ReadOnlySpan<char> format = default, IFormatProvider? provider = null)
        where T : struct, IBinaryFloatingPointIeee754<T> =>
        FloatingPointFormatter.TryFormat(value, utf8Destination, out bytesWritten, format, provider);
}

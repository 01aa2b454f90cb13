using System.Globalization;
using System.Numerics;
using System.Text;

namespace Hotpath.Numerics.Tests;

/// <summary>
/// The BCL as the oracle: what a parse returned (the value's bits, or the exception type) and what a format wrote, in a
/// form two calls can be compared by, UTF-16 and UTF-8 alike.
/// </summary>
internal static class Oracle
{
    /// <summary>The cultures the differential tests run under: invariant, '.' and ',' separators, and cultures whose signs are
    /// not ASCII (sv-SE's U+2212 minus, Arabic and Persian with direction marks).</summary>
    public static readonly CultureInfo[] Cultures =
        [CultureInfo.InvariantCulture, new("en-US"), new("de-DE"), new("fr-FR"), new("sv-SE"), new("ar-SA"), new("fa-IR"), new("ja-JP")];

    /// <summary>A writable copy of the invariant culture's number format with some symbols changed.</summary>
    public static NumberFormatInfo InvariantWith(Action<NumberFormatInfo> change)
    {
        var info = (NumberFormatInfo)NumberFormatInfo.InvariantInfo.Clone();
        change(info);
        return info;
    }

    /// <summary>"bits:XXXX" for a value, the exception's type name for a failure.</summary>
    public static string Outcome<T>(Func<T> parse) where T : IBinaryFloatingPointIeee754<T>
    {
        try
        {
            return "bits:" + Bits(parse());
        }
        catch (Exception e)
        {
            return e.GetType().Name;
        }
    }

    /// <summary>The value's bits in hexadecimal (NaNs of different payloads stay apart).</summary>
    public static string Bits<T>(T value) => value switch
    {
        double d => BitConverter.DoubleToUInt64Bits(d).ToString("X16", CultureInfo.InvariantCulture),
        float f => BitConverter.SingleToUInt32Bits(f).ToString("X8", CultureInfo.InvariantCulture),
        Half h => BitConverter.HalfToUInt16Bits(h).ToString("X4", CultureInfo.InvariantCulture),
        _ => value?.ToString() ?? "null",
    };

    /// <summary>The text of a format call into a span, or "false" when it reported too short a destination, or the exception type.</summary>
    public static string Written(Func<char[], (bool Ok, int Written)> format, int capacity = 256)
    {
        char[] buffer = new char[capacity];
        try
        {
            (bool ok, int written) = format(buffer);
            return ok ? new string(buffer, 0, written) : $"false/{written}";
        }
        catch (Exception e)
        {
            return e.GetType().Name;
        }
    }

    /// <summary>The UTF-8 text of a format call into a byte span, decoded, or "false", or the exception type.</summary>
    public static string WrittenUtf8(Func<byte[], (bool Ok, int Written)> format, int capacity = 512)
    {
        byte[] buffer = new byte[capacity];
        try
        {
            (bool ok, int written) = format(buffer);
            return ok ? Encoding.UTF8.GetString(buffer, 0, written) : $"false/{written}";
        }
        catch (Exception e)
        {
            return e.GetType().Name;
        }
    }
}

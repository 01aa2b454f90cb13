using System.Globalization;

namespace Hotpath.Cli.Rebar.Toml;

/// <content>Numbers: integers (decimal with <c>_</c> separators, hex, octal, binary) and floats.</content>
internal sealed partial class TomlReader
{
    private object ParseNumber()
    {
        int start = _pos;
        while (!AtEnd && (char.IsAsciiLetterOrDigit(Current) || Current is '_' or '+' or '-' or '.' or ':')) _pos++;
        string token = _text[start.._pos];
        if (token.Length == 0) throw ErrorAt(start, $"unexpected character '{Current}'");

        string unsigned = token.TrimStart('+', '-');
        if (unsigned is "inf" or "nan")
        {
            double special = unsigned == "inf" ? double.PositiveInfinity : double.NaN;
            return token[0] == '-' ? -special : special;
        }
        if (!HasValidUnderscores(token)) throw ErrorAt(start, $"'{token}' has a misplaced '_'");
        string digits = token.Replace("_", "", StringComparison.Ordinal);

        if (unsigned.Length > 2 && unsigned[0] == '0' && unsigned[1] is 'x' or 'o' or 'b')
        {
            if (token[0] is '+' or '-') throw ErrorAt(start, $"'{token}': a sign is not allowed on hex, octal or binary integers");
            int radix = unsigned[1] switch { 'x' => 16, 'o' => 8, _ => 2 };
            try
            {
                return Convert.ToInt64(digits[2..], radix);
            }
            catch (Exception e) when (e is FormatException or OverflowException or ArgumentException)
            {
                throw ErrorAt(start, $"'{token}' is not a valid integer");
            }
        }

        if (digits.Contains(':') || (digits.Length > 4 && digits[4] == '-' && char.IsAsciiDigit(digits[0])))
            throw ErrorAt(start, "dates and times are not supported");

        bool isFloat = unsigned.AsSpan().IndexOfAny(".eE") >= 0;
        string magnitude = digits.TrimStart('+', '-');
        if (magnitude.Length > 1 && magnitude[0] == '0' && char.IsAsciiDigit(magnitude[1]))
            throw ErrorAt(start, $"'{token}': leading zeros are not allowed");
        if (isFloat)
        {
            if (!char.IsAsciiDigit(magnitude[0]) || magnitude.Contains("._", StringComparison.Ordinal) || magnitude.EndsWith('.') || magnitude.Contains(".e", StringComparison.OrdinalIgnoreCase))
                throw ErrorAt(start, $"'{token}' is not a valid float");
            if (double.TryParse(digits, NumberStyles.Float, CultureInfo.InvariantCulture, out double d)) return d;
            throw ErrorAt(start, $"'{token}' is not a valid float");
        }
        if (long.TryParse(digits, NumberStyles.AllowLeadingSign, CultureInfo.InvariantCulture, out long value)) return value;
        throw ErrorAt(start, $"'{token}' is not a valid value");
    }

    // TOML allows '_' only between two digits.
    private static bool HasValidUnderscores(string token)
    {
        for (int i = 0; i < token.Length; i++)
        {
            if (token[i] != '_') continue;
            if (i == 0 || i == token.Length - 1 || !char.IsAsciiHexDigit(token[i - 1]) || !char.IsAsciiHexDigit(token[i + 1])) return false;
        }
        return true;
    }
}

using System.Globalization;
using System.Text;

namespace Hotpath.Cli.Rebar.Toml;

/// <summary>
/// Reads TOML 1.0 documents into <see cref="TomlTable"/>s: tables, arrays of tables, dotted keys, all four
/// string forms, integers (decimal with <c>_</c>, hex, octal, binary), floats, booleans, arrays and inline
/// tables. Dates and times are rejected because rebar definitions never use them. Every error is a
/// <see cref="TomlException"/> naming the line and column.
/// </summary>
internal sealed class TomlReader
{
    private readonly string _text;
    private int _pos;

    private TomlReader(string text) => _text = text;

    /// <summary>Parses a whole document.</summary>
    public static TomlTable Parse(string text)
    {
        ArgumentNullException.ThrowIfNull(text);
        return new TomlReader(text).ParseDocument();
    }

    private char Current => _pos < _text.Length ? _text[_pos] : '\0';

    private bool AtEnd => _pos >= _text.Length;

    private TomlTable ParseDocument()
    {
        var root = new TomlTable();
        TomlTable current = root;
        while (true)
        {
            SkipBlankLinesAndComments();
            if (AtEnd) return root;
            if (Current == '[')
            {
                current = ParseHeader(root);
            }
            else
            {
                ParseKeyValue(current);
            }
            ExpectEndOfLine();
        }
    }

    private TomlTable ParseHeader(TomlTable root)
    {
        int start = _pos;
        bool isArray = At("[[");
        _pos += isArray ? 2 : 1;
        SkipSpaces();
        List<string> keys = ParseKey();
        SkipSpaces();
        if (!At(isArray ? "]]" : "]")) throw Error(isArray ? "expected ']]' to close the array-of-tables header" : "expected ']' to close the table header");
        _pos += isArray ? 2 : 1;

        TomlTable parent = NavigateToParent(root, keys, start);
        string last = keys[^1];
        object? existing = parent[last];
        if (isArray)
        {
            var table = new TomlTable { IsExplicitlyDefined = true };
            if (existing is null)
            {
                parent.TryAdd(last, new List<object> { table });
            }
            else if (existing is List<object> array && array.Count > 0 && IsTableArray(array))
            {
                array.Add(table);
            }
            else
            {
                throw ErrorAt(start, $"'{last}' is already defined and is not an array of tables");
            }
            return table;
        }

        switch (existing)
        {
            case null:
                var table = new TomlTable { IsExplicitlyDefined = true };
                parent.TryAdd(last, table);
                return table;
            case TomlTable { IsInline: false, IsExplicitlyDefined: false } implicitTable:
                implicitTable.IsExplicitlyDefined = true;
                return implicitTable;
            default:
                throw ErrorAt(start, $"table '{string.Join('.', keys)}' is defined more than once");
        }
    }

    // Arrays created by [[header]] hold only non-inline tables; a static array of inline tables is not extendable.
    private static bool IsTableArray(List<object> array) => array[0] is TomlTable { IsInline: false };

    private TomlTable NavigateToParent(TomlTable root, List<string> keys, int start)
    {
        TomlTable table = root;
        for (int i = 0; i < keys.Count - 1; i++)
        {
            switch (table[keys[i]])
            {
                case null:
                    var created = new TomlTable();
                    table.TryAdd(keys[i], created);
                    table = created;
                    break;
                case TomlTable { IsInline: false } child:
                    table = child;
                    break;
                case List<object> array when array.Count > 0 && IsTableArray(array):
                    table = (TomlTable)array[^1];
                    break;
                default:
                    throw ErrorAt(start, $"'{keys[i]}' is not a table");
            }
        }
        return table;
    }

    private void ParseKeyValue(TomlTable table)
    {
        int start = _pos;
        List<string> keys = ParseKey();
        SkipSpaces();
        if (Current != '=') throw Error("expected '=' after the key");
        _pos++;
        SkipSpaces();
        object value = ParseValue();

        TomlTable target = table;
        for (int i = 0; i < keys.Count - 1; i++)
        {
            switch (target[keys[i]])
            {
                case null:
                    var created = new TomlTable();
                    target.TryAdd(keys[i], created);
                    target = created;
                    break;
                case TomlTable { IsInline: false, IsExplicitlyDefined: false } child:
                    target = child;
                    break;
                default:
                    throw ErrorAt(start, $"'{keys[i]}' cannot be extended with a dotted key");
            }
        }
        if (!target.TryAdd(keys[^1], value)) throw ErrorAt(start, $"key '{string.Join('.', keys)}' is defined more than once");
    }

    private List<string> ParseKey()
    {
        var keys = new List<string> { ParseSimpleKey() };
        while (true)
        {
            int save = _pos;
            SkipSpaces();
            if (Current != '.')
            {
                _pos = save;
                return keys;
            }
            _pos++;
            SkipSpaces();
            keys.Add(ParseSimpleKey());
        }
    }

    private string ParseSimpleKey()
    {
        if (Current == '"') return ParseBasicString();
        if (Current == '\'') return ParseLiteralString();
        int start = _pos;
        while (!AtEnd && IsBareKeyChar(Current)) _pos++;
        if (_pos == start) throw Error("expected a key");
        return _text[start.._pos];
    }

    private static bool IsBareKeyChar(char c) => char.IsAsciiLetterOrDigit(c) || c is '_' or '-';

    private object ParseValue()
    {
        if (AtEnd) throw Error("expected a value");
        if (At("\"\"\"")) return ParseMultiLineBasicString();
        if (At("'''")) return ParseMultiLineLiteralString();
        switch (Current)
        {
            case '"': return ParseBasicString();
            case '\'': return ParseLiteralString();
            case '[': return ParseArray();
            case '{': return ParseInlineTable();
        }
        if (TryConsumeWord("true")) return true;
        if (TryConsumeWord("false")) return false;
        return ParseNumber();
    }

    private List<object> ParseArray()
    {
        _pos++; // '['
        var items = new List<object>();
        while (true)
        {
            SkipBlankLinesAndComments();
            if (Current == ']')
            {
                _pos++;
                return items;
            }
            items.Add(ParseValue());
            SkipBlankLinesAndComments();
            if (Current == ',')
            {
                _pos++;
                continue;
            }
            if (Current == ']')
            {
                _pos++;
                return items;
            }
            throw Error("expected ',' or ']' in the array");
        }
    }

    private TomlTable ParseInlineTable()
    {
        _pos++; // '{'
        var table = new TomlTable { IsInline = true };
        SkipSpaces();
        if (Current == '}')
        {
            _pos++;
            return table;
        }
        while (true)
        {
            SkipSpaces();
            ParseKeyValue(table);
            SkipSpaces();
            if (Current == ',')
            {
                _pos++;
                continue;
            }
            if (Current == '}')
            {
                _pos++;
                return table;
            }
            throw Error("expected ',' or '}' in the inline table (inline tables must stay on one line)");
        }
    }

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

    private string ParseBasicString()
    {
        int start = _pos;
        _pos++; // '"'
        var sb = new StringBuilder();
        while (true)
        {
            if (AtEnd || Current is '\n' or '\r') throw ErrorAt(start, "unterminated string");
            char c = Current;
            if (c == '"')
            {
                _pos++;
                return sb.ToString();
            }
            if (c == '\\')
            {
                AppendEscape(sb);
                continue;
            }
            RejectControl(c);
            sb.Append(c);
            _pos++;
        }
    }

    private string ParseMultiLineBasicString()
    {
        int start = _pos;
        _pos += 3;
        SkipOneNewline();
        var sb = new StringBuilder();
        while (true)
        {
            if (AtEnd) throw ErrorAt(start, "unterminated multi-line string");
            if (At("\"\"\""))
            {
                // Up to two quotes may sit right before the closing delimiter and belong to the content.
                int extra = 0;
                while (extra < 2 && _pos + 3 + extra < _text.Length && _text[_pos + 3 + extra] == '"') extra++;
                sb.Append('"', extra);
                _pos += 3 + extra;
                return sb.ToString();
            }
            char c = Current;
            if (c == '\\')
            {
                if (IsLineEndingBackslash())
                {
                    _pos++;
                    while (!AtEnd && (Current is ' ' or '\t' or '\n' or '\r')) _pos++;
                    continue;
                }
                AppendEscape(sb);
                continue;
            }
            if (c is not ('\n' or '\r')) RejectControl(c);
            sb.Append(c);
            _pos++;
        }
    }

    // A backslash followed only by whitespace up to the end of its line trims through the next non-blank.
    private bool IsLineEndingBackslash()
    {
        int i = _pos + 1;
        while (i < _text.Length && _text[i] is ' ' or '\t') i++;
        return i < _text.Length && _text[i] is '\n' or '\r';
    }

    private string ParseLiteralString()
    {
        int start = _pos;
        _pos++;
        int end = _pos;
        while (end < _text.Length && _text[end] != '\'')
        {
            if (_text[end] is '\n' or '\r') throw ErrorAt(start, "unterminated literal string");
            _pos = end;
            RejectControl(_text[end]);
            end++;
        }
        if (end >= _text.Length) throw ErrorAt(start, "unterminated literal string");
        string value = _text[(start + 1)..end];
        _pos = end + 1;
        return value;
    }

    private string ParseMultiLineLiteralString()
    {
        int start = _pos;
        _pos += 3;
        SkipOneNewline();
        int contentStart = _pos;
        int close = _text.IndexOf("'''", _pos, StringComparison.Ordinal);
        if (close < 0) throw ErrorAt(start, "unterminated multi-line literal string");
        int extra = 0;
        while (extra < 2 && close + 3 + extra < _text.Length && _text[close + 3 + extra] == '\'') extra++;
        _pos = close + 3 + extra;
        return _text[contentStart..(close + extra)];
    }

    private void AppendEscape(StringBuilder sb)
    {
        int start = _pos;
        _pos++; // '\\'
        char c = Current;
        _pos++;
        switch (c)
        {
            case 'b': sb.Append('\b'); return;
            case 't': sb.Append('\t'); return;
            case 'n': sb.Append('\n'); return;
            case 'f': sb.Append('\f'); return;
            case 'r': sb.Append('\r'); return;
            case 'e': sb.Append('\u001B'); return;
            case '"': sb.Append('"'); return;
            case '\\': sb.Append('\\'); return;
            case 'u': AppendCodePoint(sb, 4, start); return;
            case 'U': AppendCodePoint(sb, 8, start); return;
            default: throw ErrorAt(start, $"invalid escape sequence '\\{c}'");
        }
    }

    private void AppendCodePoint(StringBuilder sb, int digits, int start)
    {
        if (_pos + digits > _text.Length
            || !int.TryParse(_text.AsSpan(_pos, digits), NumberStyles.AllowHexSpecifier, CultureInfo.InvariantCulture, out int scalar)
            || !Rune.IsValid(scalar))
        {
            throw ErrorAt(start, "invalid unicode escape: expected a Unicode scalar value in hex");
        }
        _pos += digits;
        sb.Append(new Rune(scalar).ToString());
    }

    private void RejectControl(char c)
    {
        if ((c < 0x20 && c != '\t') || c == 0x7F) throw Error($"control character U+{(int)c:X4} must be escaped");
    }

    private void SkipOneNewline()
    {
        if (At("\r\n")) _pos += 2;
        else if (Current == '\n') _pos++;
    }

    private bool TryConsumeWord(string word)
    {
        if (!At(word)) return false;
        int after = _pos + word.Length;
        if (after < _text.Length && IsBareKeyChar(_text[after])) return false;
        _pos = after;
        return true;
    }

    private bool At(string s) => string.CompareOrdinal(_text, _pos, s, 0, s.Length) == 0;

    private void SkipSpaces()
    {
        while (!AtEnd && Current is ' ' or '\t') _pos++;
    }

    private void SkipComment()
    {
        if (Current != '#') return;
        while (!AtEnd && Current is not ('\n' or '\r'))
        {
            if (Current != '\t' && Current < 0x20) RejectControl(Current);
            _pos++;
        }
    }

    private void SkipBlankLinesAndComments()
    {
        while (true)
        {
            SkipSpaces();
            SkipComment();
            if (At("\r\n")) _pos += 2;
            else if (Current == '\n') _pos++;
            else return;
        }
    }

    private void ExpectEndOfLine()
    {
        SkipSpaces();
        SkipComment();
        if (AtEnd) return;
        if (At("\r\n")) _pos += 2;
        else if (Current == '\n') _pos++;
        else throw Error($"expected the end of the line, found '{Current}'");
    }

    private TomlException Error(string problem) => ErrorAt(_pos, problem);

    private TomlException ErrorAt(int position, string problem)
    {
        int line = 1, lineStart = 0;
        for (int i = 0; i < position && i < _text.Length; i++)
        {
            if (_text[i] == '\n')
            {
                line++;
                lineStart = i + 1;
            }
        }
        return new TomlException(problem, line, position - lineStart + 1);
    }
}

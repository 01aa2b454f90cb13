using System.Globalization;
using System.Text;

namespace Hotpath.Cli.Rebar.Toml;

/// <content>Strings: basic and literal, single- and multi-line, with TOML's escapes.</content>
internal sealed partial class TomlReader
{
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
}

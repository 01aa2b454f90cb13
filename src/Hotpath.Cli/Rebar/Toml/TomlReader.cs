namespace Hotpath.Cli.Rebar.Toml;

/// <summary>
/// Reads TOML 1.0 documents into <see cref="TomlTable"/>s: tables, arrays of tables, dotted keys, all four
/// string forms, integers (decimal with <c>_</c>, hex, octal, binary), floats, booleans, arrays and inline
/// tables. Dates and times are rejected because rebar definitions never use them. Every error is a
/// <see cref="TomlException"/> naming the line and column.
/// </summary>
internal sealed partial class TomlReader
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

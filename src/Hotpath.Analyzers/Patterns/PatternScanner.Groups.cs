namespace Hotpath.Analyzers.Patterns;

internal sealed partial class PatternScanner
{
    /// <summary>Reads what follows a <c>(</c> at <paramref name="at"/> and opens the group it starts, if any.</summary>
    private void ScanGroupOpen(int at)
    {
        int outer = _options;
        // "(" at the end, "(x" with x not '?', and "(?)" are plain groups.
        if (_pos == _pattern.Length || _pattern[_pos] != '?' || (_pos + 1 < _pattern.Length && _pattern[_pos + 1] == ')'))
        {
            OpenGroup(at, outer);
            return;
        }

        _pos++;
        if (_pos == _pattern.Length) return;
        char kind = _pattern[_pos++];
        switch (kind)
        {
            case '=':
                Found("lookahead", at);
                break;
            case '!':
                Found("negative lookahead", at);
                break;
            case '>':
                Found("atomic group", at);
                break;
            case '<' or '\'':
                ScanNamedGroupOrLookbehind(at, kind == '<' ? '>' : '\'');
                break;
            case '(':
                Found("conditional", at);
                // The condition, "(1)", "(name)" or "(expression)", is read next as a group of its own.
                _pos--;
                break;
            case ':':
                break;
            default:
                _pos--;
                PatternText.ScanOptionLetters(_pattern, ref _pos, ref _options);
                IgnoresCase |= Has(RegexOptionBits.IgnoreCase);
                if (_pos < _pattern.Length && _pattern[_pos] == ')')
                {
                    // (?imnsx-imnsx): no group; the options last until the enclosing group closes.
                    _pos++;
                    return;
                }
                if (_pos < _pattern.Length && _pattern[_pos] == ':') _pos++;
                break;
        }
        OpenGroup(at, outer);
    }

    /// <summary>Reads a group name after <c>(?&lt;</c> or <c>(?'</c>, telling lookbehinds and balancing groups apart.</summary>
    private void ScanNamedGroupOrLookbehind(int at, char close)
    {
        if (_pos == _pattern.Length) return;
        char first = _pattern[_pos];
        if (close == '>' && first is '=' or '!')
        {
            _pos++;
            Found(first == '=' ? "lookbehind" : "negative lookbehind", at);
            return;
        }

        SkipGroupName();
        if (_pos < _pattern.Length && _pattern[_pos] == '-')
        {
            // (?<a-b>…) or (?<-b>…): pops a capture of b.
            Found("balancing group", at);
            _pos++;
            SkipGroupName();
        }
        if (_pos < _pattern.Length && _pattern[_pos] == close) _pos++;
    }

    private void SkipGroupName()
    {
        if (_pos == _pattern.Length) return;
        if (PatternText.IsAsciiDigit(_pattern[_pos])) PatternText.ScanDecimal(_pattern, ref _pos);
        else PatternText.ScanName(_pattern, ref _pos);
    }

    private void OpenGroup(int at, int outerOptions)
    {
        _outerOptions.Push(outerOptions);
        if (_outerOptions.Count > MaxNestingDepth)
        {
            _firstLimit ??= new NonLinearConstruct($"groups nested deeper than the limit of {MaxNestingDepth}", at);
        }
    }
}

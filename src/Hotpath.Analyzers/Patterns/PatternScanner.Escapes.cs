namespace Hotpath.Analyzers.Patterns;

internal sealed partial class PatternScanner
{
    /// <summary>
    /// Reads the escape whose backslash is at <paramref name="at"/>. Only references to existing groups are
    /// backreferences: <c>\12</c> without twelve groups is an octal escape, <c>\&lt;x&gt;</c> without a group x is "&lt;x&gt;".
    /// </summary>
    private void ScanEscape(int at)
    {
        int back = _pos;
        char kind = _pattern[_pos];
        switch (kind)
        {
            case 'p' or 'P':
                _pos++;
                PatternText.SkipPropertyName(_pattern, ref _pos);
                return;

            case 'k' or '<' or '\'':
                // \k<name>, \k'name', and the older \<name> and \'name'.
                if (kind == 'k') _pos++;
                if (_pos + 1 < _pattern.Length && _pattern[_pos] is '<' or '\'')
                {
                    char close = _pattern[_pos] == '<' ? '>' : '\'';
                    _pos++;
                    if (ScanAngledReference(at, close)) return;
                }
                _pos = back + 1;
                return;

            case >= '1' and <= '9':
                ScanNumberedReference(at);
                return;

            default:
                PatternText.SkipCharEscape(_pattern, ref _pos);
                return;
        }
    }

    /// <summary>Reads <c>name&gt;</c> or <c>12&gt;</c> after <c>\k&lt;</c>; false when it is not reference syntax.</summary>
    private bool ScanAngledReference(int at, char close)
    {
        char first = _pattern[_pos];
        bool exists;
        if (PatternText.IsAsciiDigit(first))
        {
            exists = _captures.Contains(PatternText.ScanDecimal(_pattern, ref _pos));
        }
        else if (PatternText.IsWordChar(first))
        {
            exists = _captures.ContainsName(PatternText.ScanName(_pattern, ref _pos));
        }
        else
        {
            return false;
        }

        if (_pos == _pattern.Length || _pattern[_pos] != close) return false;
        _pos++;
        if (exists) Found("backreference", at);
        return true;
    }

    /// <summary>Reads <c>\N</c>: a backreference when group N exists (under ECMAScript, the longest prefix naming a group opened before it).</summary>
    private void ScanNumberedReference(int at)
    {
        if (!Has(RegexOptionBits.ECMAScript))
        {
            if (_captures.Contains(PatternText.ScanDecimal(_pattern, ref _pos))) Found("backreference", at);
            return;
        }

        int candidate = _pattern[_pos] - '0';
        while (candidate <= _captures.Top)
        {
            if (_captures.Contains(candidate) && _captures.PositionOf(candidate) < at)
            {
                Found("backreference", at);
                break;
            }
            _pos++;
            if (_pos == _pattern.Length || !PatternText.IsAsciiDigit(_pattern[_pos]) || candidate > int.MaxValue / 10 - 1) break;
            candidate = candidate * 10 + (_pattern[_pos] - '0');
        }
        _pos = at + 2;
    }
}

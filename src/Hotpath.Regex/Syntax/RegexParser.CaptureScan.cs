using System.Runtime.CompilerServices;
using System.Text.RegularExpressions;
using Hotpath.RegularExpressions.Unicode;

namespace Hotpath.RegularExpressions.Syntax;

internal sealed partial class RegexParser
{
    /// <summary>
    /// The prescan: a partial tokenization that notes every capture group (unnamed ones numbered left to
    /// right, explicit numbers, names) before the main scan, so references and names resolve regardless of
    /// order. Mirrors the BCL's prescan, which only tracks what affects numbering.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private void CountCaptures()
    {
        var optionsStack = new Stack<RegexOptions>();
        _autocap = 1;

        while (_pos < _pattern.Length)
        {
            int pos = _pos;
            char ch = _pattern[_pos++];
            switch (ch)
            {
                case '\\':
                    if (_pos < _pattern.Length) ScanBackslash(scanOnly: true);
                    break;

                case '#':
                    if (Has(RegexOptions.IgnorePatternWhitespace))
                    {
                        _pos--;
                        ScanBlank();
                    }
                    break;

                case '[':
                    ScanCharClass(ignoreCase: false, scanOnly: true);
                    break;

                case ')':
                    if (optionsStack.Count != 0) _options = optionsStack.Pop();
                    break;

                case '(':
                    if (_pos + 1 < _pattern.Length && _pattern[_pos + 1] == '#' && _pattern[_pos] == '?')
                    {
                        _pos--;
                        ScanBlank(); // a (?#...) comment
                        break;
                    }

                    optionsStack.Push(_options);
                    if (_pos < _pattern.Length && _pattern[_pos] == '?')
                    {
                        _pos++;
                        if (_pos + 1 < _pattern.Length && (_pattern[_pos] == '<' || _pattern[_pos] == '\''))
                        {
                            _pos++;
                            ch = _pattern[_pos];
                            if (ch != '0' && BoundaryWordCharacters.IsBoundaryWordChar(ch))
                            {
                                if (ch is >= '1' and <= '9') _captures.NoteNumber(ScanDecimal(), pos);
                                else _captures.NoteName(ScanCaptureName(), pos);
                            }
                        }
                        else
                        {
                            ScanOptions();
                            if (_pos < _pattern.Length)
                            {
                                if (_pattern[_pos] == ')')
                                {
                                    _pos++;
                                    optionsStack.Pop(); // (?imnsx-imnsx): the options last until the enclosing group closes
                                }
                                else if (_pattern[_pos] == '(')
                                {
                                    // (?(cond)yes|no): the condition's parentheses do not capture.
                                    _ignoreNextParen = true;
                                    break;
                                }
                            }
                        }
                    }
                    else if (!Has(RegexOptions.ExplicitCapture) && !_ignoreNextParen)
                    {
                        _captures.NoteNumber(_autocap++, pos);
                    }
                    _ignoreNextParen = false;
                    break;
            }
        }

        _captures.AssignNames(_autocap);
    }
}

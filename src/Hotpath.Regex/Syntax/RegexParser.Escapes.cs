using System.Runtime.CompilerServices;
using System.Text.RegularExpressions;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Unicode;

namespace Hotpath.RegularExpressions.Syntax;

internal sealed partial class RegexParser
{
    /// <summary>
    /// Scans what follows a <c>\</c> outside a class. With <paramref name="scanOnly"/> (the prescan) it only
    /// advances and returns <see langword="null"/>, but still throws where the BCL's prescan throws.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private AstNode? ScanBackslash(bool scanOnly)
    {
        int at = _pos - 1;
        char ch = _pattern[_pos];
        switch (ch)
        {
            case 'b' or 'B' or 'A' or 'G' or 'Z' or 'z':
                _pos++;
                return scanOnly ? null : new AstAssertion(at, AssertionFor(ch));

            case 'w' or 'W' or 's' or 'S' or 'd' or 'D':
                _pos++;
                if (scanOnly) return null;
                var shorthand = new ClassShorthandItem(ShorthandFor(ch), char.IsAsciiLetterUpper(ch), Has(RegexOptions.ECMAScript));
                return new AstClass(at, new ClassSyntax(false, [shorthand], null, IgnoreCase: false));

            case 'p' or 'P':
                _pos++;
                if (scanOnly) return null;
                var property = new ClassPropertyItem(ScanProperty(), ch == 'P');
                return new AstClass(at, new ClassSyntax(false, [property], null, Has(RegexOptions.IgnoreCase)));

            default:
                return ScanBasicBackslash(scanOnly);
        }
    }

    private LookKind AssertionFor(char ch) => ch switch
    {
        'b' => Has(RegexOptions.ECMAScript) ? LookKind.EcmaWordBoundary : LookKind.WordBoundary,
        'B' => Has(RegexOptions.ECMAScript) ? LookKind.NonEcmaWordBoundary : LookKind.NonWordBoundary,
        'A' => LookKind.Start,
        'G' => LookKind.SearchStart,
        'Z' => LookKind.EndZ,
        _ => LookKind.End,
    };

    private static ShorthandKind ShorthandFor(char ch) => (char)(ch | 0x20) switch
    {
        'w' => ShorthandKind.Word,
        'd' => ShorthandKind.Digit,
        _ => ShorthandKind.Space,
    };

    /// <summary>Scans a backreference (<c>\1</c>, <c>\k&lt;name&gt;</c>, <c>\&lt;name&gt;</c>, …) or a character escape.</summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private AstNode? ScanBasicBackslash(bool scanOnly)
    {
        int at = _pos - 1;
        int backpos = _pos;
        char close = '\0';
        bool angled = false;
        char ch = _pattern[_pos];

        if (ch == 'k')
        {
            if (_pos + 1 < _pattern.Length)
            {
                _pos++;
                ch = _pattern[_pos++];
                if (ch is '<' or '\'')
                {
                    angled = true;
                    close = ch == '\'' ? '\'' : '>';
                }
            }
            if (!angled || _pos == _pattern.Length) throw Error(RegexSyntaxError.MalformedNamedReference, "Malformed \\k<...> named back reference.");
            ch = _pattern[_pos];
        }
        else if (ch is '<' or '\'' && _pos + 1 < _pattern.Length)
        {
            // The deprecated \<name> form.
            angled = true;
            close = ch == '\'' ? '\'' : '>';
            _pos++;
            ch = _pattern[_pos];
        }

        if (angled && char.IsAsciiDigit(ch))
        {
            int number = ScanDecimal();
            if (_pos < _pattern.Length && _pattern[_pos++] == close)
            {
                if (scanOnly) return null;
                if (_captures.Contains(number)) return Backreference(at);
                throw Error(RegexSyntaxError.UndefinedNumberedReference, $"Reference to undefined group number {number}.");
            }
        }
        else if (!angled && ch is >= '1' and <= '9')
        {
            if (Has(RegexOptions.ECMAScript))
            {
                // ECMAScript takes the longest prefix of the digits that names a group opened before here.
                int found = -1;
                int candidate = ch - '0';
                while (candidate <= _captures.Top)
                {
                    if (_captures.Contains(candidate) && _captures.PositionOf(candidate) < at) found = candidate;
                    _pos++;
                    if (_pos == _pattern.Length || !char.IsAsciiDigit(ch = _pattern[_pos])) break;
                    candidate = candidate * 10 + (ch - '0');
                }
                if (found >= 0) return scanOnly ? null : Backreference(at);
            }
            else
            {
                int number = ScanDecimal();
                if (scanOnly) return null;
                if (_captures.Contains(number)) return Backreference(at);
                if (number <= 9) throw Error(RegexSyntaxError.UndefinedNumberedReference, $"Reference to undefined group number {number}.");
            }
        }
        else if (angled && BoundaryWordCharacters.IsBoundaryWordChar(ch))
        {
            string name = ScanCaptureName();
            if (_pos < _pattern.Length && _pattern[_pos++] == close)
            {
                if (scanOnly) return null;
                if (_captures.TryGetNumber(name, out _)) return Backreference(at);
                throw Error(RegexSyntaxError.UndefinedNamedReference, $"Reference to undefined group name '{name}'.");
            }
        }

        // Not a backreference: a character code.
        _pos = backpos;
        ch = ScanCharEscape();
        return scanOnly ? null : Literal(at, ch.ToString());
    }

    private static AstUnsupported Backreference(int at) => new(at, "backreference", []);

    /// <summary>Scans an escape that denotes one character (the <c>\</c> is already consumed).</summary>
    private char ScanCharEscape()
    {
        char ch = _pattern[_pos++];
        if (ch is >= '0' and <= '7')
        {
            _pos--;
            return ScanOctal();
        }

        switch (ch)
        {
            case 'x': return ScanHex(2);
            case 'u': return ScanHex(4);
            case 'a': return '\u0007';
            case 'b': return '\b';
            case 'e': return '\u001B';
            case 'f': return '\f';
            case 'n': return '\n';
            case 'r': return '\r';
            case 't': return '\t';
            case 'v': return '\u000B';
            case 'c': return ScanControl();
            default:
                if (!Has(RegexOptions.ECMAScript) && BoundaryWordCharacters.IsBoundaryWordChar(ch))
                {
                    throw Error(RegexSyntaxError.UnrecognizedEscape, $"Unrecognized escape sequence \\{ch}.");
                }
                return ch;
        }
    }

    /// <summary>Up to three octal digits; values above 0377 wrap to 8 bits as in Perl. ECMAScript stops before exceeding 037.</summary>
    private char ScanOctal()
    {
        int value = 0;
        for (int count = Math.Min(3, _pattern.Length - _pos); count > 0 && _pattern[_pos] is >= '0' and <= '7'; count--)
        {
            value = value * 8 + (_pattern[_pos++] - '0');
            if (Has(RegexOptions.ECMAScript) && value >= 0x20) break;
        }
        return (char)(value & 0xFF);
    }

    /// <summary>Exactly <paramref name="digits"/> hexadecimal digits.</summary>
    private char ScanHex(int digits)
    {
        int value = 0;
        if (_pos + digits <= _pattern.Length)
        {
            for (; digits > 0; digits--)
            {
                int d = HexValue(_pattern[_pos++]);
                if (d < 0) break;
                value = value * 16 + d;
            }
        }
        if (digits > 0) throw Error(RegexSyntaxError.InsufficientOrInvalidHexDigits, "Insufficient or invalid hexadecimal digits.");
        return (char)value;

        static int HexValue(char c) => char.IsAsciiDigit(c) ? c - '0' : char.IsAsciiHexDigit(c) ? (c | 0x20) - 'a' + 10 : -1;
    }

    /// <summary><c>\cX</c>: the control character for the ASCII letter (or <c>@[\]^_</c>) X.</summary>
    private char ScanControl()
    {
        if (_pos == _pattern.Length) throw Error(RegexSyntaxError.MissingControlCharacter, "Missing control character.");
        char ch = _pattern[_pos++];
        if (ch is >= 'a' and <= 'z') ch = (char)(ch - ('a' - 'A'));
        ch = (char)(ch - '@');
        if (ch < ' ') return ch;
        throw Error(RegexSyntaxError.UnrecognizedControlCharacter, "Unrecognized control character.");
    }

    /// <summary>Decimal digits; throws when the value exceeds <see cref="int.MaxValue"/>.</summary>
    private int ScanDecimal()
    {
        int value = 0;
        while (_pos < _pattern.Length && char.IsAsciiDigit(_pattern[_pos]))
        {
            int d = _pattern[_pos++] - '0';
            if (value > (int.MaxValue - d) / 10)
            {
                throw Error(RegexSyntaxError.QuantifierOrCaptureGroupOutOfRange, "Capture group numbers and quantifier bounds must be at most Int32.MaxValue.");
            }
            value = value * 10 + d;
        }
        return value;
    }

    /// <summary>Scans <c>{name}</c> after <c>\p</c>/<c>\P</c> and resolves the name.</summary>
    private UnicodeProperty ScanProperty()
    {
        string name = ScanPropertyName();
        if (!UnicodeProperty.TryResolve(name, out UnicodeProperty? property))
        {
            throw Error(RegexSyntaxError.UnrecognizedUnicodeProperty, $"Unknown property '{name}'.");
        }
        return property;
    }

    private string ScanPropertyName()
    {
        if (_pos + 2 >= _pattern.Length) throw Error(RegexSyntaxError.InvalidUnicodePropertyEscape, "Incomplete \\p{X} character escape.");
        if (_pattern[_pos++] != '{') throw Error(RegexSyntaxError.MalformedUnicodePropertyEscape, "Malformed \\p{X} character escape.");

        int start = _pos;
        while (_pos < _pattern.Length && (BoundaryWordCharacters.IsBoundaryWordChar(_pattern[_pos]) || _pattern[_pos] == '-')) _pos++;
        string name = _pattern.Substring(start, _pos - start);
        if (_pos == _pattern.Length || _pattern[_pos++] != '}') throw Error(RegexSyntaxError.InvalidUnicodePropertyEscape, "Incomplete \\p{X} character escape.");
        return name;
    }
}

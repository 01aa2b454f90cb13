using System.Runtime.CompilerServices;
using System.Text.RegularExpressions;
using Hotpath.RegularExpressions.Unicode;

namespace Hotpath.RegularExpressions.Syntax;

internal sealed partial class RegexParser
{
    /// <summary>
    /// Scans what follows a <c>(</c> (at <paramref name="parenPos"/>) and returns the group it opens, or
    /// <see langword="null"/> for an options-only group <c>(?imnsx-imnsx)</c>.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private GroupFrame? ScanGroupOpen(int parenPos, RegexOptions outer)
    {
        // "(" at the end, "(x" with x not '?', and "(?)" are plain groups.
        if (_pos == _pattern.Length || _pattern[_pos] != '?' || (_pos + 1 < _pattern.Length && _pattern[_pos + 1] == ')'))
        {
            if (Has(RegexOptions.ExplicitCapture) || _ignoreNextParen)
            {
                _ignoreNextParen = false;
                return Frame(GroupKind.NonCapturing);
            }
            return Frame(GroupKind.Capture, _autocap++);
        }

        _pos++;
        if (_pos == _pattern.Length) throw InvalidGroupingConstruct();

        char ch = _pattern[_pos++];
        switch (ch)
        {
            case ':':
                return Frame(GroupKind.NonCapturing);
            case '=':
                return Unsupported("lookahead");
            case '!':
                return Unsupported("negative lookahead");
            case '>':
                return Unsupported("atomic group");
            case '\'':
            case '<':
                return ScanNamedGroupOrLookbehind(ch == '\'' ? '\'' : '>');
            case '(':
                return ScanConditional();
            default:
                _pos--;
                // Options are not allowed directly inside an expression conditional.
                if (_group.Kind != GroupKind.ExpressionConditional) ScanOptions();
                if (_pos == _pattern.Length) throw InvalidGroupingConstruct();
                ch = _pattern[_pos++];
                if (ch == ')') return null;
                if (ch != ':') throw InvalidGroupingConstruct();
                return Frame(GroupKind.NonCapturing);
        }

        GroupFrame Frame(GroupKind kind, int number = 0, string? construct = null) => new(kind, parenPos, number, construct, outer);

        GroupFrame Unsupported(string construct) => Frame(GroupKind.Unsupported, construct: construct);

        GroupFrame ScanNamedGroupOrLookbehind(char close)
        {
            if (_pos == _pattern.Length) throw InvalidGroupingConstruct();
            char c = _pattern[_pos++];
            if (c == '=' && close == '>') return Unsupported("lookbehind");
            if (c == '!' && close == '>') return Unsupported("negative lookbehind");
            if (c is '=' or '!') throw InvalidGroupingConstruct();

            _pos--;
            int number = -1, balanced = -1;
            bool balancingOnly = false;

            if (char.IsAsciiDigit(c))
            {
                number = ScanDecimal();
                if (!_captures.Contains(number)) number = -1;
                if (_pos < _pattern.Length && _pattern[_pos] != close && _pattern[_pos] != '-') throw InvalidGroupName();
                if (number == 0) throw Error(RegexSyntaxError.CaptureGroupOfZero, "Capture group numbers must be greater than zero.");
            }
            else if (BoundaryWordCharacters.IsBoundaryWordChar(c))
            {
                if (_captures.TryGetNumber(ScanCaptureName(), out int named)) number = named;
                if (_pos < _pattern.Length && _pattern[_pos] != close && _pattern[_pos] != '-') throw InvalidGroupName();
            }
            else if (c == '-')
            {
                balancingOnly = true;
            }
            else
            {
                throw InvalidGroupName();
            }

            if ((number != -1 || balancingOnly) && _pos + 1 < _pattern.Length && _pattern[_pos] == '-')
            {
                _pos++;
                c = _pattern[_pos];
                if (char.IsAsciiDigit(c))
                {
                    balanced = ScanDecimal();
                    if (!_captures.Contains(balanced))
                    {
                        throw Error(RegexSyntaxError.UndefinedNumberedReference, $"Reference to undefined group number {balanced}.");
                    }
                    if (_pos < _pattern.Length && _pattern[_pos] != close) throw InvalidGroupName();
                }
                else if (BoundaryWordCharacters.IsBoundaryWordChar(c))
                {
                    string name = ScanCaptureName();
                    if (!_captures.TryGetNumber(name, out balanced))
                    {
                        throw Error(RegexSyntaxError.UndefinedNamedReference, $"Reference to undefined group name '{name}'.");
                    }
                    if (_pos < _pattern.Length && _pattern[_pos] != close) throw InvalidGroupName();
                }
                else
                {
                    throw InvalidGroupName();
                }
            }

            if ((number != -1 || balanced != -1) && _pos < _pattern.Length && _pattern[_pos++] == close)
            {
                return balanced != -1 ? Unsupported("balancing group") : Frame(GroupKind.Capture, number);
            }
            throw InvalidGroupingConstruct();
        }

        GroupFrame ScanConditional()
        {
            int conditionPos = _pos;
            if (_pos < _pattern.Length)
            {
                char c = _pattern[_pos];
                if (char.IsAsciiDigit(c))
                {
                    int number = ScanDecimal();
                    if (_pos < _pattern.Length && _pattern[_pos++] == ')')
                    {
                        if (_captures.Contains(number)) return Frame(GroupKind.ReferenceConditional, construct: "conditional");
                        throw Error(RegexSyntaxError.AlternationHasUndefinedReference, $"(?({number}) ) refers to an undefined group.");
                    }
                    throw Error(RegexSyntaxError.AlternationHasMalformedReference, $"(?({number}) ) malformed.");
                }
                if (BoundaryWordCharacters.IsBoundaryWordChar(c))
                {
                    string name = ScanCaptureName();
                    if (_captures.TryGetNumber(name, out _) && _pos < _pattern.Length && _pattern[_pos++] == ')')
                    {
                        return Frame(GroupKind.ReferenceConditional, construct: "conditional");
                    }
                }
            }

            // Not a group test: the condition is the parenthesized expression that follows, scanned as a
            // non-capturing group by the main loop.
            _pos = conditionPos - 1;
            _ignoreNextParen = true;
            if (_pos + 2 < _pattern.Length && _pattern[_pos + 1] == '?')
            {
                if (_pattern[_pos + 2] == '#') throw Error(RegexSyntaxError.AlternationHasComment, "Alternation conditions cannot be comments.");
                if (_pattern[_pos + 2] == '\'' || (_pos + 3 < _pattern.Length && _pattern[_pos + 2] == '<' && _pattern[_pos + 3] != '!' && _pattern[_pos + 3] != '='))
                {
                    throw Error(RegexSyntaxError.AlternationHasNamedCapture, "Alternation conditions do not capture and cannot be named.");
                }
            }
            return Frame(GroupKind.ExpressionConditional, construct: "conditional");
        }
    }

    /// <summary>Scans option letters <c>imnsx</c> with <c>-</c>/<c>+</c>, stopping at the first other character.</summary>
    private void ScanOptions()
    {
        for (bool off = false; _pos < _pattern.Length; _pos++)
        {
            char ch = _pattern[_pos];
            if (ch == '-')
            {
                off = true;
                continue;
            }
            if (ch == '+')
            {
                off = false;
                continue;
            }
            RegexOptions option = (char)(ch | 0x20) switch
            {
                'i' => RegexOptions.IgnoreCase,
                'm' => RegexOptions.Multiline,
                'n' => RegexOptions.ExplicitCapture,
                's' => RegexOptions.Singleline,
                'x' => RegexOptions.IgnorePatternWhitespace,
                _ => RegexOptions.None,
            };
            if (option == RegexOptions.None) return;
            _options = off ? _options & ~option : _options | option;
        }
    }

    /// <summary>Scans a group name: a run of word characters.</summary>
    private string ScanCaptureName()
    {
        int start = _pos;
        while (_pos < _pattern.Length && BoundaryWordCharacters.IsBoundaryWordChar(_pattern[_pos])) _pos++;
        return _pattern.Substring(start, _pos - start);
    }

    private RegexSyntaxException InvalidGroupingConstruct() => Error(RegexSyntaxError.InvalidGroupingConstruct, "Unrecognized grouping construct.");

    private RegexSyntaxException InvalidGroupName() => Error(RegexSyntaxError.CaptureGroupNameInvalid, "Invalid group name: group names must begin with a word character.");
}

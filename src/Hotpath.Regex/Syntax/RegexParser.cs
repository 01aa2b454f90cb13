using System.Runtime.CompilerServices;
using System.Text.RegularExpressions;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Translation;

namespace Hotpath.RegularExpressions.Syntax;

/// <summary>
/// Parses a .NET pattern into an <see cref="AstNode"/> tree. It follows the BCL parser's algorithm step by
/// step (a capture-counting prescan, then one left-to-right scan with an explicit group stack) because .NET's
/// notion of "malformed", its error offsets and its group numbering are defined by that algorithm, quirks
/// included. The scan is iterative, so deep nesting cannot overflow the call stack. One instance per parse.
/// </summary>
internal sealed partial class RegexParser
{
    // Sentinels for "what follows the literal run" in the main loop; neither is a special character.
    private const char EndOfPattern = '!';
    private const char OrdinaryCharacter = ' ';

    private readonly string _pattern;
    private readonly RegexLimits _limits;
    private readonly CaptureSlots _captures = new();
    private readonly Stack<GroupFrame> _openGroups = new();
    private RegexOptions _options;
    private int _pos;
    private int _autocap;
    private bool _ignoreNextParen;
    private GroupFrame _group = null!;
    private AstNode? _unit;
    private LimitViolation? _violation;

    private RegexParser(string pattern, RegexOptions options, RegexLimits limits)
    {
        _pattern = pattern;
        _options = options;
        _limits = limits;
    }

    /// <summary>Parses <paramref name="pattern"/>; throws <see cref="RegexSyntaxException"/> where the BCL would throw.</summary>
    public static ParsedPattern Parse(string pattern, RegexOptions options, RegexLimits limits)
    {
        var parser = new RegexParser(pattern, options, limits);
        parser.CountCaptures();
        parser._pos = 0;
        parser._autocap = 1;
        parser._ignoreNextParen = false;
        parser._options = options;
        AstNode root = parser.ScanRegex();
        return new ParsedPattern(root, parser._captures, parser._violation);
    }

    private bool Has(RegexOptions option) => (_options & option) != 0;

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private AstNode ScanRegex()
    {
        _group = new GroupFrame(GroupKind.Root, 0, 0, null, _options);
        bool isQuantifier = false;

        while (_pos < _pattern.Length)
        {
            bool wasPrevQuantifier = isQuantifier;
            isQuantifier = false;

            ScanBlank();
            int runStart = _pos;
            ScanLiteralRun();
            int runEnd = _pos;
            ScanBlank();

            char ch;
            if (_pos == _pattern.Length)
            {
                ch = EndOfPattern;
            }
            else if (PatternCharacters.IsSpecial(ch = _pattern[_pos]))
            {
                isQuantifier = PatternCharacters.IsQuantifierStart(ch);
                _pos++;
            }
            else
            {
                ch = OrdinaryCharacter;
            }

            if (runStart < runEnd)
            {
                // A quantifier after a run applies to its last character only.
                int unquantified = runEnd - runStart - (isQuantifier ? 1 : 0);
                wasPrevQuantifier = false;
                if (unquantified > 0) _group.Sequence.Add(Literal(runStart, _pattern.Substring(runStart, unquantified)));
                if (isQuantifier) _unit = Literal(runEnd - 1, _pattern[runEnd - 1].ToString());
            }

            int at = _pos - 1;
            switch (ch)
            {
                case EndOfPattern:
                    return FinishRoot();

                case OrdinaryCharacter:
                    continue;

                case '[':
                    _unit = new AstClass(at, ScanCharClass(Has(RegexOptions.IgnoreCase), scanOnly: false)!);
                    break;

                case '(':
                    OpenGroup(at);
                    continue;

                case '|':
                    _group.Branches.Add(Sequence(_group.Sequence));
                    _group.Sequence = [];
                    continue;

                case ')':
                    if (_openGroups.Count == 0) throw Error(RegexSyntaxError.InsufficientOpeningParentheses, "Too many )'s.");
                    CloseGroup();
                    if (_unit is null) continue;
                    break;

                case '\\':
                    if (_pos == _pattern.Length) throw Error(RegexSyntaxError.UnescapedEndingBackslash, "Illegal \\ at end of pattern.");
                    _unit = ScanBackslash(scanOnly: false)!;
                    break;

                case '^':
                    _unit = new AstAssertion(at, Has(RegexOptions.Multiline) ? LookKind.LineStart : LookKind.Start);
                    break;

                case '$':
                    _unit = new AstAssertion(at, Has(RegexOptions.Multiline) ? LookKind.LineEnd : LookKind.EndZ);
                    break;

                case '.':
                    _unit = new AstAnyCharacter(at, Has(RegexOptions.Singleline));
                    break;

                default: // '{', '*', '+', '?'
                    if (_unit is null)
                    {
                        throw wasPrevQuantifier
                            ? Error(RegexSyntaxError.NestedQuantifiersNotParenthesized, $"Nested quantifier '{ch}'.")
                            : Error(RegexSyntaxError.QuantifierAfterNothing, $"Quantifier '{ch}' following nothing.");
                    }
                    _pos--;
                    break;
            }

            ScanBlank();
            if (_pos == _pattern.Length || !(isQuantifier = PatternCharacters.IsTrueQuantifier(_pattern, _pos)))
            {
                AddUnit();
                continue;
            }
            ScanQuantifier();
        }

        return FinishRoot();
    }

    /// <summary>Moves past ordinary characters (and <c>{</c> that does not start a quantifier).</summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private void ScanLiteralRun()
    {
        bool ignoreWhitespace = Has(RegexOptions.IgnorePatternWhitespace);
        while (_pos < _pattern.Length)
        {
            char c = _pattern[_pos];
            bool stops = ignoreWhitespace ? PatternCharacters.IsSpecialOrSpace(c) : PatternCharacters.IsSpecial(c);
            if (stops && !(c == '{' && !PatternCharacters.IsTrueQuantifier(_pattern, _pos))) break;
            _pos++;
        }
    }

    /// <summary>Scans the quantifier at <see cref="_pos"/> (known to be a true quantifier) and applies it to the pending unit.</summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private void ScanQuantifier()
    {
        int quantifierPos = _pos;
        char ch = _pattern[_pos++];
        int min = 0, max;
        switch (ch)
        {
            case '*':
                max = int.MaxValue;
                break;
            case '?':
                max = 1;
                break;
            case '+':
                min = 1;
                max = int.MaxValue;
                break;
            default: // '{'
                int start = _pos;
                max = min = ScanDecimal();
                if (start < _pos && _pos < _pattern.Length && _pattern[_pos] == ',')
                {
                    _pos++;
                    max = _pos == _pattern.Length || _pattern[_pos] == '}' ? int.MaxValue : ScanDecimal();
                }
                if (start == _pos || _pos == _pattern.Length || _pattern[_pos++] != '}')
                {
                    AddUnit();
                    _pos = start - 1;
                    return;
                }
                break;
        }

        ScanBlank();
        bool lazy = false;
        if (_pos < _pattern.Length && _pattern[_pos] == '?')
        {
            _pos++;
            lazy = true;
        }

        if (min > max) throw Error(RegexSyntaxError.ReversedQuantifierRange, "Illegal {x,y} with x > y.");

        if (min > _limits.MaxRepetitionCount || (max != int.MaxValue && max > _limits.MaxRepetitionCount))
        {
            NoteViolation(quantifierPos, $"a repetition count above the limit of {_limits.MaxRepetitionCount}");
        }

        _group.Sequence.Add(new AstRepeat(_unit!.Position, _unit, min, max, lazy));
        _unit = null;
    }

    private void AddUnit()
    {
        _group.Sequence.Add(_unit!);
        _unit = null;
    }

    private AstLiteral Literal(int position, string value) => new(position, value, Has(RegexOptions.IgnoreCase));

    private void OpenGroup(int parenPos)
    {
        RegexOptions outer = _options;
        GroupFrame? frame = ScanGroupOpen(parenPos, outer);
        if (frame is null) return; // (?imnsx-imnsx): the options stay changed until the enclosing group closes

        _openGroups.Push(_group);
        _group = frame;
        if (_openGroups.Count > _limits.MaxNestingDepth)
        {
            NoteViolation(parenPos, $"groups nested deeper than the limit of {_limits.MaxNestingDepth}");
        }
    }

    private void CloseGroup()
    {
        GroupFrame closing = _group;
        _unit = FinishGroup(closing);
        _group = _openGroups.Pop();
        _options = closing.OuterOptions;

        // The first group inside an expression conditional is its condition, not part of a branch.
        if (_group.Kind == GroupKind.ExpressionConditional && _group.Branches.Count == 0)
        {
            _group.Branches.Add(_unit);
            _unit = null;
        }
    }

    private AstNode FinishRoot()
    {
        if (_openGroups.Count != 0) throw Error(RegexSyntaxError.InsufficientClosingParentheses, "Not enough )'s.");
        return FinishGroup(_group);
    }

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private AstNode FinishGroup(GroupFrame frame)
    {
        frame.Branches.Add(Sequence(frame.Sequence));
        if (frame.IsConditional)
        {
            int allowed = frame.Kind == GroupKind.ReferenceConditional ? 2 : 3; // an expression conditional also holds its condition
            if (frame.Branches.Count > allowed)
            {
                throw Error(RegexSyntaxError.AlternationHasTooManyConditions, "Too many | in (?()|).");
            }
        }

        AstNode[] branches = [.. frame.Branches];
        return frame.Kind switch
        {
            GroupKind.Root => Alternation(branches),
            GroupKind.Capture => new AstCapture(frame.Position, frame.CaptureNumber, Alternation(branches)),
            GroupKind.NonCapturing => new AstGroup(frame.Position, Alternation(branches)),
            _ => new AstUnsupported(frame.Position, frame.Construct!, branches),
        };
    }

    private AstNode Sequence(List<AstNode> parts) =>
        parts.Count == 1 ? parts[0] : new AstConcat(parts.Count > 0 ? parts[0].Position : _pos, [.. parts]);

    private static AstNode Alternation(AstNode[] branches) =>
        branches.Length == 1 ? branches[0] : new AstAlternation(branches[0].Position, branches);

    /// <summary>Skips IgnorePatternWhitespace whitespace and <c>#</c> comments, and <c>(?#…)</c> comments.</summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private void ScanBlank()
    {
        while (true)
        {
            if (Has(RegexOptions.IgnorePatternWhitespace))
            {
                while (_pos < _pattern.Length && PatternCharacters.IsSpace(_pattern[_pos])) _pos++;
            }

            if (Has(RegexOptions.IgnorePatternWhitespace) && _pos < _pattern.Length && _pattern[_pos] == '#')
            {
                _pos = _pattern.IndexOf('\n', _pos);
                if (_pos < 0) _pos = _pattern.Length;
            }
            else if (_pos + 2 < _pattern.Length && _pattern[_pos + 2] == '#' && _pattern[_pos + 1] == '?' && _pattern[_pos] == '(')
            {
                _pos = _pattern.IndexOf(')', _pos);
                if (_pos < 0)
                {
                    _pos = _pattern.Length;
                    throw Error(RegexSyntaxError.UnterminatedComment, "Unterminated (?#...) comment.");
                }
                _pos++;
            }
            else
            {
                return;
            }
        }
    }

    private void NoteViolation(int position, string description) => _violation ??= new LimitViolation(position, description);

    private RegexSyntaxException Error(RegexSyntaxError error, string detail) => new(error, _pos, _pattern, detail);
}

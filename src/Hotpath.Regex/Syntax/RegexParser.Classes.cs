using System.Runtime.CompilerServices;
using System.Text.RegularExpressions;

namespace Hotpath.RegularExpressions.Syntax;

internal sealed partial class RegexParser
{
    /// <summary>
    /// Scans a class after its <c>[</c>, through its <c>]</c>. With <paramref name="scanOnly"/> (the prescan)
    /// it only advances, as the BCL's prescan does, and returns <see langword="null"/>.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private ClassSyntax? ScanCharClass(bool ignoreCase, bool scanOnly, int depth = 0)
    {
        // Subtractions recurse; unlike the group stack, this recursion must be bounded to protect the call stack.
        if (depth > _limits.MaxNestingDepth)
        {
            throw new RegexUnsupportedException($"character class subtractions nested deeper than the limit of {_limits.MaxNestingDepth}", _pos, _pattern);
        }

        var items = new List<ClassItem>();
        ClassSyntax? subtraction = null;
        bool negated = false;
        char rangeStart = '\0';
        bool inRange = false;
        bool firstChar = true;
        bool closed = false;

        if (_pos < _pattern.Length && _pattern[_pos] == '^')
        {
            _pos++;
            negated = true;
            // ECMAScript allows "[^]" to close immediately. The BCL reads past the end here when the pattern
            // ends with "[^"; treating that as unterminated keeps the outcome (an exception) the same.
            if (Has(RegexOptions.ECMAScript) && _pos < _pattern.Length && _pattern[_pos] == ']') firstChar = false;
        }

        for (; _pos < _pattern.Length; firstChar = false)
        {
            bool translatedChar = false;
            char ch = _pattern[_pos++];
            if (ch == ']')
            {
                if (!firstChar)
                {
                    closed = true;
                    break;
                }
            }
            else if (ch == '\\' && _pos < _pattern.Length)
            {
                switch (ch = _pattern[_pos++])
                {
                    case 'D' or 'd' or 'S' or 's' or 'W' or 'w':
                        if (!scanOnly)
                        {
                            if (inRange) throw ShorthandInRange(ch);
                            items.Add(new ClassShorthandItem(ShorthandFor(ch), char.IsAsciiLetterUpper(ch), Has(RegexOptions.ECMAScript)));
                        }
                        continue;

                    case 'p' or 'P':
                        if (!scanOnly)
                        {
                            if (inRange) throw ShorthandInRange(ch);
                            items.Add(new ClassPropertyItem(ScanProperty(), ch == 'P'));
                        }
                        else
                        {
                            ScanPropertyName();
                        }
                        continue;

                    case '-':
                        if (!scanOnly)
                        {
                            if (inRange)
                            {
                                if (rangeStart > ch) throw ReversedRange();
                                items.Add(new ClassRangeItem(rangeStart, ch));
                                inRange = false;
                                rangeStart = '\0';
                            }
                            else
                            {
                                items.Add(new ClassRangeItem(ch, ch));
                            }
                        }
                        continue;

                    default:
                        _pos--;
                        ch = ScanCharEscape();
                        translatedChar = true;
                        break;
                }
            }

            if (inRange)
            {
                inRange = false;
                if (scanOnly) continue;
                if (ch == '[' && !translatedChar && !firstChar)
                {
                    // "x-[" starts a subtraction, not a range ending at '['.
                    items.Add(new ClassRangeItem(rangeStart, rangeStart));
                    subtraction = ScanCharClass(ignoreCase, scanOnly, depth + 1);
                    if (_pos < _pattern.Length && _pattern[_pos] != ']') throw SubtractionNotLast();
                }
                else
                {
                    if (rangeStart > ch) throw ReversedRange();
                    items.Add(new ClassRangeItem(rangeStart, ch));
                }
            }
            else if (_pos + 1 < _pattern.Length && _pattern[_pos] == '-' && _pattern[_pos + 1] != ']')
            {
                rangeStart = ch;
                inRange = true;
                _pos++;
            }
            else if (_pos < _pattern.Length && ch == '-' && !translatedChar && _pattern[_pos] == '[' && !firstChar)
            {
                // "-[" after a complete item, usually a range as in [a-z-[aeiou]].
                _pos++;
                ClassSyntax? nested = ScanCharClass(ignoreCase, scanOnly, depth + 1);
                if (!scanOnly)
                {
                    subtraction = nested;
                    if (_pos < _pattern.Length && _pattern[_pos] != ']') throw SubtractionNotLast();
                }
            }
            else if (!scanOnly)
            {
                items.Add(new ClassRangeItem(ch, ch));
            }
        }

        if (!closed) throw Error(RegexSyntaxError.UnterminatedBracket, "Unterminated [] set.");
        return scanOnly ? null : new ClassSyntax(negated, items, subtraction, ignoreCase);
    }

    private RegexSyntaxException ShorthandInRange(char ch) =>
        Error(RegexSyntaxError.ShorthandClassInCharacterRange, $"Cannot include class \\{ch} in character range.");

    private RegexSyntaxException ReversedRange() => Error(RegexSyntaxError.ReversedCharacterRange, "[x-y] range in reverse order.");

    private RegexSyntaxException SubtractionNotLast() =>
        Error(RegexSyntaxError.ExclusionGroupNotLast, "A subtraction must be the last element in a character class.");
}

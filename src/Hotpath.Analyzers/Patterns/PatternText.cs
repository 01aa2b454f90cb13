using System.Globalization;

namespace Hotpath.Analyzers.Patterns;

/// <summary>
/// Tokenizing steps shared by the capture prescan and the main scan, each the same step Hotpath.Regex's parser
/// (<c>Syntax/RegexParser</c>, itself a copy of the BCL's) takes, so both scans split a pattern where .NET does.
/// Every step starts at <c>pos</c> and leaves it after what it read.
/// </summary>
internal static class PatternText
{
    /// <summary>Whitespace that IgnorePatternWhitespace skips: <c>\t \n \f \r</c> and space.</summary>
    public static bool IsSpace(char c) => c is '\t' or '\n' or '\f' or '\r' or ' ';

    /// <summary>A character of a group name: <c>\w</c> (letters, Mn, Nd, Pc) or U+200C/U+200D.</summary>
    public static bool IsWordChar(char c)
    {
        if (c is '\u200C' or '\u200D') return true;
        switch (CharUnicodeInfo.GetUnicodeCategory(c))
        {
            case UnicodeCategory.UppercaseLetter:
            case UnicodeCategory.LowercaseLetter:
            case UnicodeCategory.TitlecaseLetter:
            case UnicodeCategory.ModifierLetter:
            case UnicodeCategory.OtherLetter:
            case UnicodeCategory.NonSpacingMark:
            case UnicodeCategory.DecimalDigitNumber:
            case UnicodeCategory.ConnectorPunctuation:
                return true;
            default:
                return false;
        }
    }

    public static bool IsAsciiDigit(char c) => c is >= '0' and <= '9';

    /// <summary>Reads a run of decimal digits; a value past <see cref="int.MaxValue"/> reads as that.</summary>
    public static int ScanDecimal(string pattern, ref int pos)
    {
        long value = 0;
        while (pos < pattern.Length && IsAsciiDigit(pattern[pos]))
        {
            value = Math.Min(value * 10 + (pattern[pos++] - '0'), int.MaxValue);
        }
        return (int)value;
    }

    /// <summary>Reads a group name: a run of word characters.</summary>
    public static string ScanName(string pattern, ref int pos)
    {
        int start = pos;
        while (pos < pattern.Length && IsWordChar(pattern[pos])) pos++;
        return pattern.Substring(start, pos - start);
    }

    /// <summary>
    /// Skips IgnorePatternWhitespace's blanks and <c>#</c> comments (when <paramref name="ignoreWhitespace"/>)
    /// and <c>(?#…)</c> comments, as the parser does between units.
    /// </summary>
    public static void SkipBlank(string pattern, ref int pos, bool ignoreWhitespace)
    {
        while (true)
        {
            if (ignoreWhitespace)
            {
                while (pos < pattern.Length && IsSpace(pattern[pos])) pos++;
            }

            if (ignoreWhitespace && pos < pattern.Length && pattern[pos] == '#')
            {
                int end = pattern.IndexOf('\n', pos);
                pos = end < 0 ? pattern.Length : end;
            }
            else if (pos + 2 < pattern.Length && pattern[pos] == '(' && pattern[pos + 1] == '?' && pattern[pos + 2] == '#')
            {
                int end = pattern.IndexOf(')', pos);
                pos = end < 0 ? pattern.Length : end + 1;
            }
            else
            {
                return;
            }
        }
    }

    /// <summary>
    /// Skips an escape that stands for one character, <paramref name="pos"/> on the character after the
    /// backslash: <c>\xHH</c>, <c>\uHHHH</c>, octal digits and <c>\cX</c> span more than one character, and
    /// <c>\c[</c> must not open a class.
    /// </summary>
    public static void SkipCharEscape(string pattern, ref int pos)
    {
        char c = pattern[pos++];
        int extra = c switch
        {
            'x' => 2,
            'u' => 4,
            'c' => 1,
            _ => 0,
        };
        if (c is >= '0' and <= '7')
        {
            for (int digits = 1; digits < 3 && pos < pattern.Length && pattern[pos] is >= '0' and <= '7'; digits++) pos++;
        }
        pos = Math.Min(pos + extra, pattern.Length);
    }

    /// <summary>
    /// Skips a character class, <paramref name="pos"/> after its <c>[</c>, through its <c>]</c>, following the
    /// parser's rules: a <c>]</c> first is a member, escapes are members, and <c>-[…]</c> subtracts a nested class.
    /// </summary>
    public static void SkipClass(string pattern, ref int pos, bool ecmaScript)
    {
        bool firstChar = true;
        bool inRange = false;
        if (pos < pattern.Length && pattern[pos] == '^')
        {
            pos++;
            if (ecmaScript && pos < pattern.Length && pattern[pos] == ']') firstChar = false;
        }

        for (; pos < pattern.Length; firstChar = false)
        {
            bool escaped = false;
            char ch = pattern[pos++];
            if (ch == ']' && !firstChar) return;
            if (ch == '\\' && pos < pattern.Length)
            {
                char kind = pattern[pos];
                if (kind is 'd' or 'D' or 's' or 'S' or 'w' or 'W' or '-' or 'p' or 'P')
                {
                    // Shorthands, properties and "\-" never start a range or a subtraction.
                    pos++;
                    if (kind is 'p' or 'P') SkipPropertyName(pattern, ref pos);
                    inRange = false;
                    continue;
                }
                SkipCharEscape(pattern, ref pos);
                escaped = true;
            }

            if (inRange)
            {
                inRange = false;
                if (ch == '[' && !escaped && !firstChar) SkipClass(pattern, ref pos, ecmaScript);
            }
            else if (pos + 1 < pattern.Length && pattern[pos] == '-' && pattern[pos + 1] != ']')
            {
                inRange = true;
                pos++;
            }
            else if (pos < pattern.Length && ch == '-' && !escaped && pattern[pos] == '[' && !firstChar)
            {
                pos++;
                SkipClass(pattern, ref pos, ecmaScript);
            }
        }
    }

    /// <summary>Skips the <c>{Name}</c> after <c>\p</c> or <c>\P</c>.</summary>
    public static void SkipPropertyName(string pattern, ref int pos)
    {
        if (pos >= pattern.Length || pattern[pos] != '{') return;
        int end = pattern.IndexOf('}', pos);
        pos = end < 0 ? pattern.Length : end + 1;
    }

    /// <summary>Whether a well-formed quantifier <c>* + ? {n} {n,} {n,m}</c> starts at <paramref name="pos"/>.</summary>
    public static bool IsTrueQuantifier(string pattern, int pos)
    {
        char c = pattern[pos];
        if (c != '{') return c is '*' or '+' or '?';
        int i = pos + 1;
        int digitsStart = i;
        while (i < pattern.Length && IsAsciiDigit(pattern[i])) i++;
        if (i == digitsStart || i == pattern.Length) return false;
        if (pattern[i] == '}') return true;
        if (pattern[i] != ',') return false;
        i++;
        while (i < pattern.Length && IsAsciiDigit(pattern[i])) i++;
        return i < pattern.Length && pattern[i] == '}';
    }

    /// <summary>
    /// Reads inline option letters (<c>imnsx</c>, with <c>-</c> and <c>+</c>) into <paramref name="options"/>,
    /// stopping at the first other character.
    /// </summary>
    public static void ScanOptionLetters(string pattern, ref int pos, ref int options)
    {
        for (bool off = false; pos < pattern.Length; pos++)
        {
            char ch = pattern[pos];
            if (ch is '-' or '+')
            {
                off = ch == '-';
                continue;
            }
            int option = (char)(ch | 0x20) switch
            {
                'i' => RegexOptionBits.IgnoreCase,
                'm' => RegexOptionBits.Multiline,
                'n' => RegexOptionBits.ExplicitCapture,
                's' => RegexOptionBits.Singleline,
                'x' => RegexOptionBits.IgnorePatternWhitespace,
                _ => RegexOptionBits.None,
            };
            if (option == RegexOptionBits.None) return;
            options = off ? options & ~option : options | option;
        }
    }
}

namespace Hotpath.RegularExpressions.Syntax;

/// <summary>How .NET's parser classifies pattern characters outside classes.</summary>
internal static class PatternCharacters
{
    /// <summary>Ends a run of literal characters: <c>$ ( ) * + . ? [ \ ^ { |</c>.</summary>
    public static bool IsSpecial(char c) => c is '$' or '(' or ')' or '*' or '+' or '.' or '?' or '[' or '\\' or '^' or '{' or '|';

    /// <summary><see cref="IsSpecial"/> or whitespace or <c>#</c>: ends a literal run under IgnorePatternWhitespace.</summary>
    public static bool IsSpecialOrSpace(char c) => IsSpecial(c) || IsSpace(c) || c == '#';

    /// <summary>Starts a quantifier: <c>* + ? {</c>.</summary>
    public static bool IsQuantifierStart(char c) => c is '*' or '+' or '?' or '{';

    /// <summary>Whitespace that IgnorePatternWhitespace skips: <c>\t \n \f \r</c> and space (not <c>\v</c>).</summary>
    public static bool IsSpace(char c) => c is '\t' or '\n' or '\f' or '\r' or ' ';

    /// <summary>
    /// Whether <paramref name="pattern"/> at <paramref name="pos"/> starts a real quantifier: <c>* + ?</c>,
    /// or a well-formed <c>{n}</c>, <c>{n,}</c>, <c>{n,m}</c>. Anything else starting with <c>{</c> is a literal.
    /// </summary>
    public static bool IsTrueQuantifier(string pattern, int pos)
    {
        char c = pattern[pos];
        if (c != '{') return c is '*' or '+' or '?';

        int i = pos + 1;
        int digitsStart = i;
        while (i < pattern.Length && char.IsAsciiDigit(pattern[i])) i++;
        if (i == digitsStart || i == pattern.Length) return false;
        if (pattern[i] == '}') return true;
        if (pattern[i] != ',') return false;
        i++;
        while (i < pattern.Length && char.IsAsciiDigit(pattern[i])) i++;
        return i < pattern.Length && pattern[i] == '}';
    }
}

using System.Text;

namespace Hotpath.RegularExpressions.Tests.Differential;

/// <summary>
/// Rewrites each word boundary of a .NET pattern (<c>\b</c>, <c>\B</c>) as the same assertion inside a double negative
/// lookahead, <c>(?!(?!\b))</c>. The BCL's backtracking optimizer looks past positive lookaheads but not negative ones,
/// so it no longer makes a loop atomic before the boundary, which it sometimes does wrongly (<see
/// cref="DifferentialComparer.Oracles"/>); what the pattern means is unchanged, and so are its groups.
/// </summary>
internal static class WordBoundaryShield
{
    /// <summary>The rewritten pattern, or null when it has no word boundary (<c>[\b]</c> is a backspace, and comments say nothing).</summary>
    public static string? TryShield(string pattern, RegexOptions options)
    {
        bool freeSpacing = (options & RegexOptions.IgnorePatternWhitespace) != 0;
        var shielded = new StringBuilder(pattern.Length + 16);
        bool changed = false;
        int classDepth = 0;
        for (int i = 0; i < pattern.Length; i++)
        {
            char c = pattern[i];
            if (c == '\\' && i + 1 < pattern.Length)
            {
                char next = pattern[++i];
                if (classDepth == 0 && next is 'b' or 'B')
                {
                    shielded.Append("(?!(?!\\").Append(next).Append("))");
                    changed = true;
                }
                else
                {
                    shielded.Append(c).Append(next);
                }
                continue;
            }
            int end = classDepth == 0 ? CommentEnd(pattern, i, freeSpacing) : -1;
            if (end >= 0)
            {
                shielded.Append(pattern, i, end - i);
                i = end - 1;
                continue;
            }
            shielded.Append(c);
            if (c == '[' && (classDepth == 0 || pattern[i - 1] == '-'))
            {
                classDepth++;
                // A ']' first in a class (after any '^') is a member, not the close.
                if (i + 1 < pattern.Length && pattern[i + 1] == '^') shielded.Append(pattern[++i]);
                if (i + 1 < pattern.Length && pattern[i + 1] == ']') shielded.Append(pattern[++i]);
            }
            else if (c == ']' && classDepth > 0)
            {
                classDepth--;
            }
        }
        return changed ? shielded.ToString() : null;
    }

    // The end (exclusive) of a comment starting at `i`: `(?#...)`, or `#` to the line's end under free spacing; else -1.
    private static int CommentEnd(string pattern, int i, bool freeSpacing)
    {
        if (string.CompareOrdinal(pattern, i, "(?#", 0, 3) == 0)
        {
            int close = pattern.IndexOf(')', i);
            return close < 0 ? pattern.Length : close + 1;
        }
        if (freeSpacing && pattern[i] == '#')
        {
            int newline = pattern.IndexOf('\n', i);
            return newline < 0 ? pattern.Length : newline;
        }
        return -1;
    }
}

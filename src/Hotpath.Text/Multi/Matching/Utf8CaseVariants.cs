using System.Text;

namespace Hotpath.Text;

/// <summary>
/// Case-insensitive UTF-8 search folds ASCII bytes directly, but a non-ASCII letter and its other case can
/// differ in several bytes (even in length), which no byte-wise fold expresses. So each pattern is expanded
/// into the UTF-8 encodings of all its spellings under <see cref="StringComparison.OrdinalIgnoreCase"/> for
/// non-ASCII chars; the expansions report the original pattern's index.
/// </summary>
internal static class Utf8CaseVariants
{
    /// <summary>The most spellings one pattern may expand to; beyond that construction fails rather than blow up.</summary>
    public const int MaxVariantsPerPattern = 4096;

    /// <summary>The distinct UTF-8 spellings of <paramref name="pattern"/>, the pattern itself first.</summary>
    public static List<byte[]> Expand(string pattern)
    {
        var folding = CodeUnitFolding.Utf16IgnoreCase;
        var spellings = new List<string> { pattern };
        for (int i = 0; i < pattern.Length; i++)
        {
            ReadOnlySpan<ushort> members = folding.UnitsFoldingTo(folding.Fold(pattern[i]));
            if (!members.ContainsAnyInRange((ushort)0x80, ushort.MaxValue)) continue;  // ASCII-only: the byte fold covers it
            if ((long)spellings.Count * members.Length > MaxVariantsPerPattern)
                throw new ArgumentException($"Pattern \"{pattern}\" has more than {MaxVariantsPerPattern} case-insensitive UTF-8 spellings; search it case-sensitively or split it.", "patterns");
            var next = new List<string>(spellings.Count * members.Length);
            foreach (string spelling in spellings)
                foreach (ushort member in members)
                    next.Add(string.Create(spelling.Length, (spelling, i, (char)member), static (span, s) =>
                    {
                        s.spelling.CopyTo(span);
                        span[s.i] = s.Item3;
                    }));
            spellings = next;
        }
        var seen = new HashSet<string>(StringComparer.Ordinal);
        var result = new List<byte[]>();
        // Keep the given spelling first so that it is the one reported among identical-length alternatives.
        foreach (string spelling in spellings.OrderBy(s => s == pattern ? 0 : 1))
            if (seen.Add(spelling)) result.Add(Encoding.UTF8.GetBytes(spelling));
        return result;
    }
}

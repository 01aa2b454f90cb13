using System.Numerics;
using System.Runtime.InteropServices;

namespace Hotpath.Text;

/// <summary>
/// A case-sensitive set whose non-empty patterns are exactly every ASCII case spelling of one word (rebar's
/// sherlock-nocase: "SHERL", "SHERl", …, "sherl"). Rather than fingerprinting 2^letters patterns, it searches the
/// word once, case-insensitively, with the single-needle rare-unit filter, and maps each hit to the pattern spelled
/// like the text there: the upper-case letters form an index into a table of the earliest such pattern. All
/// patterns have one length, so leftmost-first and leftmost-longest agree. Immutable and thread-safe.
/// </summary>
internal sealed class CaseClosureEngine<T> : MultiPatternEngine<T> where T : unmanaged, IBinaryInteger<T>
{
    /// <summary>At most this many letters (so at most 4096 spellings) are recognized.</summary>
    public const int MaxLetters = 12;

    private readonly SubstringSearcher? _chars;
    private readonly Utf8SubstringSearcher? _bytes;
    // The word with ASCII letters lower-cased; letter positions in order.
    private readonly T[] _lower;
    private readonly int[] _letters;
    // Bit i set: letter i is upper-case. The earliest pattern with that spelling.
    private readonly int[] _patternBySpelling;

    private CaseClosureEngine(PatternSet<T> set, T[] lower, int[] letters, int[] patternBySpelling) : base(set)
    {
        _lower = lower;
        _letters = letters;
        _patternBySpelling = patternBySpelling;
        if (typeof(T) == typeof(byte)) _bytes = new Utf8SubstringSearcher(MemoryMarshal.Cast<T, byte>(lower), StringComparison.OrdinalIgnoreCase);
        else _chars = new SubstringSearcher(new string(MemoryMarshal.Cast<T, char>(lower)), StringComparison.OrdinalIgnoreCase);
    }

    public override MultiStringAlgorithm Algorithm => MultiStringAlgorithm.Substring;

    public override long MemoryBytes => (_chars?.MemoryBytes ?? _bytes!.MemoryBytes) + _patternBySpelling.Length * sizeof(int) + _letters.Length * sizeof(int);

    /// <summary>The engine when the set's non-empty patterns are all the ASCII case spellings of one word with at least one letter, else null.</summary>
    public static CaseClosureEngine<T>? TryCreate(PatternSet<T> set)
    {
        if (set.Folding.Table is not null) return null;
        T[]? lower = null;
        int[] letters = [];
        int[]? patternBySpelling = null;
        for (int p = 0; p < set.Count; p++)
        {
            T[] pattern = set.Patterns[p];
            if (pattern.Length == 0) continue;
            if (lower is null)
            {
                lower = LowerAscii(pattern);
                if (lower is null) return null;
                letters = Enumerable.Range(0, lower.Length).Where(i => int.CreateTruncating(lower[i]) is >= 'a' and <= 'z').ToArray();
                if (letters.Length is 0 or > MaxLetters) return null;
                patternBySpelling = new int[1 << letters.Length];
                patternBySpelling.AsSpan().Fill(-1);
            }
            if (pattern.Length != lower.Length || !TrySpelling(pattern, lower, letters, out int spelling)) return null;
            if (patternBySpelling![spelling] < 0) patternBySpelling[spelling] = p;
        }
        if (patternBySpelling is null || patternBySpelling.Contains(-1)) return null;
        return new CaseClosureEngine<T>(set, lower!, letters, patternBySpelling);
    }

    public override bool TryFind(ReadOnlySpan<T> haystack, int start, out StringMatch match)
    {
        for (int position = start; position <= haystack.Length - _lower.Length; )
        {
            ReadOnlySpan<T> rest = haystack.Slice(position);
            int index = typeof(T) == typeof(byte)
                ? _bytes!.IndexOf(MemoryMarshal.Cast<T, byte>(rest))
                : _chars!.IndexOf(MemoryMarshal.Cast<T, char>(rest));
            if (index < 0) break;
            position += index;
            // The case-insensitive hit may be a non-ASCII spelling (e.g. the Kelvin sign for 'k'); only ASCII ones are patterns.
            if (position <= haystack.Length - _lower.Length && TrySpelling(haystack.Slice(position, _lower.Length), _lower, _letters, out int spelling))
            {
                match = new StringMatch(_patternBySpelling[spelling], position, _lower.Length);
                return true;
            }
            position++;
        }
        match = default;
        return false;
    }

    /// <summary>Whether <paramref name="text"/> is an ASCII case spelling of <paramref name="lower"/>, and which (bit i: letter i upper-case).</summary>
    private static bool TrySpelling(ReadOnlySpan<T> text, T[] lower, int[] letters, out int spelling)
    {
        spelling = 0;
        int letter = 0;
        for (int i = 0; i < lower.Length; i++)
        {
            int unit = int.CreateTruncating(text[i]);
            int expected = int.CreateTruncating(lower[i]);
            if (letter < letters.Length && letters[letter] == i)
            {
                if ((unit | 0x20) != expected) return false;
                if (unit != expected) spelling |= 1 << letter;
                letter++;
            }
            else if (unit != expected) return false;
        }
        return true;
    }

    private static T[]? LowerAscii(T[] pattern)
    {
        var lower = new T[pattern.Length];
        for (int i = 0; i < pattern.Length; i++)
        {
            int unit = int.CreateTruncating(pattern[i]);
            if (unit >= 0x80) return null;
            lower[i] = T.CreateTruncating(unit is >= 'A' and <= 'Z' ? unit | 0x20 : unit);
        }
        return lower;
    }
}

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

    /// <summary>How many leading UTF-16 units the runtime's search values search before the rare-unit filter takes over.</summary>
    internal const int LeadingWindow = 64;

    private readonly SubstringSearcher? _chars;
    private readonly Utf8SubstringSearcher? _bytes;
    // The word with ASCII letters lower-cased; letter positions in order.
    private readonly T[] _lower;
    private readonly int[] _letters;
    // Per position of the word: the spelling bit of its letter, or 0 for a non-letter.
    private readonly int[] _spellingBits;
    // Bit i set: letter i is upper-case. The earliest pattern with that spelling.
    private readonly int[] _patternBySpelling;

    private CaseClosureEngine(PatternSet<T> set, T[] lower, int[] letters, int[] patternBySpelling) : base(set)
    {
        _lower = lower;
        _letters = letters;
        _patternBySpelling = patternBySpelling;
        _spellingBits = new int[lower.Length];
        for (int letter = 0; letter < letters.Length; letter++) _spellingBits[letters[letter]] = 1 << letter;
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
        int length = _spellingBits.Length;
        for (int position = start; position <= haystack.Length - length; position++)
        {
            int index = IndexOfWord(haystack.Slice(position));
            if (index < 0) break;
            position += index;
            int spelling = SpellingOfHit(haystack.Slice(position, length));
            if (spelling >= 0)
            {
                match = new StringMatch(_patternBySpelling[spelling], position, length);
                return true;
            }
        }
        match = default;
        return false;
    }

    /// <summary>
    /// The first case-insensitive occurrence of the word. In UTF-16, a hit within the first
    /// <see cref="LeadingWindow"/> units (a ContainsAny on text that names the word early) is found faster by
    /// searching that window alone: <see cref="SubstringSearcher"/> hands a window that short to the runtime's
    /// one-string search values, which cost less to start than the rare-unit filter (sherlock5 ContainsAny, a hit
    /// early in the text, measured faster than with the BCL's ignore-case IndexOf of the window or the 256-bit
    /// whole-word compare); the filter scans the rest.
    /// </summary>
    private int IndexOfWord(ReadOnlySpan<T> text)
    {
        if (typeof(T) == typeof(byte)) return _bytes!.IndexOf(MemoryMarshal.Cast<T, byte>(text));
        ReadOnlySpan<char> chars = MemoryMarshal.Cast<T, char>(text);
        int early = _chars!.IndexOf(chars.Slice(0, Math.Min(chars.Length, LeadingWindow)));
        if (early >= 0 || chars.Length <= LeadingWindow) return early;
        // Windows starting in the leading part but ending after it are still to be checked.
        int resume = Math.Max(0, LeadingWindow - _lower.Length + 1);
        int later = _chars.IndexOf(chars.Slice(resume));
        return later < 0 ? -1 : resume + later;
    }

    /// <summary>
    /// The spelling of a window that equals the word under OrdinalIgnoreCase, or -1 when it is not an ASCII
    /// spelling: a few non-ASCII units fold onto ASCII letters (U+017F 'ſ' onto 's', U+0131 'ı' onto 'i'), and
    /// every other unit then is the word's unit or its upper case.
    /// </summary>
    private int SpellingOfHit(ReadOnlySpan<T> window)
    {
        ReadOnlySpan<int> bits = _spellingBits;
        int spelling = 0;
        for (int i = 0; i < bits.Length && i < window.Length; i++)
        {
            int unit = int.CreateTruncating(window[i]);
            if (unit >= 0x80) return -1;
            if ((unit & 0x20) == 0) spelling |= bits[i];
        }
        return spelling;
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

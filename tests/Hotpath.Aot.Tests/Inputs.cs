using System.Text;

namespace Hotpath.Aot.Tests;

/// <summary>
/// Seeded text for every check. Nothing is read from disk (the shared corpora are not part of a clone), so the
/// program runs anywhere; every case draws its data from its own <see cref="Random"/>, seeded with a number the
/// mismatch line prints.
/// </summary>
internal static class Inputs
{
    /// <summary>
    /// Small alphabets of text elements (a surrogate pair is one element): few distinct units make partial matches,
    /// overlaps and case variants common, and each set holds a trap for vectorized or case-folding code.
    /// </summary>
    public static readonly string[][] Alphabets =
    [
        ["a", "b"],
        ["a", "b", "c", " "],
        ["a", "A", "b", "B", "z", "Z"],                          // ASCII case pairs
        ["e", "E", " ", "t", "h", "r"],                          // common English units: the searchers' 3-probe and whole-needle paths
        ["\u00E9", "\u00C9", "e", "E", "\u0301"],               // é É and a combining accent (not folded)
        ["s", "S", "\u017F", "k", "K", "\u212A"],               // long s and the Kelvin sign: Regex folds them to s/k, OrdinalIgnoreCase does not
        ["\uD801\uDC00", "\uD801\uDC28", "a"],                   // Deseret capital/small long I: a case pair of surrogate pairs
        ["\uD801", "\uDC00", "\uD801\uDC28", "A"],               // lone surrogates beside a pair (dropped for UTF-8)
        ["\u0448", "\u0428", "\u043E", "\u041E", "\u1C82", " "], // ш Ш, о О and narrow o ᲂ (a three-member case class)
        ["\u03A3", "\u03C3", "\u03C2", "a"],                     // Σ σ ς
        ["\u00FF", "\u0178", "y", "x"],                          // ÿ Ÿ: a case pair far apart in value
        ["S", "h", "\u0153", "\u8053", "\u0000", "\u00FF"],      // units whose narrowing to bytes aliases ASCII or saturates
        ["\r", "\n", "\r\n", "x", " "],
    ];

    // Words for English-like text: common short words (dense matches for needles such as "the" and " and "),
    // names, capitals, numbers, e-mail-like and key=value tokens, and a few non-ASCII words and a surrogate pair.
    private static readonly string[] s_words =
    [
        "the", "the", "the", "and", "and", "of", "to", "a", "in", "that", "it", "was", "he", "I", "his", "you", "with",
        "there", "which", "would", "should", "looking", "feeling", "running", "string", "Holmes", "Watson", "Sherlock",
        "Baker", "Street", "London", "Monday", "Friday", "Sunday", "error", "Error", "ERROR", "warning", "said", "upon",
        "1887", "42", "3.14", "2024-01-15", "221B", "alice@example.com", "bob.smith@mail.org", "key=value;", "x=1;",
        "\"quoted text\"", "(parens)", "[bracket]", "<tag>", "{brace}", "caf\u00E9", "na\u00EFve", "stra\u00DFe",
        "\u041F\u0440\u0438\u0432\u0435\u0442", "\u0428\u0435\u0440\u043B\u043E\u043A", "\u65E5\u672C", "\u212Aelvin",
        "\u017Fong", "\u00C9cole", "\uD83D\uDE00", "don't", "well-known", "x_y", "\u0661\u0662",
    ];

    private static readonly string[] s_separators = [" ", " ", " ", " ", ", ", ". ", "\n", "; ", " - ", "!\n", "  ", "\t"];

    /// <summary>Random elements of <paramref name="alphabet"/> up to exactly <paramref name="length"/> UTF-16 units (the cut may split a pair).</summary>
    public static string FromAlphabet(Random random, string[] alphabet, int length)
    {
        var builder = new StringBuilder(length + 2);
        while (builder.Length < length) builder.Append(alphabet[random.Next(alphabet.Length)]);
        builder.Length = length;
        return builder.ToString();
    }

    /// <summary>English-like text of exactly <paramref name="length"/> units: words, capitals, punctuation and line breaks.</summary>
    public static string English(Random random, int length)
    {
        var builder = new StringBuilder(length + 32);
        while (builder.Length < length)
        {
            string word = s_words[random.Next(s_words.Length)];
            if (random.Next(8) == 0 && char.IsAsciiLetterLower(word[0])) word = char.ToUpperInvariant(word[0]) + word[1..];
            builder.Append(word).Append(s_separators[random.Next(s_separators.Length)]);
        }
        builder.Length = length;
        return builder.ToString();
    }

    /// <summary>A substring of <paramref name="text"/> of up to <paramref name="length"/> units.</summary>
    public static string Cut(Random random, string text, int length)
    {
        length = Math.Min(length, text.Length);
        return text.Substring(random.Next(text.Length - length + 1), length);
    }

    /// <summary>Flips the case of about a third of the units (not surrogates), keeping the length.</summary>
    public static string ScrambleCase(Random random, string text)
    {
        char[] chars = text.ToCharArray();
        for (int i = 0; i < chars.Length; i++)
        {
            if (char.IsSurrogate(chars[i]) || random.Next(3) != 0) continue;
            chars[i] = char.IsUpper(chars[i]) ? char.ToLowerInvariant(chars[i]) : char.ToUpperInvariant(chars[i]);
        }
        return new string(chars);
    }

    /// <summary>Drops lone surrogates, so that the text round-trips through UTF-8 and UTF-8 offsets map one to one.</summary>
    public static string WellFormed(string text)
    {
        var builder = new StringBuilder(text.Length);
        for (int i = 0; i < text.Length; i++)
        {
            if (char.IsHighSurrogate(text[i]) && i + 1 < text.Length && char.IsLowSurrogate(text[i + 1])) builder.Append(text, i++, 2);
            else if (!char.IsSurrogate(text[i])) builder.Append(text[i]);
        }
        return builder.ToString();
    }

    /// <summary>
    /// The UTF-8 byte offset of every UTF-16 offset 0..text.Length of well-formed <paramref name="text"/>, in one pass,
    /// so that converting many matches of a long text stays linear. Each surrogate of a pair counts two of its four
    /// bytes: the offset between them is inside the character, where the UTF-8 APIs never put a boundary.
    /// </summary>
    public static int[] Utf8Offsets(string text)
    {
        var offsets = new int[text.Length + 1];
        int bytes = 0;
        for (int i = 0; i < text.Length; i++)
        {
            offsets[i] = bytes;
            char c = text[i];
            bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : char.IsSurrogate(c) ? 2 : 3;
        }
        offsets[text.Length] = bytes;
        return offsets;
    }
}

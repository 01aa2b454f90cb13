using System.Text;

namespace Hotpath.Cli.Data;

/// <summary>The writing systems <see cref="ScriptTexts"/> generates, chosen for their UTF-8 shapes.</summary>
internal enum Script
{
    /// <summary>English: ASCII only (1-byte UTF-8).</summary>
    English,

    /// <summary>French and German style Latin with accents: mostly ASCII with 2-byte letters.</summary>
    LatinAccented,

    /// <summary>Greek (2-byte letters, ASCII spaces and punctuation).</summary>
    Greek,

    /// <summary>Russian Cyrillic (2-byte letters).</summary>
    Cyrillic,

    /// <summary>Arabic (2-byte letters).</summary>
    Arabic,

    /// <summary>Hebrew (2-byte letters).</summary>
    Hebrew,

    /// <summary>Hindi Devanagari (3-byte letters and signs).</summary>
    Devanagari,

    /// <summary>Chinese ideographs with CJK punctuation, no spaces (3-byte).</summary>
    Chinese,

    /// <summary>Japanese kana and kanji (3-byte).</summary>
    Japanese,

    /// <summary>Korean Hangul syllables with ASCII spaces (3-byte).</summary>
    Korean,

    /// <summary>Emoji, many outside the BMP (4-byte UTF-8, surrogate pairs in UTF-16), with spaces.</summary>
    Emoji,

    /// <summary>All of the above, switching every few words: the worst case for per-block fast paths.</summary>
    Mixed,
}

/// <summary>
/// Deterministic texts in many scripts, built from words of script letters, spaces, punctuation and line breaks,
/// so the report and the tests run without any shared data. The same script, seed and length always give the
/// same text; the length is in chars and a surrogate pair is never cut.
/// </summary>
internal static class ScriptTexts
{
    private const string Accented = "àâäçéèêëîïôöùûüÿßœæÀÉÖÜ";

    private static readonly Script[] Single = Enum.GetValues<Script>().Where(s => s != Script.Mixed).ToArray();

    /// <summary>A text of <paramref name="length"/> chars in <paramref name="script"/>.</summary>
    public static string Generate(Script script, int seed, int length)
    {
        var random = new Random(seed);
        var text = new StringBuilder(length + 16);
        Script current = script == Script.Mixed ? Single[random.Next(Single.Length)] : script;
        while (text.Length < length)
        {
            if (script == Script.Mixed && random.Next(4) == 0) current = Single[random.Next(Single.Length)];
            AppendWord(text, current, random);
            int separator = random.Next(20);
            text.Append(separator switch
            {
                0 => current is Script.Chinese or Script.Japanese ? "。" : ". ",
                1 => current is Script.Chinese or Script.Japanese ? "，" : ", ",
                2 => "\n",
                _ => current is Script.Chinese or Script.Japanese ? "" : " ",
            });
        }
        int end = length;
        if (end > 0 && char.IsHighSurrogate(text[end - 1])) end--;
        return text.ToString(0, end);
    }

    private static void AppendWord(StringBuilder text, Script script, Random random)
    {
        int letters = 2 + random.Next(8);
        for (int i = 0; i < letters; i++)
        {
            int scalar = script switch
            {
                Script.English => Pick(random, 'a', 'z', 'A', 'Z'),
                Script.LatinAccented => random.Next(6) == 0 ? Accented[random.Next(Accented.Length)] : Pick(random, 'a', 'z', 'a', 'z'),
                Script.Greek => Pick(random, 0x3B1, 0x3C9, 0x391, 0x3A9),
                Script.Cyrillic => Pick(random, 0x430, 0x44F, 0x410, 0x42F),
                Script.Arabic => Pick(random, 0x627, 0x64A, 0x660, 0x669),
                Script.Hebrew => Pick(random, 0x5D0, 0x5EA, 0x5D0, 0x5EA),
                Script.Devanagari => Pick(random, 0x905, 0x939, 0x93E, 0x94D),
                Script.Chinese => Pick(random, 0x4E00, 0x9FA5, 0x4E00, 0x62FF),
                Script.Japanese => Pick(random, 0x3041, 0x3096, 0x4E00, 0x7FFF),
                Script.Korean => Pick(random, 0xAC00, 0xD7A3, 0xAC00, 0xD7A3),
                Script.Emoji => random.Next(5) == 0 ? Pick(random, 0x2600, 0x26FF, 0x2700, 0x27BF) : Pick(random, 0x1F300, 0x1F5FF, 0x1F600, 0x1F64F),
                _ => throw new ArgumentOutOfRangeException(nameof(script), script, "a single script"),
            };
            text.Append(char.ConvertFromUtf32(scalar));
        }
    }

    // A scalar from one of two ranges (inclusive), the first three times as often.
    private static int Pick(Random random, int first, int last, int otherFirst, int otherLast) =>
        random.Next(4) == 0 ? random.Next(otherFirst, otherLast + 1) : random.Next(first, last + 1);
}

using System.Text;

namespace Hotpath.Cli.Data;

/// <summary>The kinds of mostly-ASCII text <see cref="MostlyAsciiTexts"/> generates.</summary>
internal enum MostlyAscii
{
    /// <summary>English prose with typographic quotes, dashes and ellipses (3-byte) and a few accented names.</summary>
    EnglishTypographic,

    /// <summary>French prose: accented letters (2-byte) in many words, curly apostrophes and guillemets.</summary>
    French,

    /// <summary>German prose: umlauts and ß (2-byte) in some words, low-high quotes (3-byte).</summary>
    German,

    /// <summary>Spanish prose: accents, ñ, and inverted marks (2-byte).</summary>
    Spanish,

    /// <summary>Source code, ASCII but for some comments and string literals in other scripts (2-, 3- and 4-byte).</summary>
    SourceCode,

    /// <summary>Log lines whose user names and messages are sometimes non-ASCII (2- and 3-byte).</summary>
    Logs,

    /// <summary>JSON records: ASCII escapes (\n, \u00e9) and, in some records, raw non-ASCII names and emoji.</summary>
    Json,
}

/// <summary>
/// Deterministic mostly-ASCII texts: English words with non-ASCII chars spread through them the way real prose, code,
/// logs and JSON carry them, so the few non-ASCII chars sit alone between long ASCII runs. The same kind, seed and
/// length always give the same text; a surrogate pair is never cut.
/// </summary>
internal static class MostlyAsciiTexts
{
    private const string Letters = "etaoinshrdlucmfwypvbgkqjxz";

    /// <summary>A text of <paramref name="length"/> chars of <paramref name="kind"/>.</summary>
    public static string Generate(MostlyAscii kind, int seed, int length)
    {
        var random = new Random(seed);
        var text = new StringBuilder(length + 256);
        while (text.Length < length)
        {
            switch (kind)
            {
                case MostlyAscii.SourceCode: AppendCodeLine(text, random); break;
                case MostlyAscii.Logs: AppendLogLine(text, random); break;
                case MostlyAscii.Json: AppendJsonRecord(text, random); break;
                default: AppendSentence(text, kind, random); break;
            }
        }
        int end = length;
        if (end > 0 && char.IsHighSurrogate(text[end - 1])) end--;
        return text.ToString(0, end);
    }

    private static void AppendSentence(StringBuilder text, MostlyAscii kind, Random random)
    {
        (string accents, int wordsPerAccent, string open, string close) = kind switch
        {
            MostlyAscii.French => ("éééèàçêâîôûùëœÉ", 4, "« ", " »"),
            MostlyAscii.German => ("äöüßÄÖÜ", 7, "„", "“"),
            MostlyAscii.Spanish => ("áéíóúñüÁÉ", 6, "¿", "?"),
            _ => ("éöñ", 200, "“", "”"),
        };
        bool quoted = random.Next(4) == 0;
        if (quoted) text.Append(open);
        int words = 4 + random.Next(14);
        for (int i = 0; i < words; i++)
        {
            if (i > 0) text.Append(random.Next(12) == 0 ? ", " : " ");
            AppendWord(text, random, random.Next(wordsPerAccent) == 0 ? accents : null);
            if (kind != MostlyAscii.Spanish && random.Next(25) == 0) text.Append(kind == MostlyAscii.French ? "’" : "’s");
        }
        text.Append(random.Next(10) switch { 0 => kind == MostlyAscii.EnglishTypographic ? " — " : "…", 1 => "!", _ => "." });
        if (quoted) text.Append(close);
        text.Append(random.Next(6) == 0 ? "\n\n" : " ");
    }

    private static void AppendWord(StringBuilder text, Random random, string? accents)
    {
        int letters = 1 + random.Next(9);
        int accented = accents is null ? -1 : random.Next(letters);
        for (int i = 0; i < letters; i++)
        {
            text.Append(i == accented ? accents![random.Next(accents.Length)] : Letters[(int)Math.Sqrt(random.Next(Letters.Length * Letters.Length))]);
        }
    }

    private static readonly string[] CommentsElsewhere =
        ["// Größe des Puffers prüfen", "// 缓冲区大小", "# données reçues", "/* ✓ déjà vu */", "// 🚀 fast path", "// Ошибка: нет данных"];

    private static void AppendCodeLine(StringBuilder text, Random random)
    {
        text.Append(' ', 4 * random.Next(4));
        switch (random.Next(30))
        {
            case 0: text.Append(CommentsElsewhere[random.Next(CommentsElsewhere.Length)]); break;
            case 1: text.Append("var label = \"Café ").Append(random.Next(100)).Append("\";"); break;
            default:
                text.Append("if (value").Append(random.Next(10)).Append(" > limit) { result += Compute(").Append(random.Next(1000)).Append(", state); }");
                break;
        }
        text.Append('\n');
    }

    private static readonly string[] Users = ["alice", "bob", "carol", "dave", "José", "Zoë", "Łukasz", "张伟", "admin", "svc-backup", "eve", "Søren"];

    private static void AppendLogLine(StringBuilder text, Random random)
    {
        text.Append("2026-12-06T0").Append(random.Next(10)).Append(':').Append(random.Next(10, 60)).Append(':').Append(random.Next(10, 60))
            .Append('.').Append(random.Next(100, 1000)).Append("Z INFO  request id=").Append(random.Next(100000, 999999))
            .Append(" user=").Append(Users[random.Next(Users.Length)]).Append(" path=/api/v1/items/").Append(random.Next(10000))
            .Append(" status=").Append(random.Next(5) == 0 ? 404 : 200).Append(" took=").Append(random.Next(1, 900)).Append("ms\n");
    }

    private static void AppendJsonRecord(StringBuilder text, Random random)
    {
        text.Append("{\"id\":").Append(random.Next(1000000)).Append(",\"name\":\"").Append(Users[random.Next(Users.Length)])
            .Append("\",\"bio\":\"");
        AppendWord(text, random, null);
        text.Append(random.Next(3) == 0 ? "\\u00e9t\\u00e9 " : " ");
        AppendWord(text, random, null);
        text.Append(random.Next(8) == 0 ? " 😀\\n" : "\\n").Append("\",\"tags\":[\"x\",\"y\"],\"active\":")
            .Append(random.Next(2) == 0 ? "true" : "false").Append("}\n");
    }
}

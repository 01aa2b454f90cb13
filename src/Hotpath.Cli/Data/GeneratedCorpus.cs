using System.Text;

namespace Hotpath.Cli.Data;

/// <summary>
/// A deterministic English-like text for when the real corpora are absent: words drawn with Zipf-like
/// frequencies from a common-word list, sentences with capitals and punctuation, wrapped lines and paragraphs,
/// and rarer tokens the workloads look for (the names Sherlock and Holmes, weekdays, numbers, a few URLs and
/// e-mail addresses, some non-ASCII). The same seed and length always give the same text.
/// </summary>
internal static class GeneratedCorpus
{
    private static readonly string[] CommonWords =
    [
        "the", "of", "and", "to", "a", "in", "that", "he", "was", "it", "his", "i", "with", "as", "had", "for",
        "you", "her", "not", "is", "at", "but", "on", "she", "be", "my", "by", "have", "him", "all", "which",
        "from", "so", "this", "were", "me", "they", "said", "one", "no", "what", "there", "or", "an", "when",
        "we", "if", "would", "been", "are", "them", "their", "who", "will", "out", "up", "more", "into", "could",
        "some", "then", "your", "man", "do", "like", "very", "now", "little", "upon", "over", "about", "time",
        "any", "than", "well", "only", "did", "before", "see", "may", "must", "can", "shall", "know", "other",
        "should", "made", "never", "much", "come", "down", "good", "where", "after", "how", "our", "went",
        "such", "old", "great", "two", "these", "first", "most", "own", "room", "door", "face", "house",
        "night", "young", "hand", "eyes", "way", "matter", "case", "friend", "looked", "thought", "nothing",
        "back", "through", "heard", "might", "yet", "without", "once", "quite", "indeed", "remarked", "answered",
        "feeling", "looking", "window", "letter", "morning", "evening", "street", "strange", "small", "prince",
        "princess", "count", "army", "french", "emperor", "soldiers", "battle", "officer", "elementary",
    ];

    private static readonly string[] RareWords =
    [
        "Sherlock", "Holmes", "Watson", "Lestrade", "Baker", "Street", "Moriarty", "Irene", "Adler", "London",
        "Pierre", "Natasha", "Andrew", "Moscow", "Napoleon", "Kutuzov", "Rostov", "Bolkonski",
        "Sunday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
        "1887", "221", "17", "1812", "42", "3", "stephen", "café", "naïve", "Pétersbourg",
    ];

    private static readonly string[] Specials =
    [
        "http://www.gutenberg.org/ebooks/1661", "https://www.gutenberg.org/policy/license.html",
        "help@gutenberg.org", "business@pglaf.org",
    ];

    /// <summary>Generates about <paramref name="length"/> chars of text from <paramref name="seed"/>.</summary>
    public static string Create(int seed, int length)
    {
        var random = new Random(seed);
        double[] cumulative = ZipfCumulativeWeights(CommonWords.Length);
        var text = new StringBuilder(length + 200);
        int lineLength = 0;
        while (text.Length < length)
        {
            int words = random.Next(4, 22);
            for (int w = 0; w < words; w++)
            {
                string word = NextWord(random, cumulative);
                if (w == 0) word = char.ToUpperInvariant(word[0]) + word[1..];
                if (w == words - 1) word += random.NextDouble() switch { < 0.08 => "?", < 0.13 => "!", _ => "." };
                else if (random.NextDouble() < 0.09) word += random.NextDouble() < 0.8 ? "," : ";";

                if (lineLength > 0 && lineLength + 1 + word.Length > 72)
                {
                    text.Append('\n');
                    lineLength = 0;
                }
                else if (lineLength > 0)
                {
                    text.Append(' ');
                    lineLength++;
                }
                text.Append(word);
                lineLength += word.Length;
            }
            if (random.NextDouble() < 0.15)
            {
                text.Append("\n\n");
                lineLength = 0;
            }
        }
        return text.Append('\n').ToString();
    }

    private static string NextWord(Random random, double[] cumulative)
    {
        double roll = random.NextDouble();
        if (roll < 0.0005) return Specials[random.Next(Specials.Length)];
        if (roll < 0.03) return RareWords[random.Next(RareWords.Length)];
        int index = Array.BinarySearch(cumulative, random.NextDouble() * cumulative[^1]);
        return CommonWords[index < 0 ? ~index : index];
    }

    // Word of rank r gets weight 1/r, as in natural-language frequency tables.
    private static double[] ZipfCumulativeWeights(int count)
    {
        var cumulative = new double[count];
        double sum = 0;
        for (int r = 0; r < count; r++)
        {
            sum += 1.0 / (r + 1);
            cumulative[r] = sum;
        }
        return cumulative;
    }
}

namespace Hotpath.Cli.Report.Workloads;

/// <summary>
/// Dictionaries for the multi-string workloads, drawn from the haystack itself so they exist with the real
/// corpora and with the generated one: distinct words, ordered ordinally and sampled evenly so that the set
/// mixes frequent and rare words, the way rebar's dictionary benchmarks do.
/// </summary>
internal static class WordSets
{
    /// <summary>The seven weekday names of the .NET 9 post's example (<c>Monday</c> is absent from War and Peace).</summary>
    public static readonly string[] Weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

    /// <summary>The Sherlock Holmes names rebar's <c>curated/02-literal-alternate/sherlock-ru</c> searches for in Russian subtitles.</summary>
    public static readonly string[] RussianNames = ["Шерлок Холмс", "Джон Уотсон", "Ирен Адлер", "инспектор Лестрейд", "профессор Мориарти"];

    /// <summary>The same names as rebar's <c>sherlock-zh</c> spells them, for Chinese subtitles.</summary>
    public static readonly string[] ChineseNames = ["夏洛克·福尔摩斯", "约翰华生", "阿德勒", "雷斯垂德", "莫里亚蒂教授"];

    /// <summary><paramref name="count"/> distinct words of at least <paramref name="minLength"/> letters from <paramref name="text"/>.</summary>
    public static string[] FromText(string text, int count, int minLength)
    {
        var distinct = new SortedSet<string>(StringComparer.Ordinal);
        int start = -1;
        for (int i = 0; i <= text.Length; i++)
        {
            bool letter = i < text.Length && char.IsAsciiLetter(text[i]);
            if (letter && start < 0) start = i;
            else if (!letter && start >= 0)
            {
                if (i - start >= minLength) distinct.Add(text[start..i]);
                start = -1;
            }
        }
        string[] all = [.. distinct];
        if (all.Length <= count) return all;
        double step = all.Length / (double)count;
        return Enumerable.Range(0, count).Select(k => all[(int)(k * step)]).ToArray();
    }

    /// <summary>Every ASCII upper/lower-case spelling of <paramref name="word"/> (2^letters patterns), lower-case first.</summary>
    public static string[] CaseSpellings(string word)
    {
        var spellings = new string[1 << word.Length];
        for (int mask = 0; mask < spellings.Length; mask++)
        {
            spellings[mask] = string.Create(word.Length, (word, mask), static (span, state) =>
            {
                for (int i = 0; i < span.Length; i++)
                {
                    char c = state.word[i];
                    span[i] = (state.mask >> (span.Length - 1 - i) & 1) == 1 ? char.ToUpperInvariant(c) : char.ToLowerInvariant(c);
                }
            });
        }
        return spellings;
    }
}

using System.Text;

namespace Hotpath.Benchmarks.Text;

/// <summary>
/// The haystack of the substring benchmarks: "The Adventures of Sherlock Holmes" (Gutenberg 1661), the text the
/// .NET 7 performance post measured <c>IndexOf("Sherlock")</c> on. Found through <c>HOTPATH_DATA</c> or a
/// <c>shared/data</c> folder above the working or app directory; without it, generated English-like text
/// (so the numbers are then not comparable).
/// </summary>
internal static class SubstringCorpus
{
    private const string RelativePath = "corpora/sherlock-holmes-1661.txt";

    private static readonly Lazy<string> s_text = new(() => Load(RelativePath));

    /// <summary>The corpus text.</summary>
    public static string Text => s_text.Value;

    /// <summary>The shared data file at <paramref name="relativePath"/>, or generated English-like text when it is absent.</summary>
    public static string Load(string relativePath)
    {
        string? root = Environment.GetEnvironmentVariable("HOTPATH_DATA");
        if (!string.IsNullOrEmpty(root) && File.Exists(Path.Combine(root, relativePath))) return File.ReadAllText(Path.Combine(root, relativePath));
        foreach (string start in new[] { Directory.GetCurrentDirectory(), AppContext.BaseDirectory })
        {
            for (DirectoryInfo? dir = new(start); dir is not null; dir = dir.Parent)
            {
                string candidate = Path.Combine(dir.FullName, "shared", "data", relativePath);
                if (File.Exists(candidate)) return File.ReadAllText(candidate);
            }
        }
        Console.Error.WriteLine($"{relativePath} not found (set HOTPATH_DATA); benchmarking generated text instead.");
        return Generate();
    }

    private static string Generate()
    {
        string[] words = ["the", "and", "of", "to", "a", "in", "that", "it", "was", "he", "his", "house", "Holmes", "said", "elementary", "Sherlock", "with", "my", "upon", "had"];
        var random = new Random(1661);
        var text = new StringBuilder(600_000);
        while (text.Length < 590_000) text.Append(words[random.Next(words.Length)]).Append(random.Next(12) == 0 ? ".\r\n" : " ");
        return text.ToString();
    }
}

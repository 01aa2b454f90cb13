using System.Text.RegularExpressions;

namespace Hotpath.Text.Tests.Multi;

/// <summary>
/// One <c>[[bench]]</c> of a rebar definition file, read by a deliberately minimal parser that understands
/// just the fields these tests need (model, name, regex, haystack, case-insensitive, count).
/// </summary>
internal sealed record RebarBenchmark(string File, string Name, string Model, string[] Patterns, string? HaystackPath, string? InlineHaystack, bool CaseInsensitive, long Count)
{
    public override string ToString() => $"{File}:{Name}";

    /// <summary>The full path of the haystack file (null for inline haystacks).</summary>
    public string? HaystackFile => HaystackPath is null ? null : SharedData.PathOf(Path.Combine("rebar", "haystacks", HaystackPath));

    public static IEnumerable<RebarBenchmark> Load(string relativeFile)
    {
        string root = SharedData.PathOf("rebar");
        string text = System.IO.File.ReadAllText(Path.Combine(root, "definitions", relativeFile));
        foreach (string block in text.Split("[[bench]]").Skip(1))
        {
            string model = StringField(block, "model") ?? "";
            string name = StringField(block, "name") ?? "";
            long count = long.Parse(Regex.Match(block, @"^count\s*=\s*([\d_]+)", RegexOptions.Multiline).Groups[1].Value.Replace("_", ""));
            bool caseInsensitive = Regex.IsMatch(block, @"^case-insensitive\s*=\s*true", RegexOptions.Multiline);
            yield return new RebarBenchmark(relativeFile, name, model, ReadPatterns(block, root), InlineTablePath(block, "haystack"),
                StringField(block, "haystack"), caseInsensitive, count);
        }
    }

    private static string[] ReadPatterns(string block, string root)
    {
        if (InlineTablePath(block, "regex") is { } path)
            return System.IO.File.ReadAllLines(Path.Combine(root, "regexes", path)).Where(l => l.Length > 0).ToArray();
        if (StringField(block, "regex") is { } single) return [single];
        Match list = Regex.Match(block, @"^regex\s*=\s*\[(.*?)\]", RegexOptions.Multiline | RegexOptions.Singleline);
        return Regex.Matches(list.Groups[1].Value, "\"((?:[^\"\\\\]|\\\\.)*)\"").Select(m => Regex.Unescape(m.Groups[1].Value)).ToArray();
    }

    private static string? StringField(string block, string key) =>
        Regex.Match(block, $@"^{key}\s*=\s*(?:'([^']*)'|""((?:[^""\\]|\\.)*)"")", RegexOptions.Multiline) is { Success: true } m
            ? (m.Groups[1].Success ? m.Groups[1].Value : Regex.Unescape(m.Groups[2].Value))
            : null;

    private static string? InlineTablePath(string block, string key) =>
        Regex.Match(block, $@"^{key}\s*=\s*\{{[^}}]*path\s*=\s*""([^""]+)""", RegexOptions.Multiline) is { Success: true } m ? m.Groups[1].Value : null;
}

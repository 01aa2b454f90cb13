using System.Text;
using System.Text.RegularExpressions;

namespace Hotpath.Benchmarks.RegularExpressions;

/// <summary>
/// One benchmark from rebar's curated definitions (<c>rebar/definitions/curated/*.toml</c>), read in
/// place: the pattern (inline, or a file of lines joined as alternatives), the options and the haystack.
/// </summary>
/// <remarks>
/// The reader understands only the keys the curated files use for count benchmarks (<c>name</c>,
/// <c>regex</c>, <c>case-insensitive</c>, <c>haystack</c> with <c>path</c>, <c>line-start</c>,
/// <c>line-end</c>, <c>contents</c>, <c>repeat</c>); it is not a TOML parser.
/// </remarks>
internal sealed record RebarDefinition(string Id, string Pattern, RegexOptions Options, string Haystack)
{
    /// <summary>Reads benchmark <c>group/name</c>, e.g. <c>01-literal/sherlock-en</c>.</summary>
    public static RebarDefinition Load(string id)
    {
        string group = id[..id.IndexOf('/')], name = id[(id.IndexOf('/') + 1)..];
        string[] lines = File.ReadAllLines(RegexCorpus.PathOf($"rebar/definitions/curated/{group}.toml"));
        int at = Array.FindIndex(lines, l => l.Trim() == $"name = \"{name}\"" || l.Trim() == $"name = '{name}'");
        if (at < 0) throw new InvalidOperationException($"No rebar benchmark {id}.");
        string? pattern = null, haystack = null;
        var options = RegexOptions.None;
        for (int i = at + 1; i < lines.Length && !lines[i].StartsWith("[[", StringComparison.Ordinal); i++)
        {
            string line = lines[i].Trim();
            if (line.StartsWith("regex = ", StringComparison.Ordinal)) pattern = ReadPattern(line["regex = ".Length..]);
            else if (line == "case-insensitive = true") options |= RegexOptions.IgnoreCase;
            else if (line.StartsWith("haystack = ", StringComparison.Ordinal)) haystack = ReadHaystack(line["haystack = ".Length..]);
        }
        return new RebarDefinition(id, pattern ?? throw new InvalidOperationException($"{id} has no regex."), options,
            haystack ?? throw new InvalidOperationException($"{id} has no haystack."));
    }

    /// <summary>The BCL regex for this benchmark, with <paramref name="extra"/> options (Compiled, NonBacktracking).</summary>
    public Regex CreateBcl(RegexOptions extra = RegexOptions.None) => new(Pattern, Options | extra);

    /// <summary>The Hotpath regex for this benchmark.</summary>
    public Hotpath.RegularExpressions.Regex CreateHotpath() => new(Pattern, (Hotpath.RegularExpressions.RegexOptions)(Options));

    private static string ReadPattern(string value)
    {
        if (!value.StartsWith('{')) return Unquote(value);
        string[] patterns = File.ReadAllLines(RegexCorpus.PathOf("rebar/regexes/" + Field(value, "path")))
            .Where(l => l.Length > 0).ToArray();
        if (value.Contains("literal = true", StringComparison.Ordinal)) patterns = [.. patterns.Select(System.Text.RegularExpressions.Regex.Escape)];
        return value.Contains("per-line = \"alternate\"", StringComparison.Ordinal) ? string.Join('|', patterns) : string.Join('\n', patterns);
    }

    private static string ReadHaystack(string value)
    {
        if (!value.StartsWith('{')) return Unquote(value);
        if (Field(value, "contents") is { } contents)
        {
            return string.Concat(Enumerable.Repeat(contents, int.TryParse(Field(value, "repeat"), out int n) ? n : 1));
        }
        string text = Encoding.UTF8.GetString(File.ReadAllBytes(RegexCorpus.PathOf("rebar/haystacks/" + Field(value, "path"))));
        if (Field(value, "line-start") is null && Field(value, "line-end") is null) return text;
        string[] lines = text.Split('\n');
        int first = int.TryParse(Field(value, "line-start"), out int s) ? s : 0;
        int end = int.TryParse(Field(value, "line-end"), out int e) ? Math.Min(e, lines.Length) : lines.Length;
        return string.Join('\n', lines[first..end]) + "\n";
    }

    // The value of `key = "…"` or `key = N` inside an inline table.
    private static string? Field(string table, string key)
    {
        Match match = System.Text.RegularExpressions.Regex.Match(table, $@"(?:^|[{{,\s]){Regex.Escape(key)}\s*=\s*(""(?<v>[^""]*)""|(?<v>[0-9]+))");
        return match.Success ? match.Groups["v"].Value : null;
    }

    private static string Unquote(string value) => value.Length >= 2 && value[0] is '\'' or '"' ? value[1..^1] : value;
}

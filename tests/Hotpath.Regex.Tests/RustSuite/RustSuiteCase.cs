using System.Globalization;
using System.Text;

namespace Hotpath.RegularExpressions.Tests.RustSuite;

/// <summary>One <c>[[test]]</c> of the Rust regex test suite: only what a BCL-oracle comparison needs.</summary>
internal sealed record RustSuiteCase(string File, string Name, string Pattern, string Haystack, bool CaseInsensitive)
{
    /// <inheritdoc/>
    public override string ToString() => $"{File}:{Name}";

    /// <summary>
    /// Reads the cases of one TOML file. Cases whose pattern is a list (regex sets), whose haystack needs
    /// Rust unescaping, or that search a sub-range (Rust's bounds see outside the range; .NET's don't) are
    /// left out: the BCL decides everything else.
    /// </summary>
    public static IEnumerable<RustSuiteCase> Load(string path, string file)
    {
        var fields = new Dictionary<string, string>();
        foreach (string raw in System.IO.File.ReadLines(path).Append("[[test]]"))
        {
            string line = raw.Trim();
            if (line == "[[test]]")
            {
                if (TryCreate(file, fields) is { } test) yield return test;
                fields.Clear();
                continue;
            }
            int eq = line.IndexOf(" = ", StringComparison.Ordinal);
            if (eq > 0 && !line.StartsWith('#')) fields[line[..eq]] = line[(eq + 3)..];
        }
    }

    private static RustSuiteCase? TryCreate(string file, Dictionary<string, string> fields)
    {
        if (!fields.TryGetValue("regex", out string? regex) || !fields.TryGetValue("haystack", out string? haystack)) return null;
        if (fields.ContainsKey("bounds") || fields.GetValueOrDefault("unescape") == "true") return null;
        string? pattern = ParseString(regex);
        string? text = ParseString(haystack);
        if (pattern is null || text is null) return null;
        return new RustSuiteCase(file, ParseString(fields.GetValueOrDefault("name", "''")) ?? "?", pattern, text,
            fields.GetValueOrDefault("case-insensitive") == "true");
    }

    // Single-line TOML strings: literal ('…', '''…''') as is, basic ("…", """…""") with escapes.
    // Anything else (arrays, multi-line values) yields null and the case is skipped.
    private static string? ParseString(string value)
    {
        if (value.Length >= 6 && value.StartsWith("'''") && value.EndsWith("'''")) return value[3..^3];
        if (value.Length >= 2 && value[0] == '\'' && value[^1] == '\'') return value[1..^1];
        if (value.Length >= 6 && value.StartsWith("\"\"\"") && value.EndsWith("\"\"\"")) return Unescape(value[3..^3]);
        if (value.Length >= 2 && value[0] == '"' && value[^1] == '"') return Unescape(value[1..^1]);
        return null;
    }

    private static string? Unescape(string body)
    {
        var builder = new StringBuilder(body.Length);
        for (int i = 0; i < body.Length; i++)
        {
            char c = body[i];
            if (c != '\\')
            {
                builder.Append(c);
                continue;
            }
            if (++i >= body.Length) return null;
            switch (body[i])
            {
                case 'n': builder.Append('\n'); break;
                case 't': builder.Append('\t'); break;
                case 'r': builder.Append('\r'); break;
                case 'b': builder.Append('\b'); break;
                case 'f': builder.Append('\f'); break;
                case '"': builder.Append('"'); break;
                case '\\': builder.Append('\\'); break;
                case 'u' when i + 4 < body.Length:
                    builder.Append((char)int.Parse(body.AsSpan(i + 1, 4), NumberStyles.HexNumber, CultureInfo.InvariantCulture));
                    i += 4;
                    break;
                case 'U' when i + 8 < body.Length:
                    builder.Append(char.ConvertFromUtf32(int.Parse(body.AsSpan(i + 1, 8), NumberStyles.HexNumber, CultureInfo.InvariantCulture)));
                    i += 8;
                    break;
                default:
                    return null;
            }
        }
        return builder.ToString();
    }
}

using System.Text;

namespace Hotpath.RegularExpressions.Tests.Syntax;

/// <summary>
/// Reads the <c>[[test]]</c> entries of the Rust regex test suite's TOML files: single-line <c>regex</c>,
/// <c>haystack</c> and <c>case-insensitive</c> keys only (arrays and multi-line strings are skipped). Enough
/// for a corpus of real-world patterns; the expected Rust results are not used, the BCL is the oracle.
/// </summary>
internal static class RustRegexTestCases
{
    public sealed record TestCase(string File, string Name, string Pattern, string Haystack, bool CaseInsensitive);

    public static IEnumerable<TestCase> Load(string directory)
    {
        foreach (string path in Directory.EnumerateFiles(directory, "*.toml", SearchOption.AllDirectories).Order(StringComparer.Ordinal))
        {
            string file = Path.GetRelativePath(directory, path);
            string? name = null, pattern = null, haystack = null;
            bool caseInsensitive = false;
            foreach (string line in File.ReadLines(path).Append("[[test]]"))
            {
                if (line.StartsWith("[[test]]", StringComparison.Ordinal))
                {
                    if (pattern is not null && haystack is not null) yield return new TestCase(file, name ?? "?", pattern, haystack, caseInsensitive);
                    name = pattern = haystack = null;
                    caseInsensitive = false;
                }
                else if (TryValue(line, "name", out string? value)) name = value;
                else if (TryValue(line, "regex", out value)) pattern = value;
                else if (TryValue(line, "haystack", out value)) haystack = value;
                else if (line.StartsWith("case-insensitive = true", StringComparison.Ordinal)) caseInsensitive = true;
            }
        }
    }

    private static bool TryValue(string line, string key, out string? value)
    {
        value = null;
        if (!line.StartsWith(key + " = ", StringComparison.Ordinal)) return false;
        string raw = line[(key.Length + 3)..].Trim();
        if (raw.StartsWith("'''", StringComparison.Ordinal) || raw.StartsWith("\"\"\"", StringComparison.Ordinal)) return false;
        if (raw.Length >= 2 && raw[0] == '\'' && raw[^1] == '\'') value = raw[1..^1];
        else if (raw.Length >= 2 && raw[0] == '"' && raw[^1] == '"') value = Unescape(raw[1..^1]);
        return value is not null;
    }

    /// <summary>TOML basic-string escapes.</summary>
    private static string? Unescape(string s)
    {
        var builder = new StringBuilder(s.Length);
        for (int i = 0; i < s.Length; i++)
        {
            if (s[i] != '\\') { builder.Append(s[i]); continue; }
            if (++i == s.Length) return null;
            switch (s[i])
            {
                case 'n': builder.Append('\n'); break;
                case 't': builder.Append('\t'); break;
                case 'r': builder.Append('\r'); break;
                case '"': builder.Append('"'); break;
                case '\\': builder.Append('\\'); break;
                case 'u' when i + 4 < s.Length: builder.Append((char)Convert.ToInt32(s.Substring(i + 1, 4), 16)); i += 4; break;
                case 'U' when i + 8 < s.Length: builder.Append(char.ConvertFromUtf32(Convert.ToInt32(s.Substring(i + 1, 8), 16))); i += 8; break;
                case 'x' when i + 2 < s.Length: builder.Append((char)Convert.ToInt32(s.Substring(i + 1, 2), 16)); i += 2; break;
                default: return null;
            }
        }
        return builder.ToString();
    }
}

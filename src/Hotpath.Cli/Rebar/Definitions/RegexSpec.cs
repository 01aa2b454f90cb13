using System.Text.RegularExpressions;
using Tomlyn.Model;

namespace Hotpath.Cli.Rebar.Definitions;

/// <summary>
/// Turns a definition's <c>regex</c> value into final patterns as rebar does: a string, a list, or a table with
/// <c>patterns</c> or <c>path</c> (whole file trimmed, or <c>per-line</c> = <c>pattern</c> | <c>alternate</c>),
/// then <c>literal</c> escaping, <c>prepend</c> and <c>append</c> per pattern, and for <c>alternate</c> each line
/// wrapped in <c>(?:…)</c> and joined with <c>|</c>.
/// </summary>
internal static class RegexSpec
{
    /// <summary>Resolves <paramref name="value"/>; file paths are relative to <paramref name="regexesDirectory"/>.</summary>
    /// <exception cref="DefinitionException">The value has the wrong shape.</exception>
    /// <exception cref="FileNotFoundException">A referenced regex file is missing.</exception>
    public static IReadOnlyList<string> Resolve(object? value, string regexesDirectory) => value switch
    {
        string single => [single],
        TomlArray list => Strings(list),
        TomlTable table => ResolveTable(table, regexesDirectory),
        null => throw new DefinitionException("missing 'regex'"),
        _ => throw new DefinitionException("'regex' must be a string, an array of strings or a table"),
    };

    private static IReadOnlyList<string> ResolveTable(TomlTable table, string regexesDirectory)
    {
        bool literal = table.TryGet("literal", out bool l) && l;
        string prepend = table.TryGet("prepend", out string? p) ? p : "";
        string append = table.TryGet("append", out string? a) ? a : "";
        string perLine = table.TryGet("per-line", out string? mode) ? mode : "none";

        List<string> patterns;
        if (table.TryGet("path", out string? path))
        {
            if (table.ContainsKey("patterns")) throw new DefinitionException("'regex' takes exactly one of 'path' or 'patterns'");
            string full = Path.Combine(regexesDirectory, path);
            if (!File.Exists(full)) throw new FileNotFoundException($"regex file missing: {full}", full);
            string raw = File.ReadAllText(full);
            patterns = perLine switch
            {
                "none" => [raw.Trim()],
                "pattern" or "alternate" => Lines(raw),
                _ => throw new DefinitionException($"unknown per-line mode '{perLine}' (expected 'pattern' or 'alternate')"),
            };
        }
        else
        {
            patterns = table.ValueOf("patterns") switch
            {
                string single => [single],
                TomlArray list => Strings(list),
                _ => throw new DefinitionException("'regex' table needs 'path' or 'patterns'"),
            };
        }

        for (int i = 0; i < patterns.Count; i++)
        {
            string pattern = literal ? Regex.Escape(patterns[i]) : patterns[i];
            patterns[i] = prepend + pattern + append;
        }
        return perLine == "alternate" ? [string.Join('|', patterns.Select(x => $"(?:{x})"))] : patterns;
    }

    // Rust's str::lines: split on '\n', drop one trailing '\r' per line, no empty line after a final newline.
    private static List<string> Lines(string raw)
    {
        var lines = raw.Split('\n').Select(x => x.EndsWith('\r') ? x[..^1] : x).ToList();
        if (lines.Count > 0 && raw.EndsWith('\n')) lines.RemoveAt(lines.Count - 1);
        return lines;
    }

    private static List<string> Strings(TomlArray list) =>
        list.Select(x => x as string ?? throw new DefinitionException("'regex' arrays must hold only strings")).ToList();
}

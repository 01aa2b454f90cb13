using Tomlyn;
using Tomlyn.Model;
using Tomlyn.Parsing;
using Tomlyn.Syntax;

namespace Hotpath.Cli.Rebar.Definitions;

/// <summary>Reads rebar benchmark definition files (<c>[[bench]]</c> arrays) into <see cref="RebarBenchmark"/>s.</summary>
internal static class DefinitionReader
{
    /// <summary>
    /// Reads every <c>*.toml</c> file under <paramref name="definitionsDirectory"/>, naming benchmarks relative
    /// to <paramref name="nameRoot"/> (rebar's <c>definitions</c> folder).
    /// </summary>
    /// <exception cref="DefinitionException">A file is not valid TOML (the message names the file, line and column) or breaks rebar's rules.</exception>
    public static IReadOnlyList<RebarBenchmark> ReadDirectory(string definitionsDirectory, string nameRoot, string regexesDirectory)
    {
        var benchmarks = new List<RebarBenchmark>();
        foreach (string file in Directory.EnumerateFiles(definitionsDirectory, "*.toml", SearchOption.AllDirectories).Order(StringComparer.Ordinal))
        {
            string group = Path.ChangeExtension(Path.GetRelativePath(nameRoot, file), null).Replace('\\', '/');
            benchmarks.AddRange(ReadFile(File.ReadAllText(file), group, regexesDirectory, file));
        }
        return benchmarks;
    }

    /// <summary>
    /// Reads one definition file's text; <paramref name="group"/> prefixes every benchmark name and
    /// <paramref name="source"/> (the file's path) begins every TOML error message.
    /// </summary>
    /// <exception cref="DefinitionException">The text is not valid TOML, or a benchmark breaks rebar's format rules.</exception>
    public static IReadOnlyList<RebarBenchmark> ReadFile(string toml, string group, string regexesDirectory, string source)
    {
        TomlTable document = Parse(toml, source);
        if (TomlValues.Items(document.ValueOf("bench")) is not { } entries) return [];
        return entries.Select(entry => ReadBenchmark(entry as TomlTable ?? throw new DefinitionException($"{group}: 'bench' must be an array of tables"), group, regexesDirectory)).ToList();
    }

    // The model reader lets a key defined twice overwrite the first; the validating syntax parser rejects it as TOML
    // requires, and reports every error with its position, so the model is read only from a document it accepted.
    private static TomlTable Parse(string toml, string source)
    {
        DocumentSyntax syntax = SyntaxParser.Parse(toml, source, validate: true);
        if (syntax.Diagnostics.FirstOrDefault(d => d.Kind == DiagnosticMessageKind.Error) is { } error)
        {
            // Tomlyn's positions are 0-based.
            throw new DefinitionException($"{source}: TOML error at line {error.Span.Start.Line + 1}, column {error.Span.Start.Column + 1}: {error.Message}");
        }
        return TomlSerializer.Deserialize(toml, DefinitionTomlContext.Default.TomlTable) ?? [];
    }

    private static RebarBenchmark ReadBenchmark(TomlTable bench, string group, string regexesDirectory)
    {
        string localName = Required<string>(bench, "name", group);
        string name = $"{group}/{localName}";
        string model = Required<string>(bench, "model", name);
        IReadOnlyList<string> patterns = [];
        string? problem = null;
        try
        {
            // regex-redux embeds its own patterns.
            patterns = model == "regex-redux" && !bench.ContainsKey("regex") ? [] : RegexSpec.Resolve(bench.ValueOf("regex"), regexesDirectory);
        }
        catch (FileNotFoundException e)
        {
            problem = e.Message;
        }
        catch (DefinitionException e)
        {
            throw new DefinitionException($"{name}: {e.Message}");
        }

        return new RebarBenchmark(
            name,
            model,
            patterns,
            bench.TryGet("case-insensitive", out bool ci) && ci,
            bench.TryGet("unicode", out bool unicode) && unicode,
            ReadHaystack(bench.ValueOf("haystack"), name),
            ReadCount(bench.ValueOf("count"), name),
            TomlValues.Items(bench.ValueOf("engines"))?.OfType<string>().ToList() ?? [],
            problem);
    }

    private static HaystackSpec ReadHaystack(object? value, string name) => value switch
    {
        string contents => new HaystackSpec { Contents = contents },
        TomlTable t when t.ContainsKey("path") == t.ContainsKey("contents") =>
            throw new DefinitionException($"{name}: 'haystack' takes exactly one of 'path' or 'contents'"),
        TomlTable t => new HaystackSpec
        {
            Path = t.TryGet("path", out string? path) ? path : null,
            Contents = t.TryGet("contents", out string? contents) ? contents : null,
            Utf8Lossy = t.TryGet("utf8-lossy", out bool lossy) && lossy,
            Trim = t.TryGet("trim", out bool trim) && trim,
            LineStart = t.TryGet("line-start", out long start) ? checked((int)start) : null,
            LineEnd = t.TryGet("line-end", out long end) ? checked((int)end) : null,
            Repeat = t.TryGet("repeat", out long repeat) ? checked((int)repeat) : 1,
            Prepend = t.TryGet("prepend", out string? prepend) ? prepend : "",
            Append = t.TryGet("append", out string? append) ? append : "",
        },
        _ => throw new DefinitionException($"{name}: 'haystack' must be a string or a table"),
    };

    private static ExpectedCount ReadCount(object? value, string name) => value switch
    {
        long n => new ExpectedCount(n),
        TomlArray or TomlTableArray => new ExpectedCount(TomlValues.Items(value)!.Select(item => item is TomlTable t && t.TryGet("engine", out string? engine) && t.TryGet("count", out long count)
            ? (engine, count)
            : throw new DefinitionException($"{name}: 'count' entries need 'engine' and 'count'")).ToList()),
        _ => throw new DefinitionException($"{name}: 'count' must be an integer or an array of {{ engine, count }}"),
    };

    private static T Required<T>(TomlTable table, string key, string context) =>
        table.TryGet(key, out T? value) ? value : throw new DefinitionException($"{context}: missing or mistyped '{key}'");
}

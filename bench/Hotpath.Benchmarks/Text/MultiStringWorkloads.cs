using System.Text;

namespace Hotpath.Benchmarks.Text;

/// <summary>
/// The pattern sets and haystacks of the multi-string benchmarks: the .NET 9 post's weekday names on War and
/// Peace, and rebar's Teddy/Aho-Corasick/dictionary sets on their haystacks. Data comes from the shared data
/// folder (HOTPATH_DATA, or a <c>shared/data</c> folder above the working directory).
/// </summary>
public static class MultiStringWorkloads
{
    public static readonly string[] Weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

    public static readonly string[] Sherlock5NoCase = ["SHERL", "SHERl", "SHErL", "SHErl", "SHeRL", "SHeRl", "SHerL", "SHerl",
        "ShERL", "ShERl", "ShErL", "ShErl", "SheRL", "SheRl", "SherL", "Sherl", "sHERL", "sHERl", "sHErL", "sHErl",
        "sHeRL", "sHeRl", "sHerL", "sHerl", "shERL", "shERl", "shErL", "shErl", "sheRL", "sheRl", "sherL", "sherl"];

    public static readonly string[] RustKeywords = ["as", "break", "const", "continue", "crate", "else", "enum", "extern",
        "false", "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return",
        "self", "Self", "static", "struct", "super", "trait", "true", "type", "unsafe", "use", "where", "while",
        "abstract", "become", "box", "do", "final", "macro", "override", "priv", "unsized", "virtual", "yield", "try",
        "i8", "i16", "i32", "i64", "i128", "isize", "u8", "u16", "u32", "u64", "u128", "usize", "bool", "char", "str", "f32", "f64"];

    /// <summary>The names rebar's <c>curated/02-literal-alternate/sherlock-ru</c> and <c>sherlock-zh</c> search for.</summary>
    public static readonly string[] RussianNames = ["Шерлок Холмс", "Джон Уотсон", "Ирен Адлер", "инспектор Лестрейд", "профессор Мориарти"];

    public static readonly string[] ChineseNames = ["夏洛克·福尔摩斯", "约翰华生", "阿德勒", "雷斯垂德", "莫里亚蒂教授"];

    /// <summary>A named workload: patterns, haystack and comparison.</summary>
    public sealed record Workload(string Name, string[] Patterns, string Haystack, bool IgnoreCase)
    {
        public StringComparison Comparison => IgnoreCase ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal;

        public override string ToString() => Name;
    }

    public static Workload Get(string name) => name switch
    {
        "weekdays-oic/war-and-peace" => new(name, Weekdays, Read("corpora/war-and-peace-2600.txt"), true),
        "warning-error-oic/sherlock" => new(name, ["warning", "error"], Read("corpora/sherlock-holmes-1661.txt"), true),
        "looking-feeling/sherlock" => new(name, ["looking", "feeling"], Read("corpora/sherlock-holmes-1661.txt"), false),
        "looking-feeling/war-and-peace" => new(name, ["looking", "feeling"], Read("corpora/war-and-peace-2600.txt"), false),
        "names5/sherlock" => new(name, ["Sherlock", "Holmes", "Watson", "Irene", "Adler"], Read("corpora/sherlock-holmes-1661.txt"), false),
        "sherlock5-nocase/sherlock" => new(name, Sherlock5NoCase, Read("rebar/haystacks/sherlock.txt"), false),
        "rust-keywords/bstr" => new(name, RustKeywords, Read("rebar/haystacks/bstr-ext-slice-65993b58.txt"), false),
        "names-ru/ru-sampled" => new(name, RussianNames, Read("rebar/haystacks/opensubtitles/ru-sampled.txt"), false),
        "names-ru-oic/ru-sampled" => new(name, RussianNames, Read("rebar/haystacks/opensubtitles/ru-sampled.txt"), true),
        "names-zh/zh-sampled" => new(name, ChineseNames, Read("rebar/haystacks/opensubtitles/zh-sampled.txt"), false),
        "english-15/en-medium" => new(name, Lines("rebar/regexes/dictionary/english/length-15.txt"), Read("rebar/haystacks/opensubtitles/en-medium.txt"), false),
        "english-10/en-medium" => new(name, Lines("rebar/regexes/dictionary/english/length-10.txt"), Read("rebar/haystacks/opensubtitles/en-medium.txt"), false),
        _ => throw new ArgumentException($"Unknown workload {name}."),
    };

    private static string Read(string relative) => File.ReadAllText(Locate(relative), Encoding.UTF8);

    private static string[] Lines(string relative) => File.ReadAllLines(Locate(relative)).Where(l => l.Length > 0).ToArray();

    private static string Locate(string relative)
    {
        if (Environment.GetEnvironmentVariable("HOTPATH_DATA") is { Length: > 0 } root) return Path.Combine(root, relative);
        foreach (string start in new[] { Environment.CurrentDirectory, AppContext.BaseDirectory })
            for (DirectoryInfo? dir = new(start); dir is not null; dir = dir.Parent)
                if (Directory.Exists(Path.Combine(dir.FullName, "shared", "data"))) return Path.Combine(dir.FullName, "shared", "data", relative);
        throw new FileNotFoundException($"Shared data not found for {relative}: set HOTPATH_DATA.");
    }
}

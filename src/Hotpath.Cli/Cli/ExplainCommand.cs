using HotpathRegex = Hotpath.RegularExpressions.Regex;
using RegexOptions = Hotpath.RegularExpressions.RegexOptions;

namespace Hotpath.Cli.Cli;

/// <summary><c>hotpath explain PATTERN [--options LIST]</c>: prints how Hotpath.Regex searches for the pattern (<see cref="HotpathRegex.Explain"/>).</summary>
internal static class ExplainCommand
{
    /// <summary>Runs the command on the arguments after <c>explain</c>; 2 when the pattern or options are invalid.</summary>
    public static int Run(string[] args, TextWriter stdout, TextWriter stderr)
    {
        if (args is not [var pattern, .. var rest]) throw new UsageException("explain needs a pattern");
        var parsed = ParsedArguments.Parse(rest, ["options"], []);
        RegexOptions options = RegexOptions.None;
        if (parsed.Get("options") is { } names && !Enum.TryParse(names, ignoreCase: true, out options))
        {
            throw new UsageException($"--options takes RegexOptions names separated by commas (IgnoreCase,Multiline), not '{names}'");
        }
        HotpathRegex regex;
        try
        {
            regex = new HotpathRegex(pattern, options);
        }
        catch (ArgumentException e)
        {
            stderr.WriteLine($"error: {e.Message}");
            return 2;
        }
        stdout.WriteLine($"pattern: {pattern}");
        if (options != RegexOptions.None) stdout.WriteLine($"options: {options}");
        stdout.WriteLine(regex.Explain());
        return 0;
    }
}

namespace Hotpath.Cli.Rebar.Toml;

/// <summary>Malformed TOML: the message names the 1-based line and column of the offending text.</summary>
internal sealed class TomlException : FormatException
{
    /// <summary>Creates the exception for a problem at <paramref name="line"/>:<paramref name="column"/>.</summary>
    public TomlException(string problem, int line, int column)
        : base($"TOML error at line {line}, column {column}: {problem}")
    {
        Line = line;
        Column = column;
    }

    /// <summary>The 1-based line of the problem.</summary>
    public int Line { get; }

    /// <summary>The 1-based column of the problem.</summary>
    public int Column { get; }
}

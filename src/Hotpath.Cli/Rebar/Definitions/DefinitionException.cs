namespace Hotpath.Cli.Rebar.Definitions;

/// <summary>A benchmark definition that is well-formed TOML but breaks rebar's format rules.</summary>
internal sealed class DefinitionException(string message) : FormatException(message);

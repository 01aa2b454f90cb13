namespace Hotpath.Cli.Cli;

/// <summary>The command line is wrong; the message says how, and the command prints usage and exits with 2.</summary>
internal sealed class UsageException(string message) : Exception(message);

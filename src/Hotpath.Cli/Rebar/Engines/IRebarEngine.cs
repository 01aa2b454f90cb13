namespace Hotpath.Cli.Rebar.Engines;

/// <summary>A regex engine the rebar runner can measure.</summary>
internal interface IRebarEngine
{
    /// <summary>The name used in <c>--engines</c> and in the CSV.</summary>
    string Name { get; }

    /// <summary>
    /// Compiles <paramref name="pattern"/>. Throws <see cref="NotSupportedException"/> or
    /// <see cref="ArgumentException"/> when the engine rejects it (reported as <c>unsupported</c>).
    /// </summary>
    /// <param name="pattern">The pattern, in .NET syntax.</param>
    /// <param name="caseInsensitive">Match ignoring case (culture-invariant, as rebar's .NET runner does).</param>
    /// <param name="matchTimeout">How long one search may run before it gives up (engines that cannot
    /// run away, i.e. never backtrack, may ignore it).</param>
    IRebarRegex Compile(string pattern, bool caseInsensitive, TimeSpan matchTimeout);
}

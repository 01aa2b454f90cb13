namespace Hotpath.Cli.Measurement;

/// <summary>
/// One thing to time: an API name and a call returning a result (a count or an index) that is compared across
/// subjects before any timing, and that keeps the work observable so it cannot be optimized away.
/// </summary>
/// <param name="Api">What the call exercises, e.g. <c>Regex.Count (Compiled)</c>.</param>
/// <param name="Run">The call.</param>
internal sealed record Subject(string Api, Func<long> Run);

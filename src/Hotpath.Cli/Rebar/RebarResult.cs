using System.Globalization;

namespace Hotpath.Cli.Rebar;

/// <summary>One CSV line of the rebar runner: a benchmark measured (or not) on one engine.</summary>
/// <param name="Name">The benchmark's full name.</param>
/// <param name="Model">Its model.</param>
/// <param name="Engine">The engine.</param>
/// <param name="Status">One of <see cref="RebarStatus"/>'s values.</param>
/// <param name="Count">The count the engine produced, or null when it did not run.</param>
/// <param name="Expected">The count the definition expects, or null when it gives none for .NET.</param>
/// <param name="MedianNs">The median time per iteration, or null when not measured.</param>
internal sealed record RebarResult(string Name, string Model, string Engine, string Status, long? Count, long? Expected, double? MedianNs)
{
    /// <summary>The CSV header, fixed by contract.</summary>
    public const string CsvHeader = "name,model,engine,status,count,expected,median_ns";

    /// <summary>The CSV line, without terminator.</summary>
    public string ToCsv() => string.Join(',', Name, Model, Engine, Status,
        Count?.ToString(CultureInfo.InvariantCulture) ?? "",
        Expected?.ToString(CultureInfo.InvariantCulture) ?? "",
        MedianNs?.ToString("F0", CultureInfo.InvariantCulture) ?? "");
}

/// <summary>The statuses a rebar CSV line may carry; the set is fixed by contract.</summary>
internal static class RebarStatus
{
    /// <summary>Ran and produced the expected count.</summary>
    public const string Ok = "ok";

    /// <summary>Ran and produced another count (or, for <c>hotpath-utf8</c>, other matches than <c>hotpath</c>).</summary>
    public const string WrongCount = "wrong-count";

    /// <summary>The engine rejects the pattern or the model.</summary>
    public const string Unsupported = "unsupported";

    /// <summary>Not run: missing haystack or regex file, no expected count, or over the time budget.</summary>
    public const string Skipped = "skipped";
}

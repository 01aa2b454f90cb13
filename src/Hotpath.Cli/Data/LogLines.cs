using System.Text;

namespace Hotpath.Cli.Data;

/// <summary>
/// The lines of a server log, for the rows that ask a regex one question per line as log search does: rebar's
/// <c>wild/unstructured-to-json.log</c> (100 lines of a search service's log) from the shared data, else
/// deterministic generated lines of the same shape (timestamp, level, thread ids, a request id, a message, a
/// source location).
/// </summary>
internal static class LogLines
{
    /// <summary>The log under the data folder.</summary>
    public const string RebarLogPath = "rebar/haystacks/wild/unstructured-to-json.log";

    private static readonly string[] Messages =
    [
        "Opened index shard 7 for reading", "Error reading block 42 (timeout 0.250)", "Cache miss for key 'user:1881'",
        "Request completed in 1532 ms", "Retrying upstream [index-node:9200] after 3 - Unavailable", "Flushed 512 entries to disk",
    ];

    private static readonly string[] Functions = ["OpenShard", "ReadBlock", "Lookup", "Complete", "Retry", "Flush"];

    /// <summary>The log's lines and a phrase naming where they came from.</summary>
    public static (string[] Lines, string Source) Load(string? dataRoot)
    {
        string? file = dataRoot is null ? null : Path.Combine(dataRoot, RebarLogPath);
        return file is not null && File.Exists(file)
            ? (File.ReadAllLines(file), "rebar log")
            : (Generate(seed: 1706, count: 100), "generated log");
    }

    private static string[] Generate(int seed, int count)
    {
        var random = new Random(seed);
        var lines = new string[count];
        for (int i = 0; i < count; i++)
        {
            int message = random.Next(Messages.Length);
            char level = message is 1 or 4 ? 'E' : "DIW"[random.Next(3)];
            var line = new StringBuilder();
            line.Append($"2024/03/{1 + i / 40:00} {10 + i / 30:00}:{i % 60:00}:{random.Next(60):00} {level}{random.Next(1, 5)}: ");
            line.Append($"[{random.Next(1000, 99999)}:{random.NextInt64(100_000_000_000, 999_999_999_999)}:({random.Next(1000, 99999)})]: ");
            line.Append($"({RequestId(random)}): {Messages[message]} ");
            line.Append($"{{/src/server/{Functions[message].ToLowerInvariant()}.cc:{Functions[message]}():{random.Next(10, 400)}}}");
            lines[i] = line.ToString();
        }
        return lines;
    }

    // A lowercase hexadecimal id in the 8-4-4-4-12 layout, from the seeded generator (Guid.NewGuid is not deterministic).
    private static string RequestId(Random random)
    {
        const string Hex = "0123456789abcdef";
        var id = new StringBuilder(36);
        foreach (int group in (int[])[8, 4, 4, 4, 12])
        {
            if (id.Length > 0) id.Append('-');
            for (int k = 0; k < group; k++) id.Append(Hex[random.Next(16)]);
        }
        return id.ToString();
    }
}

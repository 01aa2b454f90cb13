namespace Hotpath.Cli.Report.Workloads;

/// <summary>
/// Text with an e-mail address and a URL after every <see cref="Stride"/> characters: the posts' e-mail and URL
/// patterns over prose that holds a few, where the search around the address (not only the scan for it) costs.
/// The benchmarks project compiles this file too, so the report and BenchmarkDotNet time the same input.
/// </summary>
internal static class SparseAddresses
{
    /// <summary>How many characters of the text come between two insertions.</summary>
    public const int Stride = 2_000;

    /// <summary><paramref name="text"/> with an address and a URL inserted after every <see cref="Stride"/> characters.</summary>
    public static string Insert(string text)
    {
        ArgumentNullException.ThrowIfNull(text);
        var builder = new System.Text.StringBuilder(text.Length + text.Length / Stride * 80);
        for (int i = 0; i < text.Length; i += Stride)
        {
            builder.Append(text, i, Math.Min(Stride, text.Length - i));
            builder.Append(" holmes.sherlock@baker-street.example.org, see https://example.org/case?id=").Append(i).Append(' ');
        }
        return builder.ToString();
    }
}

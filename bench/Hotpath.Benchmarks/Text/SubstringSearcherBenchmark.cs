using BenchmarkDotNet.Attributes;
using Hotpath.Text;

namespace Hotpath.Benchmarks.Text;

/// <summary>
/// What the one-needle benchmark classes share: the Sherlock Holmes text, a <see cref="SubstringSearcher"/> built for
/// each needle and comparison, and the comparisons; each class names its own needles.
/// </summary>
public abstract class SubstringSearcherBenchmark
{
    protected string Haystack { get; private set; } = "";

    protected SubstringSearcher Searcher { get; private set; } = null!;

    /// <summary>The needle; each derived class lists its values with <see cref="ParamsAttribute"/>.</summary>
    public abstract string Needle { get; set; }

    [Params(StringComparison.Ordinal, StringComparison.OrdinalIgnoreCase)]
    public StringComparison Comparison { get; set; }

    [GlobalSetup]
    public void Setup()
    {
        Haystack = SubstringCorpus.Text;
        Searcher = new SubstringSearcher(Needle, Comparison);
    }
}

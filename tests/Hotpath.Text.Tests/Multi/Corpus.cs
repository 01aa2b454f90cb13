namespace Hotpath.Text.Tests.Multi;

/// <summary>The shared corpora, read once (tests using them are <see cref="DataFactAttribute"/>/<see cref="DataTheoryAttribute"/> or tolerate the fallback).</summary>
internal static class Corpus
{
    private static readonly Lazy<string> s_sherlock = new(() =>
        SharedData.Root is null ? Fallback : File.ReadAllText(SharedData.PathOf("corpora/sherlock-holmes-1661.txt")));

    /// <summary>Sherlock Holmes, or (without the shared data) a synthetic text so seeded tests still exercise real words.</summary>
    public static string Sherlock => s_sherlock.Value;

    private static string Fallback => string.Concat(Enumerable.Repeat("To Sherlock Holmes she is always the woman. I have seldom heard him mention her under any other name.\r\n", 200));
}

using System.Text;

namespace Hotpath.Text.Tests.Substring;

/// <summary>TextSearch.Count counts as MemoryExtensions.Count does, an empty needle included (0, not every position).</summary>
public class TextSearchCountTests
{
    [Fact]
    public void CountsAsMemoryExtensionsOnSeededInputs()
    {
        const int seed = 3406;
        var random = new Random(seed);
        const string units = "aab\u00e9\u0416 ";
        for (int i = 0; i < 2_000; i++)
        {
            string haystack = Text(random, units, random.Next(0, 40));
            string needle = Text(random, units, random.Next(0, 4));
            string because = $"seed {seed}, haystack '{haystack}', needle '{needle}'";
            int expected = haystack.AsSpan().Count(needle.AsSpan());
            Assert.True(expected == TextSearch.Count(haystack, needle), because);
            Assert.True(Encoding.UTF8.GetBytes(haystack).AsSpan().Count(Encoding.UTF8.GetBytes(needle)) == TextSearch.Count(Encoding.UTF8.GetBytes(haystack), Encoding.UTF8.GetBytes(needle)), because);
        }
    }

    [Fact]
    public void AnEmptyNeedleCountsNothingIgnoringCaseToo()
    {
        Assert.Equal(0, TextSearch.Count("abc", "", StringComparison.OrdinalIgnoreCase));
        Assert.Equal(0, TextSearch.Count("abc"u8, ""u8, StringComparison.OrdinalIgnoreCase));
        Assert.Equal(0, TextSearch.Count("", ""));
    }

    private static string Text(Random random, string units, int length)
    {
        var builder = new StringBuilder(length);
        for (int i = 0; i < length; i++) builder.Append(units[random.Next(units.Length)]);
        return builder.ToString();
    }
}

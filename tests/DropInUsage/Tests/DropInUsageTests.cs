extern alias BclUsage;
extern alias HotpathUsage;

using Hotpath.Testing;

namespace DropInUsage.Tests;

/// <summary>
/// Issue 34's "done when": the file generated from the BCL's public API compiles against Hotpath and prints what it
/// prints against the BCL, and docs/regex.md's compatibility table says what the two assemblies declare.
/// </summary>
public class DropInUsageTests
{
    // Lines where the BCL's answer is a defect Hotpath does not copy, with the reason.
    private static readonly Dictionary<string, string> s_bclDefects = new()
    {
        // Match.Empty's GroupCollection has no group table, and the BCL dereferences it.
        ["GroupCollection.ContainsKey(System.String) => NullReferenceException : Object reference not set to an instance of an object."] = "Hotpath answers False",
    };

    [Fact]
    public void TheGeneratedUsagePrintsTheSameAgainstBothNamespaces()
    {
        string[] bcl = BclUsage::DropInUsage.Usage.Run().Split('\n');
        string[] hotpath = HotpathUsage::DropInUsage.Usage.Run().Split('\n');
        Assert.True(bcl.Length > 1_000, $"only {bcl.Length} lines printed");
        for (int i = 0; i < Math.Min(bcl.Length, hotpath.Length); i++)
        {
            if (s_bclDefects.ContainsKey(bcl[i])) continue;
            Assert.True(bcl[i] == hotpath[i], $"line {i + 1} differs:\nBCL:     {bcl[i]}\nHotpath: {hotpath[i]}\n(case: {CaseOf(bcl, i)})");
        }
        Assert.Equal(bcl.Length, hotpath.Length);
    }

    [Fact]
    public void TheCompatibilityTableInTheDocsIsTrue()
    {
        string docs = RepositoryRoot.PathOf("docs", "regex.md");
        string[] lines = File.ReadAllLines(docs);
        int start = Array.IndexOf(lines, CompatibilityTable.Start), end = Array.IndexOf(lines, CompatibilityTable.End);
        Assert.True(start >= 0 && end > start, "docs/regex.md has no compatibility table");
        Assert.Equal(CompatibilityTable.Lines(), lines[start..(end + 1)]);
    }

    [Fact]
    public void EveryBclMemberIsProvidedOrItsAbsenceExplained()
    {
        Assert.DoesNotContain(CompatibilityTable.Lines(), line => line.EndsWith("| missing |", StringComparison.Ordinal));
    }

    private static string CaseOf(string[] lines, int index)
    {
        for (int i = index; i >= 0; i--)
        {
            if (lines[i].StartsWith("case ", StringComparison.Ordinal)) return lines[i];
        }
        return "";
    }
}

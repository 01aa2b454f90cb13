using Hotpath.RegularExpressions.Hir;
using Bcl = System.Text.RegularExpressions;

namespace Hotpath.RegularExpressions.Tests.Translation;

/// <summary>Compares the BCL's first match (span and every group) with <see cref="ReferenceMatcher"/> on the translated HIR.</summary>
internal static class FirstMatchComparison
{
    /// <summary>Asserts agreement; returns <see langword="false"/> when the reference matcher gave up (nothing compared).</summary>
    public static bool AssertSame(RegexHir hir, Bcl.Regex bcl, string input, string where)
    {
        var matcher = new ReferenceMatcher(hir.Root, input);
        (int Index, int Length)? ours = matcher.FirstMatch();
        if (ours is null) return false;

        Bcl.Match match = bcl.Match(input);
        (int, int) expected = match.Success ? (match.Index, match.Length) : (-1, 0);
        string context = $"{where} input \"{input}\"";
        Assert.True(expected == ours.Value, $"{context}: BCL {expected}, HIR {ours.Value}\n{HirPrinter.Print(hir.Root)}");
        if (!match.Success) return true;

        foreach (int number in hir.GroupNumbers.Skip(1))
        {
            Bcl.Group group = match.Groups[number];
            (int, int)? bclCapture = group.Success ? (group.Index, group.Index + group.Length) : null;
            (int, int)? ourCapture = matcher.Captures.TryGetValue(number, out (int Start, int End) c) ? c : null;
            Assert.True(bclCapture == ourCapture, $"{context}: group {number}: BCL {bclCapture}, HIR {ourCapture}\n{HirPrinter.Print(hir.Root)}");
        }
        return true;
    }
}

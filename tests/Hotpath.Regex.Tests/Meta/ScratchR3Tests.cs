using System.Text.RegularExpressions;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Translation;
namespace Hotpath.RegularExpressions.Tests.Meta;
public class ScratchR3Tests
{
    [Fact]
    public void Probe()
    {
        var hir = RegexTranslator.Translate("a|(c{1,2}?|b).*", RegexOptions.ECMAScript);
        var s = StrategyBuilder.Build(hir, RegexSettings.Default, StrategyKind.Dfa);
        var c = s.CreateCache();
        Span<int> slots = stackalloc int[s.SlotCount];
        string input = "__11b_b1\n_a_b1";
        var results = new List<string>();
        foreach (int st in new[] { 0, 0, 4, 0 })
        {
            bool ok = s.IsMatch(input, st, c);
            ok = s.TryFindSpan(input, st, c, out int a, out int b);
            results.Add($"{st}: span {ok} {a},{b}");
            ok = s.TryFindCaptures(input, st, c, slots);
            results.Add($"{st}: {ok} {string.Join(",", slots.ToArray())}");
        }
        Assert.Fail(string.Join(" | ", results));
    }
}

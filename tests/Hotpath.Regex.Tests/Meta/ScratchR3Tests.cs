using System.Diagnostics;
using System.Text.RegularExpressions;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Prefilters;
using Hotpath.RegularExpressions.Translation;
namespace Hotpath.RegularExpressions.Tests.Meta;
public class ScratchR3Tests
{
    [Fact]
    public void Probe()
    {
        string text = File.ReadAllText("/work/shared/data/rebar/haystacks/opensubtitles/en-sampled.txt");
        var sw = Stopwatch.StartNew();
        var hir = RegexTranslator.Translate("Sherlock Holmes", RegexOptions.IgnoreCase);
        var t1 = sw.Elapsed.TotalMilliseconds; sw.Restart();
        var s = (DfaStrategy)StrategyBuilder.Build(hir, RegexSettings.Default);
        var t2 = sw.Elapsed.TotalMilliseconds; sw.Restart();
        var pf = (ClassSequencePrefilter)s.Prefilter!;
        int c = 0;
        for (int rep = 0; rep < 20; rep++) { c = 0; int p = 0; while (pf.TryFind(text, p, out int i, out _)) { c++; p = i + 1; } }
        var t3 = sw.Elapsed.TotalMilliseconds / 20; sw.Restart();
        var cache = s.CreateCache();
        int m = 0;
        for (int rep = 0; rep < 20; rep++) { m = 0; int p = 0; while (s.TryFindSpan(text, p, cache, out int a, out int b)) { m++; p = b; } }
        var t4 = sw.Elapsed.TotalMilliseconds / 20;
        Assert.Fail($"translate {t1:F1} build {t2:F1} prefilter loop {t3:F3} ms ({c} cands) dfa {t4:F3} ms ({m}) anchor {pf.AnchorOffset}");
    }
}

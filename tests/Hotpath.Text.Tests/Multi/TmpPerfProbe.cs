using System.Diagnostics;
using Hotpath.Text;
namespace Hotpath.Text.Tests.Multi;
public sealed class TmpPerfProbe
{
    [Fact]
    public void Probe()
    {
        string wp = File.ReadAllText("/work/shared/data/corpora/war-and-peace-2600.txt");
        var hp = new MultiStringSearcher(["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"], new() { IgnoreCase = true });
        var sv = System.Buffers.SearchValues.Create(["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"], StringComparison.OrdinalIgnoreCase);
        var w = Stopwatch.StartNew(); while (w.ElapsedMilliseconds < 1500) hp.Count(wp);
        for (int r = 0; r < 3; r++)
        {
            w.Restart(); int n = 0; while (w.ElapsedMilliseconds < 300) { hp.Count(wp); n++; }
            double a = w.Elapsed.TotalMilliseconds / n;
            w.Restart(); n = 0; while (w.ElapsedMilliseconds < 300) { int c = 0; ReadOnlySpan<char> rest = wp; for (int i; (i = rest.IndexOfAny(sv)) >= 0; rest = rest.Slice(i + 1)) c++; n++; }
            double b = w.Elapsed.TotalMilliseconds / n;
            File.AppendAllText("/tmp/t2-probe.txt", $"hp count {a:F3} ms, sv loop {b:F3} ms\n");
        }
    }
}

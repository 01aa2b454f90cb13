using Hotpath.RegularExpressions.Translation;
using Bcl = System.Text.RegularExpressions;
namespace Hotpath.RegularExpressions.Tests.Syntax;
public class ZzProbe
{
    [Fact]
    public void Stats()
    {
        var random = new Random(1); int ok = 0, syn = 0, uns = 0, bclErr = 0; var errs = new Dictionary<string,int>();
        for (int i = 0; i < 5000; i++)
        {
            string p = PatternGenerator.Next(random);
            try { RegexTranslator.Translate(p, Bcl.RegexOptions.None); ok++; }
            catch (RegexSyntaxException e) { syn++; errs[e.Error.ToString()] = errs.GetValueOrDefault(e.Error.ToString()) + 1; }
            catch (RegexUnsupportedException e) { uns++; errs[e.Construct] = errs.GetValueOrDefault(e.Construct) + 1; }
            try { new Bcl.Regex(p); } catch { bclErr++; }
        }
        File.WriteAllText("/tmp/r1probe/stats.txt", $"ok {ok} syntax {syn} unsupported {uns} bclErr {bclErr}\n" + string.Join("\n", errs.OrderByDescending(k => k.Value).Select(kv => $"{kv.Key}: {kv.Value}")));
    }
}

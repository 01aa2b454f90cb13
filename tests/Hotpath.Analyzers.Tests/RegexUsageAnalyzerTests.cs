using Hotpath.Analyzers.RegexUsage;
using Verify = Hotpath.Analyzers.Tests.Verifier<Hotpath.Analyzers.RegexUsage.RegexUsageAnalyzer, Hotpath.Analyzers.RegexUsage.RegexMigrationCodeFixProvider>;

namespace Hotpath.Analyzers.Tests;

public class RegexUsageAnalyzerTests
{
    [Fact]
    public Task ReportsConstructorsAndStatics() => Verify.AnalyzeAsync("""
        using System.Text.RegularExpressions;

        class C
        {
            static readonly Regex s_digits = {|HP0001:new Regex(@"\d+")|};

            bool M(string s) => {|HP0001:Regex.IsMatch|}(s, "a+b") && s_digits.IsMatch(s);
        }
        """);
}

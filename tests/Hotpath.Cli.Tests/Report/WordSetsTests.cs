using Hotpath.Cli.Report.Workloads;

namespace Hotpath.Cli.Tests.Report;

public sealed class WordSetsTests
{
    [Fact]
    public void CaseSpellingsAreEveryDistinctAsciiSpellingOfTheWord()
    {
        string[] spellings = WordSets.CaseSpellings("sHerl");
        Assert.Equal(32, spellings.Length);
        Assert.Equal(32, spellings.Distinct(StringComparer.Ordinal).Count());
        Assert.All(spellings, s => Assert.Equal("SHERL", s.ToUpperInvariant()));
        Assert.Equal("sherl", spellings[0]);
        Assert.Equal("SHERL", spellings[^1]);
    }
}

using Hotpath.RegularExpressions.Meta;

namespace Hotpath.RegularExpressions.Tests.Meta;

/// <summary>The density verdicts that hand candidate searches to the unanchored DFA.</summary>
public class CandidateDensityTests
{
    [Fact]
    public void SparseCandidatesNeverTurnDense()
    {
        var density = new CandidateDensity(CandidateDensity.MinUnitsPerAttempt);
        for (int candidate = 0; candidate < 1_000_000; candidate += CandidateDensity.MinUnitsPerAttempt)
        {
            Assert.False(density.Record(searchId: 1, candidate, CandidateDensity.MinUnitsPerAttempt, endsOnly: true));
            density.RecordFailure(candidate);
            Assert.False(density.IsDense(searchId: 1, candidate, endsOnly: false));
        }
    }

    [Fact]
    public void DenseCandidatesTurnDenseForEndsOnceEnoughAreSeen()
    {
        var density = new CandidateDensity(CandidateDensity.MinUnitsPerAttempt);
        for (int candidate = 1; candidate < CandidateDensity.MinCandidates; candidate++)
        {
            Assert.False(density.Record(searchId: 1, candidate, units: 1, endsOnly: true));
        }
        Assert.True(density.Record(searchId: 1, CandidateDensity.MinCandidates, units: 1, endsOnly: true));
        Assert.True(density.IsDense(searchId: 1, 100, endsOnly: true));
        // Candidates that matched say nothing against attempts for spans.
        Assert.False(density.IsDense(searchId: 1, 100, endsOnly: false));
    }

    [Fact]
    public void DenseFailuresTurnDenseForSpans()
    {
        var density = new CandidateDensity(CandidateDensity.MinUnitsPerAttempt);
        for (int candidate = 1; candidate <= CandidateDensity.MinCandidates; candidate++)
        {
            density.Record(searchId: 1, candidate, units: 1, endsOnly: false);
            density.RecordFailure(candidate);
        }
        Assert.True(density.IsDense(searchId: 1, 100, endsOnly: false));
    }

    [Fact]
    public void AVerdictLapsesAfterTheReprobeDistanceAndWithANewCall()
    {
        var density = new CandidateDensity(CandidateDensity.MinUnitsPerAttempt);
        for (int candidate = 1; candidate <= CandidateDensity.MinCandidates; candidate++) density.Record(searchId: 1, candidate, units: 1, endsOnly: true);
        int last = CandidateDensity.MinCandidates;
        Assert.True(density.IsDense(searchId: 1, last + CandidateDensity.ReprobeUnits - 1, endsOnly: true));
        Assert.False(density.IsDense(searchId: 1, last + CandidateDensity.ReprobeUnits, endsOnly: true));
        for (int candidate = 1; candidate <= CandidateDensity.MinCandidates; candidate++) density.Record(searchId: 1, candidate, units: 1, endsOnly: true);
        Assert.True(density.IsDense(searchId: 1, last, endsOnly: true));
        Assert.False(density.IsDense(searchId: 2, last, endsOnly: true));
    }
}

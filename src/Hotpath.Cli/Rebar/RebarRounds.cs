namespace Hotpath.Cli.Rebar;

/// <summary>
/// Folds the rounds of one benchmark on one engine into the line the CSV reports.
/// </summary>
/// <remarks>
/// On this project's 2-core virtual machine a whole process sometimes runs at half speed, for the BCL's engines as
/// for Hotpath's: <c>14-quadratic/2x</c> measured one time or twice it from one process to the next, with the same
/// binaries, and with the tiered JIT's profile-guided optimization off too. Something outside the process
/// (another tenant of the core, another job on the machine) only ever adds time, so the lowest of several rounds'
/// medians is the one nearest the code's own cost. Within a round the engines take turns on each benchmark, and
/// each round runs the whole list, so a slow stretch lasting minutes falls on one round of many benchmarks (one
/// such stretch made all three rounds of a benchmark run back to back markedly slower for one engine).
/// </remarks>
internal static class RebarRounds
{
    /// <summary>
    /// A wrong count in any round, else any other status that is not ok (a budget overrun, an unsupported
    /// pattern); when every round is ok, the round with the lowest median.
    /// </summary>
    public static RebarResult Combine(IReadOnlyList<RebarResult> rounds)
    {
        ArgumentOutOfRangeException.ThrowIfZero(rounds.Count);
        RebarResult? notOk = rounds.FirstOrDefault(r => r.Status == RebarStatus.WrongCount) ?? rounds.FirstOrDefault(r => r.Status != RebarStatus.Ok);
        return notOk ?? rounds.MinBy(r => r.MedianNs ?? double.MaxValue)!;
    }
}

namespace Hotpath.RegularExpressions.Engines.LazyDfa;

/// <summary>
/// One DFA state: the NFA threads alive at a position, in priority order, plus what assertions still
/// need from the past. Immutable; equality is structural so the cache can find states it built before.
/// </summary>
/// <remarks>
/// <para><see cref="Threads"/> holds NFA states that consume a unit, the NFA's match state, and
/// assertions that could not be decided yet because they read the unit ahead (<c>$</c>, <c>\b</c>).
/// In an unanchored search, <see cref="Restart"/> stands for "start a new match attempt here" and sits
/// last: later starts have the lowest priority.</para>
/// <para><see cref="IsMatch"/> is delayed by one unit, as in regex-automata's design: a state is a match
/// state when the threads of the previous position reached the NFA's match state once the unit ahead was
/// known, so the match ended one unit before the position this state stands for. The delay is what lets
/// <c>$</c> and <c>\b</c> at the end of a match see the following unit.</para>
/// </remarks>
internal sealed class DfaState : IEquatable<DfaState>
{
    /// <summary>The pseudo-thread that restarts the regex at every position of an unanchored search.</summary>
    public const int Restart = -1;

    private readonly int _hash;

    /// <summary>Creates a state; <paramref name="threads"/> is owned by the state from now on.</summary>
    public DfaState(int[] threads, UnitFacts behind, bool isMatch)
    {
        Threads = threads;
        Behind = behind;
        IsMatch = isMatch;
        var hash = new HashCode();
        hash.Add(behind);
        hash.Add(isMatch);
        foreach (int thread in threads) hash.Add(thread);
        _hash = hash.ToHashCode();
    }

    /// <summary>NFA states (and possibly <see cref="Restart"/>), highest priority first.</summary>
    public int[] Threads { get; }

    /// <summary>The facts of the unit behind this position (in scan order) that pending assertions may read.</summary>
    public UnitFacts Behind { get; }

    /// <summary>A match ended one unit before this state's position.</summary>
    public bool IsMatch { get; }

    /// <summary>Whether no thread is alive: the search can stop.</summary>
    public bool IsDead => Threads.Length == 0;

    /// <summary>The bytes this state is charged in the cache budget, besides its transition row.</summary>
    public int MemoryBytes => 48 + Threads.Length * sizeof(int);

    /// <inheritdoc/>
    public bool Equals(DfaState? other) =>
        other is not null && _hash == other._hash && Behind == other.Behind && IsMatch == other.IsMatch
        && Threads.AsSpan().SequenceEqual(other.Threads);

    /// <inheritdoc/>
    public override bool Equals(object? obj) => Equals(obj as DfaState);

    /// <inheritdoc/>
    public override int GetHashCode() => _hash;
}

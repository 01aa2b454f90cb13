using System.Runtime.Intrinsics;

namespace Hotpath.Text;

/// <summary>
/// What a non-overlapping iteration (an enumerator, a replace, a count) carries from one match to the next, so that an
/// engine whose scan stops at a block of candidates goes on from that block instead of starting a new search at every
/// match: the block's candidates not yet verified, and where the scan resumes. Valid for one haystack, with every
/// search starting at or after the end of the match before. The default value starts an iteration.
/// </summary>
internal struct MatchCursor
{
    /// <summary>The first unit of the block <see cref="Lanes"/> belong to.</summary>
    public int Block;

    /// <summary>The block's candidates not verified yet (bit j: a candidate starting at <see cref="Block"/> + j).</summary>
    public ulong Lanes;

    /// <summary>The block's bucket bits, in the engine's lane layout.</summary>
    public Vector512<byte> Buckets;

    /// <summary>Where the scan goes on when <see cref="Lanes"/> run out: every start before it has been looked at.</summary>
    public int Resume;

    /// <summary>Where the iteration's first search started, for rules that weigh false candidates against the text scanned.</summary>
    public int Origin;

    /// <summary>Blocks scanned so far whose candidates were all false.</summary>
    public int FalseBlocks;

    /// <summary>Whether the first search has run (and set <see cref="Origin"/>).</summary>
    public bool Started;

    /// <summary>Whether the engine's resumable scan has ended: the rest of the iteration searches from scratch from <see cref="Resume"/>.</summary>
    public bool Finished;

    /// <summary>Match starts an engine's scan collected ahead (a one-pattern set's substring search, see <see cref="MatchesAhead"/>).</summary>
    public MatchesAhead Ahead;
}

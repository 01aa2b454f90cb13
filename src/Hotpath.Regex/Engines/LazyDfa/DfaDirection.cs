namespace Hotpath.RegularExpressions.Engines.LazyDfa;

/// <summary>Which way a DFA scans the input.</summary>
internal enum DfaDirection
{
    /// <summary>Left to right, finding where a match ends.</summary>
    Forward,

    /// <summary>Right to left over the reversed regex, finding where a match starts.</summary>
    Reverse,
}

/// <summary>Which match a DFA reports.</summary>
internal enum DfaMatchKind
{
    /// <summary>
    /// .NET's: once the highest-priority live thread has matched, lower-priority threads are dropped, so
    /// the last match seen before the DFA dies is the end of the leftmost-first match.
    /// </summary>
    LeftmostFirst,

    /// <summary>Every thread runs until it dies; the last match seen is the longest (used in reverse to find the leftmost start).</summary>
    All,
}

/// <summary>The result of a DFA search.</summary>
internal enum DfaOutcome
{
    /// <summary>No match.</summary>
    NoMatch,

    /// <summary>A match; the position is reported.</summary>
    Match,

    /// <summary>The cache thrashed and the DFA gave up; the caller must use another engine.</summary>
    GaveUp,
}

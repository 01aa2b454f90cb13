namespace Hotpath.Text;

/// <summary>
/// One transition function over the trie's states. Implemented by structs (ref structs where they hold a reference into a table) so that the generic search loops
/// in <see cref="AhoCorasickSearch"/> are specialized (and inlined) per automaton kind.
/// </summary>
internal interface IAutomatonStepper
{
    /// <summary>The state after reading the unit class <paramref name="cls"/> in <paramref name="state"/> (an engine-specific encoding).</summary>
    int Next(int state, int cls);

    /// <summary>Whether some pattern ends in <paramref name="state"/>.</summary>
    bool HasMatch(int state);

    /// <summary>Whether <paramref name="state"/> is the start state (where the start-unit prefilter may skip ahead).</summary>
    bool IsStart(int state);

    /// <summary>The trie state behind an engine-encoded state.</summary>
    int Node(int state);
}

using Hotpath.RegularExpressions.Meta;

namespace Hotpath.RegularExpressions;

public sealed partial class Regex
{
    /// <summary>
    /// Says how this regex searches: its strategy and the shape that strategy serves, then what the strategy adds
    /// (how a DFA search is led, its prefilter, the engine for UTF-8 input), and whether it runs in linear time
    /// (<see cref="IsLinear"/>), one <c>aspect: detail</c> line each. The
    /// same text <c>hotpath explain PATTERN</c> prints. Meant for people: the wording may change between versions.
    /// </summary>
    /// <example><c>new Regex(@"\b\w+@\w+\.com\b").Explain()</c> names the DFA strategy and its inner literal <c>"@"</c>.</example>
    public string Explain() =>
        string.Join('\n', _strategy.Explain()
            .Append((Aspect: "linear", Detail: IsLinear ? "yes: the time grows with the input's length alone" : "no: the BCL's backtracking engine runs it, within the match timeout"))
            .Select(e => $"{e.Aspect}: {e.Detail}"));
}

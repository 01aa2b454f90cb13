namespace Hotpath.Analyzers.Patterns;

/// <summary>The first thing in a pattern that keeps Hotpath.Regex off its linear engine: what it is and where.</summary>
internal sealed class NonLinearConstruct
{
    public NonLinearConstruct(string name, int offset)
    {
        Name = name;
        Offset = offset;
    }

    /// <summary>The construct as Hotpath's <c>RegexUnsupportedException</c> names it ("lookahead", "backreference", …).</summary>
    public string Name { get; }

    /// <summary>The offset in the pattern where the construct starts.</summary>
    public int Offset { get; }
}

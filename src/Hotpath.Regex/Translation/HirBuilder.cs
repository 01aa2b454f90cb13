using System.Runtime.CompilerServices;
using System.Text;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Syntax;
using Hotpath.RegularExpressions.Unicode;

namespace Hotpath.RegularExpressions.Translation;

/// <summary>
/// Turns the syntax tree into HIR, applying case folding and light simplifications that cannot change
/// leftmost-first results: adjacent literals merge, nested sequences and alternations flatten, <c>x{1}</c>
/// becomes <c>x</c>, <c>x{0}</c> becomes empty, and runs of adjacent one-unit branches become one class. Where .NET's
/// own reductions change what its backtracker records (nested loops multiplied into one, <c>x|</c> run as <c>x?</c>),
/// the same reductions apply, so capture histories match.
/// </summary>
/// <remarks>
/// A class no unit is in (<c>[a-[a]]</c>, <c>[^\s\S]</c>) never matches, and neither does whatever must pass
/// through it: a sequence holding it, a group around it, a loop that must run it at least once. Such parts fold
/// upward into one empty class (<see cref="HirClass.Never"/>), a branch that never matches leaves its alternation, and a loop
/// that may run it zero times matches only the empty string, which is what the backtracker does with them too
/// (it tries the part, fails, and undoes nothing). So an empty class is never a strict part of the HIR: the
/// strategies, prefilters and literal extraction, which assume every class has members, never meet one, and a
/// regex that cannot match at all is the empty class alone.
/// </remarks>
internal sealed class HirBuilder(string pattern, CaseBehavior caseBehavior, bool keepNestedSameNumberGroups = false)
{
    private static readonly CharRangeSet s_anyButNewline = CharRangeSet.Single('\n').Negate();

    // The numbers of the groups around the node being built.
    private readonly HashSet<int> _enclosingGroups = [];

    // Case-insensitive patterns repeat the same letters; the sets are immutable, so share them.
    private readonly Dictionary<char, CharRangeSet> _caseSets = [];

    /// <summary>Translates <paramref name="node"/>; throws <see cref="RegexUnsupportedException"/> at the first non-regular construct.</summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public HirNode Build(AstNode node) => node switch
    {
        AstLiteral literal => Literal(literal),
        AstClass c => ClassOrLiteral(ClassTranslator.Translate(c.Class, caseBehavior)),
        AstAnyCharacter any => new HirClass(any.Singleline ? CharRangeSet.All : s_anyButNewline),
        AstAssertion assertion => new HirLook(assertion.Look),
        AstRepeat repeat => Repeat(repeat),
        AstCapture capture => Capture(capture),
        AstGroup group => Build(group.Sub),
        AstConcat concat => Concat(concat),
        AstAlternation alternation => Alternation(alternation),
        AstUnsupported unsupported => throw new RegexUnsupportedException(unsupported.Construct, unsupported.Position, pattern),
        _ => throw new InvalidOperationException($"Unknown syntax node {node.GetType().Name}."),
    };

    /// <summary>Under IgnoreCase, each unit with case variants becomes a class; the rest stay literal.</summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private HirNode Literal(AstLiteral literal)
    {
        if (!literal.IgnoreCase) return new HirLiteral(literal.Value);

        var parts = new List<HirNode>();
        int plainStart = 0;
        for (int i = 0; i < literal.Value.Length; i++)
        {
            if (!CaseEquivalences.TryGet(literal.Value[i], caseBehavior, out ReadOnlySpan<char> equivalences)) continue;
            if (plainStart < i) parts.Add(new HirLiteral(literal.Value[plainStart..i]));
            if (!_caseSets.TryGetValue(literal.Value[i], out CharRangeSet? set))
            {
                _caseSets[literal.Value[i]] = set = CharRangeSet.FromUnits(equivalences);
            }
            parts.Add(new HirClass(set));
            plainStart = i + 1;
        }
        if (plainStart < literal.Value.Length) parts.Add(new HirLiteral(literal.Value[plainStart..]));
        return parts.Count == 1 ? parts[0] : new HirConcat([.. parts]);
    }

    private static bool NeverMatches(HirNode node) => node is HirClass { NeverMatches: true };

    /// <summary>A one-unit set is a literal, which literal extraction and prefilters handle better.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static HirNode ClassOrLiteral(CharRangeSet set) =>
        set.IsEmpty ? HirClass.Never
        : set.Ranges.Length == 1 && set.Ranges[0].First == set.Ranges[0].Last
            ? new HirLiteral(set.Ranges[0].First.ToString())
            : new HirClass(set);

    /// <summary>
    /// A group inside a group of the same number (<c>(a(?&lt;1&gt;b)c)</c>, a name used twice) holds its capture only until
    /// the enclosing group closes, which on any successful path it does later; .NET's value is then the enclosing group's,
    /// from that group's own start. Slots are kept per number, so the inner group's start would overwrite the outer's:
    /// searches drop the inner group, and only the capture history, which lists its captures too and pairs each close
    /// with the latest open, keeps it (<c>keepNestedSameNumberGroups</c>).
    /// </summary>
    private HirNode Capture(AstCapture capture)
    {
        bool nested = !_enclosingGroups.Add(capture.Number);
        HirNode sub = Build(capture.Sub);
        if (!nested) _enclosingGroups.Remove(capture.Number);
        if (NeverMatches(sub)) return HirClass.Never;
        return nested && !keepNestedSameNumberGroups ? sub : new HirCapture(capture.Number, sub);
    }

    private HirNode Repeat(AstRepeat repeat)
    {
        HirNode sub = Build(repeat.Sub);
        // x{0} never runs x, so captures inside never participate: exactly what .NET does. A body that never
        // matches leaves a loop that may skip it matching empty, and fails one that may not.
        if (NeverMatches(sub)) return repeat.Min == 0 ? HirEmpty.Instance : HirClass.Never;
        if (repeat.Max == 0 || sub.Kind == HirKind.Empty) return HirEmpty.Instance;
        if (repeat.Min == 1 && repeat.Max == 1) return sub;
        int max = repeat.Max == int.MaxValue ? HirRepeat.Unbounded : repeat.Max;
        return NestedRepeats.Multiply(sub, repeat.Min, max, greedy: !repeat.Lazy);
    }

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private HirNode Concat(AstConcat concat)
    {
        var parts = new List<HirNode>(concat.Parts.Length);
        var pendingLiteral = new StringBuilder();
        foreach (AstNode part in concat.Parts)
        {
            HirNode built = Build(part);
            if (NeverMatches(built)) return HirClass.Never;
            Append(built);
        }
        FlushLiteral();
        return parts.Count switch
        {
            0 => HirEmpty.Instance,
            1 => parts[0],
            _ => new HirConcat([.. parts]),
        };

        void Append(HirNode node)
        {
            switch (node)
            {
                case HirEmpty:
                    return;
                case HirConcat nested:
                    foreach (HirNode part in nested.Parts) Append(part);
                    return;
                case HirLiteral literal:
                    pendingLiteral.Append(literal.Units);
                    return;
                default:
                    FlushLiteral();
                    parts.Add(node);
                    return;
            }
        }

        void FlushLiteral()
        {
            if (pendingLiteral.Length == 0) return;
            parts.Add(new HirLiteral(pendingLiteral.ToString()));
            pendingLiteral.Clear();
        }
    }

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private HirNode Alternation(AstAlternation alternation)
    {
        var branches = new List<HirNode>(alternation.Branches.Length);
        foreach (AstNode branch in alternation.Branches)
        {
            HirNode built = Build(branch);
            if (built is HirAlternation nested) branches.AddRange(nested.Branches);
            else if (!NeverMatches(built)) branches.Add(built);
        }
        if (branches.Count == 0) return HirClass.Never;

        // Adjacent branches that each match exactly one unit merge into one class: whichever of them
        // matches consumes the same unit and continues identically, so priority among them is moot.
        var merged = new List<HirNode>(branches.Count);
        foreach (HirNode branch in branches)
        {
            if (merged.Count > 0 && SingleUnitSet(branch) is { } set && SingleUnitSet(merged[^1]) is { } previous)
            {
                merged[^1] = ClassOrLiteral(previous.Union(set));
            }
            else
            {
                merged.Add(branch);
            }
        }
        // A second empty branch is never reached by a path the first would not have taken.
        int firstEmpty = merged.FindIndex(branch => branch.Kind == HirKind.Empty);
        for (int i = merged.Count - 1; i > firstEmpty && firstEmpty >= 0; i--)
        {
            if (merged[i].Kind == HirKind.Empty) merged.RemoveAt(i);
        }
        return merged switch
        {
            [var only] => only,
            // .NET runs `x|` as `x?` and `|x` as `x??` (see NestedRepeats for why the loop's form shows).
            [var x, HirEmpty] => new HirRepeat(x, 0, 1, greedy: true),
            [HirEmpty, var x] => new HirRepeat(x, 0, 1, greedy: false),
            _ => new HirAlternation([.. merged]),
        };
    }

    private static CharRangeSet? SingleUnitSet(HirNode node) => node switch
    {
        HirClass c => c.Set,
        HirLiteral { Units.Length: 1 } l => CharRangeSet.Single(l.Units[0]),
        _ => null,
    };
}

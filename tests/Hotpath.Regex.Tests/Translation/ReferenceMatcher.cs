using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Unicode;

namespace Hotpath.RegularExpressions.Tests.Translation;

/// <summary>
/// A deliberately naive backtracking matcher over HIR (leftmost-first, like .NET's backtracker), used only to
/// check that translation preserves meaning by comparing match spans with the BCL. Gives up (returns
/// <see langword="null"/>) past a step budget so pathological patterns cannot stall the test run.
/// </summary>
internal sealed class ReferenceMatcher(HirNode root, string input)
{
    private const int StepBudget = 200_000;
    private readonly Dictionary<int, (int Start, int End)> _captures = [];
    private int _steps;

    /// <summary>After a successful <see cref="FirstMatch"/>: the last capture of each group that participated.</summary>
    public IReadOnlyDictionary<int, (int Start, int End)> Captures => _captures;

    /// <summary>The first match as (index, length), (-1, 0) for none, or <see langword="null"/> when over budget.</summary>
    public (int Index, int Length)? FirstMatch()
    {
        try
        {
            for (int start = 0; start <= input.Length; start++)
            {
                int end = -1;
                _captures.Clear();
                if (Match(root, start, e => { end = e; return true; })) return (start, end - start);
            }
            return (-1, 0);
        }
        catch (OperationCanceledException)
        {
            return null;
        }
    }

    private bool Match(HirNode node, int pos, Func<int, bool> next)
    {
        if (++_steps > StepBudget) throw new OperationCanceledException();
        switch (node)
        {
            case HirEmpty:
                return next(pos);
            case HirLiteral literal:
                return input.AsSpan(pos).StartsWith(literal.Units, StringComparison.Ordinal) && next(pos + literal.Units.Length);
            case HirClass c:
                return pos < input.Length && c.Set.Contains(input[pos]) && next(pos + 1);
            case HirLook look:
                return Holds(look.Look, pos) && next(pos);
            case HirCapture capture:
                return Match(capture.Sub, pos, e =>
                {
                    // Like .NET, a group keeps its latest capture; backtracking past it restores the previous one.
                    bool had = _captures.TryGetValue(capture.GroupNumber, out (int, int) previous);
                    _captures[capture.GroupNumber] = (pos, e);
                    if (next(e)) return true;
                    if (had) _captures[capture.GroupNumber] = previous;
                    else _captures.Remove(capture.GroupNumber);
                    return false;
                });
            case HirConcat concat:
                return MatchSequence(concat.Parts, 0, pos, next);
            case HirAlternation alternation:
                foreach (HirNode branch in alternation.Branches)
                {
                    if (Match(branch, pos, next)) return true;
                }
                return false;
            case HirRepeat repeat:
                return MatchRepeat(repeat, 0, pos, next);
            default:
                throw new InvalidOperationException(node.Kind.ToString());
        }
    }

    private bool MatchSequence(HirNode[] parts, int index, int pos, Func<int, bool> next) =>
        index == parts.Length ? next(pos) : Match(parts[index], pos, e => MatchSequence(parts, index + 1, e, next));

    private bool MatchRepeat(HirRepeat repeat, int count, int pos, Func<int, bool> next)
    {
        bool canStop = count >= repeat.Min;
        bool canGo = repeat.Max == HirRepeat.Unbounded || count < repeat.Max;
        // Like .NET's backtracker: an iteration that consumes nothing once the minimum is met ends the loop
        // (the match continues after it), rather than failing or looping forever.
        bool Again() => canGo && Match(repeat.Sub, pos, e => e == pos && canStop ? next(e) : MatchRepeat(repeat, count + 1, e, next));
        return repeat.Greedy ? Again() || (canStop && next(pos)) : (canStop && next(pos)) || Again();
    }

    private bool Holds(LookKind look, int pos) => look switch
    {
        LookKind.Start or LookKind.SearchStart => pos == 0,
        LookKind.End => pos == input.Length,
        LookKind.EndZ => pos == input.Length || (pos == input.Length - 1 && input[pos] == '\n'),
        LookKind.LineStart => pos == 0 || input[pos - 1] == '\n',
        LookKind.LineEnd => pos == input.Length || input[pos] == '\n',
        LookKind.WordBoundary => IsBoundary(pos, BoundaryWordCharacters.IsBoundaryWordChar),
        LookKind.NonWordBoundary => !IsBoundary(pos, BoundaryWordCharacters.IsBoundaryWordChar),
        LookKind.EcmaWordBoundary => IsBoundary(pos, BoundaryWordCharacters.IsEcmaWordChar),
        LookKind.NonEcmaWordBoundary => !IsBoundary(pos, BoundaryWordCharacters.IsEcmaWordChar),
        _ => throw new InvalidOperationException(look.ToString()),
    };

    private bool IsBoundary(int pos, Func<char, bool> isWord) =>
        (pos > 0 && isWord(input[pos - 1])) != (pos < input.Length && isWord(input[pos]));
}

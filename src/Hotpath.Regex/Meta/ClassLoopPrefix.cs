using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// A reverse-inner prefix that is one class repeated, <c>C{min,max}</c> (<c>[\w.+-]+</c> before an e-mail
/// pattern's <c>@</c>, <c>\w+</c> before a URL pattern's <c>://</c>): the leftmost start before a literal
/// occurrence is found by walking back over the class with a <see cref="ClassRunScan"/>, where a reverse DFA would pay
/// a search call's set-up for a run of a few units. Immutable and thread-safe.
/// </summary>
/// <remarks>
/// The inner literal's first unit is never in the class (see <see cref="Literals.InnerLiteral"/>), so the prefix of a
/// match starting at <c>s</c> covers exactly the units from <c>s</c> up to the occurrence <c>o</c>: its
/// iterations cannot stop earlier (the literal would have to begin on a class unit) nor go further (the unit at
/// <c>o</c> is not in the class). Hence every start in the class run before <c>o</c> whose distance to <c>o</c> lies
/// in [min, max] is followed by the same thing, the literal and the rest anchored at <c>o</c>, whose leftmost-first
/// match (if any) completes all of them; the leftmost of them is the answer.
/// </remarks>
internal sealed class ClassLoopPrefix
{
    private readonly ClassRunScan _members;
    private readonly int _min;
    private readonly int _max;

    private ClassLoopPrefix(CharRangeSet set, int min, int max)
    {
        _members = new ClassRunScan(set);
        _min = min;
        _max = max;
    }

    /// <summary>
    /// The walk for <paramref name="prefix"/> when it is one class, possibly repeated and wrapped in groups
    /// (<c>C</c>, <c>C*</c>, <c>(C{2,5}?)</c>); null for anything else.
    /// </summary>
    public static ClassLoopPrefix? TryCreate(HirNode prefix)
    {
        ArgumentNullException.ThrowIfNull(prefix);
        return Unwrap(prefix) switch
        {
            HirClass cls => new ClassLoopPrefix(cls.Set, 1, 1),
            HirRepeat { Sub: var sub } repeat when Unwrap(sub) is HirClass cls => new ClassLoopPrefix(cls.Set, repeat.Min, repeat.Max),
            _ => null,
        };
    }

    // Groups do not change which units a prefix covers (their bounds are resolved later, from the span).
    private static HirNode Unwrap(HirNode node)
    {
        while (node is HirCapture capture) node = capture.Sub;
        return node is HirConcat { Parts: [var only] } ? Unwrap(only) : node;
    }

    /// <summary>
    /// The leftmost start, not below <paramref name="lowerBound"/>, of a prefix match ending at
    /// <paramref name="occurrence"/>, or -1 when the class run before it is shorter than the minimum. Reads
    /// each unit of the run once (and no further back than the maximum allows).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int LeftmostStart(ReadOnlySpan<char> input, int occurrence, int lowerBound)
    {
        int floor = _max == HirRepeat.Unbounded ? lowerBound : Math.Max(lowerBound, occurrence - _max);
        int start = _members.RunStart(input, occurrence, floor);
        return occurrence - start >= _min ? start : -1;
    }
}

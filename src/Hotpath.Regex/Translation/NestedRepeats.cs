using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Translation;

/// <summary>
/// .NET multiplies a loop whose body is itself a loop of the same greediness into one loop
/// (<c>(?:x?){2}</c> runs as <c>x{0,2}</c>, <c>(?:x{2,4}){3}</c> as <c>x{6,12}</c>) unless the inner loop is too
/// "lumpy" for the product to keep its iteration counts (<c>(?:x{2,3}){2}</c>, or <c>(?:x{2,})?</c>). The product is
/// what its backtracker then runs, and it shows: an iteration that matches empty ends the merged loop, where the
/// nested form would have run the inner loop again, so capture histories follow the product. Translating the
/// product keeps Hotpath's answers the BCL's. (For loops of one class the product matches exactly what the nested
/// loops do, so merging them too changes nothing.)
/// </summary>
internal static class NestedRepeats
{
    /// <summary>
    /// The loop .NET runs for <paramref name="body"/><c>{</c><paramref name="min"/><c>,</c><paramref name="max"/><c>}</c>
    /// (<paramref name="max"/> may be <see cref="HirRepeat.Unbounded"/>): the loops nested directly in the body
    /// merged into it while the same tests as .NET's loop reduction allow, with the same saturating products, including
    /// its quirk of leaving the running minimum alone when a merged loop's own minimum is zero.
    /// </summary>
    public static HirRepeat Multiply(HirNode body, int min, int max, bool greedy)
    {
        int outerMin = min;
        int runningMin = min, runningMax = Count(max);
        int currentMax = runningMax;
        while (body is HirRepeat inner && inner.Greedy == greedy)
        {
            int innerMax = Count(inner.Max);
            if ((outerMin == 0 && inner.Min > 1) || innerMax < inner.Min * 2) break;
            outerMin = inner.Min > 0 ? (runningMin = Product(inner.Min, runningMin)) : inner.Min;
            currentMax = runningMax = Product(innerMax, runningMax);
            body = inner.Sub;
        }
        return new HirRepeat(body, outerMin, currentMax == int.MaxValue ? HirRepeat.Unbounded : currentMax, greedy);
    }

    private static int Count(int max) => max == HirRepeat.Unbounded ? int.MaxValue : max;

    private static int Product(int count, int factor) => (int.MaxValue - 1) / count < factor ? int.MaxValue : count * factor;
}

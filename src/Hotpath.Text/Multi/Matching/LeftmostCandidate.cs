using System.Numerics;
using System.Runtime.CompilerServices;

namespace Hotpath.Text;

/// <summary>
/// The best match seen so far while scanning: an earlier start always wins, and at the same start the set's
/// preference decides. Shared by every engine so that they agree on ties.
/// </summary>
internal struct LeftmostCandidate
{
    public int Pattern;
    public int Start;
    public int Length;

    public static LeftmostCandidate None => new() { Pattern = -1, Start = int.MaxValue };

    public readonly bool Found => Pattern >= 0;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Offer<T>(PatternSet<T> set, int pattern, int start, int length) where T : unmanaged, IBinaryInteger<T>
    {
        if (start < Start || (start == Start && set.IsPreferred(pattern, length, Pattern, Length)))
        {
            Pattern = pattern;
            Start = start;
            Length = length;
        }
    }

    public readonly StringMatch ToMatch() => new(Pattern, Start, Length);
}

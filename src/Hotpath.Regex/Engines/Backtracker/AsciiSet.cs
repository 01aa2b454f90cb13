using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Nfa;

namespace Hotpath.RegularExpressions.Engines.Backtracker;

/// <summary>The ASCII members of a class set as two 64-bit words: membership of an ASCII unit in one bit test. Immutable.</summary>
/// <param name="Low">Units 0–63.</param>
/// <param name="High">Units 64–127.</param>
internal readonly record struct AsciiSet(ulong Low, ulong High)
{
    /// <summary>Whether ASCII <paramref name="unit"/> (below 128) is a member.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool Contains(char unit) => ((unit < 64 ? Low : High) >> unit & 1) != 0;

    /// <summary>The ASCII members of class set <paramref name="set"/> of <paramref name="nfa"/>.</summary>
    public static AsciiSet Of(ThompsonNfa nfa, int set) => Where(unit => nfa.ClassSetContains(set, nfa.Classes.ClassContaining(unit)));

    /// <summary>The ASCII units <paramref name="member"/> accepts.</summary>
    public static AsciiSet Where(Func<char, bool> member)
    {
        ulong low = 0, high = 0;
        for (char unit = '\0'; unit < 128; unit++)
        {
            if (!member(unit)) continue;
            if (unit < 64) low |= 1UL << unit;
            else high |= 1UL << (unit - 64);
        }
        return new AsciiSet(low, high);
    }
}

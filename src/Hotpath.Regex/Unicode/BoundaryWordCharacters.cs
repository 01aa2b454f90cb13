using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Unicode;

/// <summary>
/// The characters .NET treats as word characters for <c>\b</c>/<c>\B</c> (and for group names and escapes):
/// <c>\w</c> plus U+200C ZERO WIDTH NON-JOINER and U+200D ZERO WIDTH JOINER. A 64K-bit table makes the test
/// one load and a shift, for engines evaluating boundaries per position. Immutable and thread-safe.
/// </summary>
internal static class BoundaryWordCharacters
{
    /// <summary>The set as ranges (for building automata).</summary>
    public static CharRangeSet Set { get; } = ShorthandClasses.Word.Union(CharRangeSet.FromRanges([new('\u200C', '\u200D')]));

    // Declared after Set: static initializers run in textual order and ToBitmap reads Set.
    private static readonly ulong[] s_bits = Set.ToBitmap();

    /// <summary>Whether <paramref name="c"/> is a word character for <c>\b</c>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsBoundaryWordChar(char c) =>
        (Unsafe.Add(ref System.Runtime.InteropServices.MemoryMarshal.GetArrayDataReference(s_bits), c >> 6) & (1UL << c)) != 0;

    /// <summary>Whether <paramref name="c"/> is an ECMAScript word character (<c>[0-9A-Za-z_]</c>, plus U+0130 as the BCL has it).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsEcmaWordChar(char c) =>
        (uint)((c | 0x20) - 'a') <= 'z' - 'a' || (uint)(c - '0') <= 9 || c == '_' || c == '\u0130';
}

using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Hotpath.Text;

/// <summary>
/// How a searcher decides that a haystack window equals its needle, as a type parameter so the JIT compiles
/// one specialized search loop per comparison.
/// </summary>
internal interface IUnitFolding<T> : IProbeCaseBits where T : unmanaged, IBinaryInteger<T>
{
    /// <summary>
    /// Maps a unit to its equivalence-class representative. Used by the linear-time fallback, which needs a
    /// per-unit equality; only offered when per-unit folding is exact for the needle.
    /// </summary>
    static abstract T Fold(T unit);

    /// <summary>Whether the <paramref name="needle"/>-length window starting at <paramref name="window"/> matches.</summary>
    static abstract bool WindowEquals(ref T window, SubstringNeedle<T> needle);
}

/// <summary>Ordinal comparison: units are equal when identical.</summary>
internal readonly struct ExactUnits<T> : IUnitFolding<T> where T : unmanaged, IBinaryInteger<T>
{
    public static bool MayBeSet => false;

    public static T Fold(T unit) => unit;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool WindowEquals(ref T window, SubstringNeedle<T> needle) =>
        needle.Short.Applies
            ? needle.Short.Equals(ref Unsafe.As<T, byte>(ref window))
            : MemoryMarshal.CreateReadOnlySpan(ref window, needle.Length).SequenceEqual(needle.Units);
}

/// <summary>
/// OrdinalIgnoreCase for an all-ASCII needle: the needle is stored lower-cased with 0x20 case bits on its
/// letters, and a window unit matches when <c>(unit | caseBits) == needleUnit</c>. Exact for UTF-16 and for
/// UTF-8, because no non-ASCII unit upper-cases onto ASCII (see <see cref="OrdinalCasing"/>).
/// </summary>
internal readonly struct AsciiFoldedUnits<T> : IUnitFolding<T> where T : unmanaged, IBinaryInteger<T>
{
    public static bool MayBeSet => true;

    public static T Fold(T unit) =>
        unit < T.CreateTruncating(0x80) && char.IsAsciiLetter((char)ushort.CreateTruncating(unit)) ? unit | T.CreateTruncating(0x20) : unit;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool WindowEquals(ref T window, SubstringNeedle<T> needle) =>
        needle.Short.Applies
            ? needle.Short.Equals(ref Unsafe.As<T, byte>(ref window))
            : MaskedEquality.Equals(ref window, needle.Units, needle.CaseBits!);
}

/// <summary>
/// Full UTF-16 OrdinalIgnoreCase (non-ASCII needles), verified with <see cref="OrdinalCasing.Equals(ReadOnlySpan{char}, ReadOnlySpan{char})"/>.
/// Per-unit folding with <see cref="OrdinalCasing.ToUpper(char)"/> is exact when the needle holds no
/// surrogates: a needle unit then never matches half of a pair.
/// </summary>
internal readonly struct Utf16CasedUnits : IUnitFolding<ushort>
{
    public static bool MayBeSet => true;

    public static ushort Fold(ushort unit) => OrdinalCasing.ToUpper((char)unit);

    public static bool WindowEquals(ref ushort window, SubstringNeedle<ushort> needle) =>
        OrdinalCasing.Equals(
            MemoryMarshal.Cast<ushort, char>(MemoryMarshal.CreateReadOnlySpan(ref window, needle.Length)),
            MemoryMarshal.Cast<ushort, char>(needle.Units));
}

/// <summary>
/// UTF-8 OrdinalIgnoreCase for a non-ASCII needle whose matches all have its byte length (see
/// <see cref="Utf8CasedProbes"/>), verified scalar by scalar with <see cref="Utf8Casing.StartsWithIgnoreCase"/>.
/// </summary>
internal readonly struct Utf8CasedBytes : IUnitFolding<byte>
{
    public static bool MayBeSet => true;

    // Per-byte folding is not exact for multi-byte scalars, so these needles fall back to the folded-element
    // matcher, never to Two-Way, and nothing folds single bytes.
    public static byte Fold(byte unit) => throw new NotSupportedException("UTF-8 case-insensitive needles fall back to folded elements.");

    public static bool WindowEquals(ref byte window, SubstringNeedle<byte> needle) =>
        Utf8Casing.StartsWithIgnoreCase(MemoryMarshal.CreateReadOnlySpan(ref window, needle.Length), needle.Units, out int matchLength)
        && matchLength == needle.Length;
}

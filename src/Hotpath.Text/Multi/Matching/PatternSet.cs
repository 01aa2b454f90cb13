using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Text;

namespace Hotpath.Text;

/// <summary>
/// The validated patterns of a searcher as code units (UTF-16 as <see cref="ushort"/>, or UTF-8 bytes), folded
/// for comparison, with the facts every engine needs (empty pattern, lengths, match preference).
/// Immutable and thread-safe.
/// </summary>
internal sealed class PatternSet<T> where T : unmanaged, IBinaryInteger<T>
{
    public PatternSet(T[][] patterns, MultiStringMatchKind kind, CodeUnitFolding folding)
    {
        Patterns = patterns;
        Kind = kind;
        Folding = folding;
        Folded = new T[patterns.Length][];
        _isAscii = new bool[patterns.Length];
        EmptyPatternIndex = -1;
        AllAscii = true;
        MinLength = int.MaxValue;
        for (int i = 0; i < patterns.Length; i++)
        {
            Folded[i] = folding.Fold<T>(patterns[i]);
            _isAscii[i] = IsAscii(patterns[i]);
            AllAscii &= _isAscii[i];
            int length = patterns[i].Length;
            if (length == 0)
            {
                if (EmptyPatternIndex < 0) EmptyPatternIndex = i;
                continue;
            }
            NonEmptyCount++;
            MinLength = Math.Min(MinLength, length);
            MaxLength = Math.Max(MaxLength, length);
            TotalLength += length;
        }
        if (NonEmptyCount == 0) MinLength = 0;
    }

    private readonly bool[] _isAscii;

    /// <summary>The patterns as given (after encoding), in list order.</summary>
    public T[][] Patterns { get; }

    /// <summary>The patterns folded by <see cref="Folding"/>; engines compare folded haystack units against these.</summary>
    public T[][] Folded { get; }

    public MultiStringMatchKind Kind { get; }

    public CodeUnitFolding Folding { get; }

    /// <summary>The first empty pattern's index, or -1. Engines only search for non-empty patterns; the core handles this one.</summary>
    public int EmptyPatternIndex { get; }

    public int NonEmptyCount { get; }

    /// <summary>Whether every pattern is ASCII (folded or not: no fold maps ASCII outside ASCII).</summary>
    public bool AllAscii { get; }

    /// <summary>Shortest non-empty pattern length (0 when there is none).</summary>
    public int MinLength { get; }

    public int MaxLength { get; }

    public long TotalLength { get; }

    public int Count => Patterns.Length;

    /// <summary>Whether pattern <paramref name="index"/> occurs in <paramref name="haystack"/> at <paramref name="position"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool MatchesAt(ReadOnlySpan<T> haystack, int position, int index) => MatchesAt(haystack, position, index, Folded[index]);

    /// <summary>
    /// <see cref="MatchesAt(ReadOnlySpan{T}, int, int)"/> for a caller that already holds the pattern's folded units
    /// (<paramref name="pattern"/> is <c>Folded[index]</c>), one dependent load fewer on its verification path.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool MatchesAt(ReadOnlySpan<T> haystack, int position, int index, T[] pattern)
    {
        if (pattern.Length > haystack.Length - position) return false;
        ReadOnlySpan<T> window = haystack.Slice(position, pattern.Length);
        ushort[]? table = Folding.Table;
        // Candidates from fingerprints and hashes already agree on the first units; the last unit rejects most
        // of the remaining false ones with one compare, before the full comparison's call.
        int lastUnit = int.CreateTruncating(window[^1]);
        if ((table is null ? lastUnit : table[lastUnit]) != int.CreateTruncating(pattern[^1])) return false;
        if (table is null) return window.SequenceEqual(pattern);
        // No non-ASCII unit folds onto ASCII (in UTF-16 OrdinalIgnoreCase, and trivially in the UTF-8 ASCII fold),
        // so an ASCII pattern matches exactly where the BCL's vectorized ASCII comparison says so.
        return _isAscii[index] ? AsciiEqualsIgnoreCase(window, pattern) : FoldedEquals(window, pattern, table);
    }

    private static bool IsAscii(T[] pattern) =>
        typeof(T) == typeof(byte) ? Ascii.IsValid(MemoryMarshal.Cast<T, byte>(pattern.AsSpan())) : Ascii.IsValid(MemoryMarshal.Cast<T, char>(pattern.AsSpan()));

    private static bool AsciiEqualsIgnoreCase(ReadOnlySpan<T> window, T[] pattern) =>
        typeof(T) == typeof(byte)
            ? Ascii.EqualsIgnoreCase(MemoryMarshal.Cast<T, byte>(window), MemoryMarshal.Cast<T, byte>(pattern))
            : Ascii.EqualsIgnoreCase(MemoryMarshal.Cast<T, char>(window), MemoryMarshal.Cast<T, char>(pattern));

    private static bool FoldedEquals(ReadOnlySpan<T> window, T[] folded, ushort[] table)
    {
        ref ushort map = ref MemoryMarshal.GetArrayDataReference(table);
        for (int i = 0; i < folded.Length; i++)
        {
            int unit = int.CreateTruncating(window[i]);
            if (Unsafe.Add(ref map, unit) != int.CreateTruncating(folded[i])) return false;
        }
        return true;
    }

    /// <summary>
    /// Whether a match of <paramref name="candidate"/> (length <paramref name="candidateLength"/>) beats the
    /// current best at the same start: leftmost-first prefers the earlier pattern, leftmost-longest the longer
    /// match and then the earlier pattern.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool IsPreferred(int candidate, int candidateLength, int best, int bestLength) =>
        Kind == MultiStringMatchKind.LeftmostFirst
            ? candidate < best
            : candidateLength > bestLength || (candidateLength == bestLength && candidate < best);
}

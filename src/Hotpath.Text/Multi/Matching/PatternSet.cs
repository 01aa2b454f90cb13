using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

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
        EmptyPatternIndex = -1;
        MinLength = int.MaxValue;
        for (int i = 0; i < patterns.Length; i++)
        {
            Folded[i] = folding.Fold<T>(patterns[i]);
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

    /// <summary>The patterns as given (after encoding), in list order.</summary>
    public T[][] Patterns { get; }

    /// <summary>The patterns folded by <see cref="Folding"/>; engines compare folded haystack units against these.</summary>
    public T[][] Folded { get; }

    public MultiStringMatchKind Kind { get; }

    public CodeUnitFolding Folding { get; }

    /// <summary>The first empty pattern's index, or -1. Engines only search for non-empty patterns; the core handles this one.</summary>
    public int EmptyPatternIndex { get; }

    public int NonEmptyCount { get; }

    /// <summary>Shortest non-empty pattern length (0 when there is none).</summary>
    public int MinLength { get; }

    public int MaxLength { get; }

    public long TotalLength { get; }

    public int Count => Patterns.Length;

    /// <summary>Whether pattern <paramref name="index"/> occurs in <paramref name="haystack"/> at <paramref name="position"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool MatchesAt(ReadOnlySpan<T> haystack, int position, int index)
    {
        T[] pattern = Folded[index];
        if (pattern.Length > haystack.Length - position) return false;
        ReadOnlySpan<T> window = haystack.Slice(position, pattern.Length);
        return Folding.Table is { } table ? FoldedEquals(window, pattern, table) : window.SequenceEqual(pattern);
    }

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

using System.Buffers;
using System.Numerics;

namespace Hotpath.Text;

/// <summary>
/// Replace-all over the non-overlapping matches of a <see cref="MultiPatternSearchCore{T}"/>, shared by the
/// UTF-16 and UTF-8 searchers: into a buffer writer, into a fixed span, and streaming.
/// </summary>
internal static class ReplaceCore
{
    /// <summary>Writes <paramref name="input"/> with every match replaced; returns the units written.</summary>
    public static int Replace<T>(MultiPatternSearchCore<T> core, ReadOnlySpan<T> input, T[][] replacements, IBufferWriter<T> destination)
        where T : unmanaged, IBinaryInteger<T>
    {
        int written = 0, copied = 0;
        var cursor = new MatchCursor();
        for (int position = 0; position <= input.Length && core.TryFindNext(input, position, ref cursor, out StringMatch match); position = MultiPatternSearchCore<T>.ResumeAfter(input, match))
        {
            written += Write(destination, input[copied..match.Index]) + Write(destination, replacements[match.PatternIndex]);
            copied = match.End;
        }
        return written + Write(destination, input[copied..]);
    }

    /// <summary>Like <see cref="Replace{T}(MultiPatternSearchCore{T}, ReadOnlySpan{T}, T[][], IBufferWriter{T})"/> into a span; false (and 0 written) when it is too small.</summary>
    public static bool TryReplace<T>(MultiPatternSearchCore<T> core, ReadOnlySpan<T> input, T[][] replacements, Span<T> destination, out int written)
        where T : unmanaged, IBinaryInteger<T>
    {
        written = 0;
        int copied = 0;
        var cursor = new MatchCursor();
        for (int position = 0; position <= input.Length && core.TryFindNext(input, position, ref cursor, out StringMatch match); position = MultiPatternSearchCore<T>.ResumeAfter(input, match))
        {
            if (!TryAppend(destination, ref written, input[copied..match.Index]) ||
                !TryAppend(destination, ref written, replacements[match.PatternIndex]))
                return Fail(out written);
            copied = match.End;
        }
        return TryAppend(destination, ref written, input[copied..]) || Fail(out written);
    }

    /// <summary>Whether <paramref name="input"/> has any match (so that a string replace can return its input unchanged).</summary>
    public static bool HasMatch<T>(MultiPatternSearchCore<T> core, ReadOnlySpan<T> input) where T : unmanaged, IBinaryInteger<T> =>
        core.TryFind(input, 0, out _);

    /// <summary>Checks the replacement list against the pattern count and converts it to code units.</summary>
    public static T[][] Prepare<T>(IReadOnlyList<string> replacements, int patternCount, Func<string, T[]> encode)
    {
        ArgumentNullException.ThrowIfNull(replacements);
        if (replacements.Count != patternCount)
            throw new ArgumentException($"Expected one replacement per pattern ({patternCount}), got {replacements.Count}.", nameof(replacements));
        var units = new T[patternCount][];
        for (int i = 0; i < units.Length; i++)
        {
            string? replacement = replacements[i];
            if (replacement is null) throw new ArgumentNullException(nameof(replacements), $"Replacement {i} is null.");
            units[i] = encode(replacement);
        }
        return units;
    }

    private static int Write<T>(IBufferWriter<T> destination, ReadOnlySpan<T> units)
    {
        if (units.IsEmpty) return 0;
        units.CopyTo(destination.GetSpan(units.Length));
        destination.Advance(units.Length);
        return units.Length;
    }

    private static bool TryAppend<T>(Span<T> destination, ref int written, ReadOnlySpan<T> units)
    {
        if (!units.TryCopyTo(destination[written..])) return false;
        written += units.Length;
        return true;
    }

    private static bool Fail(out int written)
    {
        written = 0;
        return false;
    }
}

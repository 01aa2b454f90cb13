using System.Numerics;

namespace Hotpath.Text;

/// <summary>Reads up to <c>count</c> units into <c>buffer</c> at <c>offset</c>; 0 at the end of the input.</summary>
internal delegate int UnitReader<T>(T[] buffer, int offset, int count);

/// <summary>Writes units to the output.</summary>
internal delegate void UnitWriter<T>(ReadOnlySpan<T> units);

/// <summary>
/// Replace-all over a stream in a bounded buffer, with exactly the output of the in-memory replace for any
/// chunking. A match is final once every pattern that could start at or before it fits in the buffer
/// (start + longest pattern ≤ buffered end): nothing unread can then change which match wins. Text before
/// the last position where a pattern could still start is flushed; the rest waits for more input.
/// </summary>
internal static class StreamingReplacer
{
    /// <summary>The default buffer size, in units.</summary>
    public const int DefaultBufferSize = 16 * 1024;

    public static void Replace<T>(MultiPatternSearchCore<T> core, UnitReader<T> read, UnitWriter<T> write, T[][] replacements, int bufferSize = DefaultBufferSize)
        where T : unmanaged, IBinaryInteger<T>
    {
        // Also enough for an empty match to find the next UTF-8 code point boundary (at most 3 bytes on) in the buffer.
        int lookahead = Math.Max(core.Set.MaxLength, typeof(T) == typeof(byte) ? 4 : 1);
        var buffer = new T[Math.Max(bufferSize, 2 * lookahead + 1)];
        int length = 0, copied = 0, searchFrom = 0;
        bool ended = false;
        while (true)
        {
            while (!ended && length < buffer.Length)
            {
                int read1 = read(buffer, length, buffer.Length - length);
                if (read1 == 0) ended = true;
                length += read1;
            }
            ReadOnlySpan<T> text = buffer.AsSpan(0, length);
            while (searchFrom <= length && core.TryFind(text, searchFrom, out StringMatch match) && (ended || match.Index + lookahead <= length))
            {
                write(text[copied..match.Index]);
                write(replacements[match.PatternIndex]);
                copied = match.End;
                searchFrom = MultiPatternSearchCore<T>.ResumeAfter(text, match);
            }
            if (ended)
            {
                write(text[copied..]);
                return;
            }
            // No match can start before `safe` any more (all of them would be fully buffered and found above).
            int safe = length - lookahead + 1;
            int cut = Math.Max(copied, safe);
            write(text[copied..cut]);
            Array.Copy(buffer, cut, buffer, 0, length - cut);
            length -= cut;
            searchFrom = Math.Max(0, searchFrom - cut);
            copied = 0;
        }
    }
}

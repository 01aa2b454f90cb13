using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Literals;
using Hotpath.RegularExpressions.Prefilters;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// grep's line trick, a mode of <see cref="DfaStrategy"/> for a regex that never matches a line break and whose every
/// match contains one literal (<c>^.*elementary.*$</c> with Multiline): find the literal, then run the regex only on
/// the line around it, with the input cut at that line's end. Lines without the literal are never read by an
/// automaton. Immutable and thread-safe.
/// </summary>
/// <remarks>
/// <para>Why it finds the leftmost-first match: every match lies inside one line and contains the literal, so no
/// match starts in the lines before the one holding the literal's first occurrence. Searching from that line's
/// start (or the search start, when later) finds the leftmost match starting in the line; if there is none, the
/// search goes on after the line break.</para>
/// <para>Why cutting the input at the line's end is sound: no match crosses the line break, so a match from a start
/// in the line is the same whether the input goes on or not, except for assertions that look at the end. The line
/// break and the end of the input are alike to <c>$</c> with Multiline (both hold) and to <c>\b</c> and <c>\B</c>
/// (a break is not a word unit), so only regexes with <c>\z</c>, <c>\Z</c>, <c>$</c> without Multiline or
/// <c>\G</c> are refused. The start of the input stays visible, so <c>\A</c> and <c>^</c> see what they always see.</para>
/// <para>Each line is searched at most once per search call (later occurrences in it are skipped), so the work is
/// the literal search plus one bounded search per line that holds the literal (see <see cref="TryFindSpan"/> for
/// lines too long to look for their end). The strategy's scan memo (see <c>ScanMemo</c>) stays sound: a line's
/// searches all see the same cut input, and searches of later lines start past the end of every earlier cut.</para>
/// <para>It is a mode inside <see cref="DfaStrategy"/> rather than a strategy around it: a wrapping strategy's extra
/// call is a noticeable share of a search on short inputs (<c>.*.*=.*</c> over a short line).</para>
/// </remarks>
internal sealed class LineScope
{
    /// <summary>
    /// How far the line's end is always looked for, and the shortest rest of the input worth the line search: a
    /// shorter rest is read whole by the DFAs faster than the literal and the line's bounds are found.
    /// </summary>
    public const int MinRest = 256;

    private readonly SingleLiteralPrefilter _literal;

    private LineScope(SingleLiteralPrefilter literal) => _literal = literal;

    /// <summary>
    /// The scope for <paramref name="root"/> when it qualifies (see the type's remarks) with
    /// <paramref name="requiredLiteral"/>, the literal every match contains; else null.
    /// </summary>
    public static LineScope? TryCreate(HirNode root, string? requiredLiteral)
    {
        ArgumentNullException.ThrowIfNull(root);
        if (requiredLiteral is null || HirConsumption.CanConsume(root, '\n')) return null;
        if (HirFacts.HasLook(root, look => look is LookKind.End or LookKind.EndZ or LookKind.SearchStart)) return null;
        return new LineScope(new SingleLiteralPrefilter(requiredLiteral, ExtractionSide.Prefix));
    }

    /// <summary>Whether the scope applies to a search of <paramref name="input"/> from <paramref name="position"/>: a long enough rest, and a literal with a byte form for UTF-8.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool Applies<T>(ReadOnlySpan<T> input, int position) =>
        input.Length - position >= MinRest && (typeof(T) == typeof(char) || _literal.SupportsUtf8);

    /// <summary>
    /// The leftmost-first match from <paramref name="start"/>, searching UTF-16 units or UTF-8 bytes (a line break
    /// byte is never part of a multi-byte sequence, so the cuts fall between scalars) with <paramref name="lines"/>.
    /// The line's end is looked for only as far as the literal search skipped, or <see cref="MinRest"/> units: past
    /// that the line is searched in the whole input instead, so a long line with many matches costs no more than the
    /// strategy alone would.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public bool TryFindSpan<T>(ReadOnlySpan<T> input, SearchStart start, StrategyCache cache, DfaStrategy lines, out int matchStart, out int matchEnd)
        where T : unmanaged, IEquatable<T>
    {
        int position = start.Position;
        T lineBreak = typeof(T) == typeof(char) ? (T)(object)'\n' : (T)(object)(byte)'\n';
        while (FindLiteral(input, position) is var occurrence and >= 0)
        {
            int lineStart = input[position..occurrence].LastIndexOf(lineBreak) is var back and >= 0 ? position + back + 1 : position;
            int probe = Math.Min(input.Length - occurrence, Math.Max(MinRest, occurrence - position));
            int forward = input.Slice(occurrence, probe).IndexOf(lineBreak);
            int lineEnd = forward >= 0 ? occurrence + forward : occurrence + probe == input.Length ? input.Length : -1;
            var lineSearch = new SearchStart(lineStart, start.Anchor);
            if (lineEnd < 0) return FindIn(lines, input, lineSearch, cache, out matchStart, out matchEnd);
            if (FindIn(lines, input[..lineEnd], lineSearch, cache, out matchStart, out matchEnd)) return true;
            if (lineEnd == input.Length) break;
            position = lineEnd + 1;
            cache.ThrowIfTimedOut();
        }
        matchStart = matchEnd = -1;
        return false;
    }

    private int FindLiteral<T>(ReadOnlySpan<T> input, int position) where T : unmanaged
    {
        bool found = typeof(T) == typeof(char)
            ? _literal.TryFind(MemoryMarshal.Cast<T, char>(input), position, out int index, out _)
            : _literal.TryFind(MemoryMarshal.Cast<T, byte>(input), position, out index, out _);
        return found ? index : -1;
    }

    private static bool FindIn<T>(DfaStrategy lines, ReadOnlySpan<T> input, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd) where T : unmanaged =>
        typeof(T) == typeof(char)
            ? lines.FindSpanCore(MemoryMarshal.Cast<T, char>(input), start, cache, out matchStart, out matchEnd)
            : lines.FindSpanCore(MemoryMarshal.Cast<T, byte>(input), start, cache, out matchStart, out matchEnd);
}

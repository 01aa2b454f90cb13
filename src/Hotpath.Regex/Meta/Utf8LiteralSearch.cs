using System.Runtime.CompilerServices;
using System.Text;
using Hotpath.Text;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// The byte form of a literal set's search, built on the first UTF-8 search (see <see cref="For"/>): most regexes never
/// see bytes, and for a dictionary the second searcher would double construction time. Racing threads may each build
/// one; either is equivalent. Immutable and thread-safe.
/// </summary>
internal sealed class Utf8LiteralSearch
{
    private Utf8LiteralSearch(string[] literals)
    {
        Literals = [.. literals.Select(Encoding.UTF8.GetBytes)];
        if (literals.Length > 1) Searcher = new Utf8MultiStringSearcher(Literals, LiteralStrategy.LeftmostFirst);
        else Single = new Utf8SubstringSearcher(Literals[0]);
    }

    /// <summary>The literals' UTF-8 bytes, in priority order.</summary>
    public byte[][] Literals { get; }

    /// <summary>Hotpath.Text's filter on the literal's rarest bytes (one literal).</summary>
    public Utf8SubstringSearcher? Single { get; }

    /// <summary>The leftmost-first search of several literals.</summary>
    public Utf8MultiStringSearcher? Searcher { get; }

    /// <summary>The search stored in <paramref name="field"/>, built from <paramref name="literals"/> and stored there on first use.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Utf8LiteralSearch For(ref Utf8LiteralSearch? field, string[] literals) => Volatile.Read(ref field) ?? Create(ref field, literals);

    // Kept out of the search path: a lambda for LazyInitializer would capture state and allocate on every call.
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static Utf8LiteralSearch Create(ref Utf8LiteralSearch? field, string[] literals)
    {
        Interlocked.CompareExchange(ref field, new Utf8LiteralSearch(literals), null);
        return field;
    }

    /// <summary>
    /// The search of an enumeration's call <paramref name="searchId"/> from <paramref name="from"/>: as
    /// <see cref="TryFind"/>, but going on from what the search before left in <paramref name="iteration"/> when it
    /// continues that search's iteration (the single literal's matches collected ahead, or the set searcher's cursor).
    /// </summary>
    public bool TryFindNext(ReadOnlySpan<byte> utf8, int from, long searchId, ref LiteralIteration iteration, out int matchStart, out int matchEnd) =>
        Searcher is not null
            ? iteration.TryFindInSet(searchId, utf8, from, new Utf8SetSearch(Searcher), out matchStart, out matchEnd)
            : iteration.TryFindSingle(searchId, utf8, from, new Utf8Occurrences(this), out matchStart, out matchEnd);

    /// <summary>The leftmost-first occurrence of a literal in <paramref name="utf8"/> at or after <paramref name="from"/>.</summary>
    public bool TryFind(ReadOnlySpan<byte> utf8, int from, out int matchStart, out int matchEnd)
    {
        if (Searcher is not null)
        {
            bool found = Searcher.TryFind(utf8, from, out StringMatch match);
            (matchStart, matchEnd) = found ? (match.Index, match.End) : (-1, -1);
            return found;
        }
        int offset = Single!.IndexOf(utf8[from..]);
        (matchStart, matchEnd) = offset < 0 ? (-1, -1) : (from + offset, from + offset + Literals[0].Length);
        return offset >= 0;
    }
}

using System.Numerics;
using System.Text;

namespace Hotpath.Text;

/// <summary>Turns a needle and a comparison into a <see cref="SubstringNeedle{T}"/> (construction only, so it may allocate).</summary>
internal static class NeedlePreparation
{
    /// <summary>Whether <paramref name="comparison"/> ignores case; throws unless it is Ordinal or OrdinalIgnoreCase.</summary>
    public static bool IsIgnoreCase(StringComparison comparison)
    {
        ThrowIfUnsupported(comparison);
        return comparison == StringComparison.OrdinalIgnoreCase;
    }

    /// <summary>Throws the documented <see cref="ArgumentException"/> unless <paramref name="comparison"/> is Ordinal or OrdinalIgnoreCase.</summary>
    public static void ThrowIfUnsupported(StringComparison comparison)
    {
        if (comparison is not (StringComparison.Ordinal or StringComparison.OrdinalIgnoreCase))
        {
            throw new ArgumentException(
                $"Only {nameof(StringComparison.Ordinal)} and {nameof(StringComparison.OrdinalIgnoreCase)} are supported; got {comparison}.",
                nameof(comparison));
        }
    }

    /// <summary>Prepares a UTF-16 needle; null when it is empty.</summary>
    public static SubstringNeedle<ushort>? ForUtf16(string needle, bool ignoreCase, out SearchComparison comparison)
    {
        if (needle.Length == 0)
        {
            comparison = SearchComparison.Empty;
            return null;
        }
        ushort[] units = new ushort[needle.Length];
        for (int i = 0; i < needle.Length; i++) units[i] = needle[i];

        if (!ignoreCase)
        {
            comparison = SearchComparison.Exact;
            var probes = CandidateProbes<ushort>.ChooseRarest(units.Length, i => (true, units[i], 0, UnitFrequency.Rank(needle[i])));
            return new SubstringNeedle<ushort>(units, null, probes, units);
        }
        if (!Ascii.IsValid(needle))
        {
            comparison = SearchComparison.Cased;
            var probes = CandidateProbes<ushort>.ChooseRarest(units.Length, i => DescribeCasedProbe(needle[i]));
            // Per-unit folding is exact only without surrogates (a pair folds as one scalar); with them the
            // linear fallback reads the text as folded elements.
            if (needle.AsSpan().IndexOfAnyInRange('\uD800', '\uDFFF') >= 0)
                return new SubstringNeedle<ushort>(units, null, probes, null, FoldedElementMatcher<ushort, Utf16FoldedElements>.TryCreate(units));
            ushort[] folded = new ushort[units.Length];
            for (int i = 0; i < folded.Length; i++) folded[i] = OrdinalCasing.ToUpper(needle[i]);
            return new SubstringNeedle<ushort>(units, null, probes, folded);
        }
        comparison = SearchComparison.AsciiFolded;
        return AsciiFolded(units, i => UnitFrequency.RankIgnoreCase(needle[i]));
    }

    /// <summary>Prepares an ordinal or all-ASCII case-insensitive UTF-8 needle; null when it is empty.</summary>
    public static SubstringNeedle<byte>? ForUtf8(ReadOnlySpan<byte> needle, bool ignoreCase)
    {
        if (needle.IsEmpty) return null;
        byte[] units = needle.ToArray();
        if (!ignoreCase)
        {
            var probes = CandidateProbes<byte>.ChooseRarest(units.Length, i => (true, units[i], 0, UnitFrequency.Rank(units[i])));
            return new SubstringNeedle<byte>(units, null, probes, units);
        }
        return AsciiFolded(units, i => UnitFrequency.RankIgnoreCase((char)units[i]));
    }

    /// <summary>
    /// Prepares an ASCII needle matched ignoring ASCII case in which the units at the positions set in
    /// <paramref name="anyUnit"/> (bit i for unit i) match every unit: for Hotpath.Regex, whose case classes can hold
    /// units no ordinal comparison equates (<c>(?i)k</c> also matches the Kelvin sign), so that the units around them
    /// still filter. Such a position is stored as all ones with all case bits set, which <c>(unit | caseBits) == needleUnit</c>
    /// accepts for every unit, and is never probed. There is no Two-Way fallback (it compares units one by one), so a
    /// search costs at most one verification of the needle per position.
    /// </summary>
    /// <exception cref="ArgumentException">The needle is empty, longer than 64 units or not ASCII, or <paramref name="anyUnit"/> has bits beyond it or covers all of it.</exception>
    public static SubstringNeedle<ushort> ForUtf16AsciiPattern(string needle, ulong anyUnit)
    {
        ulong all = needle.Length >= 64 ? ulong.MaxValue : (1UL << needle.Length) - 1;
        if (needle.Length is 0 or > 64 || !Ascii.IsValid(needle) || (anyUnit & ~all) != 0 || anyUnit == all)
            throw new ArgumentException("Needs an ASCII needle of 1 to 64 units, with at least one of them fixed.", nameof(needle));
        ushort[] units = new ushort[needle.Length];
        for (int i = 0; i < needle.Length; i++) units[i] = needle[i];
        return AsciiFolded(units, i => UnitFrequency.RankIgnoreCase(needle[i]), anyUnit);
    }

    // An all-ASCII needle matched in either case: letters are stored lower-cased with their 0x20 case bit; positions in
    // `anyUnit` accept every unit (see ForUtf16AsciiPattern).
    private static SubstringNeedle<T> AsciiFolded<T>(T[] asciiUnits, Func<int, int> rank, ulong anyUnit = 0) where T : unmanaged, IBinaryInteger<T>
    {
        T[] lowered = new T[asciiUnits.Length];
        T[] caseBits = new T[asciiUnits.Length];
        for (int i = 0; i < asciiUnits.Length; i++)
        {
            bool any = (anyUnit >> i & 1) != 0;
            lowered[i] = any ? T.AllBitsSet : AsciiFoldedUnits<T>.Fold(asciiUnits[i]);
            caseBits[i] = any ? T.AllBitsSet : IsLetter(asciiUnits[i]) ? T.CreateTruncating(0x20) : T.Zero;
        }
        var probes = CandidateProbes<T>.ChooseRarest(lowered.Length, i => ((anyUnit >> i & 1) == 0, lowered[i], caseBits[i], rank(i)));
        return new SubstringNeedle<T>(lowered, caseBits, probes, anyUnit == 0 ? lowered : null);
    }

    private static bool IsLetter<T>(T unit) where T : unmanaged, IBinaryInteger<T> =>
        char.IsAsciiLetter((char)ushort.CreateTruncating(unit));

    // In a non-ASCII case-insensitive needle a unit can be probed when one masked test admits its whole class: an ASCII
    // unit (either case, and no non-ASCII unit folds onto ASCII), a unit no other unit folds to, or a unit of a
    // two-unit class (`ш`, `Ш`; see MaskedProbe).
    private static (bool, ushort, ushort, int) DescribeCasedProbe(char unit)
    {
        if (char.IsAscii(unit))
        {
            bool letter = char.IsAsciiLetter(unit);
            return (true, letter ? (ushort)(unit | 0x20) : unit, letter ? (ushort)0x20 : (ushort)0, UnitFrequency.RankIgnoreCase(unit));
        }
        if (!OrdinalCasing.HasOtherCaseForms(unit)) return (true, unit, 0, UnitFrequency.Rank(unit));
        return CasePartners.TryGet(unit, out char partner)
            ? MaskedProbe.Describe((ushort)unit, (ushort)partner, u => UnitFrequency.Rank((char)u))
            : (false, (ushort)0, (ushort)0, 0);
    }
}

using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Text;

namespace Hotpath.Text;

/// <summary>
/// <see cref="StringComparison.OrdinalIgnoreCase"/> as the BCL defines it, shared by every searcher in
/// Hotpath.Text. Stateless apart from lazily built, immutable lookup pages; thread-safe.
/// </summary>
/// <remarks>
/// <para>The BCL compares two equal-length UTF-16 strings ignoring case by upper-casing them with a
/// <em>simple</em> (one unit to one unit) mapping:</para>
/// <list type="bullet">
/// <item>A well-formed surrogate pair is upper-cased as one supplementary scalar (.NET 8+), and matches only
/// another well-formed pair with the same upper-case scalar. Pairs are recognised inside each compared
/// string on its own (a high surrogate at the last position is not a pair even if a low one follows it
/// outside).</item>
/// <item>Every other unit, lone surrogates included, is upper-cased on its own (<see cref="ToUpper(char)"/>).</item>
/// <item>Non-ASCII units never upper-case onto ASCII: 'ı' (U+0131) and 'ſ' (U+017F) stay themselves and the
/// Kelvin sign (U+212A) is already upper case, so an ASCII unit only ever matches an ASCII unit.</item>
/// </list>
/// <para>The multi-pattern searchers use this type too: <see cref="ToUpper(char)"/>, <see cref="ToUpperScalar(int)"/>,
/// <see cref="Equals(ReadOnlySpan{char}, ReadOnlySpan{char})"/> and <see cref="HasOtherCaseForms(char)"/> are the
/// stable internal API; <see cref="Utf8Casing"/> is the UTF-8 counterpart.</para>
/// </remarks>
internal static class OrdinalCasing
{
    private const int PageBits = 8;
    private const int PageSize = 1 << PageBits;

    // One 256-unit page per high byte, built on first use; most text only ever touches page 0.
    private static readonly char[]?[] s_upperPages = new char[]?[PageSize];

    // Bit set over the BMP: units that compare equal to at least one other unit. Built on first use only,
    // because only non-ASCII needles ask.
    private static ulong[]? s_hasOtherForms;

    /// <summary>The BCL's ordinal upper-case form of a single UTF-16 unit (lone surrogates map to themselves).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static char ToUpper(char c)
    {
        if (c < 0x80) return (char)(c - ((uint)(c - 'a') <= 'z' - 'a' ? 0x20 : 0));
        char[] page = s_upperPages[c >> PageBits] ?? BuildPage(c >> PageBits);
        return page[c & (PageSize - 1)];
    }

    /// <summary>The ordinal upper-case form of any Unicode scalar (supplementary scalars included).</summary>
    public static int ToUpperScalar(int scalar)
    {
        if (scalar <= char.MaxValue) return ToUpper((char)scalar);
        return Rune.ToUpperInvariant(new Rune(scalar)).Value;
    }

    /// <summary>
    /// Whether two equal-length strings are equal under <see cref="StringComparison.OrdinalIgnoreCase"/>,
    /// exactly as <see cref="MemoryExtensions.Equals(ReadOnlySpan{char}, ReadOnlySpan{char}, StringComparison)"/>
    /// decides it. Spans of different lengths are never equal.
    /// </summary>
    public static bool Equals(ReadOnlySpan<char> a, ReadOnlySpan<char> b)
    {
        if (a.Length != b.Length) return false;
        ref char ra = ref MemoryMarshal.GetReference(a);
        ref char rb = ref MemoryMarshal.GetReference(b);
        int length = a.Length;
        int i = 0;
        while (i < length)
        {
            char x = Unsafe.Add(ref ra, i);
            char y = Unsafe.Add(ref rb, i);
            if ((x | y) < 0x80)
            {
                if (x != y && ToUpper(x) != ToUpper(y)) return false;
                i++;
                continue;
            }

            bool pairA = i + 1 < length && char.IsSurrogatePair(x, Unsafe.Add(ref ra, i + 1));
            bool pairB = i + 1 < length && char.IsSurrogatePair(y, Unsafe.Add(ref rb, i + 1));
            if (pairA != pairB) return false;
            if (pairA)
            {
                char lowA = Unsafe.Add(ref ra, i + 1), lowB = Unsafe.Add(ref rb, i + 1);
                if ((x != y || lowA != lowB) &&
                    ToUpperScalar(char.ConvertToUtf32(x, lowA)) != ToUpperScalar(char.ConvertToUtf32(y, lowB)))
                {
                    return false;
                }
                i += 2;
                continue;
            }

            if (x != y && ToUpper(x) != ToUpper(y)) return false;
            i++;
        }
        return true;
    }

    /// <summary>
    /// Whether some other BMP unit compares equal to <paramref name="c"/> ignoring case (e.g. 'a' and 'A';
    /// 'µ', 'μ' and 'Μ'). A unit without other forms can be matched by exact comparison, which is what lets a
    /// vectorized filter probe it. Surrogates report <see langword="true"/>: inside a pair their match depends
    /// on their partner.
    /// </summary>
    public static bool HasOtherCaseForms(char c)
    {
        if (char.IsSurrogate(c)) return true;
        if (c < 0x80) return char.IsAsciiLetter(c);
        ulong[] set = s_hasOtherForms ?? BuildOtherFormsSet();
        return (set[c >> 6] & (1UL << (c & 63))) != 0;
    }

    private static char[] BuildPage(int pageNumber)
    {
        var page = new char[PageSize];
        for (int i = 0; i < PageSize; i++)
        {
            char c = (char)((pageNumber << PageBits) | i);
            char upper = char.ToUpperInvariant(c);
            // The BCL's ordinal casing refuses to map non-ASCII onto ASCII (it special-cases 'ı' and 'ſ').
            page[i] = c >= 0x80 && upper < 0x80 ? c : upper;
        }
        // Publishing a fully built array is safe without locks: racing builders produce identical pages.
        Volatile.Write(ref s_upperPages[pageNumber], page);
        return page;
    }

    private static ulong[] BuildOtherFormsSet()
    {
        var set = new ulong[(char.MaxValue + 1) / 64];
        for (int i = 0; i <= char.MaxValue; i++)
        {
            char c = (char)i;
            if (char.IsSurrogate(c)) continue;
            char upper = ToUpper(c);
            if (upper == c) continue;
            set[c >> 6] |= 1UL << (c & 63);
            set[upper >> 6] |= 1UL << (upper & 63);
        }
        Volatile.Write(ref s_hasOtherForms, set);
        return set;
    }
}

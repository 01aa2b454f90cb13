using System.Buffers;
using System.Numerics;
using System.Text;

namespace Hotpath.Text;

/// <summary>
/// The vector-filtered prefix of a non-ASCII UTF-8 needle searched with <see cref="StringComparison.OrdinalIgnoreCase"/>:
/// its longest leading run of scalars whose every spelling has the same byte length. A scalar with no other case
/// form, an ASCII letter, and a letter of a two-unit case class whose other member has as many UTF-8 bytes
/// (<c>ш</c> D1 88 and <c>Ш</c> D0 A8) qualify; <c>о</c> does not, as <c>ᲂ</c> (U+1C82, three bytes) also
/// upper-cases to <c>О</c>. Every match of the prefix then has its byte length, and byte <c>k</c> of it satisfies
/// <c>(b | (x ^ y)) == (x | y)</c>, where x and y are byte k of the two spellings: the substring filter probes it
/// like an ASCII letter, and each prefix match is a candidate start for the whole needle.
/// </summary>
/// <remarks>
/// Lead bytes of multi-byte sequences rank as the most common bytes: in text of one script they repeat at nearly
/// every scalar (every Cyrillic letter starts with D0 or D1), while continuation bytes tell the letters apart.
/// </remarks>
internal static class Utf8CasedProbes
{
    private const int LeadByteRank = byte.MaxValue;

    /// <summary>
    /// The needle searching for <paramref name="needle"/>'s stable prefix (see the type's remarks), verified with
    /// <see cref="Utf8CasedBytes"/> and falling back to folded elements; null when that prefix is shorter than
    /// <see cref="MinPrefixLength"/> bytes or has no probe.
    /// </summary>
    public static SubstringNeedle<byte>? TryCreatePrefix(ReadOnlySpan<byte> needle)
    {
        var probes = new List<(bool Usable, byte Value, byte Mask, int Rank)>(needle.Length);
        Span<byte> partnerBytes = stackalloc byte[4];
        for (int at = 0; at < needle.Length;)
        {
            if (Rune.DecodeFromUtf8(needle[at..], out Rune scalar, out int length) != OperationStatus.Done)
            {
                // Ill-formed bytes are elements of their own that match only themselves.
                for (int k = 0; k < length; k++) probes.Add(Exact(needle[at + k]));
            }
            else if (scalar.IsAscii)
            {
                byte unit = needle[at];
                bool letter = char.IsAsciiLetter((char)unit);
                probes.Add((true, letter ? (byte)(unit | 0x20) : unit, letter ? (byte)0x20 : (byte)0, UnitFrequency.RankIgnoreCase((char)unit)));
            }
            else if (!HasOtherCaseForms(scalar))
            {
                for (int k = 0; k < length; k++) probes.Add(Exact(needle[at + k]));
            }
            else if (scalar.IsBmp && CasePartners.TryGet((char)scalar.Value, out char partner)
                && new Rune(partner).EncodeToUtf8(partnerBytes) == length)
            {
                for (int k = 0; k < length; k++) probes.Add(Masked(needle[at + k], partnerBytes[k]));
            }
            else
            {
                break;
            }
            if (length > 1 && probes.Count > at) probes[at] = probes[at] with { Rank = LeadByteRank };
            at += length;
        }
        if (probes.Count < MinPrefixLength) return null;
        byte[] prefix = needle[..probes.Count].ToArray();
        return CandidateProbes<byte>.ChooseRarest(prefix.Length, i => probes[i]) is { } chosen
            ? new SubstringNeedle<byte>(prefix, null, chosen, null, FoldedElementMatcher<byte, Utf8FoldedElements>.TryCreate(prefix))
            : null;
    }

    /// <summary>The shortest prefix worth a vector filter; shorter ones are found by trying positions.</summary>
    public const int MinPrefixLength = 2;

    private static bool HasOtherCaseForms(Rune scalar) =>
        scalar.IsBmp ? OrdinalCasing.HasOtherCaseForms((char)scalar.Value) : OrdinalCasing.ToUpperScalar(scalar.Value) != scalar.Value || Rune.ToLowerInvariant(scalar) != scalar;

    private static (bool, byte, byte, int) Exact(byte unit) => (true, unit, 0, UnitFrequency.Rank(unit));

    private static (bool, byte, byte, int) Masked(byte x, byte y) => MaskedProbe.Describe(x, y, b => UnitFrequency.Rank(b));
}

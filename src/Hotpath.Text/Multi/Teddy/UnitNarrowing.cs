namespace Hotpath.Text;

/// <summary>
/// How Teddy turns UTF-16 units into the bytes its nibble tables index (UTF-8 bytes are used as they are). A type
/// argument rather than a field, so that each scan is compiled once per way with the choice folded away.
/// </summary>
internal interface IUnitNarrowing
{
    /// <summary>True: a unit becomes its low byte. False: it saturates (units above 0xFF become 0xFF, or 0x00 in a signed pack).</summary>
    static abstract bool KeepsLowByte { get; }
}

/// <summary>
/// Saturation, for sets whose fingerprint units are all below U+00FF: every text unit above U+00FF then fails every
/// lookup, so text in another script yields no candidates.
/// </summary>
internal readonly struct SaturatedUnits : IUnitNarrowing
{
    public static bool KeepsLowByte => false;
}

/// <summary>
/// The low byte, for sets with a fingerprint unit above U+00FE (Cyrillic, CJK), which saturation would fold into one
/// value shared by every unit of their script. In such text low bytes spread evenly, so a two- or three-unit
/// fingerprint still passes few positions; units that share a low byte only add candidates, which are verified.
/// </summary>
internal readonly struct LowByteUnits : IUnitNarrowing
{
    public static bool KeepsLowByte => true;
}

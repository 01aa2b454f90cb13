namespace Hotpath.RegularExpressions.Literals;

/// <summary>Which end of a match the extracted literals sit at.</summary>
internal enum ExtractionSide
{
    /// <summary>Every match starts with one of the literals.</summary>
    Prefix,

    /// <summary>Every match ends with one of the literals.</summary>
    Suffix,
}

namespace Hotpath.Analyzers.Patterns;

/// <summary>
/// The values of <c>RegexOptions</c> the scanner reads. The analyzer sees options as constants, not as the enum
/// (the BCL's and Hotpath's enums share these values), so it works on the bits.
/// </summary>
internal static class RegexOptionBits
{
    public const int None = 0;
    public const int IgnoreCase = 1;
    public const int Multiline = 2;
    public const int ExplicitCapture = 4;
    public const int Singleline = 16;
    public const int IgnorePatternWhitespace = 32;
    public const int RightToLeft = 64;
    public const int ECMAScript = 256;
    public const int CultureInvariant = 512;
}

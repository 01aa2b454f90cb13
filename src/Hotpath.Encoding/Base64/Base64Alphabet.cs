namespace Hotpath.Encodings;

/// <summary>The standard Base64 alphabet (RFC 4648 §4) as tables: value to symbol, and symbol to value or -1.</summary>
internal static class Base64Alphabet
{
    /// <summary>The 64 symbols in value order.</summary>
    public static ReadOnlySpan<byte> Symbols => "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"u8;

    /// <summary>For each byte value, the 6-bit value it stands for, or -1 when it is not a symbol.</summary>
    public static readonly sbyte[] Values = BuildValues();

    /// <summary>The padding char.</summary>
    public const char Padding = '=';

    private static sbyte[] BuildValues()
    {
        var values = new sbyte[256];
        values.AsSpan().Fill(-1);
        for (int value = 0; value < 64; value++) values[Symbols[value]] = (sbyte)value;
        return values;
    }
}

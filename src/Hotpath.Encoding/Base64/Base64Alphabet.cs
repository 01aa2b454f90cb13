namespace Hotpath.Encodings;

/// <summary>
/// A Base64 alphabet as tables: value to symbol, and symbol to value. The standard (RFC 4648 §4) and URL-safe (§5)
/// alphabets differ only in the symbols of values 62 and 63, so one decoder serves both by reading the tables and the
/// two symbols from here.
/// </summary>
internal sealed class Base64Alphabet
{
    /// <summary>The standard alphabet: values 62 and 63 are '+' and '/'.</summary>
    public static readonly Base64Alphabet Standard = new("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"u8);

    /// <summary>The URL- and filename-safe alphabet: values 62 and 63 are '-' and '_'.</summary>
    public static readonly Base64Alphabet Url = new("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"u8);

    /// <summary>The padding char.</summary>
    public const char Padding = '=';

    /// <summary>Marks a byte that is not a symbol in <see cref="AsciiValues"/> (its high bit set, so one test catches it and non-ASCII input).</summary>
    public const byte NotASymbol = 0x80;

    private Base64Alphabet(ReadOnlySpan<byte> symbols)
    {
        Values = new sbyte[256];
        Values.AsSpan().Fill(-1);
        AsciiValues = new byte[128];
        AsciiValues.AsSpan().Fill(NotASymbol);
        for (int value = 0; value < 64; value++)
        {
            Values[symbols[value]] = (sbyte)value;
            AsciiValues[symbols[value]] = (byte)value;
        }
        Symbols = symbols.ToArray();
        // Each value range whose symbols are consecutive adds one offset (the encoder's 16-entry shuffle table):
        // entry 0 for values 26-51, 1-10 for 52-61, 11 and 12 for 62 and 63, 13 for 0-25.
        SymbolOffsets = new byte[16];
        SymbolOffsets[0] = (byte)(symbols[26] - 26);
        for (int entry = 1; entry <= 10; entry++) SymbolOffsets[entry] = (byte)(symbols[52] - 52);
        SymbolOffsets[11] = (byte)(symbols[62] - 62);
        SymbolOffsets[12] = (byte)(symbols[63] - 63);
        SymbolOffsets[13] = symbols[0];
        Symbol63 = symbols[63];
        // A byte below 0x80 is a symbol when its bit (by high nibble) is clear in the entry of its low nibble.
        InvalidByLowNibble = new byte[16];
        for (int unit = 0; unit < 128; unit++)
        {
            if (Values[unit] < 0) InvalidByLowNibble[unit & 0x0F] |= (byte)(1 << (unit >> 4));
        }
        // Letters and digits keep one offset from symbol to value across each high nibble, and the symbol of 62 has its
        // nibble to itself ('+' and '-' in 0x2_). The symbol of 63 shares its nibble ('/' with '+', '_' with 'P'-'Z'), so
        // its offset sits in entry 0, which no symbol's nibble selects (0x00-0x0F are control chars), and the decoder
        // moves its index there.
        OffsetByHighNibble = new byte[16];
        for (int value = 0; value < 63; value++) OffsetByHighNibble[symbols[value] >> 4] = (byte)(value - symbols[value]);
        OffsetByHighNibble[0] = (byte)(63 - symbols[63]);
        Symbol63IndexShift = (byte)-(symbols[63] >> 4);
    }

    /// <summary>The 64 symbols, by value (a 64-entry permute table).</summary>
    public byte[] Symbols { get; }

    /// <summary>What a value adds to become its symbol, by the value's range as the encoder indexes it (a 16-entry shuffle table).</summary>
    public byte[] SymbolOffsets { get; }

    /// <summary>For each byte value, the 6-bit value it stands for, or -1 when it is not a symbol.</summary>
    public sbyte[] Values { get; }

    /// <summary>For each ASCII byte, the 6-bit value it stands for, or <see cref="NotASymbol"/> (a 128-entry permute table).</summary>
    public byte[] AsciiValues { get; }

    /// <summary>The symbol of value 63 (the letters and digits, values 0–61, are the same in every alphabet).</summary>
    public byte Symbol63 { get; }

    /// <summary>What moves the symbol of 63's index in <see cref="OffsetByHighNibble"/> from its high nibble to entry 0 (byte arithmetic).</summary>
    public byte Symbol63IndexShift { get; }

    /// <summary>For each low nibble, the high nibbles 0–7 (one bit each) that make a non-symbol with it (a 16-entry shuffle table).</summary>
    public byte[] InvalidByLowNibble { get; }

    /// <summary>
    /// For each high nibble, what a symbol in it adds to become its value (a 16-entry shuffle table); the symbol of 63
    /// reads entry 0 instead, its index moved by <see cref="Symbol63IndexShift"/>.
    /// </summary>
    public byte[] OffsetByHighNibble { get; }
}

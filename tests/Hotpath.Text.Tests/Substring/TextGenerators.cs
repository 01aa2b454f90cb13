using System.Text;

namespace Hotpath.Text.Tests.Substring;

/// <summary>Seeded random needles and haystacks that force overlaps and casing edge cases.</summary>
internal static class TextGenerators
{
    /// <summary>Small alphabets: each forces many partial matches; several hold casing or UTF-16 traps.</summary>
    public static readonly string[][] Alphabets =
    [
        ["a", "b"],
        ["a", "A"],
        ["a", "b", "c", " "],
        ["e", "E", " ", "t", "h"],
        ["\uD801\uDC00", "\uD801\uDC28", "a"],          // Deseret capital/small long I: cased surrogate pairs
        ["\uD801", "\uDC00", "\uDC28", "A", "\uD801\uDC28"], // lone surrogates mixed with pairs
        ["k", "K", "\u212A"],                          // Kelvin sign
        ["s", "S", "\u017F", "\u00DF", "\u1E9E"],      // long s, sharp s, capital sharp s
        ["i", "I", "\u0130", "\u0131"],                // Turkish i forms
        ["\uFEFF", "\r", "\n", "\r\n", "x"],           // BOM, CRLF
        ["\u00B5", "\u03BC", "\u039C", "m"],           // micro sign and mu
        ["\u0250", "\u2C6F", "a"],                     // case pair with different UTF-8 lengths
        ["\u00E9", "\u00C9", "e", "\u0301"],
        ["\u0440", "\u0420", "\u0400", "\u0460", "\u0448", "\u0428"], // р Р and the units their 0x60 probe mask also admits, ш Ш
        ["\u03A3", "\u03C3", "\u03C2", "a"],           // a three-unit class: Σ σ ς
        ["\u0448", "\u0428", "\u043E", "\u041E", "\u1C82"], // ш Ш, and о О with narrow o ᲂ: three UTF-8 bytes that also upper-case to О
        ["\u00FF", "\u0178", "y", "x"],                 // ÿ Ÿ: a case pair whose mask spans too many bits to probe
        ["S", "h", "\u0153", "\u8053", "\u0000", "\u00FF"], // units narrowing packs alias with ASCII (low byte of œ), or saturate to 0x00 and 0xFF
    ];

    /// <summary>Concatenates <paramref name="pieces"/> random alphabet entries.</summary>
    public static string FromAlphabet(Random random, string[] alphabet, int pieces)
    {
        var text = new StringBuilder();
        for (int i = 0; i < pieces; i++) text.Append(alphabet[random.Next(alphabet.Length)]);
        return text.ToString();
    }

    /// <summary>Randomly flips the case of characters (ASCII and not), keeping the length in UTF-16 units.</summary>
    public static string ScrambleCase(Random random, string text)
    {
        var chars = text.ToCharArray();
        for (int i = 0; i < chars.Length; i++)
        {
            if (char.IsSurrogate(chars[i]) || random.Next(3) != 0) continue;
            char flipped = char.IsUpper(chars[i]) ? char.ToLowerInvariant(chars[i]) : char.ToUpperInvariant(chars[i]);
            chars[i] = flipped;
        }
        return new string(chars);
    }
}

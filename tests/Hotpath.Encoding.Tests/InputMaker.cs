using System.Text;
using Hotpath.Cli.Data;

namespace Hotpath.Encodings.Tests;

/// <summary>Seeded inputs: script texts, and the same texts damaged in the ways UTF-8 and UTF-16 can be ill-formed.</summary>
internal static class InputMaker
{
    private static readonly Script[] Scripts = Enum.GetValues<Script>();
    private static readonly MostlyAscii[] MostlyAsciiKinds = Enum.GetValues<MostlyAscii>();

    /// <summary>Bytes that sit on the edges of the UTF-8 rules (ASCII, continuation ranges, every special lead).</summary>
    public static readonly byte[] EdgeBytes =
    [
        0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF,
        0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xF8, 0xFF,
    ];

    /// <summary>UTF-16 units on the edges: every UTF-8 length boundary, both surrogate kinds and their edges.</summary>
    public static readonly char[] EdgeChars =
    [
        'a', '\u007F', '\u0080', '\u00E9', '\u07FF', '\u0800', '\u0416', '\u4E2D', '\uFFFD', '\uFFFF',
        '\uD800', '\uDBFF', '\uD83D', '\uDC00', '\uDFFF', '\uDE00',
    ];

    /// <summary>UTF-8 of a random script text of about <paramref name="length"/> bytes, damaged when <paramref name="damage"/> is set.</summary>
    public static byte[] Utf8Text(Random random, int length, bool damage)
    {
        Script script = Scripts[random.Next(Scripts.Length)];
        byte[] bytes = Encoding.UTF8.GetBytes(ScriptTexts.Generate(script, random.Next(), length));
        if (bytes.Length > length) bytes = bytes[..length]; // may cut a sequence: a damage of its own
        if (damage && bytes.Length > 0)
        {
            int hits = 1 + random.Next(3);
            for (int k = 0; k < hits; k++)
            {
                int at = random.Next(bytes.Length);
                bytes[at] = random.Next(2) == 0 ? EdgeBytes[random.Next(EdgeBytes.Length)] : (byte)random.Next(256);
            }
        }
        return bytes;
    }

    /// <summary>A random script text of <paramref name="length"/> chars, with lone and reversed surrogates mixed in when <paramref name="damage"/> is set.</summary>
    public static char[] Utf16Text(Random random, int length, bool damage)
    {
        Script script = Scripts[random.Next(Scripts.Length)];
        char[] chars = ScriptTexts.Generate(script, random.Next(), length).ToCharArray();
        if (damage && chars.Length > 0)
        {
            int hits = 1 + random.Next(3);
            for (int k = 0; k < hits; k++) chars[random.Next(chars.Length)] = EdgeChars[random.Next(EdgeChars.Length)];
        }
        return chars;
    }

    /// <summary>
    /// A mostly-ASCII text (prose, code, logs, JSON with lone non-ASCII chars) of <paramref name="length"/> chars, with lone
    /// and reversed surrogates mixed in when <paramref name="damage"/> is set.
    /// </summary>
    public static char[] MostlyAsciiUtf16(Random random, int length, bool damage)
    {
        char[] chars = MostlyAsciiTexts.Generate(MostlyAsciiKinds[random.Next(MostlyAsciiKinds.Length)], random.Next(), length).ToCharArray();
        if (damage && chars.Length > 0) chars[random.Next(chars.Length)] = EdgeChars[random.Next(EdgeChars.Length)];
        return chars;
    }

    /// <summary>The UTF-8 of a mostly-ASCII text of about <paramref name="length"/> bytes, one byte replaced by an edge byte when <paramref name="damage"/> is set.</summary>
    public static byte[] MostlyAsciiUtf8(Random random, int length, bool damage)
    {
        byte[] bytes = Encoding.UTF8.GetBytes(MostlyAsciiTexts.Generate(MostlyAsciiKinds[random.Next(MostlyAsciiKinds.Length)], random.Next(), length));
        if (bytes.Length > length) bytes = bytes[..length];
        if (damage && bytes.Length > 0) bytes[random.Next(bytes.Length)] = EdgeBytes[random.Next(EdgeBytes.Length)];
        return bytes;
    }
}

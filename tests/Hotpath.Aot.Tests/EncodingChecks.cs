using System.Buffers;
using System.Text;
using Hotpath.Encodings;
using BclBase64 = System.Buffers.Text.Base64;
using BclBase64Url = System.Buffers.Text.Base64Url;
using BclUtf8 = System.Text.Unicode.Utf8;

namespace Hotpath.Aot.Tests;

/// <summary>
/// Hotpath.Encoding against the BCL: UTF-8 validation, counting and both transcoding directions (both replacement
/// modes, streamed at every split point of some inputs, with a short destination), Latin-1 encoding, Base64, Base64url and hex both ways with
/// damaged text. Texts mix scalars of every UTF-8 length, then get random bytes, lone surrogates and cuts; lengths
/// sit on both sides of the 16- and 64-byte blocks, and a few are long enough for the vector loops to run for long.
/// </summary>
internal static class EncodingChecks
{
    public const int Seed = 3_700_000;
    private const string Section = "encoding";

    // Scalar ranges of each UTF-8 length (ASCII, Cyrillic, CJK, emoji), and the edges of the encoding rules.
    private static readonly (int First, int Last)[] s_ranges = [(0x20, 0x7E), (0x410, 0x44F), (0x4E00, 0x9FA5), (0x1F600, 0x1F64F)];
    private static readonly byte[] s_edgeBytes = [0x80, 0xBF, 0xC0, 0xC1, 0xC2, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF];
    private static readonly char[] s_edgeChars = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uFFFD', '\u0080', '\u07FF', '\u0800'];
    private static readonly char[] s_base64Intruders = [' ', '\n', '=', '%', '-', '_', '+', '/', '*', '\u0141', '\u00C1'];

    public static void Run(Harness harness)
    {
        int seed = Seed;
        for (int round = 0; round < 3000; round++)
        {
            var random = new Random(seed);
            bool longText = round >= 2900;
            int length = longText ? random.Next(20_000, 60_000) : random.Next(300);
            // Streaming checks every prefix, so it is kept to short texts.
            bool streamed = !longText && round % 50 == 0;
            string text = Text(random, length);
            if (round % 2 == 1) text = Damaged(random, text);
            CheckUtf16(harness, new Where(Section, "UTF-16", seed, text), text, streamed);
            byte[] bytes = Encoding.UTF8.GetBytes(text);
            if (round % 3 != 0) Damage(random, bytes);
            CheckUtf8(harness, new Where(Section, "UTF-8", seed, Convert.ToHexString(bytes)), bytes, streamed);
            seed++;
        }
        for (int round = 0; round < 2000; round++)
        {
            var random = new Random(seed);
            byte[] data = new byte[round < 1950 ? random.Next(200) : random.Next(100_000)];
            random.NextBytes(data);
            CheckBase64(harness, random, seed, data);
            CheckBase64Url(harness, random, seed, data);
            CheckLatin1(harness, random, seed, data);
            CheckHex(harness, random, seed, data);
            seed++;
        }
    }

    private static void CheckUtf8(Harness harness, in Where where, byte[] bytes, bool streamed)
    {
        harness.Equal(where, "IsValid", BclUtf8.IsValid(bytes), Utf8.IsValid(bytes));
        harness.Equal(where, "GetCharCount", Encoding.UTF8.GetCharCount(bytes), Utf8.GetCharCount(bytes));
        char[] room = new char[bytes.Length + 1];
        int invalid = BclUtf8.ToUtf16(bytes, room, out int stop, out _, replaceInvalidSequences: false) == OperationStatus.Done ? -1 : stop;
        harness.Equal(where, "IndexOfInvalid", invalid, Utf8.IndexOfInvalid(bytes));
        harness.Equal(where, "GetString", Encoding.UTF8.GetString(bytes), Utf8.GetString(bytes));
        for (int split = streamed ? 0 : bytes.Length; split <= bytes.Length; split++)
        {
            foreach (bool replace in new[] { true, false })
            {
                ToUtf16(harness, where, bytes.AsSpan(0, split), bytes.Length + 1, replace, isFinalBlock: split == bytes.Length);
            }
        }
        ToUtf16(harness, where, bytes, bytes.Length / 2, replace: true, isFinalBlock: true);
    }

    private static void ToUtf16(Harness harness, in Where where, ReadOnlySpan<byte> source, int room, bool replace, bool isFinalBlock)
    {
        char[] expected = new char[room], actual = new char[room];
        OperationStatus bcl = BclUtf8.ToUtf16(source, expected, out int bclRead, out int bclWritten, replace, isFinalBlock);
        OperationStatus ours = Utf8.ToUtf16(source, actual, out int read, out int written, replace, isFinalBlock);
        string check = $"ToUtf16 length {source.Length} room {room} replace {replace} final {isFinalBlock}";
        harness.Equal(where, check, $"{bcl} {bclRead} {bclWritten}", $"{ours} {read} {written}");
        harness.Equal(where, check + " output", new string(expected, 0, bclWritten), new string(actual, 0, written));
    }

    private static void CheckUtf16(Harness harness, in Where where, string text, bool streamed)
    {
        harness.Equal(where, "GetByteCount", Encoding.UTF8.GetByteCount(text), Utf8.GetByteCount(text));
        harness.Equal(where, "GetBytes", Convert.ToHexString(Encoding.UTF8.GetBytes(text)), Convert.ToHexString(Utf8.GetBytes(text)));
        for (int split = streamed ? 0 : text.Length; split <= text.Length; split++)
        {
            foreach (bool replace in new[] { true, false })
            {
                FromUtf16(harness, where, text.AsSpan(0, split), 3 * text.Length + 1, replace, isFinalBlock: split == text.Length);
            }
        }
        FromUtf16(harness, where, text, text.Length, replace: true, isFinalBlock: true);
    }

    private static void FromUtf16(Harness harness, in Where where, ReadOnlySpan<char> source, int room, bool replace, bool isFinalBlock)
    {
        byte[] expected = new byte[room], actual = new byte[room];
        OperationStatus bcl = BclUtf8.FromUtf16(source, expected, out int bclRead, out int bclWritten, replace, isFinalBlock);
        OperationStatus ours = Utf8.FromUtf16(source, actual, out int read, out int written, replace, isFinalBlock);
        string check = $"FromUtf16 length {source.Length} room {room} replace {replace} final {isFinalBlock}";
        harness.Equal(where, check, $"{bcl} {bclRead} {bclWritten}", $"{ours} {read} {written}");
        harness.Equal(where, check + " output", Convert.ToHexString(expected, 0, bclWritten), Convert.ToHexString(actual, 0, written));
    }

    private static void CheckBase64(Harness harness, Random random, int seed, byte[] data)
    {
        string text = Convert.ToBase64String(data, random.Next(4) == 0 ? Base64FormattingOptions.InsertLineBreaks : Base64FormattingOptions.None);
        if (random.Next(2) == 0 && text.Length > 0)
        {
            int at = random.Next(text.Length);
            text = random.Next(2) == 0 ? text.Remove(at, 1) : text.Insert(at, s_base64Intruders[random.Next(s_base64Intruders.Length)].ToString());
        }
        var where = new Where(Section, "Base64", seed, text);
        harness.Equal(where, "ToBase64String", Convert.ToBase64String(data), Base64.ToBase64String(data));
        harness.Equal(where, "FromBase64String", Outcome(() => Convert.ToHexString(Convert.FromBase64String(text))), Outcome(() => Convert.ToHexString(Base64.FromBase64String(text))));
        byte[] expected = new byte[data.Length], actual = new byte[data.Length];
        bool bcl = Convert.TryFromBase64Chars(text, expected, out int bclWritten);
        bool ours = Base64.TryFromBase64Chars(text, actual, out int written);
        harness.Equal(where, "TryFromBase64Chars", $"{bcl} {Convert.ToHexString(expected, 0, bclWritten)}", $"{ours} {Convert.ToHexString(actual, 0, written)}");
        byte[] utf8 = [.. text.Select(c => c < 0x80 ? (byte)c : (byte)0xC5)];
        OperationStatus bclStatus = BclBase64.DecodeFromUtf8(utf8, expected, out int bclRead, out bclWritten);
        OperationStatus status = Base64.DecodeFromUtf8(utf8, actual, out int read, out written);
        harness.Equal(where, "DecodeFromUtf8", $"{bclStatus} {bclRead} {Convert.ToHexString(expected, 0, bclWritten)}", $"{status} {read} {Convert.ToHexString(actual, 0, written)}");
        byte[] bclText = new byte[text.Length + 4], ourText = new byte[text.Length + 4];
        bclStatus = BclBase64.EncodeToUtf8(data, bclText, out _, out bclWritten);
        status = Base64.EncodeToUtf8(data, ourText, out _, out written);
        harness.Equal(where, "EncodeToUtf8", $"{bclStatus} {Convert.ToHexString(bclText, 0, bclWritten)}", $"{status} {Convert.ToHexString(ourText, 0, written)}");
    }

    private static void CheckBase64Url(Harness harness, Random random, int seed, byte[] data)
    {
        string text = BclBase64Url.EncodeToString(data);
        if (random.Next(3) == 0) text += new string('=', (4 - text.Length % 4) % 4);
        if (random.Next(2) == 0 && text.Length > 0)
        {
            int at = random.Next(text.Length);
            text = random.Next(2) == 0 ? text.Remove(at, 1) : text.Insert(at, s_base64Intruders[random.Next(s_base64Intruders.Length)].ToString());
        }
        var where = new Where(Section, "Base64Url", seed, text);
        harness.Equal(where, "EncodeToString", BclBase64Url.EncodeToString(data), Base64Url.EncodeToString(data));
        harness.Equal(where, "DecodeFromChars", Outcome(() => Convert.ToHexString(BclBase64Url.DecodeFromChars(text))), Outcome(() => Convert.ToHexString(Base64Url.DecodeFromChars(text))));
        int room = random.Next(data.Length + 2);
        byte[] expected = new byte[room], actual = new byte[room];
        bool isFinalBlock = random.Next(4) != 0;
        OperationStatus bcl = BclBase64Url.DecodeFromChars(text, expected, out int bclRead, out int bclWritten, isFinalBlock);
        OperationStatus ours = Base64Url.DecodeFromChars(text, actual, out int read, out int written, isFinalBlock);
        harness.Equal(where, $"DecodeFromChars room {room} final {isFinalBlock}", $"{bcl} {bclRead} {Convert.ToHexString(expected, 0, bclWritten)}", $"{ours} {read} {Convert.ToHexString(actual, 0, written)}");
    }

    // The payload's bytes as Latin-1 chars, with a few chars past U+00FF (and a surrogate pair) put in.
    private static void CheckLatin1(Harness harness, Random random, int seed, byte[] data)
    {
        char[] chars = [.. data.Select(b => (char)b)];
        if (chars.Length > 1 && random.Next(2) == 0)
        {
            chars[random.Next(chars.Length)] = '\u0141';
            int at = random.Next(chars.Length - 1);
            (chars[at], chars[at + 1]) = ('\uD83D', '\uDE00');
        }
        string text = new(chars);
        int room = random.Next(3) == 0 ? random.Next(text.Length + 1) : text.Length;
        byte[] expected = new byte[room], actual = new byte[room];
        harness.Equal(new Where(Section, "Latin-1", seed, text), $"GetBytes room {room}",
            Outcome(() => Convert.ToHexString(expected, 0, Encoding.Latin1.GetBytes(text, expected))),
            Outcome(() => Convert.ToHexString(actual, 0, Latin1.GetBytes(text, actual))));
    }

    private static void CheckHex(Harness harness, Random random, int seed, byte[] data)
    {
        string text = random.Next(2) == 0 ? Convert.ToHexString(data) : Convert.ToHexStringLower(data);
        if (random.Next(3) == 0 && text.Length > 0)
        {
            int at = random.Next(text.Length);
            text = random.Next(2) == 0 ? text.Remove(at, 1) : string.Concat(text.AsSpan(0, at), "g", text.AsSpan(at + 1));
        }
        var where = new Where(Section, "hex", seed, text);
        harness.Equal(where, "ToHexString", Convert.ToHexString(data), Hex.ToHexString(data));
        harness.Equal(where, "ToHexStringLower", Convert.ToHexStringLower(data), Hex.ToHexStringLower(data));
        harness.Equal(where, "FromHexString", Outcome(() => Convert.ToHexString(Convert.FromHexString(text))), Outcome(() => Convert.ToHexString(Hex.FromHexString(text))));
        byte[] expected = new byte[data.Length], actual = new byte[data.Length];
        byte[] utf8 = Encoding.ASCII.GetBytes(text);
        OperationStatus bcl = Convert.FromHexString(utf8, expected, out int bclRead, out int bclWritten);
        OperationStatus ours = Hex.FromHexString(utf8, actual, out int read, out int written);
        harness.Equal(where, "FromHexString UTF-8", $"{bcl} {bclRead} {Convert.ToHexString(expected, 0, bclWritten)}", $"{ours} {read} {Convert.ToHexString(actual, 0, written)}");
    }

    // A text of `length` chars with scalars of every UTF-8 length, switching range every few chars.
    private static string Text(Random random, int length)
    {
        var text = new StringBuilder(length + 2);
        (int first, int last) = s_ranges[0];
        while (text.Length < length)
        {
            if (random.Next(6) == 0) (first, last) = s_ranges[random.Next(s_ranges.Length)];
            text.Append(char.ConvertFromUtf32(random.Next(first, last + 1)));
        }
        return text.ToString();
    }

    // Lone and reversed surrogates and other edge chars at a few places.
    private static string Damaged(Random random, string text)
    {
        if (text.Length == 0) return text;
        char[] chars = text.ToCharArray();
        for (int k = 0; k < 3; k++) chars[random.Next(chars.Length)] = s_edgeChars[random.Next(s_edgeChars.Length)];
        return new string(chars);
    }

    // Random and edge bytes at a few places.
    private static void Damage(Random random, byte[] bytes)
    {
        if (bytes.Length == 0) return;
        for (int k = 0; k < 3; k++) bytes[random.Next(bytes.Length)] = random.Next(2) == 0 ? s_edgeBytes[random.Next(s_edgeBytes.Length)] : (byte)random.Next(256);
    }

    private static string Outcome(Func<string> run)
    {
        try
        {
            return run();
        }
        catch (Exception e)
        {
            return $"{e.GetType().Name}: {e.Message}";
        }
    }
}

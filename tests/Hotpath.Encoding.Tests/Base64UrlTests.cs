using System.Buffers;
using Hotpath.Encodings.Vectors;
using static Hotpath.Encodings.Tests.Base64Texts;
using BclBase64Url = System.Buffers.Text.Base64Url;

namespace Hotpath.Encodings.Tests;

/// <summary>Base64url decoding of UTF-16 (Hotpath's own bulk, the BCL's rules) and the delegated shapes against <c>System.Buffers.Text.Base64Url</c>, at every vector width.</summary>
public class Base64UrlTests
{
    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void CleanText_OfEveryLengthUpTo700_PaddedOrNot_DecodesLikeTheBcl(int bits)
    {
        var width = (SimdWidth)bits;
        const int Seed = 3730;
        var random = new Random(Seed);
        for (int length = 0; length <= 700; length++)
        {
            byte[] data = RandomBytes(random, length);
            string text = BclBase64Url.EncodeToString(data);
            string padded = text + new string('=', (4 - text.Length % 4) % 4);
            foreach (bool isFinalBlock in new[] { true, false })
            {
                CheckDecode(text, length + 4, isFinalBlock, width, () => $"seed {Seed}, length {length}, unpadded");
                CheckDecode(padded, length + 4, isFinalBlock, width, () => $"seed {Seed}, length {length}, padded");
            }
        }
    }

    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void DamagedText_Whitespace_Padding_BadSymbols_EveryLengthModFour(int bits)
    {
        var width = (SimdWidth)bits;
        const int Seed = 3731;
        var random = new Random(Seed);
        for (int round = 0; round < 4000; round++)
        {
            string text = Damaged(random, UrlText(random, random.Next(260)));
            foreach (bool isFinalBlock in new[] { true, false })
            {
                CheckDecode(text, text.Length, isFinalBlock, width, () => $"seed {Seed}, round {round}, text {Show(text)}");
            }
        }
    }

    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void EveryDestinationSize_StopsLikeTheBcl(int bits)
    {
        var width = (SimdWidth)bits;
        const int Seed = 3732;
        var random = new Random(Seed);
        for (int round = 0; round < 40; round++)
        {
            int length = random.Next(200);
            string text = UrlText(random, length);
            if (round % 2 == 1) text = Damaged(random, text);
            for (int size = 0; size <= length + 2; size++)
            {
                foreach (bool isFinalBlock in new[] { true, false })
                {
                    CheckDecode(text, size, isFinalBlock, width, () => $"seed {Seed}, round {round}, text {Show(text)}");
                }
            }
        }
    }

    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void StreamedInTwoBlocks_AtEverySplit_LikeTheBcl(int bits)
    {
        var width = (SimdWidth)bits;
        const int Seed = 3733;
        var random = new Random(Seed);
        for (int round = 0; round < 60; round++)
        {
            string text = UrlText(random, random.Next(300));
            if (round % 2 == 1) text = Damaged(random, text);
            for (int split = 0; split <= text.Length; split++)
            {
                string Context() => $"seed {Seed}, round {round}, split {split}, text {Show(text)}";
                int consumed = CheckDecode(text.AsSpan(0, split), text.Length, isFinalBlock: false, width, Context);
                CheckDecode(text.AsSpan(consumed), text.Length, isFinalBlock: true, width, Context);
            }
        }
    }

    [Fact]
    public void PublicShapes_MatchTheBclIncludingExceptions()
    {
        const int Seed = 3734;
        var random = new Random(Seed);
        for (int round = 0; round < 3000; round++)
        {
            byte[] data = RandomBytes(random, random.Next(150));
            string clean = UrlText(random, data);
            string text = round % 2 == 0 ? clean : Damaged(random, clean);
            byte[] utf8 = ToBytes(text);
            string Context() => $"seed {Seed}, round {round}, text {Show(text)}";
            Differential.Same(Outcome(() => Convert.ToHexString(BclBase64Url.DecodeFromChars(text))), Outcome(() => Convert.ToHexString(Base64Url.DecodeFromChars(text))), Context);
            Differential.Same(Outcome(() => Convert.ToHexString(BclBase64Url.DecodeFromUtf8(utf8))), Outcome(() => Convert.ToHexString(Base64Url.DecodeFromUtf8(utf8))), Context);
            int size = random.Next(data.Length + 3);
            byte[] bcl = new byte[size], ours = new byte[size];
            Differential.Same(Outcome(() => Written(BclBase64Url.DecodeFromChars(text, bcl), bcl)), Outcome(() => Written(Base64Url.DecodeFromChars(text, ours), ours)), Context);
            Differential.Same(Outcome(() => Written(BclBase64Url.DecodeFromUtf8(utf8, bcl), bcl)), Outcome(() => Written(Base64Url.DecodeFromUtf8(utf8, ours), ours)), Context);
            Differential.Same(Outcome(() => Tried(BclBase64Url.TryDecodeFromChars(text, bcl, out int w), w, bcl)), Outcome(() => Tried(Base64Url.TryDecodeFromChars(text, ours, out int w), w, ours)), Context);
            Differential.Same(Outcome(() => Tried(BclBase64Url.TryDecodeFromUtf8(utf8, bcl, out int w), w, bcl)), Outcome(() => Tried(Base64Url.TryDecodeFromUtf8(utf8, ours, out int w), w, ours)), Context);
            OperationStatus bclStatus = BclBase64Url.DecodeFromUtf8(utf8, bcl, out int bclRead, out int bclWritten, round % 3 != 0);
            Differential.Same($"{bclStatus} {bclRead} {Convert.ToHexString(bcl, 0, bclWritten)}", $"{Base64Url.DecodeFromUtf8(utf8, ours, out int read, out int written, round % 3 != 0)} {read} {Convert.ToHexString(ours, 0, written)}", Context);
            Differential.Same(BclBase64Url.IsValid(text, out int bclLength) + $" {bclLength}", Base64Url.IsValid(text, out int length) + $" {length}", Context);
            Differential.Same(BclBase64Url.IsValid(utf8, out bclLength) + $" {bclLength}", Base64Url.IsValid(utf8, out length) + $" {length}", Context);
            Differential.Same(BclBase64Url.IsValid(text), Base64Url.IsValid(text), Context);
            Differential.Same(BclBase64Url.IsValid(utf8), Base64Url.IsValid(utf8), Context);
            CheckEncoders(data, random.Next(clean.Length + 2), round % 3 != 0, Context);
        }
        Differential.Same(Outcome(() => BclBase64Url.GetEncodedLength(-1).ToString()), Outcome(() => Base64Url.GetEncodedLength(-1).ToString()), () => "GetEncodedLength(-1)");
        Differential.Same(Outcome(() => BclBase64Url.GetMaxDecodedLength(-1).ToString()), Outcome(() => Base64Url.GetMaxDecodedLength(-1).ToString()), () => "GetMaxDecodedLength(-1)");
        for (int n = 0; n < 100; n++)
        {
            Differential.Same(BclBase64Url.GetEncodedLength(n), Base64Url.GetEncodedLength(n), () => $"GetEncodedLength({n})");
            Differential.Same(BclBase64Url.GetMaxDecodedLength(n), Base64Url.GetMaxDecodedLength(n), () => $"GetMaxDecodedLength({n})");
        }
    }

    /// <summary>Decodes with the BCL and with Hotpath at <paramref name="width"/>, compares status, counts and bytes; returns the chars consumed.</summary>
    private static int CheckDecode(ReadOnlySpan<char> text, int size, bool isFinalBlock, SimdWidth width, Func<string> context)
    {
        byte[] expected = new byte[size], actual = new byte[size];
        OperationStatus bcl = BclBase64Url.DecodeFromChars(text, expected, out int bclRead, out int bclWritten, isFinalBlock);
        OperationStatus ours = Base64Url.DecodeFromChars(text, actual, out int read, out int written, isFinalBlock, width);
        string Where() => $"DecodeFromChars width {width} destination {size} final {isFinalBlock}: {context()}";
        Differential.Same(bcl, ours, Where);
        Differential.Same(bclRead, read, Where);
        Differential.Same(bclWritten, written, Where);
        Differential.Same<byte>(expected.AsSpan(0, bclWritten), actual.AsSpan(0, written), Where);
        // The same text as UTF-8 (wider chars as a non-symbol byte).
        byte[] utf8 = ToBytes(text.ToString());
        Array.Clear(expected);
        Array.Clear(actual);
        bcl = BclBase64Url.DecodeFromUtf8(utf8, expected, out int bclUtf8Read, out bclWritten, isFinalBlock);
        ours = Base64Url.DecodeFromUtf8(utf8, actual, out int utf8Read, out written, isFinalBlock, width);
        string WhereUtf8() => $"DecodeFromUtf8 width {width} destination {size} final {isFinalBlock}: {context()}";
        Differential.Same(bcl, ours, WhereUtf8);
        Differential.Same(bclUtf8Read, utf8Read, WhereUtf8);
        Differential.Same(bclWritten, written, WhereUtf8);
        // Only the bytes reported written: past them the BCL leaves whatever its vector loop stored before it met an
        // invalid symbol, which varied between runs of this test on an AVX-512 machine (the BCL promises nothing there).
        Differential.Same<byte>(expected.AsSpan(0, bclWritten), actual.AsSpan(0, written), WhereUtf8);
        return read;
    }

    // Every encoding shape, to chars and to UTF-8, with a destination of `size` units for the span shapes.
    private static void CheckEncoders(byte[] data, int size, bool isFinalBlock, Func<string> context)
    {
        Differential.Same(BclBase64Url.EncodeToString(data), Base64Url.EncodeToString(data), context);
        Differential.Same(new string(BclBase64Url.EncodeToChars(data)), new string(Base64Url.EncodeToChars(data)), context);
        Differential.Same(Convert.ToHexString(BclBase64Url.EncodeToUtf8(data)), Convert.ToHexString(Base64Url.EncodeToUtf8(data)), context);
        char[] bclChars = new char[size], ourChars = new char[size];
        byte[] bclBytes = new byte[size], ourBytes = new byte[size];
        OperationStatus bcl = BclBase64Url.EncodeToChars(data, bclChars, out int bclRead, out int bclWritten, isFinalBlock);
        OperationStatus ours = Base64Url.EncodeToChars(data, ourChars, out int read, out int written, isFinalBlock);
        Differential.Same($"{bcl} {bclRead} {new string(bclChars, 0, bclWritten)}", $"{ours} {read} {new string(ourChars, 0, written)}", context);
        bcl = BclBase64Url.EncodeToUtf8(data, bclBytes, out bclRead, out bclWritten, isFinalBlock);
        ours = Base64Url.EncodeToUtf8(data, ourBytes, out read, out written, isFinalBlock);
        Differential.Same($"{bcl} {bclRead} {Convert.ToHexString(bclBytes, 0, bclWritten)}", $"{ours} {read} {Convert.ToHexString(ourBytes, 0, written)}", context);
        Differential.Same(Outcome(() => new string(bclChars, 0, BclBase64Url.EncodeToChars(data, bclChars))), Outcome(() => new string(ourChars, 0, Base64Url.EncodeToChars(data, ourChars))), context);
        Differential.Same(Outcome(() => Written(BclBase64Url.EncodeToUtf8(data, bclBytes), bclBytes)), Outcome(() => Written(Base64Url.EncodeToUtf8(data, ourBytes), ourBytes)), context);
        Differential.Same(BclBase64Url.TryEncodeToChars(data, bclChars, out bclWritten) + new string(bclChars, 0, bclWritten), Base64Url.TryEncodeToChars(data, ourChars, out written) + new string(ourChars, 0, written), context);
        Differential.Same(Tried(BclBase64Url.TryEncodeToUtf8(data, bclBytes, out bclWritten), bclWritten, bclBytes), Tried(Base64Url.TryEncodeToUtf8(data, ourBytes, out written), written, ourBytes), context);
    }

    // Base64url text of `length` random bytes; a third of them padded, a tenth line-wrapped (whitespace between quads).
    private static string UrlText(Random random, int length) => UrlText(random, RandomBytes(random, length));

    private static string UrlText(Random random, byte[] data)
    {
        string text = BclBase64Url.EncodeToString(data);
        if (random.Next(3) == 0) text += new string('=', (4 - text.Length % 4) % 4);
        if (random.Next(10) == 0) text = string.Join("\r\n", text.Chunk(76).Select(line => new string(line)));
        return text;
    }

    private static string Written(int written, byte[] destination) => Convert.ToHexString(destination, 0, written);

    private static string Tried(bool done, int written, byte[] destination) => $"{done} {Convert.ToHexString(destination, 0, written)}";
}

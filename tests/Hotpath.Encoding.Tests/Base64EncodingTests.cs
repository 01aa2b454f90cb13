using System.Buffers;
using Hotpath.Encodings.Vectors;
using static Hotpath.Encodings.Tests.Base64Texts;
using BclBase64 = System.Buffers.Text.Base64;
using BclBase64Url = System.Buffers.Text.Base64Url;

namespace Hotpath.Encodings.Tests;

/// <summary>Base64 and Base64url encoding (Hotpath's own) against <see cref="Convert"/> and <c>System.Buffers.Text</c>, at every vector width.</summary>
public class Base64EncodingTests
{
    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void EveryLengthUpTo400_AndLongOnes_BothAlphabets_BothUnits_EncodeLikeTheBcl(int bits)
    {
        var width = (SimdWidth)bits;
        const int Seed = 3740;
        var random = new Random(Seed);
        IEnumerable<int> lengths = Enumerable.Range(0, 401).Concat(Enumerable.Range(0, 40).Select(_ => 400 + random.Next(5000)));
        foreach (int length in lengths)
        {
            byte[] data = RandomBytes(random, length);
            string Context() => $"seed {Seed}, length {length}, width {width}";
            foreach (bool isFinalBlock in new[] { true, false })
            {
                int room = (length + 2) / 3 * 4;
                CheckAll(data, room, isFinalBlock, width, Context);
            }
        }
    }

    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void EveryDestinationSize_StopsLikeTheBcl(int bits)
    {
        var width = (SimdWidth)bits;
        const int Seed = 3741;
        var random = new Random(Seed);
        for (int round = 0; round < 30; round++)
        {
            byte[] data = RandomBytes(random, random.Next(200));
            for (int size = 0; size <= (data.Length + 2) / 3 * 4 + 1; size++)
            {
                foreach (bool isFinalBlock in new[] { true, false })
                {
                    CheckAll(data, size, isFinalBlock, width, () => $"seed {Seed}, round {round}, length {data.Length}, destination {size}, width {width}");
                }
            }
        }
    }

    [Fact]
    public void PublicShapes_MatchTheBclIncludingExceptions()
    {
        const int Seed = 3742;
        var random = new Random(Seed);
        for (int round = 0; round < 600; round++)
        {
            byte[] data = RandomBytes(random, random.Next(round < 300 ? 120 : 3000));
            string Context() => $"seed {Seed}, round {round}, length {data.Length}";
            Differential.Same(Convert.ToBase64String(data), Base64.ToBase64String(data), Context);
            Differential.Same(BclBase64Url.EncodeToString(data), Base64Url.EncodeToString(data), Context);
            Differential.Same<byte>(BclBase64Url.EncodeToUtf8(data), Base64Url.EncodeToUtf8(data), Context);
            Differential.Same<char>(BclBase64Url.EncodeToChars(data), Base64Url.EncodeToChars(data), Context);
            int size = random.Next(data.Length * 4 / 3 + 6);
            char[] bclChars = new char[size], ourChars = new char[size];
            byte[] bclBytes = new byte[size], ourBytes = new byte[size];
            Differential.Same(Convert.TryToBase64Chars(data, bclChars, out int bclWritten), Base64.TryToBase64Chars(data, ourChars, out int written), Context);
            Differential.Same(bclWritten, written, Context);
            Differential.Same<char>(bclChars, ourChars, Context);
            Differential.Same(BclBase64Url.TryEncodeToChars(data, bclChars, out bclWritten), Base64Url.TryEncodeToChars(data, ourChars, out written), Context);
            Differential.Same(bclWritten, written, Context);
            Differential.Same<char>(bclChars, ourChars, Context);
            Differential.Same(BclBase64Url.TryEncodeToUtf8(data, bclBytes, out bclWritten), Base64Url.TryEncodeToUtf8(data, ourBytes, out written), Context);
            Differential.Same(bclWritten, written, Context);
            Differential.Same<byte>(bclBytes, ourBytes, Context);
            Differential.Same(Outcome(() => BclBase64Url.EncodeToChars(data, bclChars).ToString()), Outcome(() => Base64Url.EncodeToChars(data, ourChars).ToString()), Context);
            Differential.Same<char>(bclChars, ourChars, Context);
            Differential.Same(Outcome(() => BclBase64Url.EncodeToUtf8(data, bclBytes).ToString()), Outcome(() => Base64Url.EncodeToUtf8(data, ourBytes).ToString()), Context);
            Differential.Same<byte>(bclBytes, ourBytes, Context);
            OperationStatus bclStatus = BclBase64.EncodeToUtf8(data, bclBytes, out int bclRead, out bclWritten, round % 2 == 0);
            Differential.Same(bclStatus, Base64.EncodeToUtf8(data, ourBytes, out int read, out written, round % 2 == 0), Context);
            Differential.Same(bclRead, read, Context);
            Differential.Same(bclWritten, written, Context);
            Differential.Same<byte>(bclBytes, ourBytes, Context);
        }
    }

    // Every internal encoding shape at `width` into a destination of `size` units, compared in status, counts and the
    // whole destination (so a store past the output shows).
    private static void CheckAll(byte[] data, int size, bool isFinalBlock, SimdWidth width, Func<string> context)
    {
        string Where(string shape) => $"{shape} final {isFinalBlock}: {context()}";
        CheckEncoder<byte>(data, size, isFinalBlock, BclBase64.EncodeToUtf8,
            (ReadOnlySpan<byte> source, Span<byte> destination, out int read, out int written, bool final) => Base64.EncodeToUtf8(source, destination, out read, out written, final, width),
            () => Where("Base64.EncodeToUtf8"));
        CheckEncoder<byte>(data, size, isFinalBlock, BclBase64Url.EncodeToUtf8,
            (ReadOnlySpan<byte> source, Span<byte> destination, out int read, out int written, bool final) => Base64Url.Encode(source, destination, out read, out written, final, width),
            () => Where("Base64Url.EncodeToUtf8"));
        CheckEncoder<char>(data, size, isFinalBlock, BclBase64Url.EncodeToChars,
            (ReadOnlySpan<byte> source, Span<char> destination, out int read, out int written, bool final) => Base64Url.Encode(source, destination, out read, out written, final, width),
            () => Where("Base64Url.EncodeToChars"));
        if (isFinalBlock)
        {
            char[] bclChars = new char[size], ourChars = new char[size];
            bool bclDone = Convert.TryToBase64Chars(data, bclChars, out int bclWritten);
            bool ourDone = Base64.TryToBase64Chars(data, ourChars, out int written, width);
            Differential.Same(bclDone, ourDone, () => Where("Base64.TryToBase64Chars"));
            Differential.Same(bclWritten, written, () => Where("Base64.TryToBase64Chars"));
            Differential.Same<char>(bclChars, ourChars, () => Where("Base64.TryToBase64Chars"));
        }
    }

    private delegate OperationStatus Encoder<TUnit>(ReadOnlySpan<byte> source, Span<TUnit> destination, out int bytesConsumed, out int written, bool isFinalBlock);

    private static void CheckEncoder<TUnit>(byte[] data, int size, bool isFinalBlock, Encoder<TUnit> bcl, Encoder<TUnit> ours, Func<string> where)
        where TUnit : unmanaged, IEquatable<TUnit>
    {
        TUnit[] expected = new TUnit[size], actual = new TUnit[size];
        OperationStatus bclStatus = bcl(data, expected, out int bclRead, out int bclWritten, isFinalBlock);
        OperationStatus status = ours(data, actual, out int read, out int written, isFinalBlock);
        Same(bclStatus, status, bclRead, read, bclWritten, written, where);
        Differential.Same<TUnit>(expected, actual, where);
    }

    private static void Same(OperationStatus bcl, OperationStatus ours, int bclRead, int read, int bclWritten, int written, Func<string> where)
    {
        Differential.Same(bcl, ours, where);
        Differential.Same(bclRead, read, where);
        Differential.Same(bclWritten, written, where);
    }
}

using System.Buffers;
using System.Text;
using Hotpath.Encodings.Vectors;
using Xunit.Sdk;

namespace Hotpath.Encodings.Tests;

/// <summary>The vector widths this machine runs, as theory data (bits: 0 scalar, 128, 512).</summary>
public static class Widths
{
    /// <summary>Every supported width.</summary>
    public static TheoryData<int> All()
    {
        var data = new TheoryData<int>();
        foreach (SimdWidth width in SimdWidths.Supported()) data.Add((int)width);
        return data;
    }
}

/// <summary>Compares Hotpath with the BCL and fails with the case's description (seed, input) on the first difference.</summary>
internal static class Differential
{
    /// <summary>Fails unless <paramref name="actual"/> equals <paramref name="expected"/>.</summary>
    public static void Same<T>(T expected, T actual, Func<string> context)
    {
        if (!EqualityComparer<T>.Default.Equals(expected, actual))
        {
            throw new XunitException($"expected {expected}, actual {actual}; {context()}");
        }
    }

    /// <summary>Fails unless the two spans hold the same elements.</summary>
    public static void Same<T>(ReadOnlySpan<T> expected, ReadOnlySpan<T> actual, Func<string> context) where T : IEquatable<T>
    {
        if (expected.SequenceEqual(actual)) return;
        int first = 0;
        while (first < expected.Length && first < actual.Length && expected[first].Equals(actual[first])) first++;
        throw new XunitException($"outputs differ at {first} (lengths {expected.Length} and {actual.Length}); {context()}");
    }

    /// <summary>Hex of up to 200 bytes, for failure messages.</summary>
    public static string Show(ReadOnlySpan<byte> bytes) =>
        Convert.ToHexString(bytes[..Math.Min(bytes.Length, 200)]) + (bytes.Length > 200 ? "…" : "");

    /// <summary>UTF-16 units as hex, for failure messages.</summary>
    public static string Show(ReadOnlySpan<char> chars)
    {
        var text = new StringBuilder();
        foreach (char c in chars[..Math.Min(chars.Length, 100)]) text.Append(((int)c).ToString("X4")).Append(' ');
        return text.ToString();
    }

    /// <summary>UTF-8 to UTF-16 by Hotpath at <paramref name="width"/> and by the BCL, compared in status, counts and output.</summary>
    public static void ToUtf16(ReadOnlySpan<byte> source, int destinationLength, bool replace, bool isFinalBlock, SimdWidth width, Func<string> context)
    {
        char[] expected = new char[destinationLength];
        char[] actual = new char[destinationLength];
        OperationStatus bcl = System.Text.Unicode.Utf8.ToUtf16(source, expected, out int bclRead, out int bclWritten, replace, isFinalBlock);
        OperationStatus ours = Utf8ToUtf16Transcoder.Transcode(source, actual, out int read, out int written, replace, isFinalBlock, width);
        string Where() => $"ToUtf16 width {width} replace {replace} final {isFinalBlock} destination {destinationLength}: {context()}";
        Same(bcl, ours, Where);
        Same(bclRead, read, Where);
        Same(bclWritten, written, Where);
        Same<char>(expected.AsSpan(0, bclWritten), actual.AsSpan(0, written), Where);
    }

    /// <summary>UTF-16 to UTF-8 by Hotpath at <paramref name="width"/> and by the BCL, compared in status, counts and output.</summary>
    public static void FromUtf16(ReadOnlySpan<char> source, int destinationLength, bool replace, bool isFinalBlock, SimdWidth width, Func<string> context)
    {
        byte[] expected = new byte[destinationLength];
        byte[] actual = new byte[destinationLength];
        OperationStatus bcl = System.Text.Unicode.Utf8.FromUtf16(source, expected, out int bclRead, out int bclWritten, replace, isFinalBlock);
        OperationStatus ours = Utf16ToUtf8Transcoder.Transcode(source, actual, out int read, out int written, replace, isFinalBlock, width);
        string Where() => $"FromUtf16 width {width} replace {replace} final {isFinalBlock} destination {destinationLength}: {context()}";
        Same(bcl, ours, Where);
        Same(bclRead, read, Where);
        Same(bclWritten, written, Where);
        Same<byte>(expected.AsSpan(0, bclWritten), actual.AsSpan(0, written), Where);
    }

    /// <summary>The BCL's index of the first invalid byte: where a non-replacing decode stops with InvalidData, or -1.</summary>
    public static int BclIndexOfInvalid(ReadOnlySpan<byte> source)
    {
        char[] scratch = new char[source.Length];
        return System.Text.Unicode.Utf8.ToUtf16(source, scratch, out int read, out _, replaceInvalidSequences: false) == OperationStatus.Done ? -1 : read;
    }

    /// <summary>The index of the first invalid byte and the UTF-16 count of one input.</summary>
    public static void ValidationAndCount(ReadOnlySpan<byte> source, SimdWidth width, Func<string> context)
    {
        Same(BclIndexOfInvalid(source), Utf8Validation.IndexOfInvalid(source, width), () => $"IndexOfInvalid width {width}: {context()}");
        Same((long)Encoding.UTF8.GetCharCount(source), Utf8Validation.CountUtf16(source, width), () => $"CountUtf16 width {width}: {context()}");
    }

    /// <summary>Every UTF-8 check of one input: validation, index, count and both replacement modes.</summary>
    public static void AllUtf8(ReadOnlySpan<byte> source, SimdWidth width, Func<string> context)
    {
        ValidationAndCount(source, width, context);
        int room = source.Length + 8;
        ToUtf16(source, room, replace: true, isFinalBlock: true, width, context);
        ToUtf16(source, room, replace: false, isFinalBlock: true, width, context);
    }
}

using System.Buffers;
using System.Text;
using Hotpath.Cli.Data;
using Bcl8 = System.Text.Unicode.Utf8;
using BclBase64 = System.Buffers.Text.Base64;
using BclBase64Url = System.Buffers.Text.Base64Url;
using Ours8 = Hotpath.Encodings.Utf8;
using OursBase64 = Hotpath.Encodings.Base64;
using OursBase64Url = Hotpath.Encodings.Base64Url;
using OursHex = Hotpath.Encodings.Hex;
using OursLatin1 = Hotpath.Encodings.Latin1;

namespace Hotpath.Cli.Report.Workloads;

/// <summary>
/// The encoding rows: UTF-8 validation, counting and both transcoding directions over texts in many scripts and over
/// mostly-ASCII texts with lone non-ASCII chars (prose in four languages, code, logs, JSON; all generated with a fixed
/// seed), and rebar's English, Russian and Chinese subtitles when the shared data is there,
/// then Base64 and hex both ways over one large payload and over many short tokens, each beside the BCL API it
/// mirrors. Every row writes into buffers made beforehand, so the timed work allocates nothing on either side.
/// </summary>
internal static class EncodingWorkloads
{
    private const string System = "encoding";

    // Large enough that per-call overhead vanishes, small enough (with its UTF-16 twin) to stay in L2.
    private const int TextChars = 64 * 1024;

    /// <summary>Every encoding workload; <paramref name="corpora"/> adds the subtitle texts when present.</summary>
    public static IEnumerable<Workload> Create(Corpora corpora)
    {
        foreach ((string name, Func<string> text) in Texts(corpora.DataRoot))
        {
            foreach (Workload workload in Utf8Rows(name, text)) yield return workload;
        }
        foreach (Workload workload in Latin1Rows()) yield return workload;
        foreach (Workload workload in Base64Rows()) yield return workload;
        foreach (Workload workload in Base64UrlRows()) yield return workload;
        foreach (Workload workload in HexRows()) yield return workload;
    }

    private static IEnumerable<(string Name, Func<string> Text)> Texts(string? dataRoot)
    {
        foreach (Script script in Enum.GetValues<Script>())
        {
            yield return (script.ToString(), () => ScriptTexts.Generate(script, seed: 37 + (int)script, TextChars));
        }
        foreach (MostlyAscii kind in Enum.GetValues<MostlyAscii>())
        {
            yield return (kind.ToString(), () => MostlyAsciiTexts.Generate(kind, seed: 53 + (int)kind, TextChars));
        }
        foreach (string language in new[] { "en", "ru", "zh" })
        {
            string? path = dataRoot is null ? null : Path.Combine(dataRoot, "rebar", "haystacks", "opensubtitles", $"{language}-huge.txt");
            if (path is not null && File.Exists(path)) yield return ($"subtitles {language}-huge", () => File.ReadAllText(path));
        }
    }

    private static IEnumerable<Workload> Utf8Rows(string textName, Func<string> text)
    {
        yield return Row($"validate {textName}", text, (chars, bytes) =>
            Pair("Utf8.IsValid", () => Bcl8.IsValid(bytes) ? 1 : 0, "Utf8.IsValid", () => Ours8.IsValid(bytes) ? 1 : 0));
        yield return Row($"count chars {textName}", text, (chars, bytes) =>
            Pair("Encoding.UTF8.GetCharCount", () => Encoding.UTF8.GetCharCount(bytes), "Utf8.GetCharCount", () => Ours8.GetCharCount(bytes)));
        yield return Row($"count bytes {textName}", text, (chars, bytes) =>
            Pair("Encoding.UTF8.GetByteCount", () => Encoding.UTF8.GetByteCount(chars), "Utf8.GetByteCount", () => Ours8.GetByteCount(chars)));
        yield return Row($"UTF-8 to UTF-16 {textName}", text, (chars, bytes) =>
        {
            char[] destination = new char[chars.Length];
            return Pair("Utf8.ToUtf16", () => Decoded(Bcl8.ToUtf16(bytes, destination, out _, out int written), destination, written),
                "Utf8.ToUtf16", () => Decoded(Ours8.ToUtf16(bytes, destination, out _, out int written), destination, written));
        });
        yield return Row($"UTF-16 to UTF-8 {textName}", text, (chars, bytes) =>
        {
            byte[] destination = new byte[bytes.Length];
            return Pair("Utf8.FromUtf16", () => Written(Bcl8.FromUtf16(chars, destination, out _, out int written), destination, written),
                "Utf8.FromUtf16", () => Written(Ours8.FromUtf16(chars, destination, out _, out int written), destination, written));
        });
    }

    // Latin-1 encoding of Western European text: the English and accented Latin texts, with anything beyond U+00FF
    // replaced as Encoding.Latin1 does; whole texts and the same cut into 1,000 short strings.
    private static IEnumerable<Workload> Latin1Rows()
    {
        foreach (Script script in new[] { Script.English, Script.LatinAccented })
        {
            foreach ((string size, int pieces) in new[] { ("64 K", 1), ("1000 x 10-120", 1000) })
            {
                string[] Texts()
                {
                    string text = Encoding.Latin1.GetString(Encoding.Latin1.GetBytes(ScriptTexts.Generate(script, seed: 37 + (int)script, TextChars)));
                    if (pieces == 1) return [text];
                    var random = new Random(8859);
                    return [.. Enumerable.Range(0, pieces).Select(_ => text.Substring(random.Next(text.Length - 120), random.Next(10, 121)))];
                }
                yield return new Workload(System, $"Latin-1 encode {script} {size}", () =>
                {
                    string[] texts = Texts();
                    byte[] destination = new byte[texts.Max(t => t.Length)];
                    return Pair("Encoding.Latin1.GetBytes", () => Sum(texts, t => Encoding.Latin1.GetBytes(t, destination) + destination[t.Length / 2]),
                        "Latin1.GetBytes", () => Sum(texts, t => OursLatin1.GetBytes(t, destination) + destination[t.Length / 2]));
                });
            }
        }
    }

    private static IEnumerable<Workload> Base64Rows()
    {
        foreach ((string size, int count, int length) in Payloads)
        {
            yield return new Workload(System, $"Base64 decode chars {size}", () =>
            {
                string[] texts = [.. RandomPayloads(count, length).Select(p => Convert.ToBase64String(p))];
                byte[] destination = new byte[length];
                return Pair("Convert.TryFromBase64Chars", () => Sum(texts, t => Convert.TryFromBase64Chars(t, destination, out int w) ? w + destination[w / 2] : -1),
                    "Base64.TryFromBase64Chars", () => Sum(texts, t => OursBase64.TryFromBase64Chars(t, destination, out int w) ? w + destination[w / 2] : -1));
            });
            yield return new Workload(System, $"Base64 decode UTF-8 {size}", () =>
            {
                byte[][] texts = [.. RandomPayloads(count, length).Select(p => Encoding.ASCII.GetBytes(Convert.ToBase64String(p)))];
                byte[] destination = new byte[length];
                return Pair("Base64.DecodeFromUtf8", () => Sum(texts, t => Written(BclBase64.DecodeFromUtf8(t, destination, out _, out int w), destination, w)),
                    "Base64.DecodeFromUtf8", () => Sum(texts, t => Written(OursBase64.DecodeFromUtf8(t, destination, out _, out int w), destination, w)));
            });
            yield return new Workload(System, $"Base64 encode chars {size}", () =>
            {
                byte[][] payloads = RandomPayloads(count, length);
                char[] destination = new char[(length + 2) / 3 * 4];
                return Pair("Convert.TryToBase64Chars", () => Sum(payloads, p => Convert.TryToBase64Chars(p, destination, out int w) ? w + destination[w / 2] : -1),
                    "Base64.TryToBase64Chars", () => Sum(payloads, p => OursBase64.TryToBase64Chars(p, destination, out int w) ? w + destination[w / 2] : -1));
            });
            yield return new Workload(System, $"Base64 encode UTF-8 {size}", () =>
            {
                byte[][] payloads = RandomPayloads(count, length);
                byte[] destination = new byte[(length + 2) / 3 * 4];
                return Pair("Base64.EncodeToUtf8", () => Sum(payloads, p => Written(BclBase64.EncodeToUtf8(p, destination, out _, out int w), destination, w)),
                    "Base64.EncodeToUtf8", () => Sum(payloads, p => Written(OursBase64.EncodeToUtf8(p, destination, out _, out int w), destination, w)));
            });
        }
        yield return new Workload(System, "Base64 decode chars line-wrapped 1 MB", () =>
        {
            string text = Convert.ToBase64String(RandomPayloads(1, 1 << 20)[0], Base64FormattingOptions.InsertLineBreaks);
            byte[] destination = new byte[1 << 20];
            return Pair("Convert.TryFromBase64Chars", () => Convert.TryFromBase64Chars(text, destination, out int w) ? w + destination[w / 2] : -1,
                "Base64.TryFromBase64Chars", () => OursBase64.TryFromBase64Chars(text, destination, out int w) ? w + destination[w / 2] : -1);
        });
    }

    private static IEnumerable<Workload> Base64UrlRows()
    {
        foreach ((string size, int count, int length) in Payloads)
        {
            yield return new Workload(System, $"Base64Url decode chars {size}", () =>
            {
                // Tokens as they travel (unpadded), with every other one padded, which Base64url also accepts.
                string[] texts = [.. RandomPayloads(count, length).Select((p, i) => Padded(BclBase64Url.EncodeToString(p), i % 2 == 1))];
                byte[] destination = new byte[length];
                return Pair("Base64Url.DecodeFromChars", () => Sum(texts, t => Written(BclBase64Url.DecodeFromChars(t, destination, out _, out int w), destination, w)),
                    "Base64Url.DecodeFromChars", () => Sum(texts, t => Written(OursBase64Url.DecodeFromChars(t, destination, out _, out int w), destination, w)));
            });
            yield return new Workload(System, $"Base64Url decode UTF-8 {size}", () =>
            {
                byte[][] texts = [.. RandomPayloads(count, length).Select(p => BclBase64Url.EncodeToUtf8(p))];
                byte[] destination = new byte[length];
                return Pair("Base64Url.DecodeFromUtf8", () => Sum(texts, t => Written(BclBase64Url.DecodeFromUtf8(t, destination, out _, out int w), destination, w)),
                    "Base64Url.DecodeFromUtf8", () => Sum(texts, t => Written(OursBase64Url.DecodeFromUtf8(t, destination, out _, out int w), destination, w)));
            });
            yield return new Workload(System, $"Base64Url encode chars {size}", () =>
            {
                byte[][] payloads = RandomPayloads(count, length);
                char[] destination = new char[BclBase64Url.GetEncodedLength(length)];
                return Pair("Base64Url.TryEncodeToChars", () => Sum(payloads, p => BclBase64Url.TryEncodeToChars(p, destination, out int w) ? w + destination[w / 2] : -1),
                    "Base64Url.TryEncodeToChars", () => Sum(payloads, p => OursBase64Url.TryEncodeToChars(p, destination, out int w) ? w + destination[w / 2] : -1));
            });
        }
    }

    private static string Padded(string text, bool pad) => pad ? text + new string('=', (4 - text.Length % 4) % 4) : text;

    private static IEnumerable<Workload> HexRows()
    {
        foreach ((string size, int count, int length) in Payloads)
        {
            yield return new Workload(System, $"hex decode chars {size}", () =>
            {
                string[] texts = [.. RandomPayloads(count, length).Select((p, i) => i % 2 == 0 ? Convert.ToHexString(p) : Convert.ToHexStringLower(p))];
                byte[] destination = new byte[length];
                return Pair("Convert.FromHexString(span, span)", () => Sum(texts, t => Written(Convert.FromHexString(t, destination, out _, out int w), destination, w)),
                    "Hex.FromHexString(span, span)", () => Sum(texts, t => Written(OursHex.FromHexString(t, destination, out _, out int w), destination, w)));
            });
            yield return new Workload(System, $"hex decode UTF-8 {size}", () =>
            {
                byte[][] texts = [.. RandomPayloads(count, length).Select(p => Encoding.ASCII.GetBytes(Convert.ToHexString(p)))];
                byte[] destination = new byte[length];
                return Pair("Convert.FromHexString(utf8, span)", () => Sum(texts, t => Written(Convert.FromHexString(t, destination, out _, out int w), destination, w)),
                    "Hex.FromHexString(utf8, span)", () => Sum(texts, t => Written(OursHex.FromHexString(t, destination, out _, out int w), destination, w)));
            });
            yield return new Workload(System, $"hex encode chars {size}", () =>
            {
                byte[][] payloads = RandomPayloads(count, length);
                char[] destination = new char[2 * length];
                return Pair("Convert.TryToHexString(chars)", () => Sum(payloads, p => Convert.TryToHexString(p, destination, out int w) ? w + destination[w / 2] : -1),
                    "Hex.TryToHexString(chars)", () => Sum(payloads, p => OursHex.TryToHexString(p, destination, out int w) ? w + destination[w / 2] : -1));
            });
            yield return new Workload(System, $"hex encode UTF-8 {size}", () =>
            {
                byte[][] payloads = RandomPayloads(count, length);
                byte[] destination = new byte[2 * length];
                return Pair("Convert.TryToHexStringLower(utf8)", () => Sum(payloads, p => Convert.TryToHexStringLower(p, destination, out int w) ? w + destination[w / 2] : -1),
                    "Hex.TryToHexStringLower(utf8)", () => Sum(payloads, p => OursHex.TryToHexStringLower(p, destination, out int w) ? w + destination[w / 2] : -1));
            });
        }
    }

    // One large payload, and many short ones the size of keys, hashes and tokens (odd sizes included).
    private static readonly (string Name, int Count, int Length)[] Payloads = [("1 MB", 1, 1 << 20), ("1000 x 20-100 B", 1000, 100)];

    // Seeded payloads; with several, lengths vary from a fifth of the size to the whole.
    private static byte[][] RandomPayloads(int count, int length)
    {
        var random = new Random(4648);
        var payloads = new byte[count][];
        for (int i = 0; i < count; i++)
        {
            payloads[i] = new byte[count == 1 ? length : random.Next(length / 5, length + 1)];
            random.NextBytes(payloads[i]);
        }
        return payloads;
    }

    private static Workload Row(string name, Func<string> text, Func<string, byte[], WorkloadSubjects> pair) => new(System, name, () =>
    {
        string chars = text();
        return pair(chars, Encoding.UTF8.GetBytes(chars));
    });

    private static long Sum<T>(T[] items, Func<T, long> run)
    {
        long total = 0;
        foreach (T item in items) total += run(item);
        return total;
    }

    // A result that depends on the status, the count and the output, so that a wrong answer shows as a mismatch.
    private static long Decoded(OperationStatus status, char[] destination, int written) => (long)status << 40 | (long)written << 16 | destination[written / 2];

    private static long Written(OperationStatus status, byte[] destination, int written) => (long)status << 40 | (long)written << 8 | destination[written / 2];

    private static WorkloadSubjects Pair(string baselineApi, Func<long> baseline, string hotpathApi, Func<long> hotpath) =>
        new([new(baselineApi, baseline)], new(hotpathApi, hotpath));
}

using System.Globalization;
using System.Numerics;
using System.Runtime.InteropServices;
using System.Text;

namespace Hotpath.Numerics.Tests.Integers;

/// <summary>
/// The integer parsers' digit windows, which read whole windows of eight units ending at the text's end and so read
/// before short texts: every length from 1 to 21 digits, with and without a sign, leading zeros, a bad unit at every
/// position (UTF-16 units whose low byte is a digit among them) and several styles, placed after units that would change
/// the value or fail the check if they were taken for digits; and texts at the start of a page whose previous page cannot
/// be read (Linux), which must be read digit by digit without touching it. Every answer is compared with the BCL's.
/// </summary>
public sealed unsafe class DigitWindowTests
{
    private const int PageSize = 4096;

    private static readonly NumberStyles[] Styles =
        [NumberStyles.Integer, NumberStyles.None, NumberStyles.AllowLeadingSign, NumberStyles.Integer | NumberStyles.AllowThousands];

    // Replacements for one unit: ASCII neighbours of the digits, white space, NUL, and UTF-16 units whose low byte is a
    // digit or whose narrowing would look like one.
    private static readonly char[] BadUnits = ['/', ':', ' ', '\0', 'a', '-', '+', ',', '\u0130', '\u0139', '\u3035', '\uFF10', '\u0660', '\u00B0', '\u0080'];

    // What precedes a text in memory: digits and signs, which a window reading before the text must not take.
    private static readonly string[] Before = ["", "9", "99999999", "-----------------------------------------------", "123456789012345678901234567890123456789012345678", "\u00FF\u00FF\u00FF\u00FF\u00FF\u00FF\u00FF\u00FF\u00FF\u00FF\u00FF\u00FF"];

    [Fact]
    public void EveryLengthSignAndBadUnitParsesLikeTheBcl()
    {
        var texts = Texts(new Random(3650));
        var random = new Random(3651);
        foreach (string text in texts)
        {
            string before = Before[random.Next(Before.Length)];
            NumberStyles style = random.Next(4) == 0 ? Styles[random.Next(Styles.Length)] : NumberStyles.Integer;
            MatchesEveryType(before + text, before.Length, text.Length, style, $"\"{text}\" after \"{before}\" {style}");
        }
    }

    [Fact]
    public void TextsAtThePageStartAfterAnUnreadablePageParseLikeTheBcl()
    {
        if (!OperatingSystem.IsLinux()) return;
        var texts = Texts(new Random(3652));
        byte* pages = (byte*)NativeMemory.AlignedAlloc(3 * PageSize, PageSize);
        Assert.Equal(0, Mprotect(pages, PageSize, ProtNone));
        try
        {
            foreach (string text in texts)
            {
                // At the page's first unit, and a few units in: the windows would reach the unreadable page.
                for (int offset = 0; offset <= 5; offset++) MatchesAt(pages + PageSize, offset, text, $"\"{text}\" at page offset {offset}");
            }
        }
        finally
        {
            Assert.Equal(0, Mprotect(pages, PageSize, ProtRead | ProtWrite));
            NativeMemory.AlignedFree(pages);
        }
    }

    // Valid texts of every length, sign and padding, and each with one bad unit at every position.
    private static List<string> Texts(Random random)
    {
        var texts = new List<string>();
        foreach (string sign in new[] { "", "-", "+" })
        {
            for (int digits = 1; digits <= 21; digits++)
            {
                var valid = new List<string>
                {
                    sign + new string('9', digits),
                    sign + "1" + new string('0', digits - 1),
                    sign + new string('0', digits),
                    sign + new string('0', digits - 1) + "7",
                };
                for (int i = 0; i < 6; i++) valid.Add(sign + RandomDigits(random, digits));
                texts.AddRange(valid);
                string sample = valid[^1];
                for (int at = 0; at < sample.Length; at++)
                {
                    foreach (char bad in BadUnits) texts.Add(string.Concat(sample.AsSpan(0, at), bad.ToString(), sample.AsSpan(at + 1)));
                }
            }
        }
        return texts;
    }

    private static string RandomDigits(Random random, int digits)
    {
        var text = new StringBuilder(digits);
        for (int i = 0; i < digits; i++) text.Append((char)('0' + random.Next(10)));
        return text.ToString();
    }

    // The text, placed after the units before it, as UTF-16 and as UTF-8.
    private static void MatchesEveryType(string whole, int start, int length, NumberStyles style, string because)
    {
        byte[] utf8 = Encoding.UTF8.GetBytes(whole);
        int utf8Start = Encoding.UTF8.GetByteCount(whole.AsSpan(0, start));
        Matches<int>(whole.AsSpan(start, length), utf8.AsSpan(utf8Start), style, because);
        Matches<long>(whole.AsSpan(start, length), utf8.AsSpan(utf8Start), style, because);
        Matches<uint>(whole.AsSpan(start, length), utf8.AsSpan(utf8Start), style, because);
        Matches<ulong>(whole.AsSpan(start, length), utf8.AsSpan(utf8Start), style, because);
    }

    // The text written to the page at offset units, as UTF-16 and (separately) as UTF-8.
    private static void MatchesAt(byte* page, int offset, string text, string because)
    {
        byte[] bytes = Encoding.UTF8.GetBytes(text);
        var utf16 = new Span<char>(page + 2 * offset, text.Length);
        text.CopyTo(utf16);
        Matches<int>(utf16, bytes, NumberStyles.Integer, because);
        Matches<long>(utf16, bytes, NumberStyles.Integer, because);
        var utf8 = new Span<byte>(page + offset, bytes.Length);
        bytes.CopyTo(utf8);
        Matches<int>(text, utf8, NumberStyles.Integer, because);
        Matches<long>(text, utf8, NumberStyles.Integer, because);
        Matches<ulong>(text, utf8, NumberStyles.Integer, because);
    }

    private static void Matches<T>(ReadOnlySpan<char> text, ReadOnlySpan<byte> utf8, NumberStyles style, string because) where T : struct, IBinaryInteger<T>
    {
        string what = $"{typeof(T).Name} {because}";
        CultureInfo invariant = CultureInfo.InvariantCulture;
        Assert.True(Try(T.TryParse(text, style, invariant, out T expected), expected) == Try(IntegerText.TryParse(text, style, invariant, out T actual), actual), $"TryParse {what}");
        Assert.True(Try(T.TryParse(utf8, style, invariant, out expected), expected) == Try(IntegerText.TryParse(utf8, style, invariant, out actual), actual), $"TryParse UTF-8 {what}");
        Assert.True(ParseOutcome<T>(text, style, bcl: true) == ParseOutcome<T>(text, style, bcl: false), $"Parse {what}");
        Assert.True(ParseOutcome<T>(utf8, style, bcl: true) == ParseOutcome<T>(utf8, style, bcl: false), $"Parse UTF-8 {what}");
    }

    private static string Try<T>(bool parsed, T value) => parsed ? $"ok:{value}" : "false";

    private static string ParseOutcome<T>(ReadOnlySpan<char> text, NumberStyles style, bool bcl) where T : struct, IBinaryInteger<T>
    {
        try
        {
            return "ok:" + (bcl ? T.Parse(text, style, CultureInfo.InvariantCulture) : IntegerText.Parse<T>(text, style, CultureInfo.InvariantCulture));
        }
        catch (Exception e)
        {
            return e.GetType().Name;
        }
    }

    private static string ParseOutcome<T>(ReadOnlySpan<byte> utf8, NumberStyles style, bool bcl) where T : struct, IBinaryInteger<T>
    {
        try
        {
            return "ok:" + (bcl ? T.Parse(utf8, style, CultureInfo.InvariantCulture) : IntegerText.Parse<T>(utf8, style, CultureInfo.InvariantCulture));
        }
        catch (Exception e)
        {
            return e.GetType().Name;
        }
    }

    private const int ProtNone = 0;
    private const int ProtRead = 1;
    private const int ProtWrite = 2;

    [DllImport("libc", EntryPoint = "mprotect", SetLastError = true)]
    private static extern int Mprotect(void* address, nuint length, int protection);
}

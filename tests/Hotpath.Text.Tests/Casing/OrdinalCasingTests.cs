using System.Text;
using Hotpath.Text.Tests.Substring;

namespace Hotpath.Text.Tests.Casing;

/// <summary><see cref="OrdinalCasing"/> and <see cref="Utf8Casing"/> against the BCL's OrdinalIgnoreCase.</summary>
public sealed class OrdinalCasingTests
{
    private static bool BclEquals(string a, string b) => a.AsSpan().Equals(b, StringComparison.OrdinalIgnoreCase);

    [Fact]
    public void EveryBmpUnitEqualsItsUpperCaseAndTheClassesMatchTheBcl()
    {
        var failures = new List<string>();
        for (int i = 0; i <= char.MaxValue; i++)
        {
            char c = (char)i;
            char upper = OrdinalCasing.ToUpper(c);
            if (!BclEquals(c.ToString(), upper.ToString())) failures.Add($"U+{i:X4} !~ its upper U+{(int)upper:X4}");
            if (OrdinalCasing.ToUpper(upper) != upper) failures.Add($"U+{i:X4}: upper case is not idempotent");

            // Any unit the BCL's casing relates to c must land in the same class exactly when the BCL says equal.
            foreach (char other in new[] { char.ToUpperInvariant(c), char.ToLowerInvariant(c), char.ToLowerInvariant(upper), (char)(c ^ 0x20) })
            {
                bool expected = BclEquals(c.ToString(), other.ToString());
                bool actual = OrdinalCasing.ToUpper(c) == OrdinalCasing.ToUpper(other);
                if (expected != actual) failures.Add($"U+{i:X4} vs U+{(int)other:X4}: BCL {expected}, Hotpath {actual}");
            }
        }
        Assert.True(failures.Count == 0, string.Join("\n", failures.Take(20)));
    }

    [Fact]
    public void EverySupplementaryScalarFoldsLikeTheBcl()
    {
        var failures = new List<string>();
        for (int scalar = 0x10000; scalar <= 0x10FFFF; scalar++)
        {
            int upper = OrdinalCasing.ToUpperScalar(scalar);
            int lower = Rune.ToLowerInvariant(new Rune(scalar)).Value;
            string text = char.ConvertFromUtf32(scalar);
            if (!BclEquals(text, char.ConvertFromUtf32(upper))) failures.Add($"U+{scalar:X} !~ its upper U+{upper:X}");
            bool expected = BclEquals(text, char.ConvertFromUtf32(lower));
            if (expected != (OrdinalCasing.ToUpperScalar(lower) == upper)) failures.Add($"U+{scalar:X} vs lower U+{lower:X}: BCL {expected}");
        }
        Assert.True(failures.Count == 0, string.Join("\n", failures.Take(20)));
    }

    [Fact]
    public void HasOtherCaseFormsMeansTheUnitsClassHasAnotherMember()
    {
        var classSizes = new Dictionary<char, int>();
        for (int i = 0; i <= char.MaxValue; i++)
        {
            if (char.IsSurrogate((char)i)) continue;
            char upper = OrdinalCasing.ToUpper((char)i);
            classSizes[upper] = classSizes.GetValueOrDefault(upper) + 1;
        }
        for (int i = 0; i <= char.MaxValue; i++)
        {
            char c = (char)i;
            bool expected = char.IsSurrogate(c) || classSizes[OrdinalCasing.ToUpper(c)] > 1;
            Assert.True(expected == OrdinalCasing.HasOtherCaseForms(c), $"U+{i:X4}: expected {expected}");
        }
    }

    [Fact]
    public void SpanEqualityMatchesTheBclOnTrickyStrings()
    {
        const int seed = 4242;
        var random = new Random(seed);
        for (int trial = 0; trial < 20000; trial++)
        {
            string[] alphabet = TextGenerators.Alphabets[trial % TextGenerators.Alphabets.Length];
            string a = TextGenerators.FromAlphabet(random, alphabet, random.Next(0, 6));
            string b = random.Next(2) == 0 ? TextGenerators.ScrambleCase(random, a) : TextGenerators.FromAlphabet(random, alphabet, random.Next(0, 6));
            if (a.Length != b.Length) b = b.Length > a.Length ? b[..a.Length] : b + a[b.Length..];
            bool expected = BclEquals(a, b);
            Assert.True(expected == OrdinalCasing.Equals(a, b),
                $"seed={seed} trial={trial}: \"{SubstringOracle.Escape(a)}\" vs \"{SubstringOracle.Escape(b)}\" expected {expected}");
        }
        Assert.False(OrdinalCasing.Equals("a", "ab"));
    }

    [Fact]
    public void Utf8StartsWithIgnoreCaseMatchesUtf16EqualityOnWellFormedText()
    {
        const int seed = 8;
        var random = new Random(seed);
        for (int trial = 0; trial < 20000; trial++)
        {
            string[] alphabet = TextGenerators.Alphabets[trial % TextGenerators.Alphabets.Length];
            string a = TextGenerators.FromAlphabet(random, alphabet, random.Next(1, 6));
            if (!IsWellFormed(a)) continue;
            string b = TextGenerators.ScrambleCase(random, a);
            byte[] haystack = Encoding.UTF8.GetBytes(b + "tail");
            bool expected = BclEquals(a, b);
            bool actual = Utf8Casing.StartsWithIgnoreCase(haystack, Encoding.UTF8.GetBytes(a), out int length);
            Assert.True(expected == actual, $"seed={seed} trial={trial}: \"{SubstringOracle.Escape(a)}\" vs \"{SubstringOracle.Escape(b)}\"");
            if (actual) Assert.Equal(Encoding.UTF8.GetByteCount(b), length);
        }
    }

    [Fact]
    public void IllFormedUtf8OnlyMatchesTheSameBytes()
    {
        byte[] needle = [0xE2, 0x82, (byte)'a'];
        Assert.True(Utf8Casing.StartsWithIgnoreCase([0xE2, 0x82, (byte)'A'], needle, out int length));
        Assert.Equal(3, length);
        Assert.False(Utf8Casing.StartsWithIgnoreCase("\uFFFDa"u8, needle, out _));
        Assert.False(Utf8Casing.StartsWithIgnoreCase([0xE2, 0x82, 0xAC], [0xE2, 0x82], out _));
        Assert.Equal(~0xFF, Utf8Casing.ReadFolded([0xFF], out int invalidLength));
        Assert.Equal(1, invalidLength);
    }

    private static bool IsWellFormed(string text)
    {
        for (int i = 0; i < text.Length; i++)
        {
            if (char.IsHighSurrogate(text[i]) && i + 1 < text.Length && char.IsLowSurrogate(text[i + 1])) i++;
            else if (char.IsSurrogate(text[i])) return false;
        }
        return true;
    }
}

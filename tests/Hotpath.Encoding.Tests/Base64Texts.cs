namespace Hotpath.Encodings.Tests;

/// <summary>Random payloads and damaged Base64 texts (of either alphabet) for the differential Base64 and Base64url tests.</summary>
internal static class Base64Texts
{
    // Chars the BCL's rules treat differently: whitespace of each kind, padding ('%' pads Base64url too), the symbols of
    // values 62 and 63 in both alphabets, controls, Latin-1 and wider chars (a narrowing vector path must not mistake
    // U+0141 for 'A').
    private static readonly char[] Intruders = [' ', '\t', '\r', '\n', '\v', '\f', '=', '%', '-', '_', '\0', '*', '\u00C1', '\u0141', '\u2028', '\uFF21', 'A', '/', '+'];

    /// <summary>The text with one to three of: an intruder put in or over a char, a char removed, padding removed or added, the last symbol's unused bits set.</summary>
    public static string Damaged(Random random, string text)
    {
        var chars = new List<char>(text);
        int hits = 1 + random.Next(3);
        for (int k = 0; k < hits; k++)
        {
            int at = random.Next(chars.Count + 1);
            switch (random.Next(6))
            {
                case 0: chars.Insert(at, Intruders[random.Next(Intruders.Length)]); break;
                case 1 when at < chars.Count: chars[at] = Intruders[random.Next(Intruders.Length)]; break;
                case 2 when at < chars.Count: chars.RemoveAt(at); break;
                case 3 when chars.Count > 0 && chars[^1] == '=': chars.RemoveAt(chars.Count - 1); break;
                case 4: chars.Add('='); break;
                case 5:
                    int last = chars.Count - 1;
                    while (last >= 0 && chars[last] == '=') last--;
                    if (last >= 0 && chars[last] == 'A') chars[last] = 'B';
                    break;
                default: chars.Insert(at, ' '); break;
            }
        }
        return new string([.. chars]);
    }

    /// <summary><paramref name="length"/> random bytes.</summary>
    public static byte[] RandomBytes(Random random, int length)
    {
        byte[] data = new byte[length];
        random.NextBytes(data);
        return data;
    }

    /// <summary>UTF-16 units below 0x100 as bytes, wider ones as 0xC1 (never a symbol), so the UTF-8 shapes see damage too.</summary>
    public static byte[] ToBytes(string text) => [.. text.Select(c => c < 0x100 ? (byte)c : (byte)0xC1)];

    /// <summary>The result of <paramref name="run"/>, or the type and message of the exception it throws.</summary>
    public static string Outcome(Func<string> run)
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

    /// <summary>The first 300 chars as hex units, for failure messages.</summary>
    public static string Show(string text) => text.Length <= 300 ? Differential.Show(text.AsSpan()) : Differential.Show(text.AsSpan(0, 300));
}

using System.Text;
using Hotpath.RegularExpressions.Unicode;

namespace Hotpath.RegularExpressions.Tests.Unicode;

/// <summary>
/// <see cref="Utf8OffsetMap"/> against <see cref="Rune.DecodeFromUtf8"/>'s own walk of the bytes: every UTF-16 offset of
/// the decoded text, asked in order, out of order and inside surrogate pairs.
/// </summary>
public sealed class Utf8OffsetMapTests
{
    [Theory]
    [InlineData("61")]
    [InlineData("C2A049E28241E2822020205F73E282")]
    [InlineData("F09F9880FF80ED A0F09FBD61E4B8AD")]
    [InlineData("")]
    public void EveryOffsetMapsToWhereItsScalarStartsOrEnds(string hex)
    {
        byte[] bytes = Convert.FromHexString(hex.Replace(" ", ""));
        var starts = new List<int>();
        var ends = new List<int>();
        for (int at = 0; at < bytes.Length;)
        {
            Rune.DecodeFromUtf8(bytes.AsSpan(at), out Rune rune, out int used);
            starts.Add(at);
            ends.Add(at);
            if (rune.Utf16SequenceLength == 2)
            {
                // Between the halves: the scalar's first byte rounding down, past its last rounding up.
                starts.Add(at);
                ends.Add(at + used);
            }
            at += used;
        }
        starts.Add(bytes.Length);
        ends.Add(bytes.Length);
        Assert.Equal(Encoding.UTF8.GetString(bytes).Length + 1, starts.Count);

        var map = default(Utf8OffsetMap);
        for (int i = 0; i < starts.Count; i++) Assert.Equal((starts[i], ends[i]), (map.ByteOffsetOf(bytes, i, roundUp: false), map.ByteOffsetOf(bytes, i, roundUp: true)));
        for (int i = starts.Count - 1; i >= 0; i--) Assert.Equal(starts[i], map.ByteOffsetOf(bytes, i, roundUp: false));
    }
}

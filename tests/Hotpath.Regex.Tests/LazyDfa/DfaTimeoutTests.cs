using System.Text.RegularExpressions;
using HotRegex = Hotpath.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.LazyDfa;

public class DfaTimeoutTests
{
    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void AWarmDfaStillHonoursTheTimeoutOnAHugeInput(bool utf8)
    {
        // Two states alternate on "abab…", so the DFA steps every unit (a state looping on itself would be
        // crossed with one vectorized search, in 64K-unit pieces between clock reads).
        var regex = new HotRegex("(?:ab)+z", RegexOptions.None, TimeSpan.FromMilliseconds(1));
        // Warm-up: afterwards every state and transition the huge search needs exists, so it builds none.
        // The first calls may themselves exceed the tiny budget while the code is being compiled.
        bool warm = false;
        for (int attempt = 0; attempt < 20 && !warm; attempt++)
        {
            try
            {
                warm = regex.IsMatch("ababz") && !regex.IsMatch("abab");
            }
            catch (RegexMatchTimeoutException)
            {
            }
        }
        Assert.True(warm);
        string huge = string.Concat(Enumerable.Repeat("ab", 10_000_000));
        if (utf8) Assert.Throws<RegexMatchTimeoutException>(() => regex.IsMatch(System.Text.Encoding.UTF8.GetBytes(huge)));
        else Assert.Throws<RegexMatchTimeoutException>(() => regex.IsMatch(huge));
    }

    [Fact]
    public void WithoutADeadlineTheSameSearchCompletes()
    {
        var regex = new HotRegex("[a-c]+z");
        Assert.False(regex.IsMatch(new string('a', 1_000_000)));
        Assert.True(regex.IsMatch(new string('a', 1_000_000) + "z"));
    }
}

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
        var regex = new HotRegex("[a-c]+z", RegexOptions.None, TimeSpan.FromMilliseconds(1));
        // Warm-up: afterwards every state and transition the huge search needs exists, so it builds none.
        // The first calls may themselves exceed the tiny budget while the code is being compiled.
        bool warm = false;
        for (int attempt = 0; attempt < 20 && !warm; attempt++)
        {
            try
            {
                warm = regex.IsMatch("abcz") && !regex.IsMatch("aaaa");
            }
            catch (RegexMatchTimeoutException)
            {
            }
        }
        Assert.True(warm);
        string huge = new('a', 20_000_000);
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

using Hotpath.RegularExpressions.Syntax;
using Hotpath.RegularExpressions.Translation;
using Hotpath.RegularExpressions.Unicode;
using Bcl = System.Text.RegularExpressions;

namespace Hotpath.RegularExpressions.Tests.Unicode;

public class ShorthandClassesTests
{
    public static TheoryData<char, bool> Shorthands => new()
    {
        { 'w', false }, { 'd', false }, { 's', false }, { 'w', true }, { 'd', true }, { 's', true },
    };

    [Theory]
    [MemberData(nameof(Shorthands))]
    public void ShorthandEqualsBcl(char letter, bool ecma)
    {
        var options = ecma ? Bcl.RegexOptions.ECMAScript : Bcl.RegexOptions.None;
        ShorthandKind kind = letter switch { 'w' => ShorthandKind.Word, 'd' => ShorthandKind.Digit, _ => ShorthandKind.Space };
        var ours = ClassTranslator.Shorthand(kind, negated: false, ecma);
        BclCharSets.AssertSame(BclCharSets.MatchedBy($"\\{letter}", options), ours, $"\\{letter} ecma={ecma}");
        BclCharSets.AssertSame(BclCharSets.MatchedBy($"\\{char.ToUpperInvariant(letter)}", options), ClassTranslator.Shorthand(kind, negated: true, ecma), $"\\{char.ToUpperInvariant(letter)} ecma={ecma}");
    }

    [Fact]
    public void BoundaryWordCharactersMatchBclWordBoundary()
    {
        // "\b" between a space and c holds exactly when c is a boundary word character.
        var regex = new Bcl.Regex(@"^ \b", Bcl.RegexOptions.None);
        var ecma = new Bcl.Regex(@"^ \b", Bcl.RegexOptions.ECMAScript);
        for (int c = 0; c <= char.MaxValue; c++)
        {
            string input = " " + (char)c;
            Assert.True(regex.IsMatch(input) == BoundaryWordCharacters.IsBoundaryWordChar((char)c), $"\\b at U+{c:X4}");
            Assert.True(ecma.IsMatch(input) == BoundaryWordCharacters.IsEcmaWordChar((char)c), $"ECMAScript \\b at U+{c:X4}");
            Assert.Equal(BoundaryWordCharacters.IsBoundaryWordChar((char)c), BoundaryWordCharacters.Set.Contains((char)c));
        }
    }
}

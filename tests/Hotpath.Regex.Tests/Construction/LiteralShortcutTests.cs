using System.Text.RegularExpressions;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Literals;
using Hotpath.RegularExpressions.Translation;
using Hotpath.Testing;
using static Hotpath.RegularExpressions.Tests.Literals.H;

namespace Hotpath.RegularExpressions.Tests.Construction;

/// <summary>
/// Literal extraction declares a sequence infinite without walking it when a class too large to expand sits at its
/// outer end; that shortcut must give exactly what the walk gives.
/// </summary>
public class LiteralShortcutTests
{
    [Theory]
    [InlineData(1)]
    [InlineData(2)]
    [InlineData(3)]
    public void ShortcutAgreesWithTheWalkOnRandomPatterns(int seed)
    {
        var random = new Random(seed);
        for (int i = 0; i < 400; i++)
        {
            string pattern = i % 2 == 0 ? Syntax.PatternGenerator.Next(random) : LazyDfa.RandomPatterns.Pattern(random, random.Next(1, 8));
            RegexHir hir;
            try
            {
                hir = RegexTranslator.Translate(pattern, RegexOptions.None);
            }
            catch (Exception e) when (e is RegexSyntaxException or RegexUnsupportedException)
            {
                continue;
            }
            AssertAgrees(hir.Root, $"seed {seed} pattern /{pattern}/");
        }
    }

    [Fact]
    public void HandBuiltShapesAgree()
    {
        HirNode[] shapes =
        [
            Cat(Range('a', 'z'), Lit("bar")),
            Cat(Lit("foo"), Range('a', 'z')),
            Alt(Lit("foo"), Group(Cat(Range('a', 'z'), Lit("x")))),
            Star(Range('0', '9')),
            Rep(Range('a', 'z'), 0, 0),
            Cat(Look(LookKind.WordBoundary), Plus(Range('a', 'z'))),
            Cat(Star(Cls("ab")), Range('a', 'z')),
            new HirConcat([]),
        ];
        for (int i = 0; i < shapes.Length; i++) AssertAgrees(shapes[i], $"shape {i}");
    }

    [DataFact]
    public void LexerAlternationIsInfiniteWithoutWalkingEveryBranch()
    {
        // rebar's lexer benchmark: ninety branches, the last but one an identifier.
        string pattern = string.Join('|', File.ReadAllLines(SharedData.PathOf("rebar/regexes/wild/parol-veryl.txt")).Where(l => l.Length > 0));
        HirNode root = RegexTranslator.Translate(pattern, RegexOptions.CultureInvariant).Root;
        Assert.False(LiteralExtractor.Extract(root, ExtractionSide.Prefix).IsFinite);
        AssertAgrees(root, "lexer");
    }

    private static void AssertAgrees(HirNode root, string context)
    {
        foreach (ExtractionSide side in new[] { ExtractionSide.Prefix, ExtractionSide.Suffix })
        {
            foreach (LiteralLimits limits in new[] { LiteralLimits.Default, new LiteralLimits { MaxClassSize = 1 } })
            {
                string expected = LiteralExtractor.Walk(root, side, limits).ToString();
                string actual = LiteralExtractor.Extract(root, side, limits).ToString();
                Assert.True(expected == actual, $"{context} {side} class limit {limits.MaxClassSize}: {actual}, walked {expected}");
            }
        }
    }
}

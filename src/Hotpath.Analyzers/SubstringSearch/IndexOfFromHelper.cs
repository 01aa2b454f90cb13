using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Simplification;

namespace Hotpath.Analyzers.SubstringSearch;

/// <summary>
/// The private static method that answers <c>text.IndexOf(needle, start, comparison)</c> with a searcher, one per
/// type: the searcher looks at <c>text.AsSpan(start)</c>, which throws the same
/// <see cref="ArgumentOutOfRangeException"/> for a start outside the text, and a match found there is moved back to an
/// index into the whole text, "not found" staying -1.
/// </summary>
internal static class IndexOfFromHelper
{
    /// <summary>The method's name when the type has none of that name.</summary>
    public const string Name = "IndexOfFrom";

    private const string Body = """
        {
            int index = searcher.IndexOf(text.AsSpan(start));
            return index < 0 ? -1 : start + index;
        }
        """;

    /// <summary>Whether <paramref name="member"/> is this helper, under any name, so that a later fix calls it again.</summary>
    public static bool Is(MemberDeclarationSyntax member, SemanticModel model, SubstringSearchSymbols symbols, CancellationToken cancellationToken) =>
        member is MethodDeclarationSyntax { Body: { } body } method
        && model.GetDeclaredSymbol(method, cancellationToken) is { IsStatic: true, ReturnType.SpecialType: SpecialType.System_Int32, Parameters: { Length: 3 } parameters }
        && SymbolEqualityComparer.Default.Equals(parameters[0].Type, symbols.Searcher) && parameters[0].Name == "searcher"
        && parameters[1].Type.SpecialType == SpecialType.System_String && parameters[1].Name == "text"
        && parameters[2].Type.SpecialType == SpecialType.System_Int32 && parameters[2].Name == "start"
        && body.NormalizeWhitespace().ToFullString() == SyntaxFactory.ParseStatement(Body).NormalizeWhitespace().ToFullString();

    /// <summary>The helper's declaration, named <paramref name="name"/>, with lines ending in <paramref name="eol"/>.</summary>
    public static MemberDeclarationSyntax Declare(string name, string eol) =>
        SyntaxFactory.ParseMemberDeclaration($"private static int {name}(global::Hotpath.Text.SubstringSearcher searcher, string text, int start){eol}{Body.Replace("\n", eol)}")!
            .WithAdditionalAnnotations(Simplifier.Annotation, Simplifier.AddImportsAnnotation);
}

using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Operations;
using Microsoft.CodeAnalysis.Simplification;

namespace Hotpath.Analyzers.SubstringSearch;

/// <summary>
/// The <c>private static readonly SubstringSearcher</c> field a fixed search uses: read back from a type (so fixes
/// applied one at a time share a field, as a fix of all does) or declared.
/// </summary>
internal static class SearcherField
{
    private const string Searcher = "global::Hotpath.Text.SubstringSearcher";
    private const string Comparison = "global::System.StringComparison";

    /// <summary>
    /// The name and needle key of <paramref name="member"/> when it is a static readonly searcher field built from a
    /// constant needle and comparison, else <see langword="null"/>.
    /// </summary>
    public static (string Name, SearcherKey Key)? Read(MemberDeclarationSyntax member, SemanticModel model, SubstringSearchSymbols symbols, CancellationToken cancellationToken)
    {
        if (member is not FieldDeclarationSyntax { Declaration.Variables: { Count: 1 } variables } field
            || variables[0].Initializer is not { } initializer
            || !field.Modifiers.Any(SyntaxKind.StaticKeyword) || !field.Modifiers.Any(SyntaxKind.ReadOnlyKeyword)) return null;
        if (model.GetOperation(initializer.Value, cancellationToken) is not IObjectCreationOperation { Arguments: { Length: 2 } arguments } creation
            || !SymbolEqualityComparer.Default.Equals(creation.Type, symbols.Searcher)
            || arguments[0].Value.ConstantValue is not { HasValue: true, Value: string value }
            || arguments[1].Value.ConstantValue is not { HasValue: true, Value: int kind and (4 or 5) }) return null;
        return (variables[0].Identifier.ValueText, new SearcherKey(value, kind == 5));
    }

    /// <summary>The declaration of a searcher field <paramref name="name"/> for <paramref name="key"/>.</summary>
    public static MemberDeclarationSyntax Declare(string name, SearcherKey key, LanguageVersion language)
    {
        string needle = SyntaxFactory.LiteralExpression(SyntaxKind.StringLiteralExpression, SyntaxFactory.Literal(key.Needle)).ToString();
        string comparison = Comparison + (key.IgnoreCase ? ".OrdinalIgnoreCase" : ".Ordinal");
        // Target-typed new needs C# 9.
        string construction = language >= LanguageVersion.CSharp9 ? "new" : "new " + Searcher;
        return SyntaxFactory.ParseMemberDeclaration($"private static readonly {Searcher} {name} = {construction}({needle}, {comparison});")!
            .WithAdditionalAnnotations(Simplifier.Annotation, Simplifier.AddImportsAnnotation);
    }

    /// <summary><c>s_</c>, the needle's letters and digits in camel case and <c>Searcher</c>; empty when the needle has too few or too many.</summary>
    public static string Stem(SearcherKey key)
    {
        var name = new System.Text.StringBuilder();
        foreach (string word in Words(key.Needle))
        {
            string cased = word.All(c => !char.IsLower(c)) ? word.ToLowerInvariant() : word;
            name.Append(name.Length == 0 ? char.ToLowerInvariant(cased[0]) : char.ToUpperInvariant(cased[0])).Append(cased, 1, cased.Length - 1);
        }
        return name.Length is 0 or > MaxNeedleInName ? "" : "s_" + name + (key.IgnoreCase ? "IgnoreCase" : "") + "Searcher";
    }

    private const int MaxNeedleInName = 24;

    private static IEnumerable<string> Words(string needle)
    {
        int start = 0;
        for (int i = 0; i <= needle.Length; i++)
        {
            if (i < needle.Length && IsAsciiLetterOrDigit(needle[i])) continue;
            if (i > start) yield return needle.Substring(start, i - start);
            start = i + 1;
        }
    }

    private static bool IsAsciiLetterOrDigit(char c) => c is (>= 'a' and <= 'z') or (>= 'A' and <= 'Z') or (>= '0' and <= '9');
}

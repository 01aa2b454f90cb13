using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Simplification;

namespace Hotpath.Analyzers.RegexUsage;

/// <summary>
/// Turns each convertible <c>[GeneratedRegex]</c> member of a document into a plain member that returns a Hotpath
/// regex built on first use from the attribute's arguments and cached in a static field. Two threads may both build it
/// on first use; either result is a correct, immutable regex, so no lock is taken.
/// </summary>
internal static class GeneratedRegexRewrite
{
    private const string HotpathRegex = "global::Hotpath.RegularExpressions.Regex";
    private const string CultureInvariant = "global::Hotpath.RegularExpressions.RegexOptions.CultureInvariant";

    public static async Task<Document> ApplyAsync(Document document, RegexSymbols symbols, CancellationToken cancellationToken)
    {
        SyntaxNode root = (await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false))!;
        SemanticModel model = (await document.GetSemanticModelAsync(cancellationToken).ConfigureAwait(false))!;
        var members = new List<GeneratedRegexMember>();
        foreach (MemberDeclarationSyntax declaration in root.DescendantNodes().OfType<MemberDeclarationSyntax>())
        {
            if (declaration.AttributeLists.Count > 0 && GeneratedRegexMember.From(declaration, model, symbols, cancellationToken) is { IsConvertible: true } member)
            {
                members.Add(member);
            }
        }
        if (members.Count == 0) return document;

        var takenNames = new HashSet<string>(StringComparer.Ordinal);
        var replacements = new Dictionary<MemberDeclarationSyntax, SyntaxNode[]>();
        foreach (GeneratedRegexMember member in members)
        {
            string field = FieldName(member, model, takenNames, cancellationToken);
            bool nullable = model.GetNullableContext(member.Declaration.SpanStart).AnnotationsEnabled();
            replacements[member.Declaration] = [Rewrite(member, field), CacheField(member.Declaration, field, nullable)];
        }

        root = root.TrackNodes(replacements.Keys);
        foreach (KeyValuePair<MemberDeclarationSyntax, SyntaxNode[]> replacement in replacements)
        {
            root = root.ReplaceNode(root.GetCurrentNode(replacement.Key)!, replacement.Value);
        }
        return document.WithSyntaxRoot(root);
    }

    /// <summary>The member without its attribute and <c>partial</c>, its body returning the cached regex.</summary>
    private static MemberDeclarationSyntax Rewrite(GeneratedRegexMember member, string field)
    {
        ArrowExpressionClauseSyntax body = SyntaxFactory.ArrowExpressionClause(
            SyntaxFactory.Token(SyntaxFactory.TriviaList(SyntaxFactory.Space), SyntaxKind.EqualsGreaterThanToken, SyntaxFactory.TriviaList(SyntaxFactory.Space)),
            SyntaxFactory.ParseExpression($"{field} ??= {Construction(member)}"));
        MemberDeclarationSyntax declaration = WithoutAttribute(member.Declaration, member.Attribute);
        switch (declaration)
        {
            case MethodDeclarationSyntax method:
                return method
                    .WithModifiers(WithoutPartial(method.Modifiers))
                    .WithBody(null)
                    .WithExpressionBody(body)
                    .WithSemicolonToken(SyntaxFactory.Token(SyntaxKind.SemicolonToken).WithTrailingTrivia(method.GetTrailingTrivia()))
                    .WithAdditionalAnnotations(Simplifier.Annotation);
            default:
                var property = (PropertyDeclarationSyntax)declaration;
                return property
                    .WithModifiers(WithoutPartial(property.Modifiers))
                    .WithIdentifier(property.Identifier.WithTrailingTrivia())
                    .WithAccessorList(null)
                    .WithExpressionBody(body)
                    .WithSemicolonToken(SyntaxFactory.Token(SyntaxKind.SemicolonToken).WithTrailingTrivia(property.GetTrailingTrivia()))
                    .WithAdditionalAnnotations(Simplifier.Annotation);
        }
    }

    /// <summary><c>new Regex(pattern[, options[, timeout]])</c> from the attribute's arguments as written.</summary>
    private static string Construction(GeneratedRegexMember member)
    {
        string arguments = member.PatternExpression.ToString();
        string? options = member.OptionsExpression?.ToString();
        if (member.NeedsCultureInvariant)
        {
            options = member.OptionsExpression switch
            {
                null => CultureInvariant,
                BinaryExpressionSyntax or MemberAccessExpressionSyntax or IdentifierNameSyntax or CastExpressionSyntax => $"{options} | {CultureInvariant}",
                _ => $"({options}) | {CultureInvariant}",
            };
        }
        if (options is not null) arguments += ", " + options;
        if (member.TimeoutExpression is { } timeout) arguments += $", global::System.TimeSpan.FromMilliseconds({timeout})";
        return $"new {HotpathRegex}({arguments})";
    }

    /// <summary><c>private static Regex? name;</c>, placed after the member on a line of its own.</summary>
    private static FieldDeclarationSyntax CacheField(MemberDeclarationSyntax member, string name, bool nullable)
    {
        SyntaxTriviaList leading = member.GetLeadingTrivia();
        SyntaxTrivia indentation = leading.Count > 0 && leading[leading.Count - 1].IsKind(SyntaxKind.WhitespaceTrivia) ? leading[leading.Count - 1] : default;
        var field = (FieldDeclarationSyntax)SyntaxFactory.ParseMemberDeclaration($"private static {HotpathRegex}{(nullable ? "?" : "")} {name};")!;
        return field
            .WithAdditionalAnnotations(Simplifier.Annotation)
            .WithLeadingTrivia(SyntaxFactory.EndOfLine("\n"), indentation)
            .WithTrailingTrivia(SyntaxFactory.EndOfLine("\n"));
    }

    private static MemberDeclarationSyntax WithoutAttribute(MemberDeclarationSyntax member, AttributeSyntax attribute)
    {
        var list = (AttributeListSyntax)attribute.Parent!;
        if (list.Attributes.Count > 1) return member.ReplaceNode(list, list.WithAttributes(list.Attributes.Remove(attribute)));
        // The list's leading trivia (indentation, doc comments) is the member's: it moves to the next token.
        return member.RemoveNode(list, SyntaxRemoveOptions.KeepNoTrivia)!.WithLeadingTrivia(member.GetLeadingTrivia());
    }

    private static SyntaxTokenList WithoutPartial(SyntaxTokenList modifiers)
    {
        int index = modifiers.IndexOf(SyntaxKind.PartialKeyword);
        return index < 0 ? modifiers : modifiers.RemoveAt(index);
    }

    /// <summary><c>s_</c> and the member's name in camel case, numbered when the type already has that name.</summary>
    private static string FieldName(GeneratedRegexMember member, SemanticModel model, HashSet<string> taken, CancellationToken cancellationToken)
    {
        string name = member.Identifier.ValueText;
        string stem = "s_" + char.ToLowerInvariant(name[0]) + name.Substring(1);
        INamedTypeSymbol? type = model.GetDeclaredSymbol(member.Declaration, cancellationToken)?.ContainingType;
        string candidate = stem;
        for (int n = 2; !taken.Add(candidate) || (type is not null && type.MemberNames.Contains(candidate)); n++) candidate = stem + n;
        return candidate;
    }
}

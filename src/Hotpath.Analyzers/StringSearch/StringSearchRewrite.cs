using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Editing;
using Microsoft.CodeAnalysis.Operations;
using Microsoft.CodeAnalysis.Simplification;

namespace Hotpath.Analyzers.StringSearch;

/// <summary>
/// Replaces a <c>SearchValues&lt;string&gt;</c> with Hotpath.Text's <c>MultiStringSearcher</c> where the swap is exact:
/// the values are a local or a field of this document built from an array or collection expression with Ordinal or
/// OrdinalIgnoreCase, and every use is <c>span.IndexOfAny(values)</c> or <c>span.ContainsAny(values)</c>, which become
/// <c>searcher.IndexOfAny(span)</c> and <c>searcher.ContainsAny(span)</c>.
/// </summary>
internal sealed class StringSearchRewrite
{
    private const int Ordinal = 4;
    private const int OrdinalIgnoreCase = 5;
    private const string Searcher = "global::Hotpath.Text.MultiStringSearcher";

    private readonly InvocationExpressionSyntax _create;
    private readonly VariableDeclarationSyntax _declaration;
    private readonly ExpressionSyntax _values;
    private readonly bool _ignoreCase;
    private readonly List<InvocationExpressionSyntax> _uses;

    private StringSearchRewrite(InvocationExpressionSyntax create, VariableDeclarationSyntax declaration, ExpressionSyntax values, bool ignoreCase, List<InvocationExpressionSyntax> uses)
    {
        _create = create;
        _declaration = declaration;
        _values = values;
        _ignoreCase = ignoreCase;
        _uses = uses;
    }

    /// <summary>The rewrite for the <c>SearchValues.Create</c> call <paramref name="create"/>, or <see langword="null"/> when the swap would not be exact.</summary>
    public static StringSearchRewrite? Plan(SemanticModel model, SyntaxNode root, InvocationExpressionSyntax create, CancellationToken cancellationToken)
    {
        if (StringSearchSymbols.Create(model.Compilation) is not { } symbols) return null;
        if (model.GetOperation(create, cancellationToken) is not IInvocationOperation operation || !symbols.IsStringCreate(operation)) return null;

        int? comparison = operation.Arguments[1].Value.ConstantValue is { HasValue: true, Value: int value } ? value : null;
        if (comparison is not (Ordinal or OrdinalIgnoreCase)) return null;
        ExpressionSyntax? values = ValuesExpression(operation.Arguments[0].Value);
        if (values is null) return null;

        if (create.Parent is not EqualsValueClauseSyntax { Parent: VariableDeclaratorSyntax declarator }
            || declarator.Parent is not VariableDeclarationSyntax { Variables.Count: 1 } declaration) return null;
        ISymbol? variable = model.GetDeclaredSymbol(declarator, cancellationToken);
        if (!IsConfinedToDocument(variable, root.SyntaxTree)) return null;

        var uses = new List<InvocationExpressionSyntax>();
        foreach (IdentifierNameSyntax name in root.DescendantNodes().OfType<IdentifierNameSyntax>())
        {
            if (name.Identifier.ValueText != declarator.Identifier.ValueText
                || !SymbolEqualityComparer.Default.Equals(model.GetSymbolInfo(name, cancellationToken).Symbol, variable)) continue;
            SyntaxNode reference = name.Parent is MemberAccessExpressionSyntax access && access.Name == name ? access : name;
            if (reference.Parent is not ArgumentSyntax { Parent: ArgumentListSyntax { Parent: InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax } use } }
                || model.GetOperation(use, cancellationToken) is not IInvocationOperation search
                || !symbols.IsStringSearch(search)
                || search.Arguments.Last().Value.Syntax != reference) return null;
            uses.Add(use);
        }
        return new StringSearchRewrite(create, declaration, values, comparison == OrdinalIgnoreCase, uses);
    }

    /// <summary>The document with the searcher in place of the search values.</summary>
    public async Task<Document> ApplyAsync(Document document, CancellationToken cancellationToken)
    {
        SyntaxNode root = (await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false))!;
        var nodes = new List<SyntaxNode>(_uses) { _create };
        if (!_declaration.Type.IsVar) nodes.Add(_declaration.Type);
        root = root.ReplaceNodes(nodes, (original, rewritten) => original switch
        {
            TypeSyntax => Annotate(SyntaxFactory.ParseTypeName(Searcher)).WithTriviaFrom(original),
            _ when original == _create => Annotate(SyntaxFactory.ParseExpression(Construction())).WithTriviaFrom(original),
            _ => SearchOnSearcher((InvocationExpressionSyntax)rewritten),
        });
        document = document.WithSyntaxRoot(root);
        document = await ImportAdder.AddImportsAsync(document, Simplifier.AddImportsAnnotation, cancellationToken: cancellationToken).ConfigureAwait(false);
        return await Simplifier.ReduceAsync(document, Simplifier.Annotation, cancellationToken: cancellationToken).ConfigureAwait(false);
    }

    private string Construction() => _ignoreCase
        ? $"new {Searcher}({_values}, new global::Hotpath.Text.MultiStringSearchOptions {{ IgnoreCase = true }})"
        : $"new {Searcher}({_values})";

    /// <summary><c>span.IndexOfAny(values)</c> or <c>MemoryExtensions.IndexOfAny(span, values)</c> as <c>values.IndexOfAny(span)</c>.</summary>
    private static InvocationExpressionSyntax SearchOnSearcher(InvocationExpressionSyntax use)
    {
        var access = (MemberAccessExpressionSyntax)use.Expression;
        SeparatedSyntaxList<ArgumentSyntax> arguments = use.ArgumentList.Arguments;
        ExpressionSyntax searcher = arguments[arguments.Count - 1].Expression;
        ExpressionSyntax span = arguments.Count == 2 ? arguments[0].Expression : access.Expression;
        return use
            .WithExpression(access.WithExpression(searcher.WithoutTrivia()).WithLeadingTrivia(use.GetLeadingTrivia()))
            .WithArgumentList(use.ArgumentList.WithArguments(SyntaxFactory.SingletonSeparatedList(SyntaxFactory.Argument(span.WithoutTrivia()))));
    }

    private static SyntaxNode Annotate(SyntaxNode node) => node.WithAdditionalAnnotations(Simplifier.Annotation, Simplifier.AddImportsAnnotation);

    /// <summary>The values as an expression a <c>MultiStringSearcher</c> takes: an array, or a collection expression.</summary>
    private static ExpressionSyntax? ValuesExpression(IOperation argument) => argument switch
    {
        IConversionOperation { Operand.Type: IArrayTypeSymbol { ElementType.SpecialType: SpecialType.System_String } } conversion
            => (ExpressionSyntax)conversion.Operand.Syntax,
        _ when argument.Syntax.IsKind(SyntaxKind.CollectionExpression) => (ExpressionSyntax)argument.Syntax,
        _ => null,
    };

    /// <summary>Whether every use of <paramref name="variable"/> is in <paramref name="tree"/>: a local, or a private field of a type declared only there.</summary>
    private static bool IsConfinedToDocument(ISymbol? variable, SyntaxTree tree) => variable switch
    {
        ILocalSymbol => true,
        IFieldSymbol { DeclaredAccessibility: Accessibility.Private } field => field.ContainingType.DeclaringSyntaxReferences.All(r => r.SyntaxTree == tree),
        _ => false,
    };
}

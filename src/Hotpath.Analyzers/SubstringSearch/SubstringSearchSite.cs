using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Operations;

namespace Hotpath.Analyzers.SubstringSearch;

/// <summary>
/// A reported search that the code fix can hand to a searcher field of its type with the same answers, and where
/// its text and start index are in the call's syntax.
/// </summary>
internal sealed class SubstringSearchSite(
    InvocationExpressionSyntax invocation, SubstringSearchCall call, TypeDeclarationSyntax type, INamedTypeSymbol typeSymbol, int textArgument, int startArgument)
{
    // The position of an argument that is not in the argument list: the text is then the receiver.
    private const int Receiver = -1;

    /// <summary>The search call.</summary>
    public InvocationExpressionSyntax Invocation { get; } = invocation;

    /// <summary>What it searches for and how.</summary>
    public SubstringSearchCall Call { get; } = call;

    /// <summary>The declaration of the type the searcher field goes in: the outermost around the call, so that searches in its nested types share the field.</summary>
    public TypeDeclarationSyntax Type { get; } = type;

    /// <summary>The type the searcher field goes in.</summary>
    public INamedTypeSymbol TypeSymbol { get; } = typeSymbol;

    /// <summary>
    /// The site of <paramref name="invocation"/>, or <see langword="null"/> where the swap would not be exact or has
    /// no place: a string text that nullable analysis does not know to be non-null (a null string throws where a
    /// searcher, seeing an empty span, finds nothing), a conditional access, code outside a class, struct or record
    /// (or in one nested in an interface), or a type declared in more than this document (each document's fix would
    /// add its own field).
    /// </summary>
    public static SubstringSearchSite? Plan(SemanticModel model, SubstringSearchSymbols symbols, InvocationExpressionSyntax invocation, CancellationToken cancellationToken)
    {
        if (model.GetOperation(invocation, cancellationToken) is not IInvocationOperation operation || symbols.Match(operation) is not { } call) return null;
        if (call.SearchesString && model.GetTypeInfo(call.Text.Syntax, cancellationToken).Nullability.FlowState != NullableFlowState.NotNull) return null;

        SeparatedSyntaxList<ArgumentSyntax> arguments = invocation.ArgumentList.Arguments;
        int textArgument = IndexOf(arguments, call.Text.Syntax);
        if (textArgument == Receiver && !(invocation.Expression is MemberAccessExpressionSyntax access && Unparenthesized(access.Expression) == call.Text.Syntax)) return null;

        if (invocation.Ancestors().OfType<TypeDeclarationSyntax>().LastOrDefault() is not { } type || type.IsKind(SyntaxKind.InterfaceDeclaration)) return null;
        if (model.GetDeclaredSymbol(type, cancellationToken) is not { } typeSymbol
            || typeSymbol.DeclaringSyntaxReferences.Any(r => r.SyntaxTree != invocation.SyntaxTree)) return null;
        int startArgument = call.Start is { } start ? IndexOf(arguments, start.Syntax) : Receiver;
        return new SubstringSearchSite(invocation, call, type, typeSymbol, textArgument, startArgument);
    }

    /// <summary>The search as a call on <paramref name="field"/>, built from <paramref name="rewritten"/> (the invocation with its own arguments already rewritten).</summary>
    public ExpressionSyntax Replacement(InvocationExpressionSyntax rewritten, string field, string? helper)
    {
        SeparatedSyntaxList<ArgumentSyntax> arguments = rewritten.ArgumentList.Arguments;
        // Any expression can be an argument without parentheses.
        ExpressionSyntax text = Unparenthesized(textArgument == Receiver ? ((MemberAccessExpressionSyntax)rewritten.Expression).Expression : arguments[textArgument].Expression);
        ExpressionSyntax searcher = SyntaxFactory.IdentifierName(field);
        ExpressionSyntax replacement = Call.Kind switch
        {
            SubstringSearchKind.IndexOfFrom => SyntaxFactory.InvocationExpression(
                SyntaxFactory.IdentifierName(helper!),
                ArgumentList(searcher, text, arguments[startArgument].Expression)),
            _ => SyntaxFactory.InvocationExpression(
                SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, searcher, SyntaxFactory.IdentifierName(Call.Kind == SubstringSearchKind.Contains ? "Contains" : "IndexOf")),
                ArgumentList(text)),
        };
        return replacement.WithTriviaFrom(rewritten);
    }

    private static ArgumentListSyntax ArgumentList(params ExpressionSyntax[] arguments) =>
        SyntaxFactory.ArgumentList(SyntaxFactory.SeparatedList(arguments.Select(a => SyntaxFactory.Argument(a.WithoutTrivia()))));

    private static int IndexOf(SeparatedSyntaxList<ArgumentSyntax> arguments, SyntaxNode expression)
    {
        for (int i = 0; i < arguments.Count; i++)
        {
            if (Unparenthesized(arguments[i].Expression) == expression) return i;
        }
        return Receiver;
    }

    /// <summary>The expression inside any parentheses: an operation's syntax leaves them out.</summary>
    private static ExpressionSyntax Unparenthesized(ExpressionSyntax expression)
    {
        while (expression is ParenthesizedExpressionSyntax parenthesized) expression = parenthesized.Expression;
        return expression;
    }
}

using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Operations;

namespace Hotpath.Analyzers.RegexUsage;

/// <summary>Finds the regex sites of a document: constructors, static methods taking a pattern, <c>[GeneratedRegex]</c> members.</summary>
internal static class RegexSiteFinder
{
    // The Regex statics that take a pattern; a name filter before binding keeps other invocations cheap.
    private static readonly ImmutableHashSet<string> s_staticNames = ImmutableHashSet.Create(
        StringComparer.Ordinal, "IsMatch", "Match", "Matches", "Replace", "Split", "Count", "EnumerateMatches", "EnumerateSplits");

    public static List<RegexSite> Find(SemanticModel model, SyntaxNode root, RegexSymbols symbols, CancellationToken cancellationToken)
    {
        var sites = new List<RegexSite>();
        foreach (SyntaxNode node in root.DescendantNodes())
        {
            RegexSite? site = node switch
            {
                BaseObjectCreationExpressionSyntax creation => FromCreation(creation, model, symbols, cancellationToken),
                InvocationExpressionSyntax invocation => FromInvocation(invocation, model, symbols, cancellationToken),
                MemberDeclarationSyntax member => FromGenerated(member, model, symbols, cancellationToken),
                _ => null,
            };
            if (site is not null) sites.Add(site);
        }
        return sites;
    }

    private static RegexSite? FromCreation(BaseObjectCreationExpressionSyntax creation, SemanticModel model, RegexSymbols symbols, CancellationToken cancellationToken) =>
        model.GetOperation(creation, cancellationToken) is IObjectCreationOperation operation && symbols.IsRegex(operation.Type)
            ? FromArguments(creation, "new Regex", symbols.IsBcl(operation.Type), operation.Arguments)
            : null;

    private static RegexSite? FromInvocation(InvocationExpressionSyntax invocation, SemanticModel model, RegexSymbols symbols, CancellationToken cancellationToken)
    {
        SimpleNameSyntax? name = invocation.Expression switch
        {
            MemberAccessExpressionSyntax access => access.Name,
            SimpleNameSyntax simple => simple,
            _ => null,
        };
        if (name is null || !s_staticNames.Contains(name.Identifier.ValueText)) return null;
        if (model.GetOperation(invocation, cancellationToken) is not IInvocationOperation { TargetMethod: { IsStatic: true } method } operation) return null;
        if (!symbols.IsRegex(method.ContainingType) || !method.Parameters.Any(p => p.Name == "pattern")) return null;
        return FromArguments(invocation.Expression, "Regex." + method.Name, symbols.IsBcl(method.ContainingType), operation.Arguments);
    }

    private static RegexSite? FromGenerated(MemberDeclarationSyntax member, SemanticModel model, RegexSymbols symbols, CancellationToken cancellationToken)
    {
        if (member.AttributeLists.Count == 0) return null;
        GeneratedRegexMember? generated = GeneratedRegexMember.From(member, model, symbols, cancellationToken);
        if (generated is null) return null;
        SyntaxToken identifier = generated.Identifier;
        return new RegexSite(member, "[GeneratedRegex] " + identifier.ValueText, isBcl: true, generated.Pattern, generated.PatternExpression, generated.Options, generated);
    }

    private static RegexSite FromArguments(SyntaxNode node, string display, bool isBcl, ImmutableArray<IArgumentOperation> arguments)
    {
        IArgumentOperation? pattern = arguments.FirstOrDefault(a => a.Parameter?.Name == "pattern");
        IArgumentOperation? options = arguments.FirstOrDefault(a => a.Parameter?.Name == "options");
        int? optionsValue = options is null
            ? 0
            : options.Value.ConstantValue is { HasValue: true, Value: { } value } ? Convert.ToInt32(value, System.Globalization.CultureInfo.InvariantCulture) : null;
        return new RegexSite(node, display, isBcl, pattern?.Value.ConstantValue.Value as string, pattern?.Value.Syntax, optionsValue);
    }
}

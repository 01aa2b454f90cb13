using Hotpath.Analyzers.Patterns;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace Hotpath.Analyzers.RegexUsage;

/// <summary>
/// A <c>[GeneratedRegex]</c> method or property: the attribute's arguments as written and as values. Hotpath has no
/// source generator, so the migration turns the member into one that returns a cached Hotpath regex.
/// </summary>
internal sealed class GeneratedRegexMember
{
    private GeneratedRegexMember(MemberDeclarationSyntax declaration, AttributeSyntax attribute, Dictionary<string, ExpressionSyntax> arguments, AttributeData data)
    {
        Declaration = declaration;
        Attribute = attribute;
        for (int i = 0; i < data.ConstructorArguments.Length; i++)
        {
            object? value = data.ConstructorArguments[i].Value;
            switch (data.AttributeConstructor!.Parameters[i].Name)
            {
                case "pattern":
                    Pattern = value as string;
                    break;
                case "options":
                    Options = value is null ? 0 : Convert.ToInt32(value, System.Globalization.CultureInfo.InvariantCulture);
                    break;
                case "cultureName":
                    CultureName = value as string;
                    break;
            }
        }
        arguments.TryGetValue("pattern", out ExpressionSyntax? pattern);
        PatternExpression = pattern!;
        OptionsExpression = arguments.TryGetValue("options", out ExpressionSyntax? options) ? options : null;
        TimeoutExpression = arguments.TryGetValue("matchTimeoutMilliseconds", out ExpressionSyntax? timeout) ? timeout : null;
        IgnoresCase = Pattern is not null && PatternScanner.Scan(Pattern, Options).IgnoresCase;
    }

    public MemberDeclarationSyntax Declaration { get; }

    public AttributeSyntax Attribute { get; }

    public string? Pattern { get; }

    public int Options { get; }

    public string? CultureName { get; }

    public ExpressionSyntax PatternExpression { get; }

    public ExpressionSyntax? OptionsExpression { get; }

    public ExpressionSyntax? TimeoutExpression { get; }

    /// <summary>Whether matching ignores case anywhere, where the culture matters.</summary>
    public bool IgnoresCase { get; }

    /// <summary>
    /// Whether a Hotpath regex built from the same arguments behaves the same. The generator fixes the culture at
    /// compile time (the invariant one unless the attribute names one); Hotpath's <c>Regex</c> takes the current
    /// culture or, with CultureInvariant, the invariant one, so a named culture that case-insensitive matching reads
    /// has no equivalent.
    /// </summary>
    public bool IsConvertible => Pattern is not null && (string.IsNullOrEmpty(CultureName) || !IgnoresCase);

    /// <summary>Whether the Hotpath regex needs CultureInvariant to match case-insensitively as the generated one does.</summary>
    public bool NeedsCultureInvariant => IgnoresCase && string.IsNullOrEmpty(CultureName) && (Options & RegexOptionBits.CultureInvariant) == 0;

    /// <summary>The member's name token.</summary>
    public SyntaxToken Identifier => Declaration is MethodDeclarationSyntax method ? method.Identifier : ((PropertyDeclarationSyntax)Declaration).Identifier;

    /// <summary>The <c>[GeneratedRegex]</c> on <paramref name="declaration"/>, or <see langword="null"/>.</summary>
    public static GeneratedRegexMember? From(MemberDeclarationSyntax declaration, SemanticModel model, RegexSymbols symbols, CancellationToken cancellationToken)
    {
        if (symbols.GeneratedRegexAttribute is null || declaration is not (MethodDeclarationSyntax or PropertyDeclarationSyntax)) return null;
        if (model.GetDeclaredSymbol(declaration, cancellationToken) is not { } member) return null;
        foreach (AttributeData data in member.GetAttributes())
        {
            if (!SymbolEqualityComparer.Default.Equals(data.AttributeClass, symbols.GeneratedRegexAttribute)) continue;
            if (data.AttributeConstructor is null || data.ApplicationSyntaxReference?.GetSyntax(cancellationToken) is not AttributeSyntax attribute) return null;
            Dictionary<string, ExpressionSyntax>? arguments = ArgumentsByParameter(attribute, data.AttributeConstructor);
            return arguments is not null && arguments.ContainsKey("pattern") ? new GeneratedRegexMember(declaration, attribute, arguments, data) : null;
        }
        return null;
    }

    private static Dictionary<string, ExpressionSyntax>? ArgumentsByParameter(AttributeSyntax attribute, IMethodSymbol constructor)
    {
        var arguments = new Dictionary<string, ExpressionSyntax>(StringComparer.Ordinal);
        if (attribute.ArgumentList is null) return arguments;
        int position = 0;
        foreach (AttributeArgumentSyntax argument in attribute.ArgumentList.Arguments)
        {
            if (argument.NameEquals is not null) return null;
            string? name = argument.NameColon?.Name.Identifier.ValueText
                ?? (position < constructor.Parameters.Length ? constructor.Parameters[position].Name : null);
            if (name is null) return null;
            arguments[name] = argument.Expression;
            position++;
        }
        return arguments;
    }
}

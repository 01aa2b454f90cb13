using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Formatting;

namespace Hotpath.Analyzers.SubstringSearch;

/// <summary>
/// The searcher fields and the <see cref="IndexOfFromHelper"/> that the fixed searches of one type declaration use:
/// the ones it has, found again, and the ones to add, under names that neither the type nor any fixed call's scope has.
/// </summary>
internal sealed class SearcherMembers
{
    private readonly IReadOnlyList<SubstringSearchSite> _sites;
    private readonly SemanticModel _model;
    private readonly Dictionary<SearcherKey, string> _fields = [];
    private readonly List<(SearcherKey Key, string Name)> _newFields = [];
    private readonly HashSet<string> _newNames = new(StringComparer.Ordinal);
    // The searcher fields that open the type: new ones go after them, before any other static initializer.
    private readonly int _leadingFields;
    private string? _helper;
    private bool _helperIsNew;

    public SearcherMembers(TypeDeclarationSyntax type, IReadOnlyList<SubstringSearchSite> sites, SemanticModel model, SubstringSearchSymbols symbols, CancellationToken cancellationToken)
    {
        _sites = sites;
        _model = model;
        bool leading = true;
        foreach (MemberDeclarationSyntax member in type.Members)
        {
            if (SearcherField.Read(member, model, symbols, cancellationToken) is { } field)
            {
                if (IsVisible(model.GetDeclaredSymbol(((FieldDeclarationSyntax)member).Declaration.Variables[0], cancellationToken))) _fields[field.Key] = field.Name;
                if (leading) _leadingFields++;
                continue;
            }
            leading = false;
            if (IndexOfFromHelper.Is(member, model, symbols, cancellationToken) && IsVisible(model.GetDeclaredSymbol(member, cancellationToken)))
            {
                _helper = ((MethodDeclarationSyntax)member).Identifier.ValueText;
            }
        }
    }

    /// <summary>The name of the searcher field for <paramref name="key"/>, declaring one when the type has none.</summary>
    public string Field(SearcherKey key)
    {
        if (_fields.TryGetValue(key, out string? name)) return name;
        string stem = SearcherField.Stem(key);
        name = stem.Length > 0 ? FreeName(stem, stem) : FreeName("s_searcher1", "s_searcher");
        _fields[key] = name;
        _newFields.Add((key, name));
        return name;
    }

    /// <summary>The name of the <see cref="IndexOfFromHelper"/>, declaring it when the type has none.</summary>
    public string Helper()
    {
        if (_helper is null)
        {
            _helper = FreeName(IndexOfFromHelper.Name, IndexOfFromHelper.Name);
            _helperIsNew = true;
        }
        return _helper;
    }

    /// <summary><paramref name="type"/> (the declaration with its calls rewritten) with the new fields first and the new helper last.</summary>
    public TypeDeclarationSyntax AddTo(TypeDeclarationSyntax type, LanguageVersion language, string eol)
    {
        SyntaxList<MemberDeclarationSyntax> members = type.Members;
        if (_newFields.Count > 0)
        {
            // A blank line between the searcher fields and the rest of the type.
            if (_leadingFields == 0 && members.Count > 0) members = members.Replace(members[0], members[0].WithLeadingTrivia(members[0].GetLeadingTrivia().Insert(0, SyntaxFactory.EndOfLine(eol))));
            members = members.InsertRange(_leadingFields, _newFields.Select(f => Formatted(SearcherField.Declare(f.Name, f.Key, language), eol)));
        }
        if (_helperIsNew)
        {
            members = members.Add(Formatted(IndexOfFromHelper.Declare(_helper!, eol), eol).WithLeadingTrivia(SyntaxFactory.EndOfLine(eol)));
        }
        return type.WithMembers(members);
    }

    private static MemberDeclarationSyntax Formatted(MemberDeclarationSyntax member, string eol) =>
        member.WithTrailingTrivia(SyntaxFactory.EndOfLine(eol)).WithAdditionalAnnotations(Formatter.Annotation);

    /// <summary><paramref name="first"/>, else <paramref name="stem"/> numbered from 2, whichever nothing in scope has.</summary>
    private string FreeName(string first, string stem)
    {
        string name = first;
        for (int n = 2; !IsFree(name); n++) name = stem + n;
        _newNames.Add(name);
        return name;
    }

    private bool IsFree(string name) =>
        !_newNames.Contains(name) && !_sites[0].TypeSymbol.MemberNames.Contains(name) && _sites.All(s => _model.LookupSymbols(s.Invocation.SpanStart, name: name).IsEmpty);

    /// <summary>Whether the name of <paramref name="member"/>, a member of the type, means that member alone at every fixed call (nothing hides it).</summary>
    private bool IsVisible(ISymbol? member) =>
        member is not null
        && _sites.All(s => _model.LookupSymbols(s.Invocation.SpanStart, name: member.Name) is { Length: 1 } symbols && SymbolEqualityComparer.Default.Equals(symbols[0], member));
}

using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace Hotpath.Analyzers.SubstringSearch;

/// <summary>Where code runs once per iteration of a loop of its own function.</summary>
internal static class RepeatedCode
{
    /// <summary>
    /// Whether <paramref name="node"/> is in the condition, body or iterators of a <c>for</c>, <c>while</c> or
    /// <c>do</c> loop, or the body of a <c>foreach</c>, without a lambda or local function in between (such code runs
    /// when it is called, which the loop may not do). A <c>for</c> loop's initializers and a <c>foreach</c>'s
    /// collection run once.
    /// </summary>
    public static bool IsInLoop(SyntaxNode node)
    {
        SyntaxNode child = node;
        for (SyntaxNode? parent = node.Parent; parent is not null; child = parent, parent = parent.Parent)
        {
            switch (parent)
            {
                case WhileStatementSyntax or DoStatementSyntax:
                    return true;
                case ForStatementSyntax loop when child == loop.Condition || child == loop.Statement || loop.Incrementors.Any(i => i == child):
                    return true;
                case CommonForEachStatementSyntax loop when child == loop.Statement:
                    return true;
                case AnonymousFunctionExpressionSyntax or LocalFunctionStatementSyntax or MemberDeclarationSyntax:
                    return false;
            }
        }
        return false;
    }
}

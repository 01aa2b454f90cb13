using System.Text.RegularExpressions;

namespace Hotpath.Cli.Rebar.Engines;

/// <summary>The options rebar's .NET runner compiles with, shared by every engine so they answer the same question.</summary>
internal static class RebarRegexOptions
{
    /// <summary><c>CultureInvariant</c> (rebar never benchmarks culture tailoring), plus <c>IgnoreCase</c> when asked.</summary>
    public static RegexOptions For(bool caseInsensitive) =>
        RegexOptions.CultureInvariant | (caseInsensitive ? RegexOptions.IgnoreCase : RegexOptions.None);
}

using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Engines.Backtracker;

namespace Hotpath.RegularExpressions.Tests;

/// <summary>
/// Makes every regex these tests build compile its backtracker's budgeted search on the first one, so that the
/// differential and suite tests check the compiled code (a regex otherwise runs a few hundred searches interpreted
/// first, which few tests reach). The interpreter keeps its own tests through <c>PikeVmHarness</c>.
/// </summary>
internal static class CompiledSearches
{
#pragma warning disable CA2255 // A test assembly's setting, made once before any test builds a regex.
    [ModuleInitializer]
#pragma warning restore CA2255
    internal static void CompileFromTheFirstSearch() => BoundedBacktracker.DefaultCompileAfterSearches = 0;
}

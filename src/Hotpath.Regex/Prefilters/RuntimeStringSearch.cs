using System.Buffers;
using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics.X86;

namespace Hotpath.RegularExpressions.Prefilters;

/// <summary>Where the runtime's <see cref="SearchValues{T}"/> of strings is worth using.</summary>
internal static class RuntimeStringSearch
{
    /// <summary>
    /// False under Native AOT without AVX2 (its default x64 instruction set): the runtime's packed string search there
    /// calls the software form of <c>Vector128.Shuffle</c> for every block (most of a profile), and a loop finding
    /// <c>Holmes|Watson</c> over prose was many times slower than under the JIT with AVX2 turned off or in a Native
    /// AOT build for the machine's own instruction set. Hotpath.Text's
    /// searchers take those sets there.
    /// </summary>
    public static bool IsFast => RuntimeFeature.IsDynamicCodeCompiled || Avx2.IsSupported;
}

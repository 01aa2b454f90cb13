using System.Runtime.Intrinsics;
using Hotpath.Encodings.Vectors;

namespace Hotpath.Encodings.Tests;

/// <summary>The width switch every kernel consults before its 512-bit path.</summary>
public class SimdWidthTests
{
    [Fact]
    public void Is512_IsTrueExactlyForTheWidest_WhereVector512IsAccelerated()
    {
        Assert.False(SimdWidth.Scalar.Is512());
        Assert.False(SimdWidth.V128.Is512());
        Assert.Equal(Vector512.IsHardwareAccelerated, SimdWidth.V512.Is512());
    }
}

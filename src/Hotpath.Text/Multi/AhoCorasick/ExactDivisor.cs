using System.Numerics;
using System.Runtime.CompilerServices;

namespace Hotpath.Text;

/// <summary>
/// Divides multiples of a fixed positive divisor with a shift and a multiply instead of a division: with the
/// divisor = odd × 2^k, <c>(x &gt;&gt; k) × odd⁻¹</c> (mod 2^32) is exact whenever x is a multiple of the divisor.
/// Turns premultiplied DFA ids back into state numbers when rows are not a power of two long.
/// Immutable and thread-safe.
/// </summary>
internal readonly struct ExactDivisor
{
    private readonly int _shift;
    private readonly uint _inverse;

    public ExactDivisor(int divisor)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(divisor);
        _shift = BitOperations.TrailingZeroCount(divisor);
        uint odd = (uint)divisor >> _shift;
        // Newton's iteration doubles the correct low bits each step: odd is its own inverse mod 8 (3 bits), so
        // four steps give 48 ≥ 32.
        uint inverse = odd;
        for (int step = 0; step < 4; step++) inverse *= 2 - odd * inverse;
        _inverse = inverse;
    }

    /// <summary><paramref name="multiple"/> / divisor, for a non-negative multiple of the divisor.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int Divide(int multiple) => (int)(((uint)multiple >> _shift) * _inverse);
}

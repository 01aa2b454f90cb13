using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;
using Hotpath.Text;

namespace Hotpath.RegularExpressions.Prefilters;

/// <content>
/// The 128-bit steps' pretest over units narrowed to bytes (windows whose tests read the same on bytes): 16 windows a
/// step, where a test of 8 units read half as many for the same instructions. Machines whose widest vector is 128 bits
/// (Arm64, x64 without AVX2, Native AOT's default x64 target) searched <c>\d\.\d</c> over prose at about half the
/// speed of the runtime's 16-unit digit search otherwise.
/// </content>
internal sealed partial class RangeWindow
{
    // Steps of 16 windows from `i` (advanced past the steps taken): the pretest's position narrowed and tested alone, and
    // where it passes, every position of the step's windows in two 8-unit halves. The first window that fits, or -1 with
    // `i` where the 8-unit steps go on. The pretest moves to the next position where it passes often (see Pretest).
    private int IndexOfNarrowed128<TLength, TTest>(ref ushort units, ref int i, int length, ref Pretest pretest, ref WindowCursor cursor,
        in Position128 p0, in Position128 p1, in Position128 p2, in Position128 p3)
        where TLength : struct, IConstant
        where TTest : struct, IPositionTest
    {
        const int StepUnits = 2 * 8;
        ByteTest128 rarest = ByteTest128.Of(_byteTests[pretest.Offset]);
        // Each step reads units i to i + 15 + (length - 1).
        int lastStep = length - StepUnits - (TLength.Value - 1);
        for (; i <= lastStep; i += StepUnits)
        {
            Vector128<byte> passed = TTest.Passes(Narrowed128(ref units, i + pretest.Offset), rarest);
            if (passed == Vector128<byte>.Zero) continue;
            if (pretest.Passed(i, TLength.Value, StepUnits))
            {
                rarest = ByteTest128.Of(_byteTests[pretest.Offset]);
                _pretest = pretest.Offset;
            }
            uint hits = Hits128<TLength, TTest>(ref units, i, p0, p1, p2, p3).ExtractMostSignificantBits()
                | Hits128<TLength, TTest>(ref units, i + 8, p0, p1, p2, p3).ExtractMostSignificantBits() << 8;
            if (hits != 0) return cursor.Keep(i, StepUnits, hits);
        }
        return -1;
    }

    // Units `at` to `at + 15`, each narrowed to a byte with saturation at 0xFF (see Narrowed), in unit order.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector128<byte> Narrowed128(ref ushort units, int at)
    {
        Vector128<ushort> limit = Vector128.Create((ushort)0xFF);
        Vector128<ushort> low = Vector128.LoadUnsafe(ref units, (nuint)at);
        Vector128<ushort> high = Vector128.LoadUnsafe(ref units, (nuint)(at + 8));
        if (Sse2.IsSupported)
        {
            // The unsigned minimum is SSE4.1's; `u - (u - 0xFF)` with saturating subtractions is SSE2's. Signed saturation
            // would turn units from 0x8000 up into 0.
            if (!Sse41.IsSupported) (low, high) = (Sse2.SubtractSaturate(low, Sse2.SubtractSaturate(low, limit)), Sse2.SubtractSaturate(high, Sse2.SubtractSaturate(high, limit)));
            else (low, high) = (Vector128.Min(low, limit), Vector128.Min(high, limit));
            return Sse2.PackUnsignedSaturate(low.AsInt16(), high.AsInt16());
        }
        return Vector128.Narrow(Vector128.Min(low, limit), Vector128.Min(high, limit));
    }

    // ByteTest's lower 128 bits.
    private readonly record struct ByteTest128(Vector128<byte> Low, Vector128<byte> Span, Vector128<byte> BeyondLow, Vector128<byte> BeyondSpan)
    {
        public static ByteTest128 Of(ByteTest test) => new(test.Low.GetLower(), test.Span.GetLower(), test.BeyondLow.GetLower(), test.BeyondSpan.GetLower());
    }
}

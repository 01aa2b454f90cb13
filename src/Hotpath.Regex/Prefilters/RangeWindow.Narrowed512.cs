using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;
using Hotpath.Text;

namespace Hotpath.RegularExpressions.Prefilters;

/// <content>
/// The narrowed steps with 512-bit vectors: 64 windows a step, each position's units narrowed to bytes by one pack. The
/// runtime's packed string searches (<c>0x</c> ignoring case) read 64 units a step on such machines; 32-unit steps left
/// a window of three positions at about half their speed.
/// </content>
internal sealed partial class RangeWindow
{
    // Per position, its narrowed test broadcast to 512 bits (when _testsBytes).
    private readonly ByteTest512[] _byteTests512 = [];

    // IndexOfNarrowed with steps of 64 windows.
    [MethodImpl(MethodImplOptions.NoInlining)]
    private int IndexOfNarrowed512<TLength, TTest>(ref ushort units, int i, int length, ref WindowCursor cursor)
        where TLength : struct, IConstant
        where TTest : struct, IPositionTest
    {
        const int StepUnits = 2 * 32;
        int[] byRarity = _byRarity;
        ByteTest512[] tests = _byteTests512;
        int p0 = byRarity[0], p1 = byRarity[1];
        int p2 = TLength.Value > 2 ? byRarity[2] : 0, p3 = TLength.Value > 3 ? byRarity[3] : 0;
        ByteTest512 t0 = tests[p0], t1 = tests[p1];
        ByteTest512 t2 = TLength.Value > 2 ? tests[p2] : default, t3 = TLength.Value > 3 ? tests[p3] : default;
        // Each step reads units i to i + 63 + (length - 1).
        int lastStep = length - StepUnits - (TLength.Value - 1);
        if (cursor.Passes == 0) cursor.PassesSince = i;
        for (; i <= lastStep; i += StepUnits)
        {
            Vector512<byte> hits = TTest.Passes(Narrowed512(ref units, i + p0), t0) & TTest.Passes(Narrowed512(ref units, i + p1), t1);
            if (hits == Vector512<byte>.Zero) continue;
            if (TLength.Value > 2)
            {
                if (PassesDensely(ref cursor, i, StepUnits)) return ~i;
                hits &= TTest.Passes(Narrowed512(ref units, i + p2), t2);
                if (TLength.Value > 3) hits &= TTest.Passes(Narrowed512(ref units, i + p3), t3);
            }
            if (hits != Vector512<byte>.Zero) return cursor.Keep(i, StepUnits, InUnitOrder(hits));
        }
        return ~i;
    }

    // Units `at` to `at + 63`, each narrowed to a byte with saturation (see Narrowed). AVX-512's pack, like AVX2's, works
    // in 128-bit lanes: byte group g of 8 holds units from `at` + 8·(g / 2) + 32·(g mod 2).
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector512<byte> Narrowed512(ref ushort units, int at)
    {
        Vector512<ushort> limit = Vector512.Create((ushort)0xFF);
        Vector512<ushort> low = Vector512.Min(Vector512.LoadUnsafe(ref units, (nuint)at), limit);
        Vector512<ushort> high = Vector512.Min(Vector512.LoadUnsafe(ref units, (nuint)(at + 32)), limit);
        return Avx512BW.IsSupported ? Avx512BW.PackUnsignedSaturate(low.AsInt16(), high.AsInt16()) : Vector512.Narrow(low, high);
    }

    // A step's hits as a mask in unit order: the pack's groups of 8 put back in place, once per step that found a window.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static ulong InUnitOrder(Vector512<byte> hits) => Avx512BW.IsSupported
        ? Vector512.Shuffle(hits.AsUInt64(), Vector512.Create(0UL, 2, 4, 6, 1, 3, 5, 7)).AsByte().ExtractMostSignificantBits()
        : hits.ExtractMostSignificantBits();

    // ByteTest broadcast to 512 bits.
    private readonly record struct ByteTest512(Vector512<byte> Low, Vector512<byte> Span, Vector512<byte> BeyondLow, Vector512<byte> BeyondSpan)
    {
        public static ByteTest512 Of(ByteTest test) => new(
            Vector512.Create(test.Low, test.Low), Vector512.Create(test.Span, test.Span),
            Vector512.Create(test.BeyondLow, test.BeyondLow), Vector512.Create(test.BeyondSpan, test.BeyondSpan));
    }
}

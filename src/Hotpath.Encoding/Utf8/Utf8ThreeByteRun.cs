using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;

namespace Hotpath.Encodings;

/// <summary>
/// The block test for runs of three-byte sequences (Chinese and Japanese without spaces, CJK punctuation): a block
/// that is nothing but such sequences, continuing one cut at its start, has a lead byte every third position and
/// continuation bytes between them, so one per-position range check (E1..EF at the leads, 80..BF elsewhere) and one
/// compare against ED check it whole, where the lookup check (<see cref="Utf8ErrorLookup"/>) needs three table
/// lookups and three shifted loads. Leads E0 (overlong below U+0800 possible) and ED (surrogates possible) fail the
/// test, and such blocks take the lookup check.
/// </summary>
internal static class Utf8ThreeByteRun
{
    // Per position, the least byte allowed and how far above it a byte may be, for a run whose leads fall on every
    // position k with k % 3 == 2; a block whose run carries c continuation bytes from before it reads from offset 2 - c.
    private static ReadOnlySpan<byte> Least =>
    [
        0x80, 0x80, 0xE1, 0x80, 0x80, 0xE1, 0x80, 0x80, 0xE1, 0x80, 0x80, 0xE1, 0x80, 0x80, 0xE1, 0x80, 0x80,
        0xE1, 0x80, 0x80, 0xE1, 0x80, 0x80, 0xE1, 0x80, 0x80, 0xE1, 0x80, 0x80, 0xE1, 0x80, 0x80, 0xE1, 0x80,
    ];

    private static ReadOnlySpan<byte> Spread =>
    [
        0x3F, 0x3F, 0x0E, 0x3F, 0x3F, 0x0E, 0x3F, 0x3F, 0x0E, 0x3F, 0x3F, 0x0E, 0x3F, 0x3F, 0x0E, 0x3F, 0x3F,
        0x0E, 0x3F, 0x3F, 0x0E, 0x3F, 0x3F, 0x0E, 0x3F, 0x3F, 0x0E, 0x3F, 0x3F, 0x0E, 0x3F, 0x3F, 0x0E, 0x3F,
    ];

    private const byte SurrogateLead = 0xED;

    /// <summary>
    /// How many continuation bytes at <paramref name="position"/> belong to a three-byte sequence with a lead in
    /// E1..EC or EE..EF that starts before it (0 when such a sequence ends right before it), or -1 when the bytes before do not
    /// end in one (then no run is tried). The three bytes before <paramref name="position"/> must be well-formed.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int CarriedInto(ref byte source, nint position) =>
        IsRunLead(Unsafe.Add(ref source, position - 1)) ? 2
        : IsRunLead(Unsafe.Add(ref source, position - 2)) ? 1
        : IsRunLead(Unsafe.Add(ref source, position - 3)) ? 0
        : -1;

    /// <summary>How many continuation bytes the run carries into the next block of <paramref name="width"/> bytes.</summary>
    /// <remarks>A compare and subtract, not a remainder: the next block's table offset waits on it.</remarks>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int CarriedPast(int width, int carried)
    {
        int next = carried + 3 - width % 3;
        return next >= 3 ? next - 3 : next;
    }

    /// <summary>
    /// The sequences that start in <paramref name="length"/> bytes of a run that begins with <paramref name="carried"/>
    /// continuation bytes (their UTF-16 length).
    /// </summary>
    public static long Leads(nint length, int carried) => (length - carried + 2) / 3;

    /// <summary>
    /// Whether <paramref name="block"/> is, after <paramref name="carried"/> continuation bytes, three-byte sequences
    /// with leads E1..EC or EE..EF (the last may be cut by the block's end).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool Holds(Vector128<byte> block, int carried)
    {
        nuint offset = (nuint)(2 - carried);
        Vector128<byte> outside =
            Vector128.SubtractSaturate(block - Vector128.LoadUnsafe(ref MemoryMarshal.GetReference(Least), offset),
                Vector128.LoadUnsafe(ref MemoryMarshal.GetReference(Spread), offset)) |
            Vector128.Equals(block, Vector128.Create(SurrogateLead));
        return outside == Vector128<byte>.Zero;
    }

    /// <summary>As <see cref="Holds(Vector128{byte}, int)"/> for a 32-byte block.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool Holds(Vector256<byte> block, int carried)
    {
        nuint offset = (nuint)(2 - carried);
        Vector256<byte> outside =
            Vector256.SubtractSaturate(block - Vector256.LoadUnsafe(ref MemoryMarshal.GetReference(Least), offset),
                Vector256.LoadUnsafe(ref MemoryMarshal.GetReference(Spread), offset)) |
            Vector256.Equals(block, Vector256.Create(SurrogateLead));
        return outside == Vector256<byte>.Zero;
    }

    // A lead whose continuation bytes may be any of 80..BF: E1..EC and EE..EF. The test of a block takes the bytes a
    // run carries into it as such, so a sequence led by E0 (overlongs) or ED (surrogates) before the block must not
    // start a run.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool IsRunLead(byte value) => (uint)(value - 0xE1) <= 0xEF - 0xE1 && value != SurrogateLead;
}

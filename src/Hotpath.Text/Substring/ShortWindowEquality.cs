using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;

namespace Hotpath.Text;

/// <summary>
/// Verifies a window of a 4-to-32-byte needle inline, without a call: the window's first and last <c>k</c>
/// bytes (k = 4, 8 or 16, the widest that fits; the two reads overlap unless the needle is exactly 2k bytes) are
/// OR-ed with the needle's case bits and compared with the needle's as two integers or two vectors. Verification
/// runs once per candidate, and on needles with many matches (" and ") the call and length dispatch of a general
/// comparison cost as much as the vector filter itself. Immutable.
/// </summary>
internal readonly struct ShortWindowEquality
{
    private readonly Vector128<byte> _head, _headCaseBits, _tail, _tailCaseBits;
    private readonly int _width;
    private readonly int _tailOffset;

    /// <param name="needle">The needle's bytes (already lower-cased where case bits are set).</param>
    /// <param name="caseBits">Bits OR-ed into window bytes before comparing; empty for exact comparison.</param>
    public ShortWindowEquality(ReadOnlySpan<byte> needle, ReadOnlySpan<byte> caseBits)
    {
        _width = needle.Length switch
        {
            < 4 or > 32 => 0,
            < 8 => 4,
            < 16 => 8,
            _ => 16,
        };
        if (_width == 0) return;
        _tailOffset = needle.Length - _width;
        _head = Prefix(needle, 0, _width);
        _tail = Prefix(needle, _tailOffset, _width);
        if (!caseBits.IsEmpty)
        {
            _headCaseBits = Prefix(caseBits, 0, _width);
            _tailCaseBits = Prefix(caseBits, _tailOffset, _width);
        }
    }

    /// <summary>Whether the needle is 4 to 32 bytes long, so <see cref="Equals"/> applies.</summary>
    public bool Applies => _width != 0;

    /// <summary>Whether the needle-length window at <paramref name="window"/> matches; only when <see cref="Applies"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool Equals(ref byte window)
    {
        ref byte tail = ref Unsafe.Add(ref window, _tailOffset);
        if (_width == 16)
        {
            Vector128<byte> difference =
                ((Vector128.LoadUnsafe(ref window) | _headCaseBits) ^ _head) |
                ((Vector128.LoadUnsafe(ref tail) | _tailCaseBits) ^ _tail);
            return difference == Vector128<byte>.Zero;
        }
        if (_width == 8)
        {
            return (((Unsafe.ReadUnaligned<ulong>(ref window) | _headCaseBits.AsUInt64().ToScalar()) ^ _head.AsUInt64().ToScalar()) |
                    ((Unsafe.ReadUnaligned<ulong>(ref tail) | _tailCaseBits.AsUInt64().ToScalar()) ^ _tail.AsUInt64().ToScalar())) == 0;
        }
        return (((Unsafe.ReadUnaligned<uint>(ref window) | _headCaseBits.AsUInt32().ToScalar()) ^ _head.AsUInt32().ToScalar()) |
                ((Unsafe.ReadUnaligned<uint>(ref tail) | _tailCaseBits.AsUInt32().ToScalar()) ^ _tail.AsUInt32().ToScalar())) == 0;
    }

    // `width` bytes of `bytes` from `offset`, zero-padded to a vector.
    private static Vector128<byte> Prefix(ReadOnlySpan<byte> bytes, int offset, int width)
    {
        Span<byte> padded = stackalloc byte[16];
        padded.Clear();
        bytes.Slice(offset, width).CopyTo(padded);
        return Vector128.Create((ReadOnlySpan<byte>)padded);
    }
}

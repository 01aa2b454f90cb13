using System.Buffers;
using System.Diagnostics;
using System.Runtime.InteropServices;
using Hotpath.Encodings.Vectors;
using BclBase64 = System.Buffers.Text.Base64;
using BclBase64Url = System.Buffers.Text.Base64Url;

namespace Hotpath.Encodings;

/// <summary>
/// The <c>System.Buffers.Text</c> decoding shapes (<c>Base64.DecodeFromUtf8</c>, <c>Base64Url.DecodeFromUtf8</c> and
/// <c>DecodeFromChars</c>): the run of clean quads by <see cref="Base64QuadDecoder"/>, the usual last quad here, and
/// anything else by the BCL method mirrored from the quad boundary where the run stopped. That split is exact because
/// the BCL's decoder works quad by quad and judges whitespace, padding, a partial quad and a full destination only from
/// the text that remains.
/// </summary>
internal static class Base64Decoding
{
    /// <summary>Decodes as the BCL method for <paramref name="alphabet"/> and the unit type does, with its status and counts.</summary>
    public static OperationStatus Decode<TUnit>(ReadOnlySpan<TUnit> source, Span<byte> destination, out int consumed, out int written, bool isFinalBlock,
        Base64Alphabet alphabet, SimdWidth width)
        where TUnit : unmanaged
    {
        Debug.Assert(alphabet == Base64Alphabet.Url || typeof(TUnit) == typeof(byte));
        int clean = Base64QuadDecoder.Decode(source, destination, alphabet, width);
        int decoded = clean / 4 * 3;
        ReadOnlySpan<TUnit> rest = source[clean..];
        int last = 0;
        // The usual end of a token, a padded last quad (or for Base64url a bare one), is decoded here rather than by a
        // second call. Unused bits that are set are left to the BCL to judge.
        if (rest.IsEmpty ||
            (isFinalBlock && (alphabet == Base64Alphabet.Url || rest.Length == 4) &&
             Base64QuadDecoder.TryDecodeLastQuad(rest, alphabet, unusedBitsMustBeZero: true, destination[decoded..], out last)))
        {
            consumed = source.Length;
            written = decoded + last;
            return OperationStatus.Done;
        }
        OperationStatus status = Bcl(rest, destination[decoded..], out int restConsumed, out int restWritten, isFinalBlock, alphabet);
        consumed = clean + restConsumed;
        written = decoded + restWritten;
        return status;
    }

    private static OperationStatus Bcl<TUnit>(ReadOnlySpan<TUnit> source, Span<byte> destination, out int consumed, out int written, bool isFinalBlock, Base64Alphabet alphabet)
        where TUnit : unmanaged
    {
        if (typeof(TUnit) == typeof(char))
        {
            return BclBase64Url.DecodeFromChars(MemoryMarshal.Cast<TUnit, char>(source), destination, out consumed, out written, isFinalBlock);
        }
        ReadOnlySpan<byte> utf8 = MemoryMarshal.Cast<TUnit, byte>(source);
        return alphabet == Base64Alphabet.Url
            ? BclBase64Url.DecodeFromUtf8(utf8, destination, out consumed, out written, isFinalBlock)
            : BclBase64.DecodeFromUtf8(utf8, destination, out consumed, out written, isFinalBlock);
    }
}

using System.Runtime.CompilerServices;
using System.Text;
using System.Runtime.InteropServices;
using System.Text.Unicode;

namespace Hotpath.Numerics;

/// <summary>
/// The two code-unit types the formatters and parsers are generic over: <see cref="char"/> (UTF-16) and <see cref="byte"/>
/// (UTF-8). Every <c>typeof(TUnit)</c> test folds away when the JIT or the AOT compiler specializes a method, so one source
/// serves both encodings with no runtime dispatch.
/// </summary>
internal static class TextUnits
{
    /// <summary>The unit at <paramref name="index"/> as a number.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static uint At<TUnit>(ref TUnit start, nint index) where TUnit : unmanaged =>
        typeof(TUnit) == typeof(byte)
            ? Unsafe.Add(ref Unsafe.As<TUnit, byte>(ref start), index)
            : Unsafe.Add(ref Unsafe.As<TUnit, char>(ref start), index);

    /// <summary>Stores an ASCII unit at <paramref name="index"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Put<TUnit>(ref TUnit start, nint index, uint ascii) where TUnit : unmanaged
    {
        if (typeof(TUnit) == typeof(byte)) Unsafe.Add(ref Unsafe.As<TUnit, byte>(ref start), index) = (byte)ascii;
        else Unsafe.Add(ref Unsafe.As<TUnit, char>(ref start), index) = (char)ascii;
    }

    /// <summary>How many units <paramref name="text"/> takes in the encoding of <typeparamref name="TUnit"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int LengthOf<TUnit>(string text) where TUnit : unmanaged =>
        typeof(TUnit) == typeof(char) || (text.Length == 1 && text[0] < 0x80) || Ascii.IsValid(text) ? text.Length : Encoding.UTF8.GetByteCount(text);

    /// <summary>Copies <paramref name="text"/> to <paramref name="start"/>[<paramref name="index"/>..], which has room for
    /// <see cref="LengthOf{TUnit}"/> units; returns the index after it.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static nint Append<TUnit>(ref TUnit start, nint index, string text) where TUnit : unmanaged
    {
        if (text.Length == 1 && text[0] < 0x80)
        {
            Put(ref start, index, text[0]);
            return index + 1;
        }
        return AppendLong(ref start, index, text);
    }

    private static nint AppendLong<TUnit>(ref TUnit start, nint index, string text) where TUnit : unmanaged
    {
        if (typeof(TUnit) == typeof(char))
        {
            text.CopyTo(MemoryMarshal.CreateSpan(ref Unsafe.As<TUnit, char>(ref Unsafe.Add(ref start, index)), text.Length));
            return index + text.Length;
        }
        // ASCII symbols ("Infinity", "NaN" and most signs) are narrowed directly, without a transcoder's length pass.
        if (Ascii.IsValid(text))
        {
            Ascii.FromUtf16(text, MemoryMarshal.CreateSpan(ref Unsafe.As<TUnit, byte>(ref Unsafe.Add(ref start, index)), text.Length), out _);
            return index + text.Length;
        }
        int length = Encoding.UTF8.GetByteCount(text);
        Utf8.FromUtf16(text, MemoryMarshal.CreateSpan(ref Unsafe.As<TUnit, byte>(ref Unsafe.Add(ref start, index)), length), out _, out int written);
        return index + written;
    }
}

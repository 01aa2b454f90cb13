using System.Globalization;
using System.Numerics;
using System.Runtime.CompilerServices;
using Hotpath.Numerics;

namespace Hotpath.Cli.Report.Workloads;

/// <summary>
/// The Hotpath.Numerics call for a number type — <see cref="FloatingPointText"/> for double and float,
/// <see cref="IntegerText"/> for int and long — so that one generic row serves every type. The <c>typeof</c> tests fold
/// away when the JIT specializes a method for a value type, so the timed code is the direct call.
/// </summary>
internal static class HotpathNumbers
{
    /// <summary>The class whose methods the rows of <typeparamref name="T"/> call.</summary>
    public static string ClassOf<T>() => IsFloatingPoint<T>() ? nameof(FloatingPointText) : nameof(IntegerText);

    /// <summary>Shortest (or plain decimal) text of <paramref name="value"/> into UTF-16.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool TryFormat<T>(T value, Span<char> destination, out int written, IFormatProvider provider) =>
        typeof(T) == typeof(double) ? FloatingPointText.TryFormat(Unsafe.BitCast<T, double>(value), destination, out written, default, provider)
        : typeof(T) == typeof(float) ? FloatingPointText.TryFormat(Unsafe.BitCast<T, float>(value), destination, out written, default, provider)
        : typeof(T) == typeof(int) ? IntegerText.TryFormat(Unsafe.BitCast<T, int>(value), destination, out written, default, provider)
        : IntegerText.TryFormat(Unsafe.BitCast<T, long>(value), destination, out written, default, provider);

    /// <summary>Shortest (or plain decimal) text of <paramref name="value"/> into UTF-8.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool TryFormat<T>(T value, Span<byte> destination, out int written, IFormatProvider provider) =>
        typeof(T) == typeof(double) ? FloatingPointText.TryFormat(Unsafe.BitCast<T, double>(value), destination, out written, default, provider)
        : typeof(T) == typeof(float) ? FloatingPointText.TryFormat(Unsafe.BitCast<T, float>(value), destination, out written, default, provider)
        : typeof(T) == typeof(int) ? IntegerText.TryFormat(Unsafe.BitCast<T, int>(value), destination, out written, default, provider)
        : IntegerText.TryFormat(Unsafe.BitCast<T, long>(value), destination, out written, default, provider);

    /// <summary><c>T.Parse(text, provider)</c> with the type's default styles.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static T Parse<T>(string text, IFormatProvider provider) =>
        typeof(T) == typeof(double) ? Unsafe.BitCast<double, T>(FloatingPointText.Parse<double>(text, provider))
        : typeof(T) == typeof(float) ? Unsafe.BitCast<float, T>(FloatingPointText.Parse<float>(text, provider))
        : typeof(T) == typeof(int) ? Unsafe.BitCast<int, T>(IntegerText.Parse<int>(text, provider))
        : Unsafe.BitCast<long, T>(IntegerText.Parse<long>(text, provider));

    /// <summary><c>T.Parse(utf8Text, provider)</c> with the type's default styles.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static T Parse<T>(ReadOnlySpan<byte> utf8Text, IFormatProvider provider) =>
        typeof(T) == typeof(double) ? Unsafe.BitCast<double, T>(FloatingPointText.Parse<double>(utf8Text, FloatingPointText.DefaultStyles, provider))
        : typeof(T) == typeof(float) ? Unsafe.BitCast<float, T>(FloatingPointText.Parse<float>(utf8Text, FloatingPointText.DefaultStyles, provider))
        : typeof(T) == typeof(int) ? Unsafe.BitCast<int, T>(IntegerText.Parse<int>(utf8Text, NumberStyles.Integer, provider))
        : Unsafe.BitCast<long, T>(IntegerText.Parse<long>(utf8Text, NumberStyles.Integer, provider));

    /// <summary>The value's bits as a number, for checksums that see every bit.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Bits<T>(T value) =>
        typeof(T) == typeof(double) ? BitConverter.DoubleToInt64Bits(Unsafe.BitCast<T, double>(value))
        : typeof(T) == typeof(float) ? BitConverter.SingleToInt32Bits(Unsafe.BitCast<T, float>(value))
        : typeof(T) == typeof(int) ? Unsafe.BitCast<T, int>(value)
        : Unsafe.BitCast<T, long>(value);

    /// <summary>True for double and float, whose rows call <see cref="FloatingPointText"/>.</summary>
    public static bool IsFloatingPoint<T>() => typeof(T) == typeof(double) || typeof(T) == typeof(float);
}

using System.Globalization;
using System.Numerics;
using System.Runtime.InteropServices;

namespace Hotpath.Numerics;

/// <summary>
/// The BCL's own method for a number type over UTF-16 or UTF-8, where the fast paths decline: the one place the
/// formatters and parsers hand text to the BCL, so its characters, values, failures and exceptions are returned unchanged.
/// </summary>
internal static class BclFallback
{
    /// <summary><c>T.Parse(text, styles, provider)</c>.</summary>
    public static T Parse<T, TUnit>(ReadOnlySpan<TUnit> text, NumberStyles styles, IFormatProvider? provider)
        where T : INumberBase<T> where TUnit : unmanaged =>
        typeof(TUnit) == typeof(char)
            ? T.Parse(MemoryMarshal.Cast<TUnit, char>(text), styles, provider)
            : T.Parse(MemoryMarshal.Cast<TUnit, byte>(text), styles, provider);

    /// <summary><c>T.TryParse(text, styles, provider, out value)</c>.</summary>
    public static bool TryParse<T, TUnit>(ReadOnlySpan<TUnit> text, NumberStyles styles, IFormatProvider? provider, out T value)
        where T : INumberBase<T> where TUnit : unmanaged =>
        typeof(TUnit) == typeof(char)
            ? T.TryParse(MemoryMarshal.Cast<TUnit, char>(text), styles, provider, out value!)
            : T.TryParse(MemoryMarshal.Cast<TUnit, byte>(text), styles, provider, out value!);

    /// <summary><c>value.TryFormat(destination, out written, format, provider)</c>.</summary>
    public static bool TryFormat<T, TUnit>(T value, Span<TUnit> destination, out int written, ReadOnlySpan<char> format, IFormatProvider? provider)
        where T : INumberBase<T> where TUnit : unmanaged =>
        typeof(TUnit) == typeof(char)
            ? value.TryFormat(MemoryMarshal.Cast<TUnit, char>(destination), out written, format, provider)
            : value.TryFormat(MemoryMarshal.Cast<TUnit, byte>(destination), out written, format, provider);
}

using System.Globalization;
using System.Runtime.CompilerServices;

namespace Hotpath.Numerics.Formatting;

/// <summary>
/// The culture symbols <see cref="GeneralLayout"/> writes: the negative sign, the decimal separator and the exponent's signs.
/// Implemented by structs, so that the layout is compiled once per kind of symbols and the one-unit kind has no strings,
/// lengths or copies left to look at.
/// </summary>
internal interface ILayoutSymbols
{
    /// <summary>Whether the negative sign is one unit in either encoding.</summary>
    static abstract bool NegativeSignIsOneUnit { get; }

    /// <summary>How many units of <typeparamref name="TUnit"/> the negative sign takes.</summary>
    int NegativeSignLength<TUnit>() where TUnit : unmanaged;

    /// <summary>How many units the decimal separator takes.</summary>
    int DecimalSeparatorLength<TUnit>() where TUnit : unmanaged;

    /// <summary>How many units the exponent's sign takes: the negative sign for a negative exponent, else the positive sign.</summary>
    int ExponentSignLength<TUnit>(bool negative) where TUnit : unmanaged;

    /// <summary>Writes the negative sign at <paramref name="at"/>; returns the index after it.</summary>
    nint AppendNegativeSign<TUnit>(ref TUnit start, nint at) where TUnit : unmanaged;

    /// <summary>Writes the decimal separator at <paramref name="at"/>; returns the index after it.</summary>
    nint AppendDecimalSeparator<TUnit>(ref TUnit start, nint at) where TUnit : unmanaged;

    /// <summary>Writes the exponent's sign at <paramref name="at"/>; returns the index after it.</summary>
    nint AppendExponentSign<TUnit>(ref TUnit start, nint at, bool negative) where TUnit : unmanaged;
}

/// <summary>Any culture's symbols, read from its <see cref="NumberFormatInfo"/>.</summary>
internal readonly struct CultureSymbols(NumberFormatInfo info) : ILayoutSymbols
{
    public static bool NegativeSignIsOneUnit => false;

    public int NegativeSignLength<TUnit>() where TUnit : unmanaged => TextUnits.LengthOf<TUnit>(info.NegativeSign);

    public int DecimalSeparatorLength<TUnit>() where TUnit : unmanaged => TextUnits.LengthOf<TUnit>(info.NumberDecimalSeparator);

    public int ExponentSignLength<TUnit>(bool negative) where TUnit : unmanaged =>
        TextUnits.LengthOf<TUnit>(negative ? info.NegativeSign : info.PositiveSign);

    public nint AppendNegativeSign<TUnit>(ref TUnit start, nint at) where TUnit : unmanaged => TextUnits.Append(ref start, at, info.NegativeSign);

    public nint AppendDecimalSeparator<TUnit>(ref TUnit start, nint at) where TUnit : unmanaged =>
        TextUnits.Append(ref start, at, info.NumberDecimalSeparator);

    public nint AppendExponentSign<TUnit>(ref TUnit start, nint at, bool negative) where TUnit : unmanaged =>
        TextUnits.Append(ref start, at, negative ? info.NegativeSign : info.PositiveSign);
}

/// <summary>Signs "-" and "+" and a one-unit ASCII decimal separator (the invariant culture's and most others'): every
/// symbol is one unit, stored directly.</summary>
internal readonly struct AsciiSymbols(char decimalSeparator) : ILayoutSymbols
{
    public static bool NegativeSignIsOneUnit => true;

    public int NegativeSignLength<TUnit>() where TUnit : unmanaged => 1;

    public int DecimalSeparatorLength<TUnit>() where TUnit : unmanaged => 1;

    public int ExponentSignLength<TUnit>(bool negative) where TUnit : unmanaged => 1;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public nint AppendNegativeSign<TUnit>(ref TUnit start, nint at) where TUnit : unmanaged => Put(ref start, at, '-');

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public nint AppendDecimalSeparator<TUnit>(ref TUnit start, nint at) where TUnit : unmanaged => Put(ref start, at, decimalSeparator);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public nint AppendExponentSign<TUnit>(ref TUnit start, nint at, bool negative) where TUnit : unmanaged =>
        Put(ref start, at, (char)('+' + 2 * Unsafe.BitCast<bool, byte>(negative))); // '-' is '+' + 2, and no branch

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static nint Put<TUnit>(ref TUnit start, nint at, char unit) where TUnit : unmanaged
    {
        TextUnits.Put(ref start, at, unit);
        return at + 1;
    }
}

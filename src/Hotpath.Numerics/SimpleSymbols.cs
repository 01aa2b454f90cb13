using System.Globalization;
using System.Runtime.CompilerServices;

namespace Hotpath.Numerics;

/// <summary>
/// Whether a <see cref="NumberFormatInfo"/> has the symbols the fast paths read directly — negative sign "-", positive sign
/// "+", and a decimal separator of one unit — and that separator. The answer for the last read-only info asked about is
/// kept, so the invariant culture and <c>CultureInfo.GetCultureInfo</c> cultures cost one reference comparison; writable
/// infos (which their owner may change between calls) are looked at every time.
/// </summary>
internal sealed class SimpleSymbols
{
    private static SimpleSymbols? s_last;

    private readonly NumberFormatInfo _info;
    private readonly char _decimalSeparator;

    private SimpleSymbols(NumberFormatInfo info, char decimalSeparator)
    {
        _info = info;
        _decimalSeparator = decimalSeparator;
    }

    /// <summary>True, with the one-unit decimal separator, when <paramref name="info"/>'s signs are "-" and "+".</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool TryGet(NumberFormatInfo info, out char decimalSeparator)
    {
        SimpleSymbols? last = s_last;
        if (last is not null && ReferenceEquals(last._info, info))
        {
            decimalSeparator = last._decimalSeparator;
            return true;
        }
        return TryGetSlow(info, out decimalSeparator);
    }

    private static bool TryGetSlow(NumberFormatInfo info, out char decimalSeparator)
    {
        string separator = info.NumberDecimalSeparator;
        decimalSeparator = separator.Length == 1 ? separator[0] : '\0';
        if (separator.Length != 1 || info.NegativeSign != "-" || info.PositiveSign != "+") return false;
        if (info.IsReadOnly) s_last = new SimpleSymbols(info, decimalSeparator);
        return true;
    }
}

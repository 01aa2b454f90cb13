using System.Globalization;
using System.Runtime.CompilerServices;

namespace Hotpath.Numerics.Integers;

/// <summary>
/// What the integer fast paths need to know of a provider's signs. The invariant culture costs one reference comparison;
/// other providers are looked at only when that runs no user code (a <see cref="CultureInfo"/> of exactly that type, a
/// <see cref="NumberFormatInfo"/>, or no provider with such a current culture), so asking early — before the BCL would —
/// cannot be observed. Custom providers get null and take the BCL's own order of calls.
/// </summary>
internal static class IntegerSigns
{
    /// <summary>The negative sign as one unit of <typeparamref name="TUnit"/> (UTF-8: ASCII only), or 0 when it is longer or
    /// reading it could run user code.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static uint MinusUnit<TUnit>(IFormatProvider? provider) where TUnit : unmanaged =>
        ReferenceEquals(provider, CultureInfo.InvariantCulture) ? '-' : MinusUnitOf<TUnit>(provider);

    /// <summary>True when texts of ASCII digits after an optional '-' or '+' parse under <paramref name="provider"/> as
    /// under the invariant culture, and finding out runs no user code.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool ReadsAsciiSigns(IFormatProvider? provider) =>
        ReferenceEquals(provider, CultureInfo.InvariantCulture) || ReadsAsciiSignsOf(provider);

    // Out of line, like the other providers' path below, so that the callers' fast paths stay small enough to inline whole.
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static uint MinusUnitOf<TUnit>(IFormatProvider? provider) where TUnit : unmanaged
    {
        string? sign = WithoutUserCode(provider)?.NegativeSign;
        return sign is { Length: 1 } && (typeof(TUnit) == typeof(char) || sign[0] < 0x80) ? sign[0] : 0u;
    }

    // The BCL reads '+' first as the positive sign and then '-' as the negative sign when that is "-" or one of the dashes
    // it lets a hyphen stand for (sv-SE's U+2212 minus among them); digits match neither.
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static bool ReadsAsciiSignsOf(IFormatProvider? provider) =>
        WithoutUserCode(provider) is { PositiveSign: "+", NegativeSign: "-" or "\u2012" or "\u207B" or "\u208B" or "\u2212" or "\u2796" or "\uFE63" or "\uFF0D" };

    // The provider's number format, or null when getting it could run user code.
    private static NumberFormatInfo? WithoutUserCode(IFormatProvider? provider)
    {
        provider ??= CultureInfo.CurrentCulture;
        if (provider.GetType() == typeof(CultureInfo)) return ((CultureInfo)provider).NumberFormat;
        return provider as NumberFormatInfo;
    }
}

namespace Hotpath.Numerics.Runs;

/// <summary>
/// Where a number in the invariant shape [sign](digits[.digits] | .digits)[(e|E)[sign]digits] that starts at a position
/// ends, without computing its value: the run parsers use it when the scanner leaves a number to the BCL (an exponent
/// beyond what it reads, or too many digits to decide), so the BCL is given exactly that number's text.
/// </summary>
internal static class NumberExtent
{
    /// <summary>The length of the number at <paramref name="start"/>, or 0 when none starts there.</summary>
    public static int Measure<TUnit>(ref TUnit start, int length) where TUnit : unmanaged
    {
        int at = 0;
        if (at < length && TextUnits.At(ref start, at) is '+' or '-') at++;
        int integerStart = at;
        at = SkipDigits(ref start, at, length);
        bool anyDigit = at > integerStart;
        if (at < length && TextUnits.At(ref start, at) == '.')
        {
            int fractionStart = at + 1;
            int fractionEnd = SkipDigits(ref start, fractionStart, length);
            if (!anyDigit && fractionEnd == fractionStart) return 0;
            anyDigit = true;
            at = fractionEnd;
        }
        if (!anyDigit) return 0;
        if (at < length && (TextUnits.At(ref start, at) | 0x20) == 'e')
        {
            int exponentStart = at + 1;
            if (exponentStart < length && TextUnits.At(ref start, exponentStart) is '+' or '-') exponentStart++;
            int exponentEnd = SkipDigits(ref start, exponentStart, length);
            // An 'e' without digits is not part of the number.
            if (exponentEnd > exponentStart) at = exponentEnd;
        }
        return at;
    }

    private static int SkipDigits<TUnit>(ref TUnit start, int at, int length) where TUnit : unmanaged
    {
        while (at < length && TextUnits.At(ref start, at) - '0' <= 9) at++;
        return at;
    }
}

using System.Runtime.CompilerServices;

namespace Hotpath.RegularExpressions.Prefilters;

/// <summary>
/// Candidates at every unit: what a regex whose first unit can be anything (<c>.*x|y</c> without Singleline still
/// starts with any unit but <c>\n</c> or with <c>y</c>) gets instead of a class scan that would stop everywhere.
/// Immutable and thread-safe.
/// </summary>
internal sealed class EveryUnitPrefilter : Prefilter
{
    /// <summary>The one instance.</summary>
    public static readonly EveryUnitPrefilter Instance = new();

    private EveryUnitPrefilter()
    {
    }

    /// <inheritdoc/>
    public override bool SupportsUtf8 => true;

    /// <inheritdoc/>
    public override bool TryFind(ReadOnlySpan<char> haystack, int start, out int index, out int length) => At(haystack.Length, start, out index, out length);

    /// <inheritdoc/>
    public override bool TryFind(ReadOnlySpan<byte> haystack, int start, out int index, out int length) => At(haystack.Length, start, out index, out length);

    // Inlined into both overrides, so a candidate costs the virtual call alone (this runs once per match when
    // iterating `.*x|y`-like regexes).
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool At(int end, int start, out int index, out int length)
    {
        bool found = start < end;
        (index, length) = found ? (start, 1) : (-1, 0);
        return found;
    }
}

using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Literals;

namespace Hotpath.RegularExpressions.Prefilters;

/// <summary>Chooses the prefilter for one end of a regex from its extracted literals.</summary>
internal static class PrefilterBuilder
{
    /// <summary>
    /// Classes with more members than this are not scanned for: a large class matches most text and the
    /// scan would stop at nearly every unit (the tracker would switch it off, but only after a while).
    /// </summary>
    internal const int MaxLeadingClassSize = 128;

    /// <summary>
    /// The prefilter for the start of matches of <paramref name="root"/>: its prefix literals, else the
    /// class of its first unit; null when neither is known or useful.
    /// </summary>
    public static Prefilter? ForPrefix(HirNode root, LiteralLimits? limits = null)
    {
        ArgumentNullException.ThrowIfNull(root);
        Prefilter? fromLiterals = FromLiterals(LiteralExtractor.Extract(root, ExtractionSide.Prefix, limits), ExtractionSide.Prefix);
        if (fromLiterals is not null) return fromLiterals;
        CharRangeSet? leading = LeadingClass.Compute(root);
        return leading is not null && Size(leading) <= MaxLeadingClassSize ? new CharClassPrefilter(leading) : null;
    }

    /// <summary>
    /// The prefilter for literals taken from <paramref name="side"/>, after minimization; null when the
    /// sequence is infinite or contains the empty literal (which occurs everywhere).
    /// </summary>
    public static Prefilter? FromLiterals(LiteralSeq seq, ExtractionSide side)
    {
        ArgumentNullException.ThrowIfNull(seq);
        LiteralSeq minimized = seq.MinimizeForPrefilter(side);
        if (!minimized.IsFinite || minimized.Count == 0 || minimized.MinLength == 0) return null;
        string[] needles = [.. minimized.Literals.ToArray().Select(l => l.Units)];
        if (needles.Length == 1) return new SingleLiteralPrefilter(needles[0], side);
        if (needles.All(n => n.Length == 1))
        {
            // One-unit needles are a class, and a class scan is much cheaper than a string-set search.
            return new CharClassPrefilter(CharRangeSet.FromRanges(needles.Select(n => new CharRange(n[0], n[0]))));
        }
        return new LiteralSetPrefilter(needles, side);
    }

    private static int Size(CharRangeSet set)
    {
        int size = 0;
        foreach (CharRange range in set.Ranges) size += range.Last - range.First + 1;
        return size;
    }
}

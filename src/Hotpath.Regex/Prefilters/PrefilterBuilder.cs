using System.Text;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Literals;
using Hotpath.RegularExpressions.Meta;

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
    /// Literal sets larger than this lose to a class-sequence scan when one of at least
    /// <see cref="MinClassSequenceLength"/> classes exists: case-insensitive words expand into dozens of
    /// short, cut literals with many false candidates.
    /// </summary>
    internal const int MaxPreferredLiteralCount = 8;

    /// <summary>The shortest fixed-width start worth a class-sequence scan.</summary>
    internal const int MinClassSequenceLength = 3;

    /// <summary>The shortest folded prefix worth an ignore-case string search.</summary>
    internal const int MinFoldedPrefixLength = 3;

    /// <summary>The shortest ASCII head of a non-ASCII folded prefix worth searching for instead of the whole prefix.</summary>
    internal const int MinAsciiHeadLength = 2;

    /// <summary>
    /// The prefilter for the start of matches of <paramref name="root"/>: its prefix literals when they are
    /// few, else its case-folded prefixes when they are long enough and ASCII (or their ASCII heads, when each has
    /// two units or more), else a probe scan over the case classes of its starts, else its fixed-width class
    /// sequence when it is long enough, else its prefix literals, else the class of its first unit; null when none
    /// is known or useful.
    /// </summary>
    public static Prefilter? ForPrefix(HirNode root, LiteralLimits? limits = null)
    {
        ArgumentNullException.ThrowIfNull(root);
        LiteralSeq prefixes = LiteralExtractor.Extract(root, ExtractionSide.Prefix, limits);
        // Every case spelling of a few words (`(?i)</?(?:a|p|div)\b`): the words, searched ignoring case, give the same
        // candidates as dozens of spellings.
        if (prefixes is { IsExact: true, Count: > 1 } && LiteralStrategy.CaseSpelledWords([.. prefixes.Literals.ToArray().Select(l => l.Units)]) is { } words)
        {
            return new IgnoreCasePrefilter(words);
        }
        if (!(prefixes.Count <= MaxPreferredLiteralCount))
        {
            // Folded prefixes go to Hotpath.Text's ignore-case string search, except several non-ASCII ones: the
            // probe scan over their classes measured faster there (rebar's five Russian names),
            // so it comes first for them.
            string[]? folded = FoldedPrefixes.Compute(root, MinFoldedPrefixLength);
            // One start that goes on past its folded prefix with ASCII letters (a k, whose class holds the Kelvin sign, ends
            // `sherloc`): the whole start with that class left open filters better (measured on prose).
            if (folded is [string prefix] && FoldedPrefixes.ComputeAsciiPattern(root, prefix.Length) is { } pattern) return new IgnoreCasePrefilter(pattern, prefix);
            if (folded is not null && (folded.Length == 1 || folded.All(f => Ascii.IsValid(f)))) return new IgnoreCasePrefilter(folded);
            // Words whose non-ASCII letters come after an ASCII head (`(?i)naïve|façade|café`, Latin-script names): the
            // heads, searched ignoring case with the packed ASCII searches, beat the probe scan over the words' classes.
            if (folded is not null && FoldedPrefixes.AsciiHeads(folded, MinAsciiHeadLength) is { Length: <= MaxPreferredLiteralCount } heads)
            {
                return new IgnoreCasePrefilter(heads);
            }
            if (FoldedPrefixes.ComputeClasses(root, MinFoldedPrefixLength) is { Length: > 1 } starts && FoldedProbePrefilter.TryCreate(starts, folded) is { } probe)
            {
                return probe;
            }
            if (folded is not null) return new IgnoreCasePrefilter(folded);
            // A few starts shorter than that (`(?i)</?(?:a|p|div)\b`) still beat dozens of case spellings cut at a common pair.
            if (BetterFoldedPrefixes(root, prefixes) is { } fewer) return new IgnoreCasePrefilter(fewer);
            CharRangeSet[] sequence = LeadingClassSequence.Compute(root);
            if (sequence.Length >= MinClassSequenceLength && ClassSequencePrefilter.TryCreate(sequence) is { } scan) return scan;
        }
        // Case-insensitive words cut short: the extractor stops where case spellings multiply past its limits
        // (`(?i)we (?:will|must)` leaves `we ` in four spellings), while the folded prefixes run on through the
        // alternation; the longer needles leave far fewer candidates.
        if (BetterFoldedPrefixes(root, prefixes) is { } longer) return new IgnoreCasePrefilter(longer);
        Prefilter? fromLiterals = FromLiterals(prefixes, ExtractionSide.Prefix);
        if (fromLiterals is not null) return fromLiterals;
        CharRangeSet? leading = LeadingClass.Compute(root);
        if (leading is not null && leading.Count <= MaxLeadingClassSize && UnitRarity.Weight(leading) <= UnitRarity.MaxScannableWeight) return new CharClassPrefilter(leading);
        // A start class rare in ASCII text (Unicode's `\d`, too large for the scan above) is left to the DFA's start
        // candidates, its members' scan. Only a common one (letters, `\w`, `.`) makes literals further in worth searching.
        return leading is not null && UnitRarity.Weight(leading.Intersect(s_ascii), cap: UnitRarity.MaxScannableWeight + 1) <= UnitRarity.MaxScannableWeight
            ? null
            : ForLiteralsAtOffset(root, limits);
    }

    /// <summary>The most distinct first units <see cref="ForRareFirstUnits"/> scans for.</summary>
    internal const int MaxScannedFirstUnits = 2;

    /// <summary>The fewest literals for which <see cref="ForRareFirstUnits"/> replaces their set search.</summary>
    internal const int MinLiteralsForFirstUnitScan = 3;

    /// <summary>
    /// A scan for the first units of <paramref name="root"/>'s prefixes when they are several words that all start with one
    /// or two units rare in text (<c>(?i)&lt;/?(?:div|span|a|p)\b</c>); else null. Punctuation and symbols only: the
    /// frequency of a letter or digit differs most between texts (a <c>w</c> starts many English words, as in
    /// <c>(?i)we (?:will|must|can)</c>, where the set search stops far less often). For a strategy whose check of a
    /// candidate costs a few compares (<see cref="Meta.ClassSequenceStrategy"/>): the scan then beats the set search, which
    /// costs several unit scans per unit and more with case folding, as the candidates it adds are at most the rare units'
    /// occurrences. A DFA run per candidate costs more than the set search saves.
    /// </summary>
    public static CharClassPrefilter? ForRareFirstUnits(HirNode root)
    {
        LiteralSeq prefixes = LiteralExtractor.Extract(root, ExtractionSide.Prefix);
        if (!prefixes.IsFinite || prefixes.Count < MinLiteralsForFirstUnitScan || prefixes.MinLength is not > 1) return null;
        CharRangeSet firsts = FirstUnits(prefixes.Literals.ToArray().Select(l => l.Units));
        if (firsts.Count > MaxScannedFirstUnits || firsts.Members().Any(char.IsLetterOrDigit)) return null;
        return UnitRarity.IsScarceInText(firsts) ? new CharClassPrefilter(firsts) : null;
    }

    // The folded prefixes of a case-insensitive start (ASCII), when they filter better than the case spellings the
    // extractor cut short: longer and few, or as long and fewer than a set already too large.
    private static string[]? BetterFoldedPrefixes(HirNode root, LiteralSeq prefixes)
    {
        if (prefixes is not { IsExact: false, MinLength: int shortest and > 0, Count: int count }) return null;
        if (FoldedPrefixes.ComputeCaseFolded(root, shortest) is not { } folded || !folded.All(f => Ascii.IsValid(f))) return null;
        bool longer = folded.Min(f => f.Length) > shortest;
        return longer && folded.Length <= MaxPreferredLiteralCount || count > MaxPreferredLiteralCount && folded.Length < count ? folded : null;
    }

    // One of the commonest units of prose (`e`, a space), or a pair of them (`th`, `he`), comes every few dozen units,
    // about as often as the DFA's scan would stop at the start class anyway: each such candidate costs a DFA run for
    // nothing.
    private static bool HasCommonShortLiteral(LiteralSeq literals)
    {
        foreach (Literal literal in literals.Literals)
        {
            if (literal.Length <= 2 && UnitRarity.Weight(literal.Units) >= literal.Length * UnitRarity.CommonUnitWeight) return true;
        }
        return false;
    }

    private static readonly CharRangeSet s_ascii = CharRangeSet.FromRanges([new CharRange('\0', '\x7F')]);

    /// <summary>The furthest offset into a match <see cref="ForLiteralsAtOffset"/> looks for literals at.</summary>
    private const int MaxLiteralOffset = 4;

    /// <summary>
    /// For a regex whose start no scan serves: the literals every match has at the nearest fixed offset (up to
    /// <see cref="MaxLiteralOffset"/> units in, after a fixed-width start), searched as an <see cref="OffsetPrefilter"/>;
    /// null when no offset has a finite set of at most <see cref="MaxPreferredLiteralCount"/> literals, none of them one or
    /// two of the commonest units of prose.
    /// </summary>
    private static Prefilter? ForLiteralsAtOffset(HirNode root, LiteralLimits? limits)
    {
        for (int offset = 1; offset <= MaxLiteralOffset; offset++)
        {
            if (LeadingUnitDrop.Drop(root, offset) is not { } rest) return null;
            LiteralSeq literals = LiteralExtractor.Extract(rest, ExtractionSide.Prefix, limits).MinimizeForPrefilter(ExtractionSide.Prefix);
            if (literals.Count is not (> 0 and <= MaxPreferredLiteralCount) || literals.MinLength == 0 || HasCommonShortLiteral(literals)) continue;
            if (FromLiterals(literals, ExtractionSide.Prefix) is { } search) return new OffsetPrefilter(search, offset);
        }
        return null;
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
        // One-unit needles are a class, and a class scan is much cheaper than a string-set search. So are needles of one
        // and two units, one of them a single unit (`-0` to `-9` and `0` to `9`), as prefixes: the class of their first
        // units stops only where a two-unit needle's first unit stands without its second (measured on numbers in JSON).
        bool allSingle = needles.All(n => n.Length == 1);
        if (allSingle || side == ExtractionSide.Prefix && needles.Max(n => n.Length) <= 2 && needles.Any(n => n.Length == 1))
        {
            CharRangeSet firsts = FirstUnits(needles);
            if (UnitRarity.Weight(firsts) <= UnitRarity.MaxScannableWeight) return new CharClassPrefilter(firsts);
            if (allSingle) return null;
        }
        return new LiteralSetPrefilter(needles, side);
    }

    private static CharRangeSet FirstUnits(IEnumerable<string> needles) => CharRangeSet.FromRanges(needles.Select(n => new CharRange(n[0], n[0])));
}

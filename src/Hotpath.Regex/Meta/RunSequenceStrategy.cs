using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Engines.LazyDfa;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Literals;
using Hotpath.RegularExpressions.Prefilters;
using Hotpath.RegularExpressions.Unicode;
using Hotpath.Text;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// The strategy for a sequence of class runs and single units that never needs to backtrack: <c>[A-Z][a-z]+</c>,
/// <c>[A-Z][a-z]+ [A-Z][a-z]+</c>, <c>\d+\.\d+</c>, <c>[a-z]+\.</c>, and whole-line parses such as
/// <c>^(\S+) (\S+) (\w\d): \[(\d+)\]: (.*)$</c>. Each part is a class repeated a fixed number of times or greedily,
/// up to a bound (<c>\b[0-9A-F]{4,6}\b</c>) or without; groups may wrap consecutive parts, and the sequence may begin with <c>^</c> and end with <c>$</c>,
/// <c>\Z</c> or <c>\z</c>, with or without Multiline (a line's parse, <c>^([0-9A-F]+);([^;]*);Lu;</c>, is walked from the line
/// starts, and a multiline <c>$</c> holds before a line feed), and within those with <c>\b</c> beside parts of word characters (<c>\b[A-Z]\w*</c>,
/// <c>\b\d+\.\d+\b</c>), checked as "no word character before the start" and "none after the end". Every unbounded
/// run's class shares no unit with what can follow it (the next part, and the ones after while those can be empty). A
/// match attempt is then a single walk: a greedy run that gave a unit back would hand what follows a unit it cannot take,
/// so the backtracker's first success is the walk's. Candidates are the units of the rarest part that can anchor a match
/// (see <see cref="TryCreate"/>), found with a vectorized search; where the anchor's class is common and its neighbours
/// narrow it down, the search tests a window of them (<see cref="RangeWindow"/>): the space of
/// <c>[A-Z][a-z]+ [A-Z][a-z]+</c> is a candidate only after a lower-case letter and before a capitalized word. Walks classify units with bitmaps and cross long runs with a vectorized search (see <see cref="RunPart"/>): no
/// automaton runs.
/// Immutable and thread-safe.
/// </summary>
/// <remarks>
/// <para>Anchored on the first part, an attempt that fails inside or after an unbounded first run fails from every
/// start in that run (each takes the same rest of the run), so the next candidate lies past it; other re-reads are
/// bounded by the <see cref="RereadBudget"/>, past which the search continues on the fallback strategy given at
/// creation (which also serves UTF-8 input).</para>
/// <para>Anchored on a later single-unit part whose class no part before it shares (the first <c>.</c> of
/// <c>\d+\.\d+</c> or <c>\d+\.\d+\.\d+</c>), each occurrence fixes the match around it: the parts before it are walked
/// backwards (each run must end where the next part starts, and its class shares no unit with the part before it, so it
/// is the longest run there) and the rest forwards. The walk back crosses no other occurrence, and the walk forward at
/// most <see cref="MaxOccurrencesCrossed"/> (those the parts after may hold), so every unit is read a bounded number of
/// times; a match's first occurrence comes before any other it holds, so occurrences left to right give matches left to
/// right.</para>
/// </remarks>
internal sealed partial class RunSequenceStrategy : Strategy
{
    // Weights are counted up to this (see UnitRarity): heavier anchors only need to compare as heavy.
    private const long WeightCap = 4096;

    /// <summary>The most parts a group repeated a fixed number of times expands into.</summary>
    public const int MaxExpandedParts = 32;

    /// <summary>Anchor classes heavier than this (see <see cref="UnitRarity"/>) are common: <c>[A-Z]</c> weighs 26, <c>\w</c> far more.</summary>
    public const long CommonAnchorWeight = 64;

    /// <summary>An anchor class estimated to make up this share of text or more is almost every unit (<c>.</c>, <c>\S</c>).</summary>
    public const double AlmostEveryUnit = 0.9;

    /// <summary>
    /// The most units of a later anchor's class the parts after it may hold (the second <c>.</c> of <c>\d+\.\d+\.\d+</c>): a
    /// forward walk from an occurrence crosses at most this many others, which bounds how often a unit is read.
    /// </summary>
    public const int MaxOccurrencesCrossed = 4;

    /// <summary>How many times lighter than the first part a later part must be to anchor instead.</summary>
    public const long LaterAnchorAdvantage = 4;

    private readonly RunPart[] _parts;
    private readonly GroupParts[] _groups;
    // `^`: the only attempt starts at the input's start.
    private readonly bool _anchoredAtStart;
    // `^` under Multiline: attempts start at line starts only.
    private readonly bool _atLineStarts;
    // `$` under Multiline: matches are found back from the line ends.
    private readonly bool _atLineEnds;
    // The line starts where the first part can begin, searched when no literal leads (see LineStartPrefilter).
    private readonly LineStartPrefilter? _lineStarts;
    // `$`/`\Z` or `\z` after the last part, or null.
    private readonly LookKind? _endLook;
    // `\b` before the first part and after the last.
    private readonly WordBounds _wordBounds;
    // The part whose units are searched for; 0 is the first part.
    private readonly int _anchor;
    private readonly CharClassPrefilter _anchorUnits;
    // When the first part anchors and is a literal (`Holmes` of `Holmes[a-z]+`), the literal is searched for instead.
    private readonly SubstringSearcher? _anchorLiteral;
    // Whether no two of the literal's occurrences overlap: then one scan collects the next occurrences ahead (see
    // FindAnchor).
    private readonly bool _anchorLiteralDisjoint;
    // Built on first use: only UTF-8 input and searches past the re-read budget need it.
    private readonly Lazy<Strategy> _fallback;
    // When the anchor's class is common and its neighbours narrow it down, the anchors are found as windows of their
    // classes (`[A-Z][a-z]` of `[A-Z][a-z]+`, `[a-z] [A-Z][a-z]` around the space of `[A-Z][a-z]+ [A-Z][a-z]+`); the
    // window starts `_windowLead` units before the anchor.
    private readonly RangeWindow? _anchorWindow;
    private readonly int _windowLead;
    // The parts of each optional group after the last part (`(?:\.\d+)?` and `(?:[eE][+-]?\d+)?` of
    // `\b\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\b`), or null: walked after the parts in the backtracker's order (see EndAfterTails).
    private readonly RunPart[][]? _tails;

    /// <summary>The most optional groups a sequence may end with: their combinations are walked one by one.</summary>
    public const int MaxTails = 3;

    private RunSequenceStrategy(RunPart[] parts, RunPart[][]? tails, GroupParts[] groups, bool anchoredAtStart, bool atLineStarts, LookKind? endLook, WordBounds wordBounds,
        Anchor anchor, int slotCount, Func<Strategy> buildFallback)
    {
        (_parts, _tails, _groups, _anchoredAtStart, _atLineStarts, _endLook, _wordBounds, _anchor, SlotCount) =
            (parts, tails, groups, anchoredAtStart, atLineStarts, endLook, wordBounds, anchor.Part, slotCount);
        // Racing threads may each build one; they are equivalent and immutable.
        _fallback = new Lazy<Strategy>(buildFallback, LazyThreadSafetyMode.PublicationOnly);
        // A first part that can be empty (`-?` of `-?\d+`) anchors on the units a match can begin with.
        // (Walks from the search's or the line starts search no units: there every part may be empty.)
        _anchorUnits = new CharClassPrefilter(anchor.Part == 0 && FirstUnits(parts) is { } first ? first : parts[Math.Min(anchor.Part, parts.Length - 1)].Set);
        // Anchored after the last part: on the line ends (see CanAnchorAtLineEnds).
        _atLineEnds = anchor.Part == parts.Length;
        // A line that must start with a literal of two units or more (`^using `) is found by the literal, which is rarer
        // than line feeds; other line starts by the line feeds.
        if (atLineStarts && parts[0].Literal is not { Length: >= 2 }) _lineStarts = new LineStartPrefilter(FirstUnits(parts));
        else if (anchor.Part == 0 && !anchoredAtStart && parts[0].Literal is { } literal) (_anchorLiteral, _anchorLiteralDisjoint) = LiteralAnchor(literal);
        else if (anchor.Window is { } window) (_anchorWindow, _windowLead) = (new RangeWindow(window), anchor.WindowLead);
        // A first part of one unit that no window narrows (the `"` of `"(\w+)":`): searched as a one-unit literal, whose
        // search collects its occurrences ahead.
        else if (anchor.Part == 0 && !anchoredAtStart && OneUnitOf(parts[0]) is { } unit) (_anchorLiteral, _anchorLiteralDisjoint) = LiteralAnchor(unit);
    }

    // The search for a literal anchor, and whether no two of its occurrences overlap.
    private static (SubstringSearcher Search, bool Disjoint) LiteralAnchor(string literal) =>
        (new SubstringSearcher(literal), AnchoredLiteralStrategy.CannotOverlapItself(literal, StringComparison.Ordinal));

    // A part of exactly one unit as a one-unit literal.
    private static string? OneUnitOf(RunPart part) =>
        part.IsSingleUnit && part.Set.Ranges is [{ } only] && only.First == only.Last ? only.First.ToString() : null;

    // The units a match can begin with: the classes of the parts up to the first that is never empty; null when all can be.
    private static CharRangeSet? FirstUnits(RunPart[] parts)
    {
        CharRangeSet units = CharRangeSet.Empty;
        foreach (RunPart part in parts)
        {
            units = units.Union(part.Set);
            if (part.Min > 0) return units;
        }
        return null;
    }

    /// <inheritdoc/>
    public override int SlotCount { get; }

    /// <summary>The part whose units are searched for (0 is the first part; the parts' count when the line ends anchor).</summary>
    internal int AnchorPart => _anchor;

    /// <summary>
    /// The strategy for <paramref name="hir"/> when it has the shape above with a run of varying length or groups (or two
    /// parts or more, with <paramref name="fixedSequences"/>: asked after the class-sequence strategy declined), else
    /// null. The anchor is the first part, or a later one clearly rarer (see <see cref="LaterAnchorAdvantage"/>) that can
    /// anchor; however common the anchor, walks that fail densely hand the call to the automata (see
    /// <see cref="CandidateDensity"/>). <paramref name="buildFallback"/> is called only when the shape fits.
    /// </summary>
    public static RunSequenceStrategy? TryCreate(RegexHir hir, Func<Strategy> buildFallback, bool fixedSequences = false)
    {
        ArgumentNullException.ThrowIfNull(hir);
        ReadOnlySpan<HirNode> nodes = hir.Root is HirConcat concat ? concat.Parts : [hir.Root];
        bool anchoredAtStart = nodes is [HirLook { Look: LookKind.Start }, ..];
        bool atLineStarts = !anchoredAtStart && nodes is [HirLook { Look: LookKind.LineStart }, ..];
        LookKind? endLook = nodes is [.., HirLook { Look: LookKind.End or LookKind.EndZ or LookKind.LineEnd } end] ? end.Look : null;
        nodes = nodes[(anchoredAtStart || atLineStarts ? 1 : 0)..(nodes.Length - (endLook is null ? 0 : 1))];
        bool wordStart = nodes is [HirLook { Look: LookKind.WordBoundary }, ..];
        bool wordEnd = nodes is [_, .., HirLook { Look: LookKind.WordBoundary }];
        nodes = nodes[(wordStart ? 1 : 0)..(nodes.Length - (wordEnd ? 1 : 0))];
        // Optional groups of parts last (`(?:\.\d+)?`), without an end look: the walk tries each and falls back to going
        // on without it. A group's first part is never empty, so taking it or not gives different ends.
        List<List<RunPart>>? tails = null;
        while (endLook is null && nodes is [_, .., HirRepeat { Min: 0, Max: 1, Greedy: true, Sub: var optional }] && UnitClass(optional) is null)
        {
            var tail = new List<RunPart>();
            foreach (HirNode inner in optional is HirConcat optionalConcat ? optionalConcat.Parts : [optional])
            {
                if (!TryAddPart(inner, tail)) return null;
            }
            if (tail is [] or [{ Min: 0 }, ..] || tails?.Count == MaxTails) return null;
            (tails ??= []).Insert(0, tail);
            nodes = nodes[..^1];
        }
        var parts = new List<RunPart>();
        var groups = new List<GroupParts>();
        int[] denseIndex = new int[hir.GroupNumbers.Max() + 1];
        for (int i = 0; i < hir.GroupNumbers.Length; i++) denseIndex[hir.GroupNumbers[i]] = i;
        // Groups may wrap consecutive parts at the top level (the whole match too); they never repeat.
        foreach (HirNode node in nodes)
        {
            if (node is HirCapture { GroupNumber: var number, Sub: var sub })
            {
                int first = parts.Count;
                foreach (HirNode inner in sub is HirConcat innerConcat ? innerConcat.Parts : [sub])
                {
                    if (!TryAddPart(inner, parts)) return null;
                }
                groups.Add(new GroupParts(2 * denseIndex[number], first, parts.Count));
            }
            else if (!TryAddPart(node, parts))
            {
                return null;
            }
        }
        // Without a run of varying length the sequence is fixed, which the class-sequence strategy serves unless it has
        // groups to report; the fixed ones of two parts or more that it declines (too short or too common for its scan:
        // `[\uD800-\uDBFF][\uDC00-\uDFFF]`, `[a-z][a-z][a-z]`) come back with fixedSequences. One class repeated
        // (`\p{Lo}{5}`) stays the automata's: over text dense in the class, a walk from each member measured slower than
        // the DFA's one pass.
        bool isFixed = !parts.Any(p => p.IsVariable) && groups.Count == 0 && tails is null;
        // With optional groups, the parts followed by each combination of them are checked as one sequence: no run takes
        // what may follow it, and a `\b` after them is decided at every end.
        List<RunPart>[] sequences = [.. Combinations(parts, tails)];
        List<RunPart> whole = sequences[^1];
        if (groups.Count != hir.GroupNumbers.Length - 1 || parts.Count == 0 || isFixed && !(fixedSequences && parts.Count >= 2) || !sequences.All(NeverBacktracks)) return null;
        if (wordStart && !IsWordPart(parts[0]) || wordEnd && !sequences.All(EndsInWord)) return null;
        var bounds = new WordBounds(wordStart, wordEnd);
        if (endLook == LookKind.LineEnd && !EndsBeforeLineFeedsOnly(parts)) return null;
        // A regex that only matches at the end is searched back from there (DfaStrategy), reading only the tail.
        if (endLook is LookKind.End or LookKind.EndZ && !anchoredAtStart) return null;
        if (anchoredAtStart || atLineStarts)
        {
            return Create(parts, tails, groups, anchoredAtStart, atLineStarts, endLook, bounds, new Anchor(0, null, 0), 2 * hir.GroupNumbers.Length, buildFallback);
        }
        // A line's tail (`[ \t]+$`, `;\s*\d+$`) whose first part is common or alone is found from the line ends, walking
        // back over every part: a line end is a candidate per line, where the first part's units come many to a line.
        if (endLook == LookKind.LineEnd && CanAnchorAtLineEnds(parts)
            && (parts.Count == 1 || UnitRarity.Weight(parts[0].Set, WeightCap) > CommonAnchorWeight))
        {
            return Create(parts, tails, groups, anchoredAtStart: false, atLineStarts: false, endLook, bounds, new Anchor(parts.Count, null, 0),
                2 * hir.GroupNumbers.Length, buildFallback);
        }
        // A single unbounded run is the class-run strategy's (tried first) when it fits there.
        // A first part that can be empty must be one optional unit (`-?`, `[+-]?`) before a part that cannot: the walks
        // start at the units either begins with.
        if (tails is null && parts.Count < 2 && parts[0].Unbounded || parts[0].Min == 0 && !(parts[0].Max == 1 && parts.Count > 1 && parts[1].Min > 0)) return null;
        CharRangeSet firstUnits = FirstUnits([.. parts])!;
        int anchor = 0;
        long anchorWeight = UnitRarity.Weight(firstUnits, WeightCap);
        // Nothing after the last part can fail a walk that reached it (no end look, no word boundary). A later anchor's
        // occurrences that a walk forward may cross are counted over every optional group too.
        bool freeEnd = endLook is null && !wordEnd && tails is null;
        // The first part is searched as the literal the first parts spell, when they do (`raise ` of `raise (\w+)\(`).
        double anchorShare = Math.Min(UnitRarity.TextShare(firstUnits), LeadingLiteralShare(parts));
        for (int i = 1; i < parts.Count; i++)
        {
            double share = UnitRarity.TextShare(parts[i].Set);
            // A later anchor costs a walk back at every occurrence, so it must be clearly rarer: a space does not anchor
            // `[A-Z][a-z]+ [A-Z][a-z]+`, as spaces are several times commoner than capitals.
            if (share * LaterAnchorAdvantage < anchorShare && CanAnchor(whole, i, freeEnd)) (anchor, anchorShare) = (i, share);
        }
        Anchor chosen = anchor > 0 ? AnchorAt(parts, anchor) : BetterLaterWindow(parts, whole, freeEnd) ?? AnchorAt(parts, 0);
        // A common first part leaves the regex to the automata when they have a literal of two units or more to search
        // for (`Holmes` of `\w+\s+Holmes`), which skips far more than a walk from every word; and a first part of almost
        // every unit (`(?s).a*`) makes every unit a walk, where the automata's one scan costs less.
        if (chosen is { Part: 0, Window: null } && anchorWeight > CommonAnchorWeight
            && (RequiredLiteral.Find(hir.Root) is { Length: >= 2 } || UnitRarity.TextShare(firstUnits) >= AlmostEveryUnit))
        {
            return null;
        }
        return Create(parts, tails, groups, anchoredAtStart: false, atLineStarts: false, endLook, bounds, chosen, 2 * hir.GroupNumbers.Length, buildFallback);
    }

    // A part to search for, with the window of classes around it the search tests (null: the part's class alone).
    private readonly record struct Anchor(int Part, CharRangeSet[]? Window, int WindowLead)
    {
        // How often the search is estimated to stop, as a share of text positions.
        public double Share(List<RunPart> parts) =>
            Window is { } window ? WindowShare(window) : UnitRarity.TextShare(parts[Part].Set);
    }

    private static double WindowShare(CharRangeSet[] window) =>
        window.Aggregate(1.0, (share, set) => share * UnitRarity.TextShare(RangeWindow.Tested(set)));

    // The anchor at part `index`, with a window when its class alone is common and the window is clearly rarer (a
    // window tests classes of several ranges loosely, see RangeWindow).
    private static Anchor AnchorAt(List<RunPart> parts, int index)
    {
        double alone = UnitRarity.TextShare(parts[index].Set);
        return UnitRarity.IsCommonInText(parts[index].Set) && Window(parts, index) is var (window, lead) && WindowShare(window) * WindowAdvantage < alone
            ? new Anchor(index, window, lead)
            : new Anchor(index, null, 0);
    }

    /// <summary>How many times rarer than its anchor's class alone a window must be estimated to be searched instead.</summary>
    public const int WindowAdvantage = 4;

    // A later part whose window is clearly rarer than the first part's search (LaterAnchorAdvantage), or null: the
    // space of `[A-Z][a-z]+ [A-Z][a-z]+` stops only after a lower-case letter and before a capitalized word.
    private static Anchor? BetterLaterWindow(List<RunPart> parts, List<RunPart> whole, bool freeEnd)
    {
        double best = Math.Min(AnchorAt(parts, 0).Share(parts), LeadingLiteralShare(parts)) / LaterAnchorAdvantage;
        Anchor? chosen = null;
        for (int i = 1; i < parts.Count; i++)
        {
            if (!CanAnchor(whole, i, freeEnd) || AnchorAt(parts, i) is not { Window: not null } candidate) continue;
            double share = candidate.Share(parts);
            if (share < best) (best, chosen) = (share, candidate);
        }
        return chosen;
    }

    // How often the literal the first parts spell (`United` of `United\s+States`, searched whole, see Create) is estimated
    // to occur: the product of its units' shares; 1 when the first part is no literal unit.
    private static double LeadingLiteralShare(List<RunPart> parts)
    {
        double share = 1;
        for (int i = 0; i < parts.Count && IsLiteralUnit(parts[i]); i++) share *= UnitRarity.TextShare(parts[i].Set);
        return share;
    }

    // The classes of the units a match must hold around part `index` (a single unit, or the first unit of a run): the
    // last unit of the part before, the part's, and the units after it up to the first part whose length varies, at
    // most RangeWindow.MaxLength in all. Null when that leaves the part alone.
    private static (CharRangeSet[] Window, int Lead)? Window(List<RunPart> parts, int index)
    {
        if (parts[index].Min == 0) return null;
        var classes = new List<CharRangeSet>(RangeWindow.MaxLength);
        int lead = 0;
        // A later anchor's parts before it are never empty (CanAnchor), so the unit before it is the last of the part before.
        if (index > 0)
        {
            classes.Add(parts[index - 1].Set);
            lead = 1;
        }
        // The part's own units, then the following parts', while each length is fixed.
        for (int i = index; i < parts.Count && classes.Count < RangeWindow.MaxLength; i++)
        {
            int units = Math.Min(parts[i].Min, RangeWindow.MaxLength - classes.Count);
            for (int k = 0; k < units; k++) classes.Add(parts[i].Set);
            if (parts[i].IsVariable || units < parts[i].Min || units == 0) break;
        }
        return classes.Count >= 2 ? ([.. classes], lead) : null;
    }

    // Builds the strategy with runs of single literal units merged into one literal part each (`: [` is one comparison,
    // not three tests), except across group bounds and around the anchor.
    private static RunSequenceStrategy Create(List<RunPart> parts, List<List<RunPart>>? tails, List<GroupParts> groups, bool anchoredAtStart, bool atLineStarts,
        LookKind? endLook, WordBounds wordBounds, Anchor anchor, int slotCount, Func<Strategy> buildFallback)
    {
        // A later anchor stays one unit, as walks start from it; a first part may merge into a literal, which is then searched for.
        var bounds = new HashSet<int>(groups.SelectMany(g => new[] { g.FirstPart, g.EndPart })) { anchor.Part };
        if (anchor.Part > 0) bounds.Add(anchor.Part + 1);
        var merged = new List<RunPart>();
        int[] newIndex = new int[parts.Count + 1];
        for (int i = 0; i < parts.Count; i++)
        {
            newIndex[i] = merged.Count;
            int end = i + 1;
            while (end < parts.Count && !bounds.Contains(end) && IsLiteralUnit(parts[end]) && IsLiteralUnit(parts[i])) end++;
            if (end == i + 1)
            {
                merged.Add(parts[i]);
                continue;
            }
            string literal = string.Concat(parts.Skip(i).Take(end - i).Select(p => p.Set.Ranges[0].First));
            merged.Add(new RunPart(parts[i].Set, literal.Length, Unbounded: false, literal));
            for (int k = i + 1; k < end; k++) newIndex[k] = merged.Count - 1;
            i = end - 1;
        }
        newIndex[parts.Count] = merged.Count;
        GroupParts[] remapped = [.. groups.Select(g => g with { FirstPart = newIndex[g.FirstPart], EndPart = newIndex[g.EndPart] })];
        return new RunSequenceStrategy([.. merged], tails?.Select(t => t.ToArray()).ToArray(), remapped, anchoredAtStart, atLineStarts, endLook, wordBounds, anchor with { Part = newIndex[anchor.Part] },
            slotCount, buildFallback);
    }

    // The parts followed by each combination of the optional groups (each taken or not), all of them last.
    private static IEnumerable<List<RunPart>> Combinations(List<RunPart> parts, List<List<RunPart>>? tails)
    {
        int count = tails?.Count ?? 0;
        for (int taken = 0; taken < 1 << count; taken++)
        {
            var sequence = new List<RunPart>(parts);
            for (int k = 0; k < count; k++)
            {
                if ((taken >> k & 1) != 0) sequence.AddRange(tails![k]);
            }
            yield return sequence;
        }
    }

    private static bool IsLiteralUnit(RunPart part) => part.IsSingleUnit && part.Set.Count == 1;

    // A part that is never empty and holds only word characters: a `\b` before it is "no word character before".
    private static bool IsWordPart(RunPart part) => part.Min >= 1 && part.Set.Subtract(BoundaryWordCharacters.Set).IsEmpty;

    // Whether a `\b` after the parts is "no word character after" the walk's end, with no shorter end to try: the last part
    // holds only word characters and it, or the part before it, is never empty, so every end a greedy run could give back
    // lies between two word characters (`[A-Z]\w*\b`, not `-[a-z]*\b`, which matches `-` of `-abC`).
    private static bool EndsInWord(List<RunPart> parts) =>
        parts[^1].Set.Subtract(BoundaryWordCharacters.Set).IsEmpty && (parts[^1].Min >= 1 || parts.Count >= 2 && IsWordPart(parts[^2]));

    // Whether a multiline `$` after the parts is "a line feed or the input's end" at the walk's end, with no shorter end to
    // try: no unbounded run that can end the match holds a line feed, so a greedy run stops before the one a shorter end
    // would need (`^a[^;]*$` over "ab\ncd;" matches "ab", which a walk taking "b\ncd" would miss).
    private static bool EndsBeforeLineFeedsOnly(List<RunPart> parts)
    {
        for (int i = parts.Count - 1; i >= 0; i--)
        {
            if (parts[i].IsVariable && parts[i].Set.Contains('\n')) return false;
            if (parts[i].Min > 0) break;
        }
        return true;
    }

    /// <summary>
    /// Whether every unbounded run's class shares no unit with what can follow it: the next part, and the ones after it
    /// while those can be empty. A walk over such parts is the backtracker's first success.
    /// </summary>
    internal static bool NeverBacktracks(List<RunPart> parts)
    {
        for (int i = 0; i < parts.Count; i++)
        {
            if (!parts[i].IsVariable) continue;
            for (int j = i + 1; j < parts.Count; j++)
            {
                if (parts[i].Set.Overlaps(parts[j].Set)) return false;
                if (parts[j].Min > 0) break;
            }
        }
        return true;
    }

    /// <summary>
    /// Adds the parts <paramref name="node"/> stands for to <paramref name="parts"/>: each unit of a literal, a class, or a
    /// class repeated greedily, a fixed number of times, up to a bound or without; false for anything else.
    /// </summary>
    internal static bool TryAddPart(HirNode node, List<RunPart> parts)
    {
        switch (node)
        {
            case HirLiteral literal:
                foreach (char unit in literal.Units) parts.Add(new RunPart(CharRangeSet.Single(unit), 1, Unbounded: false));
                return true;
            case HirClass { Set: { IsEmpty: false } set }:
                parts.Add(new RunPart(set, 1, Unbounded: false));
                return true;
            case HirRepeat { Sub: var sub, Min: var min, Max: var max, Greedy: true } when (max == HirRepeat.Unbounded || max >= min && max > 0) && UnitClass(sub) is { } set:
                parts.Add(new RunPart(set, min, Unbounded: max == HirRepeat.Unbounded, MaxUnits: max == HirRepeat.Unbounded ? null : max));
                return true;
            case HirRepeat { Sub: HirConcat { Parts: var sequence }, Min: var count, Max: var max } when max == count && count * sequence.Length <= MaxExpandedParts:
                // A group repeated a fixed number of times (`(?:\d{1,3}\.){3}`) is its parts that many times.
                for (int copy = 0; copy < count; copy++)
                {
                    foreach (HirNode part in sequence)
                    {
                        if (!TryAddPart(part, parts)) return false;
                    }
                }
                return true;
            default:
                return false;
        }
    }

    /// <summary>The class a repeated node stands for: a class, or a single literal unit (<c>a*</c>); else null.</summary>
    internal static CharRangeSet? UnitClass(HirNode node) => node switch
    {
        HirClass { Set: { IsEmpty: false } set } => set,
        HirLiteral { Units.Length: 1 } literal => CharRangeSet.Single(literal.Units[0]),
        _ => null,
    };

    // The line ends anchor when every match lies within a line (no part holds a line feed) and the walk back from a line
    // end over all the parts is deterministic: no part can be empty, and each run's class shares no unit with the part
    // before it (see CanAnchor). The walk back then takes the longest first run, the leftmost start of a match ending there.
    private static bool CanAnchorAtLineEnds(List<RunPart> parts)
    {
        for (int i = 0; i < parts.Count; i++)
        {
            if (parts[i].Min == 0 || parts[i].Set.Contains('\n') || parts[i].IsVariable && i > 0 && parts[i - 1].Set.Overlaps(parts[i].Set)) return false;
        }
        return true;
    }

    // A later part anchors when it is one unit whose class no part before it holds and the parts after it hold at most
    // MaxOccurrencesCrossed times before a walk can still fail, and the parts before it walk back deterministically: none
    // can be empty, and each run's class shares no unit with the part before it (see the remarks). With `freeEnd` (nothing
    // checked after the last part) a walk fails in the last part only within its first Min units: the occurrences its
    // run crosses after those belong to the match, and the search goes on past its end (`\w+=\S+` anchors on `=`).
    private static bool CanAnchor(List<RunPart> parts, int index, bool freeEnd)
    {
        if (parts[index] is not { IsSingleUnit: true } anchor) return false;
        if (parts.Take(index).Any(other => other.Set.Overlaps(anchor.Set))) return false;
        long crossed = 0;
        for (int i = index + 1; i < parts.Count; i++)
        {
            if (parts[i].Set.Overlaps(anchor.Set)) crossed += freeEnd && i == parts.Count - 1 ? parts[i].Min : parts[i].Max;
        }
        if (crossed > MaxOccurrencesCrossed) return false;
        for (int i = 0; i < index; i++)
        {
            if (parts[i].Min == 0 || parts[i].IsVariable && i > 0 && parts[i - 1].Set.Overlaps(parts[i].Set)) return false;
        }
        return true;
    }

    /// <inheritdoc/>
    public override StrategyCache CreateCache() => new Cache();

    /// <inheritdoc/>
    public override bool IsMatch(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache) =>
        TryFindSpan(input, start, cache, out _, out _);

    /// <inheritdoc/>
    public override bool TryFindSpan(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd) =>
        FindSpan(input, start, cache, [], out matchStart, out matchEnd);

    // The span search; a non-empty `partStarts` (one more than the parts) receives where each part of the match starts and
    // where the last ends, except when the fallback strategy found the match (then the return is true and
    // `partStarts[0]` is -1).
    private bool FindSpan(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, Span<int> partStarts, out int matchStart, out int matchEnd)
    {
        int uncounted = 0;
        return Find<FirstMatchMode>(input, start, cache, partStarts, out matchStart, out matchEnd, ref uncounted);
    }

    /// <inheritdoc/>
    /// <remarks>
    /// Match by match, as the caller would count, but with the loop here: a count's calls then stay on this strategy's own
    /// compiled code whatever other regexes the process runs (see <see cref="InputClock"/> for the timeout). The matches
    /// that walks find are counted inside the candidate loop, which goes on from each match's end (see
    /// <see cref="CountInPlaceMode"/>); a match the fallback finds comes back here.
    /// </remarks>
    public override bool TryCountAll(ReadOnlySpan<char> input, int from, StrategyCache cache, out int count)
    {
        count = 0;
        SearchStart next = from;
        var clock = new InputClock(from);
        var c = (Cache)cache;
        while (true)
        {
            // Walks that fail densely leave the rest of the count to the automata, in their own one call.
            if (!_anchoredAtStart && c.Density.IsDense(cache.SearchId, next.Position, endsOnly: false)
                && _fallback.Value.TryCountAll(input, next.Position, FallbackCache(cache), out int rest))
            {
                count += rest;
                return true;
            }
            if (!Find<CountInPlaceMode>(input, next, cache, [], out int matchStart, out int matchEnd, ref count)) break;
            count++;
            if (!SearchStart.TryResume(matchStart, matchEnd, input.Length, out next)) break;
            clock.Passed(next.Position, cache);
        }
        return true;
    }

    // The search from `start` in `TMode` (see ISearchMode); a match the fallback finds is returned in either.
    private bool Find<TMode>(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, Span<int> partStarts, out int matchStart, out int matchEnd, ref int count)
        where TMode : struct, ISearchMode
    {
        if (_anchoredAtStart)
        {
            matchStart = 0;
            matchEnd = start.Position == 0 ? WalkForward(input, 0, 0, partStarts, cache, out _, out _) : -1;
            return matchEnd >= 0;
        }
        if (_lineStarts is not null) return FindFromAnchors<FirstPartAnchor, LineStartSearch, TMode>(input, start, cache, partStarts, out matchStart, out matchEnd, ref count);
        if (_atLineEnds) return FindFromAnchors<LaterPartAnchor, LineEndSearch, TMode>(input, start, cache, partStarts, out matchStart, out matchEnd, ref count);
        return (_anchor > 0, _anchorWindow is not null, _anchorLiteral is not null) switch
        {
            (true, true, _) => FindFromAnchors<LaterPartAnchor, WindowSearch, TMode>(input, start, cache, partStarts, out matchStart, out matchEnd, ref count),
            (true, false, _) => FindFromAnchors<LaterPartAnchor, UnitSearch, TMode>(input, start, cache, partStarts, out matchStart, out matchEnd, ref count),
            (false, true, _) => FindFromAnchors<FirstPartAnchor, WindowSearch, TMode>(input, start, cache, partStarts, out matchStart, out matchEnd, ref count),
            (false, false, true) => FindFromAnchors<FirstPartAnchor, LiteralSearch, TMode>(input, start, cache, partStarts, out matchStart, out matchEnd, ref count),
            _ => FindFromAnchors<FirstPartAnchor, UnitSearch, TMode>(input, start, cache, partStarts, out matchStart, out matchEnd, ref count),
        };
    }

    // Markers of where the anchor sits and how it is searched for. Each pair gets its own compiled search, so regexes of
    // other shapes do not shape this one's profile-guided code: compiled while other regexes of the process took other
    // paths, one shared search left this one's calls uninlined (`\b[A-Z]\w*` after six other patterns had run counted
    // prose more slowly than with a search per pair and the scans it calls inlined).
    private readonly struct FirstPartAnchor;
    private readonly struct LaterPartAnchor;
    private readonly struct UnitSearch;
    private readonly struct WindowSearch;
    private readonly struct LiteralSearch;
    private readonly struct LineStartSearch;
    private readonly struct LineEndSearch;

    // The search from candidates of the anchor part (not at the input's start).
    [MethodImpl(MethodImplOptions.NoInlining)]
    private bool FindFromAnchors<TAnchor, TSearch, TMode>(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, Span<int> partStarts,
        out int matchStart, out int matchEnd, ref int count)
        where TMode : struct, ISearchMode
    {
        int from = start.Position;
        int next = from;
        int readTo = from;
        var budget = new RereadBudget(from);
        var clock = new InputClock(from);
        ref CandidateDensity density = ref ((Cache)cache).Density;
        if (density.IsDense(cache.SearchId, from, endsOnly: false)) return FindByFallback(input, start, cache, partStarts, out matchStart, out matchEnd);
        ref WindowCursor windows = ref ((Cache)cache).WindowsOf(cache.SearchId);
        ref MatchesAhead anchorsAhead = ref ((Cache)cache).AnchorsAheadOf(cache.SearchId);
        while (FindAnchor<TSearch>(input, next, from, ref windows, ref anchorsAhead) is int at and >= 0)
        {
            clock.Passed(at, cache);
            // A walk that fails costs a candidate search and a walk: where they come densely (every word of prose for
            // `[a-z]+[0-9]{3}`), the automata, which read each unit once, take the rest of the call.
            density.Record(cache.SearchId, at, at - next + 1, endsOnly: false);
            if (density.IsDense(cache.SearchId, at, endsOnly: false))
            {
                // A first-part anchor is where the match starts; a match around a later one may start back to just after
                // the anchor before it, where this anchor's search began.
                int resume = typeof(TAnchor) == typeof(LaterPartAnchor) ? next : at;
                return FindByFallback(input, new SearchStart(resume, start.Anchor), cache, partStarts, out matchStart, out matchEnd);
            }
            if (typeof(TAnchor) == typeof(LaterPartAnchor))
            {
                matchStart = WalkBack(input, at, from, partStarts, cache);
                // The walk back took the longest first run; a later start inside it follows a word character too.
                if (_wordBounds.Start && matchStart >= 0 && Utf16WordNeighbours.IsWordBefore(input, matchStart)) matchStart = -1;
                matchEnd = matchStart < 0 ? -1 : WalkForward(input, at, _anchor, partStarts, cache, out _, out _);
                if (matchEnd >= 0)
                {
                    if (!TMode.CountsInPlace) return true;
                    if (!CountAndResume(input.Length, matchStart, matchEnd, ref count, ref start)) return false;
                    (from, next, readTo, budget) = (start.Position, start.Position, start.Position, new RereadBudget(start.Position));
                    continue;
                }
                density.RecordFailure(at);
                next = at + 1;
                continue;
            }
            if (!budget.Allows(at, readTo)) return FindByFallback(input, new SearchStart(at, start.Anchor), cache, partStarts, out matchStart, out matchEnd);
            if (_atLineStarts && at > 0 && input[at - 1] != '\n')
            {
                // A literal found inside a line (the line starts themselves are searched otherwise).
                next = at + 1;
                continue;
            }
            if (_wordBounds.Start && Utf16WordNeighbours.IsWordBefore(input, at))
            {
                // No start follows a word character, nor any in the first run, whose units are word characters.
                next = _parts[0].Unbounded ? Math.Max(at + 1, _parts[0].RunEnd(input, at, input.Length, cache)) : at + 1;
                continue;
            }
            matchEnd = WalkForward(input, at, 0, partStarts, cache, out next, out readTo);
            if (matchEnd >= 0)
            {
                matchStart = at;
                if (!TMode.CountsInPlace) return true;
                if (!CountAndResume(input.Length, matchStart, matchEnd, ref count, ref start)) return false;
                (from, next, readTo, budget) = (start.Position, start.Position, start.Position, new RereadBudget(start.Position));
                continue;
            }
            density.RecordFailure(at);
        }
        (matchStart, matchEnd) = (-1, -1);
        return false;
    }

    // Counts the match [matchStart, matchEnd) and moves `start` to where the next search begins; false (with the match
    // no longer reported) when none remains.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool CountAndResume(int inputLength, int matchStart, int matchEnd, ref int count, ref SearchStart start)
    {
        count++;
        return SearchStart.TryResume(matchStart, matchEnd, inputLength, out start);
    }

    // The search from `start` on the fallback strategy (every earlier start is ruled out); the walk that reports the
    // parts' starts is then redone by the caller (`partStarts[0]` is -1).
    private bool FindByFallback(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, Span<int> partStarts, out int matchStart, out int matchEnd)
    {
        if (!partStarts.IsEmpty) partStarts[0] = -1;
        return _fallback.Value.TryFindSpan(input, start, FallbackCache(cache), out matchStart, out matchEnd);
    }

    // The next place at or after `from` where a match starting at or after `searchStart` can be anchored, or -1.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private int FindAnchor<TSearch>(ReadOnlySpan<char> input, int from, int searchStart, ref WindowCursor windows, ref MatchesAhead anchorsAhead)
    {
        if (typeof(TSearch) == typeof(WindowSearch))
        {
            // The window's lead units belong to the match, so they lie at or after the search's start.
            int window = _anchorWindow!.IndexOf(input, Math.Max(searchStart, from - _windowLead), ref windows);
            return window < 0 ? -1 : window + _windowLead;
        }
        if (typeof(TSearch) == typeof(LineStartSearch)) return _lineStarts!.TryFind(input, from, out int lineStart, out _) ? lineStart : -1;
        if (typeof(TSearch) == typeof(LineEndSearch))
        {
            // The next line feed, else the input's end (once).
            if (from > input.Length) return -1;
            int feed = input[from..].IndexOf('\n');
            return feed < 0 ? input.Length : from + feed;
        }
        if (typeof(TSearch) == typeof(LiteralSearch))
        {
            if (!_anchorLiteralDisjoint)
            {
                int found = _anchorLiteral!.IndexOf(input[from..]);
                return found < 0 ? -1 : from + found;
            }
            // The searches of a call go left to right, so occurrences collected ahead that lie before `from` are passed.
            var occurrences = new CollectedOccurrences<char, Utf16Occurrences>(new Utf16Occurrences(_anchorLiteral, _anchorLiteral!.Needle.Length), ref anchorsAhead);
            while (occurrences.TryFind(input, from, out int occurrence, out _))
            {
                if (occurrence >= from) return occurrence;
            }
            return -1;
        }
        return _anchorUnits.TryFind(input, from, out int at, out _) ? at : -1;
    }

    // The walk over parts `first`.. from `start`: the match's end, or -1. `next` is where the next candidate search
    // begins (past an unbounded first run) and `readTo` one past the last unit read.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private int WalkForward(ReadOnlySpan<char> input, int start, int first, Span<int> partStarts, StrategyCache cache, out int next, out int readTo)
    {
        int position = start;
        next = start + 1;
        RunPart[] parts = _parts;
        for (int i = first; i < parts.Length; i++)
        {
            if (!partStarts.IsEmpty) partStarts[i] = position;
            int after = parts[i].Take(input, position, cache);
            // A first part that took nothing leaves the next start one unit on.
            if (i == 0 && parts[0].IsVariable) next = Math.Max(start + 1, NextStartAfter(input, start, after >= 0 ? after : ~after, cache));
            if (after < 0)
            {
                readTo = Math.Min(~after + 1, input.Length);
                return -1;
            }
            position = after;
        }
        if (!partStarts.IsEmpty) partStarts[parts.Length] = position;
        readTo = Math.Min(position + 1, input.Length);
        if (_tails is not null)
        {
            int furthest = position;
            int end = EndAfterTails(input, position, 0, cache, ref furthest);
            readTo = Math.Min(furthest + 1, input.Length);
            return end;
        }
        // The walk's last unit is a word character, and no shorter end can pass (see EndsInWord).
        if (_wordBounds.End && Utf16WordNeighbours.IsWordAt(input, position)) return -1;
        // The walk's end is the only one a match from here can have: a shorter one holds no end the look accepts.
        return _endLook is not { } look || position == input.Length || look == LookKind.EndZ && position == input.Length - 1 && input[position] == '\n'
            || look == LookKind.LineEnd && input[position] == '\n'
            ? position
            : -1;
    }

    // The match's end when the parts end at `position`, trying the optional groups from `index` on in the backtracker's
    // order: a group is taken when it fits and the rest succeeds after it, else skipped. `furthest` is the furthest unit
    // a walk stopped at. Only a `\b` is checked after them (no end look comes with optional groups).
    private int EndAfterTails(ReadOnlySpan<char> input, int position, int index, StrategyCache cache, ref int furthest)
    {
        RunPart[][] tails = _tails!;
        if (index == tails.Length) return _wordBounds.End && Utf16WordNeighbours.IsWordAt(input, position) ? -1 : position;
        int tailEnd = WalkTail(input, position, tails[index], cache, out int stop);
        furthest = Math.Max(furthest, stop);
        if (tailEnd >= 0 && EndAfterTails(input, tailEnd, index + 1, cache, ref furthest) is int end and >= 0) return end;
        return EndAfterTails(input, position, index + 1, cache, ref furthest);
    }

    // The walk over an optional group's parts from `position`: where they end, or -1 (`stop` is where the walk stopped).
    private static int WalkTail(ReadOnlySpan<char> input, int position, RunPart[] tail, StrategyCache cache, out int stop)
    {
        foreach (ref readonly RunPart part in tail.AsSpan())
        {
            int after = part.Take(input, position, cache);
            if (after < 0)
            {
                stop = ~after;
                return -1;
            }
            position = after;
        }
        stop = position;
        return position;
    }

    // Where the next walk may start after one from `start` whose first part (a run) stopped at `stop`, should it fail: every
    // start up to the first run's end fails alike (each continues where the run ends, or is too short), except that a
    // bounded run stopped by its bound inside a longer run continues before a member, as every start does up to the
    // bound's length before the run's end.
    private int NextStartAfter(ReadOnlySpan<char> input, int start, int stop, StrategyCache cache)
    {
        // By reference: a copy of the part (its class, searches and bounds) on every failed walk cost more than the walk.
        ref readonly RunPart first = ref _parts[0];
        if (first.Unbounded || stop - start < first.Max) return stop;
        int runEnd = first.RunEnd(input, stop, input.Length, cache);
        return runEnd > stop ? runEnd - first.Max : stop;
    }

    // The walk backwards over the parts before the anchor unit at `at`, not below `from`: where the match starts, or -1.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private int WalkBack(ReadOnlySpan<char> input, int at, int from, Span<int> partStarts, StrategyCache cache)
    {
        int position = at;
        RunPart[] parts = _parts;
        for (int i = _anchor - 1; i >= 0 && position >= 0; i--)
        {
            position = parts[i].TakeBack(input, position, from, cache);
            if (!partStarts.IsEmpty) partStarts[i] = position;
        }
        return position;
    }

    /// <inheritdoc/>
    public override bool TryFindCaptures(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, Span<int> slots)
    {
        // The walk that finds the match tells where each part starts.
        Span<int> partStarts = _groups.Length == 0 ? [] : _parts.Length < 64 ? stackalloc int[_parts.Length + 1] : new int[_parts.Length + 1];
        if (!FindSpan(input, start, cache, partStarts, out int matchStart, out int matchEnd)) return false;
        (slots[0], slots[1]) = (matchStart, matchEnd);
        if (_groups.Length == 0) return true;
        if (partStarts[0] < 0) WalkForward(input, matchStart, 0, partStarts, cache, out _, out _);
        foreach (GroupParts group in _groups) (slots[group.Slot], slots[group.Slot + 1]) = (partStarts[group.FirstPart], partStarts[group.EndPart]);
        return true;
    }

    /// <inheritdoc/>
    public override bool IsMatch(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache) => _fallback.Value.IsMatch(utf8, start, FallbackCache(cache));

    /// <inheritdoc/>
    public override bool TryFindSpan(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd) =>
        _fallback.Value.TryFindSpan(utf8, start, FallbackCache(cache), out matchStart, out matchEnd);

    /// <inheritdoc/>
    public override bool TryFindCaptures(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache, Span<int> slots) =>
        _fallback.Value.TryFindCaptures(utf8, start, FallbackCache(cache), slots);

    // The fallback's cache, made on first use, running the caller's search (its deadline).
    private StrategyCache FallbackCache(StrategyCache cache)
    {
        var c = (Cache)cache;
        c.Fallback ??= _fallback.Value.CreateCache();
        c.Fallback.FollowSearch(cache);
        return c.Fallback;
    }

    /// <summary>The walks need no scratch; the fallback's cache is made when it first runs.</summary>
    private sealed class Cache : StrategyCache
    {
        public StrategyCache? Fallback { get; set; }

        /// <summary>How densely walks fail in the current call (see <see cref="CandidateDensity"/>).</summary>
        public CandidateDensity Density = new(CandidateDensity.MinUnitsPerWalk);

        private WindowCursor _windows;
        private long _windowsSearchId;

        /// <summary>
        /// What the anchor window's search read last in call <paramref name="searchId"/> (reset when a new call begins):
        /// the searches of one call read one input, so a count's next search starts from the windows its last one saw.
        /// </summary>
        public ref WindowCursor WindowsOf(long searchId)
        {
            if (_windowsSearchId != searchId) (_windows, _windowsSearchId) = (default, searchId);
            return ref _windows;
        }

        private MatchesAhead _anchorsAhead;
        private long _anchorsSearchId;

        /// <summary>
        /// The anchor literal's occurrences one scan collected ahead in call <paramref name="searchId"/> (reset when a new
        /// call begins): a count's next search takes them from there instead of searching again at every match.
        /// </summary>
        public ref MatchesAhead AnchorsAheadOf(long searchId)
        {
            // Call 0 (scratch that no search began) may come with any input: each search starts afresh.
            if (_anchorsSearchId != searchId || searchId == 0) (_anchorsAhead, _anchorsSearchId) = (default, searchId);
            return ref _anchorsAhead;
        }
    }

    /// <summary>Whether <c>\b</c> precedes the first part and follows the last.</summary>
    private readonly record struct WordBounds(bool Start, bool End);

    /// <summary>A group's slot and the parts it wraps, <see cref="FirstPart"/> up to (not including) <see cref="EndPart"/>.</summary>
    private readonly record struct GroupParts(int Slot, int FirstPart, int EndPart);
}

using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Nfa;
using Hotpath.RegularExpressions.Unicode;

namespace Hotpath.RegularExpressions.Engines.LazyDfa;

/// <summary>
/// The DFA's input symbols: the NFA's equivalence classes, split further where the facts assertions
/// read differ (word characters, <c>\n</c>), plus two symbols of its own: the final <c>\n</c> of the
/// input (only when the regex uses <c>\Z</c>) and the end of input. Immutable and thread-safe.
/// </summary>
/// <remarks>
/// The unit-to-symbol table stops at the last symbol boundary: every unit from there on has
/// <see cref="TailSymbol"/>. A regex over ASCII classes then needs a table of a few hundred bytes rather
/// than 128 KB (a large-object allocation per DFA, which dominated construction time). When the DFA
/// needs no finer symbols than the NFA's classes (no <c>\b</c>, <c>^</c>/<c>$</c> in multiline mode or
/// <c>\Z</c>), the table is the NFA's own class map, shared rather than built again.
/// </remarks>
internal sealed class DfaAlphabet
{
    private readonly ThompsonNfa _nfa;
    // Where each symbol's units begin and the symbol of each such run, when symbols are finer than the
    // NFA's classes (null otherwise): enough to build the unit table on first use.
    private readonly char[]? _symbolStarts;
    private readonly ushort[]? _symbolOfStart;
    private ushort[]? _symbolOfUnit;
    private readonly int[] _nfaClassOfSymbol;
    private readonly UnitFacts[] _factsOfSymbol;

    // Facts are below Boundary * 2, so (class, facts) pairs index a table of this many entries per class.
    private const int FactKeys = (int)UnitFacts.Boundary * 2;

    private static readonly CharRangeSet s_newline = CharRangeSet.Single('\n');

    private static readonly CharRangeSet s_ecmaWord =
        CharRangeSet.FromRanges([new('0', '9'), new('A', 'Z'), new('_', '_'), new('a', 'z'), new('\u0130', '\u0130')]);

    /// <summary>Builds the alphabet for <paramref name="nfa"/>, distinguishing only the facts in <paramref name="relevant"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public DfaAlphabet(ThompsonNfa nfa, UnitFacts relevant)
    {
        ArgumentNullException.ThrowIfNull(nfa);
        _nfa = nfa;
        Relevant = relevant;
        char[] starts = SymbolStarts(nfa, relevant);
        // Without finer symbols, symbol k is NFA class k and the NFA's map serves as is.
        bool classesAreSymbols = starts.Length == nfa.Classes.Count;
        // Otherwise a symbol is an (NFA class, facts) pair, looked up by class * FactKeys + facts.
        int[]? symbolByKey = classesAreSymbols ? null : new int[nfa.Classes.Count * FactKeys];
        symbolByKey?.AsSpan().Fill(-1);
        ushort[] symbolOfStart = new ushort[starts.Length];
        var nfaClasses = new List<int>(starts.Length + 2);
        var facts = new List<UnitFacts>(starts.Length + 2);
        ReadOnlySpan<char> classStarts = nfa.Classes.ClassStarts;
        int nfaClass = 0;
        for (int i = 0; i < starts.Length; i++)
        {
            char first = starts[i];
            // Symbol starts include every class start, so the class of each is found by walking both in order.
            while (nfaClass + 1 < classStarts.Length && classStarts[nfaClass + 1] <= first) nfaClass++;
            UnitFacts unitFacts = relevant == UnitFacts.None ? UnitFacts.None : FactsOf(first) & relevant;
            int symbol = i;
            if (symbolByKey is not null)
            {
                ref int keyed = ref symbolByKey[nfaClass * FactKeys + (int)unitFacts];
                if (keyed < 0) keyed = nfaClasses.Count;
                symbol = keyed;
            }
            if (symbol == nfaClasses.Count)
            {
                nfaClasses.Add(nfaClass);
                facts.Add(unitFacts);
            }
            symbolOfStart[i] = (ushort)symbol;
        }
        if (!classesAreSymbols)
        {
            _symbolStarts = starts;
            _symbolOfStart = symbolOfStart;
        }
        TailSymbol = symbolOfStart[^1];
        UnitSymbolCount = nfaClasses.Count;
        nfaClasses.Add(nfa.Classes.ClassContaining('\n'));
        facts.Add((UnitFacts.Newline | UnitFacts.FinalNewline) & relevant);
        nfaClasses.Add(-1);
        facts.Add(UnitFacts.Boundary & relevant);
        _nfaClassOfSymbol = [.. nfaClasses];
        _factsOfSymbol = [.. facts];
        UsesFinalNewline = (relevant & UnitFacts.FinalNewline) != 0;
    }

    /// <summary>The facts this alphabet distinguishes.</summary>
    public UnitFacts Relevant { get; }

    /// <summary>The number of symbols that stand for code units.</summary>
    public int UnitSymbolCount { get; }

    /// <summary>The symbol of an input-final <c>\n</c>.</summary>
    public int FinalNewline => UnitSymbolCount;

    /// <summary>The symbol of the end (or, scanning in reverse, the start) of the input.</summary>
    public int EndOfInput => UnitSymbolCount + 1;

    /// <summary>The number of symbols: the width of a transition-table row.</summary>
    public int Stride => UnitSymbolCount + 2;

    /// <summary>Whether an input-final <c>\n</c> must be fed as <see cref="FinalNewline"/> (the regex uses <c>\Z</c>).</summary>
    public bool UsesFinalNewline { get; }

    /// <summary>The unit-to-symbol map, for search loops (built on first use).</summary>
    public ushort[] SymbolOfUnit
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => _symbolOfUnit ?? BuildSymbolOfUnit();
    }

    /// <summary>The symbol of every unit at or beyond the end of <see cref="SymbolOfUnit"/>.</summary>
    public int TailSymbol { get; }

    /// <summary>The symbol of <paramref name="unit"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int SymbolOf(char unit) =>
        SymbolOfUnit is var table && unit < (uint)table.Length ? Unsafe.Add(ref MemoryMarshal.GetArrayDataReference(table), unit) : TailSymbol;

    /// <summary>The units whose symbol is selected by <paramref name="selected"/> (indexed by unit symbol).</summary>
    public CharRangeSet UnitsOf(ReadOnlySpan<bool> selected)
    {
        var ranges = new List<CharRange>();
        int runStart = -1;
        for (int unit = 0; unit <= char.MaxValue; unit++)
        {
            bool inSet = selected[SymbolOf((char)unit)];
            if (inSet && runStart < 0) runStart = unit;
            if (!inSet && runStart >= 0)
            {
                ranges.Add(new CharRange((char)runStart, (char)(unit - 1)));
                runStart = -1;
            }
            // Every unit past the table has the tail symbol: the rest is one run or none.
            if (unit >= SymbolOfUnit.Length) break;
        }
        if (runStart >= 0) ranges.Add(new CharRange((char)runStart, char.MaxValue));
        return CharRangeSet.FromRanges(ranges);
    }

    /// <summary>The NFA class <paramref name="symbol"/> consumes as, or -1 for the end of input.</summary>
    public int NfaClassOf(int symbol) => _nfaClassOfSymbol[symbol];

    /// <summary>What assertions can learn from <paramref name="symbol"/>.</summary>
    public UnitFacts FactsOf(int symbol) => _factsOfSymbol[symbol];

    /// <summary>The facts of the unit just before <paramref name="position"/> (the start of input is a boundary).</summary>
    public UnitFacts FactsBefore(ReadOnlySpan<char> input, int position) =>
        position == 0 ? UnitFacts.Boundary & Relevant : FactsOfUnitAt(input, position - 1);

    /// <summary>The facts of the unit at <paramref name="position"/> (the end of input is a boundary).</summary>
    public UnitFacts FactsAt(ReadOnlySpan<char> input, int position) =>
        position == input.Length ? UnitFacts.Boundary & Relevant : FactsOfUnitAt(input, position);

    private UnitFacts FactsOfUnitAt(ReadOnlySpan<char> input, int index)
    {
        bool final = UsesFinalNewline && index == input.Length - 1 && input[index] == '\n';
        return FactsOf(final ? FinalNewline : SymbolOf(input[index]));
    }

    // The table stops at the last symbol start; a table per DFA of up to 128 KB (a word boundary's symbols
    // reach U+FFxx) is built when a search first needs it, not with the regex. Racing threads build equal
    // tables and keep the first one published.
    [MethodImpl(MethodImplOptions.NoInlining)]
    private ushort[] BuildSymbolOfUnit()
    {
        if (_symbolStarts is not { } starts || _symbolOfStart is not { } symbols) return _symbolOfUnit = _nfa.Classes.UnitMap;
        // Every entry is written below.
        ushort[] table = GC.AllocateUninitializedArray<ushort>(starts[^1] + 1);
        for (int i = 0; i < starts.Length; i++)
        {
            int end = i + 1 < starts.Length ? starts[i + 1] : table.Length;
            table.AsSpan(starts[i], end - starts[i]).Fill(symbols[i]);
        }
        return Interlocked.CompareExchange(ref _symbolOfUnit, table, null) ?? table;
    }

    private static UnitFacts FactsOf(char c) =>
        (c == '\n' ? UnitFacts.Newline : 0)
        | (BoundaryWordCharacters.IsBoundaryWordChar(c) ? UnitFacts.Word : 0)
        | (BoundaryWordCharacters.IsEcmaWordChar(c) ? UnitFacts.EcmaWord : 0);

    // Where a symbol may begin: the NFA's class starts, plus where a relevant fact changes.
    private static char[] SymbolStarts(ThompsonNfa nfa, UnitFacts relevant)
    {
        const UnitFacts needBoundaries = UnitFacts.Newline | UnitFacts.FinalNewline | UnitFacts.Word | UnitFacts.EcmaWord;
        if ((relevant & needBoundaries) == 0) return nfa.Classes.ClassStarts.ToArray();
        var sets = new List<CharRangeSet>(3);
        if ((relevant & (UnitFacts.Newline | UnitFacts.FinalNewline)) != 0) sets.Add(s_newline);
        if ((relevant & UnitFacts.Word) != 0) sets.Add(BoundaryWordCharacters.Set);
        if ((relevant & UnitFacts.EcmaWord) != 0) sets.Add(s_ecmaWord);
        return UnitBoundaries.Of(CollectionsMarshal.AsSpan(sets), nfa.Classes.ClassStarts);
    }
}

namespace Hotpath.Analyzers.Patterns;

/// <summary>
/// Finds the first construct of a .NET pattern outside Hotpath.Regex's linear subset, by the rules Hotpath's parser
/// applies (<c>Syntax/RegexParser</c> marks backreferences, lookarounds, atomic groups, balancing groups and
/// conditionals unsupported; <c>Translation/RegexTranslator</c> adds RightToLeft and the size limits). It tokenizes
/// as the parser does (escapes, classes, comments, IgnorePatternWhitespace, inline options scoped to their group)
/// but builds nothing, and does not validate: a pattern the BCL rejects gets no verdict worth reporting.
/// </summary>
internal sealed partial class PatternScanner
{
    // Hotpath's default limits (RegexLimits.Default); a pattern past them runs on the BCL's engine.
    private const int MaxRepetitionCount = 10_000;
    private const int MaxNestingDepth = 1_000;

    private readonly string _pattern;
    private readonly int _initialOptions;
    private readonly CaptureTable _captures;
    private readonly Stack<int> _outerOptions = new();
    private int _options;
    private int _pos;
    private NonLinearConstruct? _firstConstruct;
    private NonLinearConstruct? _firstLimit;

    private PatternScanner(string pattern, int options)
    {
        _pattern = pattern;
        _initialOptions = options;
        _options = options;
        _captures = CaptureTable.Scan(pattern, options);
        IgnoresCase = Has(RegexOptionBits.IgnoreCase);
    }

    /// <summary>Whether the pattern turns IgnoreCase on anywhere (by option or inline <c>(?i)</c>).</summary>
    public bool IgnoresCase { get; private set; }

    /// <summary>
    /// The first construct that keeps <paramref name="pattern"/> with <paramref name="options"/> off the linear
    /// engine, or <see langword="null"/> when Hotpath runs it linearly. As in Hotpath, the RightToLeft option comes
    /// first, then a limit, then the construct at the smallest offset.
    /// </summary>
    public static NonLinearConstruct? FindFirst(string pattern, int options) => Scan(pattern, options).Result;

    /// <summary>Scans <paramref name="pattern"/> under <paramref name="options"/>; the scanner holds what it found.</summary>
    public static PatternScanner Scan(string pattern, int options)
    {
        var scanner = new PatternScanner(pattern, options);
        scanner.ScanAll();
        return scanner;
    }

    /// <summary>What <see cref="FindFirst"/> returns for the scanned pattern.</summary>
    public NonLinearConstruct? Result =>
        (_initialOptions & RegexOptionBits.RightToLeft) != 0 ? new NonLinearConstruct("the RightToLeft option", 0) : _firstLimit ?? _firstConstruct;

    private bool Has(int option) => (_options & option) != 0;

    private void ScanAll()
    {
        while (true)
        {
            PatternText.SkipBlank(_pattern, ref _pos, Has(RegexOptionBits.IgnorePatternWhitespace));
            if (_pos >= _pattern.Length) return;
            int at = _pos;
            switch (_pattern[_pos++])
            {
                case '\\':
                    if (_pos < _pattern.Length) ScanEscape(at);
                    break;
                case '[':
                    PatternText.SkipClass(_pattern, ref _pos, Has(RegexOptionBits.ECMAScript));
                    break;
                case '(':
                    ScanGroupOpen(at);
                    break;
                case ')':
                    if (_outerOptions.Count != 0) _options = _outerOptions.Pop();
                    break;
                case '{':
                    if (PatternText.IsTrueQuantifier(_pattern, at)) ScanCountedQuantifier(at);
                    break;
            }
        }
    }

    private void ScanCountedQuantifier(int at)
    {
        int min = PatternText.ScanDecimal(_pattern, ref _pos);
        int max = min;
        if (_pattern[_pos] == ',')
        {
            _pos++;
            max = _pattern[_pos] == '}' ? int.MaxValue : PatternText.ScanDecimal(_pattern, ref _pos);
        }
        _pos++; // the '}'
        if (min > MaxRepetitionCount || (max != int.MaxValue && max > MaxRepetitionCount))
        {
            _firstLimit ??= new NonLinearConstruct($"a repetition count above the limit of {MaxRepetitionCount}", at);
        }
    }

    private void Found(string construct, int at) => _firstConstruct ??= new NonLinearConstruct(construct, at);
}

namespace Hotpath.Analyzers.Patterns;

/// <summary>
/// The capture groups of a pattern, numbered as .NET numbers them, found by the parser's prescan: unnamed groups
/// left to right, explicit numbers, then names on the lowest free numbers. Whether <c>\2</c> is a backreference
/// or an octal escape, and whether <c>\k&lt;x&gt;</c> refers to a group, depends on it.
/// </summary>
internal sealed class CaptureTable
{
    private readonly Dictionary<int, int> _positionByNumber = new() { [0] = 0 };
    private readonly Dictionary<string, int> _positionByName = new(StringComparer.Ordinal);
    private readonly List<string> _namesInOrder = [];

    /// <summary>One more than the highest group number.</summary>
    public int Top { get; private set; } = 1;

    /// <summary>Whether group <paramref name="number"/> exists.</summary>
    public bool Contains(int number) => _positionByNumber.ContainsKey(number);

    /// <summary>Where group <paramref name="number"/> opens (ECMAScript references only reach groups opened before them).</summary>
    public int PositionOf(int number) => _positionByNumber[number];

    /// <summary>Whether a group is named <paramref name="name"/>.</summary>
    public bool ContainsName(string name) => _positionByName.ContainsKey(name);

    /// <summary>Runs the prescan over <paramref name="pattern"/> with the regex's <paramref name="options"/>.</summary>
    public static CaptureTable Scan(string pattern, int options)
    {
        var table = new CaptureTable();
        var outerOptions = new Stack<int>();
        int autocap = 1;
        bool ignoreNextParen = false;
        int pos = 0;
        while (pos < pattern.Length)
        {
            int at = pos;
            switch (pattern[pos++])
            {
                case '\\':
                    if (pos < pattern.Length) PatternText.SkipCharEscape(pattern, ref pos);
                    break;
                case '#':
                    if ((options & RegexOptionBits.IgnorePatternWhitespace) != 0)
                    {
                        pos--;
                        PatternText.SkipBlank(pattern, ref pos, ignoreWhitespace: true);
                    }
                    break;
                case '[':
                    PatternText.SkipClass(pattern, ref pos, (options & RegexOptionBits.ECMAScript) != 0);
                    break;
                case ')':
                    if (outerOptions.Count != 0) options = outerOptions.Pop();
                    break;
                case '(':
                    if (pos + 1 < pattern.Length && pattern[pos] == '?' && pattern[pos + 1] == '#')
                    {
                        pos--;
                        PatternText.SkipBlank(pattern, ref pos, ignoreWhitespace: false);
                        break;
                    }
                    outerOptions.Push(options);
                    if (pos < pattern.Length && pattern[pos] == '?')
                    {
                        pos++;
                        if (pos + 1 < pattern.Length && pattern[pos] is '<' or '\'')
                        {
                            char first = pattern[++pos];
                            if (first != '0' && PatternText.IsWordChar(first))
                            {
                                if (first is >= '1' and <= '9') table.NoteNumber(PatternText.ScanDecimal(pattern, ref pos), at);
                                else table.NoteName(PatternText.ScanName(pattern, ref pos), at);
                            }
                        }
                        else
                        {
                            PatternText.ScanOptionLetters(pattern, ref pos, ref options);
                            if (pos < pattern.Length && pattern[pos] == ')')
                            {
                                // (?imnsx-imnsx): the options last until the enclosing group closes.
                                pos++;
                                outerOptions.Pop();
                            }
                            else if (pos < pattern.Length && pattern[pos] == '(')
                            {
                                // (?(cond)yes|no): the condition's parentheses do not capture.
                                ignoreNextParen = true;
                                break;
                            }
                        }
                    }
                    else if ((options & RegexOptionBits.ExplicitCapture) == 0 && !ignoreNextParen)
                    {
                        table.NoteNumber(autocap++, at);
                    }
                    ignoreNextParen = false;
                    break;
            }
        }
        table.AssignNames(autocap);
        return table;
    }

    private void NoteNumber(int number, int position)
    {
        if (_positionByNumber.ContainsKey(number)) return;
        _positionByNumber[number] = position;
        if (Top <= number) Top = number == int.MaxValue ? number : number + 1;
    }

    private void NoteName(string name, int position)
    {
        if (_positionByName.ContainsKey(name)) return;
        _positionByName[name] = position;
        _namesInOrder.Add(name);
    }

    // Names take the lowest free numbers from the first automatic number up, in order of first appearance.
    private void AssignNames(int next)
    {
        foreach (string name in _namesInOrder)
        {
            while (Contains(next)) next++;
            NoteNumber(next, _positionByName[name]);
            next++;
        }
    }
}

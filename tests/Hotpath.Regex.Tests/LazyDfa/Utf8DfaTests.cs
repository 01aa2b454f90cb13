using System.Text;
using System.Text.RegularExpressions;
using Hotpath.RegularExpressions.Engines.LazyDfa;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Translation;
using BclRegex = System.Text.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.LazyDfa;

/// <summary>
/// The lazy DFAs on UTF-8 bytes: every answer must be the PikeVM's over the same bytes (valid or not),
/// and on valid text the UTF-16 answer mapped to byte offsets.
/// </summary>
public sealed class Utf8DfaTests(ITestOutputHelper output)
{
    private static readonly RegexOptions[] s_options =
        [RegexOptions.None, RegexOptions.IgnoreCase, RegexOptions.Multiline, RegexOptions.Singleline, RegexOptions.ECMAScript];

    // Byte pieces of random haystacks: scalars of every UTF-8 length, and every kind of ill-formed input.
    private static readonly byte[][] s_pieces =
    [
        [(byte)'a'], [(byte)'a'], [(byte)'b'], [(byte)'c'], [(byte)' '], [(byte)'\n'], [(byte)'1'], [(byte)'_'],
        [0xC3, 0xA9], // é
        [0xD0, 0xB4], // д
        [0xE4, 0xB8, 0xAD], // 中
        [0xF0, 0x9F, 0x98, 0x80], // U+1F600, two UTF-16 units
        [0xEF, 0xBF, 0xBD], // a real U+FFFD
        [0xE4, 0xB8], // truncated three-byte sequence
        [0xF0, 0x9F, 0x98], // truncated four-byte sequence
        [0xC0, 0xAF], // overlong '/'
        [0xE0, 0x80, 0xAF], // overlong '/'
        [0x80], [0xBF], // lone continuation bytes
        [0xED, 0xA0, 0x80], // a surrogate encoded in UTF-8
        [0xFF], [0xF5],
    ];

    // Patterns that reach what the shared random grammar does not: non-ASCII literals, U+FFFD, surrogates.
    private static readonly string[] s_extraPatterns =
    [
        "é+", "中|д", "\U0001F600", "\uFFFD+", "[\uD800-\uDBFF]", "[\uDC00-\uDFFF]b", @"\w+", @"\b\w+\b", @"(\w)(\W)",
        @"(?i)Д\w*", @".\b", @"\B.", @"(?m)^.$", @"\p{L}+\Z", @"[^a]+", @"(a|é|中)+?c",
    ];

    public static TheoryData<int> Seeds => [.. Enumerable.Range(1, 6)];

    [Theory]
    [MemberData(nameof(Seeds))]
    public void DfaStrategyAnswersLikeThePikeVmOnAnyBytes(int seed)
    {
        var random = new Random(seed);
        int compared = 0;
        for (int round = 0; round < 300; round++)
        {
            string pattern = random.Next(3) == 0 ? s_extraPatterns[random.Next(s_extraPatterns.Length)] : RandomPatterns.Pattern(random, random.Next(1, 6));
            RegexOptions options = s_options[random.Next(s_options.Length)];
            if (!TryTranslate(pattern, options, out RegexHir? hir)) continue;
            Strategy dfa = StrategyBuilder.Build(hir!, RegexSettings.Default, StrategyKind.Dfa);
            if (dfa is not DfaStrategy) continue;
            Strategy vm = StrategyBuilder.Build(hir!, RegexSettings.Default, StrategyKind.PikeVm);
            for (int h = 0; h < 4; h++)
            {
                byte[] input = RandomBytes(random, random.Next(0, 16));
                int start = random.Next(0, input.Length + 1);
                string context = $"seed {seed} round {round}: /{pattern}/ {options} on [{Convert.ToHexString(input)}] from {start}";
                Assert.True(Answers(vm, input, start) == Answers(dfa, input, start), context + $"\nPikeVM: {Answers(vm, input, start)}\nDFA:    {Answers(dfa, input, start)}");
                compared++;
            }
        }
        output.WriteLine($"seed {seed}: {compared} cases compared");
        Assert.True(compared > 300, $"seed {seed}: only {compared} cases");
    }

    // Patterns whose DFA states loop on large sets: accelerated skips over bytes (ASCII runs only).
    private static readonly string[] s_acceleratedPatterns =
    [
        ".*", ".*=.*", ".*.*=.*", ".*[^A-Z]|[A-Z]", "[^a]+a", @"\w+!", @"[\w.+-]+@\w+", "(?s)a.*b", "(?m)^.*$", "x[^\n]*y",
    ];

    [Theory]
    [MemberData(nameof(Seeds))]
    public void AcceleratedStatesSkipLongAsciiRunsLikeThePikeVm(int seed)
    {
        var random = new Random(seed + 200);
        byte[][] runs = [.. "aAx=!@.\n by".Select(c => new[] { (byte)c })];
        foreach (string pattern in s_acceleratedPatterns)
        {
            Assert.True(TryTranslate(pattern, RegexOptions.None, out RegexHir? hir), pattern);
            Strategy dfa = StrategyBuilder.Build(hir!, RegexSettings.Default, StrategyKind.Dfa);
            Strategy vm = StrategyBuilder.Build(hir!, RegexSettings.Default, StrategyKind.PikeVm);
            for (int h = 0; h < 40; h++)
            {
                var bytes = new List<byte>();
                for (int piece = random.Next(1, 8); piece > 0; piece--)
                {
                    byte[] run = runs[random.Next(runs.Length)];
                    for (int n = random.Next(0, 80); n > 0; n--) bytes.AddRange(run);
                    bytes.AddRange(s_pieces[random.Next(s_pieces.Length)]);
                }
                byte[] input = [.. bytes];
                int start = random.Next(0, input.Length + 1);
                string context = $"seed {seed}: /{pattern}/ on [{Convert.ToHexString(input)}] from {start}";
                Assert.True(Answers(vm, input, start) == Answers(dfa, input, start), context + $"\nPikeVM: {Answers(vm, input, start)}\nDFA:    {Answers(dfa, input, start)}");
            }
        }
    }

    [Theory]
    [MemberData(nameof(Seeds))]
    public void DfaPairAnswersMostSearchesOnBytesItself(int seed)
    {
        var random = new Random(seed + 100);
        int answered = 0, searches = 0;
        for (int round = 0; round < 200; round++)
        {
            string pattern = RandomPatterns.Pattern(random, random.Next(1, 6));
            RegexOptions options = s_options[random.Next(s_options.Length)];
            if (!TryTranslate(pattern, options, out RegexHir? hir) || DfaPair.TryCreate(hir!, 1 << 20) is not { } pair) continue;
            Strategy vm = StrategyBuilder.Build(hir!, RegexSettings.Default, StrategyKind.PikeVm);
            byte[] input = RandomBytes(random, random.Next(0, 16));
            searches++;
            DfaOutcome outcome = pair.FindSpan(input, 0, out int matchStart, out int matchEnd);
            if (outcome == DfaOutcome.GaveUp) continue;
            answered++;
            bool found = vm.TryFindSpan(input, 0, vm.CreateCache(), out int expectedStart, out int expectedEnd);
            string context = $"seed {seed} round {round}: /{pattern}/ {options} on [{Convert.ToHexString(input)}]";
            Assert.True(found == (outcome == DfaOutcome.Match), context + $" expected success {found}");
            if (found) Assert.True((expectedStart, expectedEnd) == (matchStart, matchEnd), context + $" expected [{expectedStart},{expectedEnd}) got [{matchStart},{matchEnd})");
        }
        // Only a match boundary between two surrogates makes the DFA hand over on such short inputs.
        Assert.True(answered > searches * 3 / 4, $"seed {seed}: the DFA answered only {answered} of {searches}");
    }

    [Theory]
    [InlineData(@"\bb", "éb b")]
    [InlineData(@"\w\b", "中文 abc д")]
    [InlineData(@"\B\w", "ж中 x")]
    [InlineData(@"(?m)^д", "a\nд\nдд")]
    [InlineData(@"\w$", "abc\nдж\n")]
    [InlineData(@"ж\Z", "ж\nж\n")]
    [InlineData(@"(?m)\w$", "ж\nя\r\nz")]
    [InlineData(@"(?i)straße|ΣΊΣΥΦΟΣ", "STRASSE straße σίσυφος ΣΊΣΥΦΟΣ")]
    [InlineData(@"\b\w+\b", "\U0001F600щит\U0001F600 ok")]
    [InlineData(@"(?m)$", "中\n文\n")]
    public void BoundariesNextToMultiByteScalarsMatchUtf16(string pattern, string text)
    {
        var regex = new Regex(pattern);
        Assert.Equal(MappedUtf16Matches(regex, text), Utf8Matches(regex, Encoding.UTF8.GetBytes(text)));
        Assert.Equal(new BclRegex(pattern).Count(text), regex.Count(Encoding.UTF8.GetBytes(text)));
    }

    public static TheoryData<string> Texts => ["opensubtitles/ru-medium.txt", "opensubtitles/zh-medium.txt", "opensubtitles/en-medium.txt"];

    [DataTheory]
    [MemberData(nameof(Texts))]
    public void CorpusMatchesOnBytesAreTheUtf16MatchesInBytes(string haystack)
    {
        string text = File.ReadAllText(SharedData.PathOf("rebar/haystacks/" + haystack));
        byte[] utf8 = Encoding.UTF8.GetBytes(text);
        string[] patterns =
        [
            @"\w+", @"\b\w{5}\b", @"\b[0-9]+\b", @"(?i)Шерлок|Холмс|sherlock|holmes", @"[а-яА-Я]+ся\b", @"\p{Lu}\w*", @"(?m)^\W*$",
            @"(?m)\w+$", @"[^\s\w]+", @"[\u4e00-\u9fff]{2,}", @"(?i)\w+ing\b", @"(?s)\w.{10}\b",
        ];
        foreach (string pattern in patterns)
        {
            var regex = new Regex(pattern);
            Assert.True(MappedUtf16Matches(regex, text).SequenceEqual(Utf8Matches(regex, utf8)), $"{haystack}: /{pattern}/");
        }
    }

    [Fact]
    public void WorkStaysLinearOnLongUtf8Input()
    {
        RegexHir hir = RegexTranslator.Translate(@"\b\w+ing\b", RegexOptions.None);
        DfaPair pair = DfaPair.TryCreate(hir, 1 << 20)!;
        byte[] input = Encoding.UTF8.GetBytes(string.Concat(Enumerable.Repeat("the quick brown лиса jumps over 懒狗 ", 2000)));
        Assert.Equal(DfaOutcome.NoMatch, pair.FindSpan(input, 0, out _, out _));
        long afterFirst = pair.ForwardCache.StatesBuilt;
        byte[] twice = [.. input, .. input];
        Assert.Equal(DfaOutcome.NoMatch, pair.FindSpan(twice, 0, out _, out _));
        // A warm DFA builds nothing more, and each search reads every byte once.
        Assert.Equal(afterFirst, pair.ForwardCache.StatesBuilt);
        Assert.Equal(3L * input.Length, pair.ForwardCache.UnitsScanned);
    }

    // Everything a strategy says about the bytes from `start`: is-match, every span, the first match's groups.
    private static string Answers(Strategy strategy, byte[] input, int start)
    {
        StrategyCache cache = strategy.CreateCache();
        var builder = new StringBuilder();
        builder.Append(strategy.IsMatch(input, start, cache) ? "match:" : "none:");
        SearchStart from = start;
        while (from.Position <= input.Length && strategy.TryFindSpan(input, from, cache, out int matchStart, out int matchEnd))
        {
            builder.Append($" [{matchStart},{matchEnd})");
            from = matchStart == matchEnd ? SearchStart.AfterEmptyMatch(matchEnd) : matchEnd;
        }
        int[] slots = new int[strategy.SlotCount];
        if (strategy.TryFindCaptures(input, start, cache, slots)) builder.Append(" groups ").AppendJoin(',', slots);
        return builder.ToString();
    }

    private static List<(int, int)> Utf8Matches(Regex regex, byte[] utf8)
    {
        var matches = new List<(int, int)>();
        foreach (ValueMatch m in regex.EnumerateMatches(utf8)) matches.Add((m.Index, m.Index + m.Length));
        return matches;
    }

    private static List<(int, int)> MappedUtf16Matches(Regex regex, string text)
    {
        var matches = new List<(int, int)>();
        foreach (ValueMatch m in regex.EnumerateMatches(text.AsSpan()))
        {
            int start = Encoding.UTF8.GetByteCount(text.AsSpan(0, m.Index));
            matches.Add((start, start + Encoding.UTF8.GetByteCount(text.AsSpan(m.Index, m.Length))));
        }
        return matches;
    }

    private static byte[] RandomBytes(Random random, int pieces)
    {
        var bytes = new List<byte>();
        for (int i = 0; i < pieces; i++) bytes.AddRange(s_pieces[random.Next(s_pieces.Length)]);
        return [.. bytes];
    }

    private static bool TryTranslate(string pattern, RegexOptions options, out RegexHir? hir)
    {
        try
        {
            _ = new BclRegex(pattern, (System.Text.RegularExpressions.RegexOptions)(options));
            hir = RegexTranslator.Translate(pattern, options);
            return true;
        }
        catch (Exception e) when (e is ArgumentException or RegexUnsupportedException)
        {
            hir = null;
            return false;
        }
    }
}

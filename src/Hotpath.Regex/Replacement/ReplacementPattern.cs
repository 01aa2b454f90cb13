using System.Text;
using Hotpath.RegularExpressions.Unicode;

namespace Hotpath.RegularExpressions.Replacement;

/// <summary>
/// A replacement pattern (<c>$1</c>, <c>${name}</c>, <c>$$</c>, <c>$&amp;</c>, <c>$`</c>, <c>$'</c>,
/// <c>$_</c>, <c>$+</c>) parsed against one regex's groups exactly as .NET parses it: a reference to a
/// group that does not exist, and any other unrecognized <c>$</c>, is literal text. Immutable and thread-safe.
/// </summary>
internal sealed class ReplacementPattern
{
    private readonly ReplacementPart[] _parts;

    private ReplacementPattern(string pattern, ReplacementPart[] parts)
    {
        Pattern = pattern;
        _parts = parts;
    }

    /// <summary>The replacement text as written.</summary>
    public string Pattern { get; }

    /// <summary>Parses <paramref name="replacement"/> against <paramref name="groups"/>.</summary>
    /// <param name="replacement">The replacement pattern.</param>
    /// <param name="groups">The regex's groups.</param>
    /// <param name="ecmaScript">Whether the regex has the ECMAScript option (which changes how <c>$12</c> reads).</param>
    public static ReplacementPattern Parse(string replacement, GroupTable groups, bool ecmaScript)
    {
        var parts = new List<ReplacementPart>();
        var literal = new StringBuilder();
        int i = 0;
        while (i < replacement.Length)
        {
            char c = replacement[i];
            if (c != '$' || i + 1 == replacement.Length)
            {
                literal.Append(c);
                i++;
                continue;
            }
            if (TryParseDollar(replacement, i + 1, groups, ecmaScript, out ReplacementPart part, out int next))
            {
                if (part.Kind == ReplacementPartKind.Literal)
                {
                    literal.Append(part.Literal);
                }
                else
                {
                    FlushLiteral(parts, literal);
                    parts.Add(part);
                }
                i = next;
            }
            else
            {
                literal.Append('$');
                i++;
            }
        }
        FlushLiteral(parts, literal);
        return new ReplacementPattern(replacement, [.. parts]);
    }

    /// <summary>Appends the replacement for one match, given its slots (absolute offsets into <paramref name="input"/>).</summary>
    public void AppendTo(StringBuilder builder, ReadOnlySpan<char> input, ReadOnlySpan<int> slots)
    {
        foreach (ReplacementPart part in _parts)
        {
            switch (part.Kind)
            {
                case ReplacementPartKind.Literal:
                    builder.Append(part.Literal);
                    break;
                case ReplacementPartKind.Group:
                    AppendGroup(builder, input, slots, part.GroupIndex);
                    break;
                case ReplacementPartKind.LeftPortion:
                    builder.Append(input[..slots[0]]);
                    break;
                case ReplacementPartKind.RightPortion:
                    builder.Append(input[slots[1]..]);
                    break;
                case ReplacementPartKind.LastGroup:
                    AppendGroup(builder, input, slots, slots.Length / 2 - 1);
                    break;
                case ReplacementPartKind.WholeInput:
                    builder.Append(input);
                    break;
            }
        }
    }

    private static void AppendGroup(StringBuilder builder, ReadOnlySpan<char> input, ReadOnlySpan<int> slots, int index)
    {
        int start = slots[2 * index];
        if (start >= 0) builder.Append(input[start..slots[2 * index + 1]]);
    }

    private static void FlushLiteral(List<ReplacementPart> parts, StringBuilder literal)
    {
        if (literal.Length == 0) return;
        parts.Add(new ReplacementPart(ReplacementPartKind.Literal, literal.ToString(), 0));
        literal.Clear();
    }

    // Reads what follows a '$' at `at`; false means the '$' is literal and scanning resumes after it.
    private static bool TryParseDollar(string text, int at, GroupTable groups, bool ecmaScript, out ReplacementPart part, out int next)
    {
        part = default;
        next = at;
        bool angled = false;
        char c = text[at];
        if (c == '{' && at + 1 < text.Length)
        {
            angled = true;
            c = text[++at];
        }

        if (char.IsAsciiDigit(c))
        {
            return angled || !ecmaScript
                ? TryParseNumber(text, at, angled, groups, out part, out next)
                : TryParseEcmaNumber(text, at, groups, out part, out next);
        }
        if (angled)
        {
            int end = at;
            while (end < text.Length && BoundaryWordCharacters.IsBoundaryWordChar(text[end])) end++;
            if (end == at || end >= text.Length || text[end] != '}') return false;
            int number = groups.NumberOfName(text[at..end]);
            if (number < 0) return false;
            part = GroupPart(groups, number);
            next = end + 1;
            return true;
        }

        part = c switch
        {
            '$' => new ReplacementPart(ReplacementPartKind.Literal, "$", 0),
            '&' => new ReplacementPart(ReplacementPartKind.Group, null, 0),
            '`' => new ReplacementPart(ReplacementPartKind.LeftPortion, null, 0),
            '\'' => new ReplacementPart(ReplacementPartKind.RightPortion, null, 0),
            '+' => new ReplacementPart(ReplacementPartKind.LastGroup, null, 0),
            '_' => new ReplacementPart(ReplacementPartKind.WholeInput, null, 0),
            _ => default,
        };
        next = at + 1;
        return c is '$' or '&' or '`' or '\'' or '+' or '_';
    }

    private static bool TryParseNumber(string text, int at, bool angled, GroupTable groups, out ReplacementPart part, out int next)
    {
        part = default;
        next = at;
        int end = at;
        long number = 0;
        while (end < text.Length && char.IsAsciiDigit(text[end]))
        {
            number = number * 10 + (text[end++] - '0');
            if (number > int.MaxValue) throw new ArgumentException("Capture group numbers must be less than or equal to Int32.MaxValue.", "replacement");
        }
        if (angled)
        {
            if (end >= text.Length || text[end] != '}') return false;
            end++;
        }
        next = end;
        if (groups.IndexOfNumber((int)number) < 0) return false;
        part = GroupPart(groups, (int)number);
        return true;
    }

    // ECMAScript reads the longest digit prefix that names an existing group.
    private static bool TryParseEcmaNumber(string text, int at, GroupTable groups, out ReplacementPart part, out int next)
    {
        part = default;
        next = at;
        int number = 0, best = -1;
        for (int end = at; end < text.Length && char.IsAsciiDigit(text[end]); end++)
        {
            long candidate = number * 10L + (text[end] - '0');
            if (candidate > int.MaxValue) throw new ArgumentException("Capture group numbers must be less than or equal to Int32.MaxValue.", "replacement");
            number = (int)candidate;
            if (groups.IndexOfNumber(number) >= 0)
            {
                best = number;
                next = end + 1;
            }
        }
        if (best < 0) return false;
        part = GroupPart(groups, best);
        return true;
    }

    private static ReplacementPart GroupPart(GroupTable groups, int number) =>
        new(ReplacementPartKind.Group, null, groups.IndexOfNumber(number));
}

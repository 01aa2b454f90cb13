using System.Collections;
using System.Text;

namespace DropInUsage;

/// <summary>
/// What the generated usage file runs over and how it prints results. Compiled twice, like the generated file: once
/// where the regex type names mean the BCL's, once where they mean Hotpath's, so the two outputs compare as text.
/// </summary>
public static partial class Usage
{
    // Regular and non-regular patterns, with the options that change what they do (RightToLeft included).
    private static readonly (string Pattern, RegexOptions Options)[] s_cases =
    [
        (@"(\w)(\d)?", RegexOptions.None),
        (@"(?<word>[a-z]+)|(?<num>\d+)", RegexOptions.IgnoreCase),
        (@"a|", RegexOptions.None),
        (@"\b\w+\b", RegexOptions.RightToLeft),
        (@"(a)\1|(?<=b)c", RegexOptions.None),
        (@"(?<word>\w)(?>x+)?", RegexOptions.ExplicitCapture | RegexOptions.CultureInvariant),
        (@"^.*$", RegexOptions.Multiline),
    ];

    private static readonly string[] s_inputs = ["a1 b2 bc aa", "", "x\nAbc 123 xx\n"];

    // The exception a malformed pattern throws (the generated calls read its members).
    private static Exception Parse(string pattern)
    {
        try
        {
            _ = new Regex(pattern);
        }
        catch (Exception e)
        {
            return e;
        }
        throw new InvalidOperationException($"'{pattern}' was accepted.");
    }

    private static string Eval(Match match) => "[" + match.Value + "@" + match.Index + "]";

    private static void Try(StringBuilder output, string member, Func<object?> call)
    {
        output.Append(member).Append(" => ");
        try
        {
            Show(output, call());
        }
        catch (RegexParseException e)
        {
            output.Append("RegexParseException ").Append(e.Error).Append(" at ").Append(e.Offset).Append(": ").Append(e.Message);
        }
        catch (Exception e)
        {
            output.Append(e.GetType().Name).Append(' ').Append((e as ArgumentException)?.ParamName).Append(": ").Append(e.Message);
        }
        output.Append('\n');
    }

    private static void ShowGroup(StringBuilder output, Group group)
    {
        output.Append("Group ").Append(group.Name).Append(' ').Append(group.Success).Append(' ').Append(group.Index).Append(',').Append(group.Length).Append(" captures ");
        foreach (Capture capture in group.Captures) output.Append(capture.Index).Append(',').Append(capture.Length).Append(';');
        output.Append(' ');
    }

    private static void Show(StringBuilder output, object? value)
    {
        switch (value)
        {
            case null:
                output.Append("null");
                break;
            case string text:
                output.Append('"').Append(text.Replace("\n", "\\n")).Append('"');
                break;
            case Regex regex:
                output.Append("Regex ").Append(regex.ToString()).Append(' ').Append(regex.Options).Append(' ').Append(regex.MatchTimeout).Append(' ').Append(regex.RightToLeft);
                break;
            case Match match:
                // Group 0 is the match itself, so the groups are printed here rather than through Show.
                output.Append("Match ").Append(match.Success).Append(' ');
                foreach (Group group in match.Groups) ShowGroup(output, group);
                break;
            case Group group:
                ShowGroup(output, group);
                break;
            case Capture capture:
                output.Append("Capture ").Append(capture.Index).Append(',').Append(capture.Length).Append(' ').Append(capture.Value);
                break;
            case IDictionary dictionary:
                output.Append('{');
                foreach (DictionaryEntry entry in dictionary) output.Append(entry.Key).Append('=').Append(entry.Value).Append(';');
                output.Append('}');
                break;
            case IEnumerable items:
                output.Append('[');
                foreach (object? item in items)
                {
                    Show(output, item);
                    output.Append("; ");
                }
                output.Append(']');
                break;
            case Exception exception:
                output.Append(exception.GetType().Name).Append(": ").Append(exception.Message);
                break;
            default:
                output.Append(value);
                break;
        }
    }
}

using System.Text;

namespace Hotpath.Cli.Rebar.Definitions;

/// <summary>
/// Where a benchmark's haystack comes from and how it is shaped, in rebar's order: read (a file or inline
/// contents), optionally lossy UTF-8 decoding, <c>trim</c>, <c>line-start</c>/<c>line-end</c>, <c>repeat</c>,
/// then <c>prepend</c>/<c>append</c>. Immutable and thread-safe.
/// </summary>
internal sealed record HaystackSpec
{
    /// <summary>A path under the haystacks folder, or null for inline contents.</summary>
    public string? Path { get; init; }

    /// <summary>Inline contents, or null for a file.</summary>
    public string? Contents { get; init; }

    /// <summary>Replace invalid UTF-8 with U+FFFD instead of refusing the file.</summary>
    public bool Utf8Lossy { get; init; }

    /// <summary>Trim leading and trailing whitespace.</summary>
    public bool Trim { get; init; }

    /// <summary>First line kept (0-based), or null.</summary>
    public int? LineStart { get; init; }

    /// <summary>First line dropped (0-based), or null.</summary>
    public int? LineEnd { get; init; }

    /// <summary>How many times the contents repeat.</summary>
    public int Repeat { get; init; } = 1;

    /// <summary>Text put before the haystack.</summary>
    public string Prepend { get; init; } = "";

    /// <summary>Text put after the haystack.</summary>
    public string Append { get; init; } = "";

    /// <summary>
    /// Builds the haystack text. Returns null and sets <paramref name="problem"/> when the file is missing or,
    /// without <see cref="Utf8Lossy"/>, is not valid UTF-8 (.NET searches UTF-16, as rebar's .NET runner says).
    /// </summary>
    public string? TryLoad(string haystacksDirectory, out string? problem)
    {
        problem = null;
        string text;
        if (Path is null)
        {
            text = Contents ?? "";
        }
        else
        {
            string full = System.IO.Path.Combine(haystacksDirectory, Path);
            if (!File.Exists(full))
            {
                problem = $"haystack file missing: {full}";
                return null;
            }
            byte[] bytes = File.ReadAllBytes(full);
            try
            {
                text = Utf8Lossy ? Encoding.UTF8.GetString(bytes) : StrictUtf8.GetString(bytes);
            }
            catch (DecoderFallbackException)
            {
                problem = $"haystack is not valid UTF-8: {full}";
                return null;
            }
        }
        return Shape(text);
    }

    private static readonly UTF8Encoding StrictUtf8 = new(encoderShouldEmitUTF8Identifier: false, throwOnInvalidBytes: true);

    /// <summary>Applies trim, line range, repeat, prepend and append to already-decoded text.</summary>
    internal string Shape(string text)
    {
        if (Trim) text = text.Trim();
        if (LineStart is not null || LineEnd is not null) text = SliceLines(text, LineStart ?? 0, LineEnd ?? int.MaxValue);
        if (Repeat != 1) text = new StringBuilder(text.Length * Repeat).Insert(0, text, Repeat).ToString();
        return Prepend + text + Append;
    }

    // Lines keep their terminators so the slice is byte-for-byte the corresponding part of the file.
    private static string SliceLines(string text, int start, int end)
    {
        int line = 0, from = -1, pos = 0;
        while (pos < text.Length && line < end)
        {
            if (line == start) from = pos;
            int newline = text.IndexOf('\n', pos);
            pos = newline < 0 ? text.Length : newline + 1;
            line++;
        }
        return from < 0 ? "" : text[from..pos];
    }
}

using System.Text;

namespace Hotpath.Cli.Rebar.Engines;

/// <summary>
/// A benchmark's haystack in the forms engines search: UTF-16 text, and its UTF-8 bytes for engines that
/// search bytes. Built once per benchmark, outside the timed region. Immutable and thread-safe.
/// </summary>
internal sealed class RebarHaystack(string text)
{
    private byte[]? _utf8;

    /// <summary>The haystack as UTF-16.</summary>
    public string Text { get; } = text;

    /// <summary>The haystack as UTF-8, encoded on first use.</summary>
    public byte[] Utf8 => _utf8 ??= Encoding.UTF8.GetBytes(Text);
}

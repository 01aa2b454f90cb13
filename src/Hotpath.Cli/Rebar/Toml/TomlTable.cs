using System.Diagnostics.CodeAnalysis;

namespace Hotpath.Cli.Rebar.Toml;

/// <summary>
/// A TOML table: keys in document order mapped to values, which are <see cref="string"/>, <see cref="long"/>,
/// <see cref="double"/>, <see cref="bool"/>, <see cref="TomlTable"/> or <see cref="List{T}"/> of those.
/// </summary>
internal sealed class TomlTable
{
    private readonly Dictionary<string, object> _values = new(StringComparer.Ordinal);
    private readonly List<string> _order = [];

    /// <summary>True for a table written inline (<c>{ … }</c>), which TOML freezes once it is closed.</summary>
    internal bool IsInline { get; init; }

    /// <summary>True once the table was opened by a <c>[header]</c>, which may appear only once.</summary>
    internal bool IsExplicitlyDefined { get; set; }

    /// <summary>The keys in the order they were defined.</summary>
    public IReadOnlyList<string> Keys => _order;

    /// <summary>The value of <paramref name="key"/>, or null.</summary>
    public object? this[string key] => _values.GetValueOrDefault(key);

    /// <summary>True when the table holds <paramref name="key"/>.</summary>
    public bool ContainsKey(string key) => _values.ContainsKey(key);

    /// <summary>Adds a key; false when it already exists (TOML forbids redefinition).</summary>
    internal bool TryAdd(string key, object value)
    {
        if (!_values.TryAdd(key, value)) return false;
        _order.Add(key);
        return true;
    }

    /// <summary>The value of <paramref name="key"/> when it exists and has type <typeparamref name="T"/>.</summary>
    public bool TryGet<T>(string key, [NotNullWhen(true)] out T? value)
    {
        if (_values.TryGetValue(key, out object? raw) && raw is T typed)
        {
            value = typed;
            return true;
        }
        value = default;
        return false;
    }
}

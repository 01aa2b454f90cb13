using System.Collections;
using System.Diagnostics.CodeAnalysis;
using Tomlyn.Model;

namespace Hotpath.Cli.Rebar.Definitions;

/// <summary>
/// Typed reads from Tomlyn's untyped model, where a TOML integer is a <see cref="long"/>, a boolean a
/// <see cref="bool"/>, a string a <see cref="string"/>, and an array a <see cref="TomlArray"/> or, for
/// <c>[[header]]</c> arrays, a <see cref="TomlTableArray"/>.
/// </summary>
internal static class TomlValues
{
    /// <summary>The value of <paramref name="key"/>, or null when the table lacks it.</summary>
    public static object? ValueOf(this TomlTable table, string key) => table.TryGetValue(key, out object? value) ? value : null;

    /// <summary>The value of <paramref name="key"/> when it exists and has type <typeparamref name="T"/>.</summary>
    public static bool TryGet<T>(this TomlTable table, string key, [NotNullWhen(true)] out T? value)
    {
        if (table.ValueOf(key) is T typed)
        {
            value = typed;
            return true;
        }
        value = default;
        return false;
    }

    /// <summary>The items of <paramref name="value"/> when it is a TOML array of either kind, else null.</summary>
    public static List<object?>? Items(object? value) => value is TomlArray or TomlTableArray ? ((IEnumerable)value).Cast<object?>().ToList() : null;
}

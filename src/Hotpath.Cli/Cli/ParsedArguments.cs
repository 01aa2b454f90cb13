using System.Globalization;

namespace Hotpath.Cli.Cli;

/// <summary>
/// Options of one command, parsed from <c>--name value</c>, <c>--name=value</c> and <c>--flag</c> forms
/// against the names the command declares. Immutable.
/// </summary>
internal sealed class ParsedArguments
{
    private readonly Dictionary<string, string> _values;
    private readonly HashSet<string> _flags;

    private ParsedArguments(Dictionary<string, string> values, HashSet<string> flags)
    {
        _values = values;
        _flags = flags;
    }

    /// <summary>Parses <paramref name="args"/> (the command name already removed).</summary>
    /// <param name="args">The arguments after the command name.</param>
    /// <param name="valueOptions">Options that take a value, without the leading <c>--</c>.</param>
    /// <param name="flagOptions">Options that take no value.</param>
    /// <exception cref="UsageException">An unknown option, a missing value, a repeated option or a stray argument.</exception>
    public static ParsedArguments Parse(IReadOnlyList<string> args, IReadOnlyCollection<string> valueOptions, IReadOnlyCollection<string> flagOptions)
    {
        var values = new Dictionary<string, string>(StringComparer.Ordinal);
        var flags = new HashSet<string>(StringComparer.Ordinal);
        for (int i = 0; i < args.Count; i++)
        {
            string arg = args[i];
            if (!arg.StartsWith("--", StringComparison.Ordinal) || arg.Length == 2)
                throw new UsageException($"unexpected argument '{arg}'");

            string name = arg[2..];
            string? inlineValue = null;
            int equals = name.IndexOf('=');
            if (equals >= 0)
            {
                inlineValue = name[(equals + 1)..];
                name = name[..equals];
            }

            if (flagOptions.Contains(name))
            {
                if (inlineValue is not null) throw new UsageException($"--{name} takes no value");
                if (!flags.Add(name)) throw new UsageException($"--{name} is given more than once");
            }
            else if (valueOptions.Contains(name))
            {
                string value = inlineValue ?? (i + 1 < args.Count ? args[++i] : throw new UsageException($"--{name} needs a value"));
                if (!values.TryAdd(name, value)) throw new UsageException($"--{name} is given more than once");
            }
            else
            {
                throw new UsageException($"unknown option '--{name}'");
            }
        }
        return new ParsedArguments(values, flags);
    }

    /// <summary>True when the flag was given.</summary>
    public bool Has(string flag) => _flags.Contains(flag);

    /// <summary>The option's value, or null.</summary>
    public string? Get(string option) => _values.GetValueOrDefault(option);

    /// <summary>The option's value; a usage error when absent.</summary>
    public string Require(string option) => Get(option) ?? throw new UsageException($"--{option} is required");

    /// <summary>The option's value as one of <paramref name="allowed"/>, or <paramref name="fallback"/>.</summary>
    public string Choice(string option, string fallback, params string[] allowed)
    {
        string value = Get(option) ?? fallback;
        return allowed.Contains(value, StringComparer.Ordinal)
            ? value
            : throw new UsageException($"--{option} must be one of {string.Join(", ", allowed)}, not '{value}'");
    }

    /// <summary>The option's value as a whole number from 1 to <paramref name="max"/>, or <paramref name="fallback"/>.</summary>
    public int Count(string option, int fallback, int max)
    {
        string? value = Get(option);
        if (value is null) return fallback;
        return int.TryParse(value, NumberStyles.None, CultureInfo.InvariantCulture, out int count) && count >= 1 && count <= max
            ? count
            : throw new UsageException($"--{option} must be a whole number from 1 to {max}, not '{value}'");
    }

    /// <summary>The option's value as a positive number of seconds, or <paramref name="fallback"/>.</summary>
    public TimeSpan Seconds(string option, TimeSpan fallback)
    {
        string? value = Get(option);
        if (value is null) return fallback;
        return double.TryParse(value, NumberStyles.Float, CultureInfo.InvariantCulture, out double seconds) && seconds > 0 && seconds < 1e6
            ? TimeSpan.FromSeconds(seconds)
            : throw new UsageException($"--{option} must be a positive number of seconds, not '{value}'");
    }
}

using System.Globalization;

namespace Hotpath.RegularExpressions.Caching;

/// <summary>
/// The bounded least-recently-used cache behind the static <see cref="Regex"/> methods, keyed like the
/// BCL's (pattern, options, timeout, and the current culture when it affects the pattern). Thread-safe.
/// </summary>
internal static class RegexCache
{
    private static readonly object s_lock = new();
    private static readonly Dictionary<Key, LinkedListNode<(Key Key, Regex Regex)>> s_byKey = [];
    private static readonly LinkedList<(Key Key, Regex Regex)> s_recency = [];
    private static int s_capacity = 15;

    /// <summary>The number of regexes kept (default 15, as the BCL's); 0 disables caching.</summary>
    public static int Capacity
    {
        get { lock (s_lock) return s_capacity; }
        set
        {
            ArgumentOutOfRangeException.ThrowIfNegative(value);
            lock (s_lock)
            {
                s_capacity = value;
                Trim();
            }
        }
    }

    /// <summary>The number of regexes currently cached (for tests).</summary>
    internal static int Count
    {
        get { lock (s_lock) return s_byKey.Count; }
    }

    /// <summary>The cached regex for the arguments, compiling and caching it on a miss.</summary>
    public static Regex GetOrAdd(string pattern, RegexOptions options, TimeSpan matchTimeout)
    {
        ArgumentNullException.ThrowIfNull(pattern);
        var key = new Key(pattern, options, matchTimeout, CultureSensitive(options) ? CultureInfo.CurrentCulture.Name : "");
        lock (s_lock)
        {
            if (s_byKey.TryGetValue(key, out var node))
            {
                s_recency.Remove(node);
                s_recency.AddFirst(node);
                return node.Value.Regex;
            }
        }

        // Compile outside the lock; a racing thread may compile the same pattern, which is harmless.
        var regex = new Regex(pattern, options, matchTimeout);
        lock (s_lock)
        {
            if (s_capacity > 0 && !s_byKey.ContainsKey(key))
            {
                s_byKey[key] = s_recency.AddFirst((key, regex));
                Trim();
            }
        }
        return regex;
    }

    private static bool CultureSensitive(RegexOptions options) =>
        (options & (RegexOptions.IgnoreCase | RegexOptions.CultureInvariant)) == RegexOptions.IgnoreCase;

    private static void Trim()
    {
        while (s_byKey.Count > s_capacity)
        {
            LinkedListNode<(Key Key, Regex Regex)> oldest = s_recency.Last!;
            s_recency.RemoveLast();
            s_byKey.Remove(oldest.Value.Key);
        }
    }

    private readonly record struct Key(string Pattern, RegexOptions Options, TimeSpan Timeout, string Culture);
}

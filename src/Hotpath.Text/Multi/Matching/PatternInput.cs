namespace Hotpath.Text;

/// <summary>Validates the pattern collection handed to a searcher's constructor.</summary>
internal static class PatternInput
{
    /// <summary>Copies <paramref name="patterns"/>, rejecting a null collection, null elements and more than <paramref name="maxPatterns"/>.</summary>
    public static TPattern[] ToArray<TPattern>(IEnumerable<TPattern> patterns, int maxPatterns) where TPattern : class
    {
        ArgumentNullException.ThrowIfNull(patterns);
        if (patterns is TPattern[] array && array.Length <= maxPatterns)
        {
            // The common case: an array copies in one call, without an enumerator and a growing list.
            int missing = Array.IndexOf(array, null);
            if (missing >= 0) throw new ArgumentNullException(nameof(patterns), $"Pattern {missing} is null.");
            return array.AsSpan().ToArray();
        }
        var list = new List<TPattern>(patterns is ICollection<TPattern> c ? Math.Min(c.Count, maxPatterns + 1) : 16);
        foreach (TPattern? pattern in patterns)
        {
            if (pattern is null) throw new ArgumentNullException(nameof(patterns), $"Pattern {list.Count} is null.");
            if (list.Count == maxPatterns)
                throw new ArgumentException($"More than MultiStringSearchOptions.MaxPatterns ({maxPatterns:N0}) patterns; raise the limit to search for more.", nameof(patterns));
            list.Add(pattern);
        }
        return list.ToArray();
    }
}

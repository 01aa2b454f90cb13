namespace Hotpath.RegularExpressions;

/// <summary>Computes the replacement text for one match in <see cref="Regex.Replace(string, MatchEvaluator)"/>.</summary>
/// <param name="match">The match being replaced.</param>
/// <returns>The text that replaces it.</returns>
public delegate string MatchEvaluator(Match match);

namespace Hotpath.RegularExpressions;

/// <summary>
/// The timeout of a regex built without one: the AppContext setting <c>REGEX_DEFAULT_MATCH_TIMEOUT</c> (a
/// <see cref="TimeSpan"/>), else <see cref="Regex.InfiniteMatchTimeout"/>. Read through the BCL's own regex, so the
/// setting's validation and its failures are the BCL's; read once per process, as the BCL does.
/// </summary>
internal static class DefaultMatchTimeout
{
    public static readonly TimeSpan Value = new System.Text.RegularExpressions.Regex(string.Empty).MatchTimeout;
}

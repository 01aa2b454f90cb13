using System.Globalization;

namespace Hotpath.RegularExpressions;

public sealed partial class Regex
{
    /// <summary>The group names ("0", "1", …, then named groups), in the order the BCL returns them.</summary>
    public string[] GetGroupNames() => (string[])Groups.Names.Clone();

    /// <summary>The group numbers, in the order the BCL returns them.</summary>
    public int[] GetGroupNumbers() => (int[])Groups.Numbers.Clone();

    /// <summary>The name of group <paramref name="i"/>, or an empty string when there is no such group.</summary>
    public string GroupNameFromNumber(int i)
    {
        int index = Groups.IndexOfNumber(i);
        return index < 0 ? "" : Groups.NameOfIndex(index);
    }

    /// <summary>The number of the group called <paramref name="name"/> (a number in text also works), or -1.</summary>
    /// <exception cref="ArgumentNullException"><paramref name="name"/> is null.</exception>
    public int GroupNumberFromName(string name)
    {
        ArgumentNullException.ThrowIfNull(name);
        int number = Groups.NumberOfName(name);
        if (number >= 0 || Groups.HasNamedGroups) return number;
        // Like the BCL: without named groups, any existing number written in digits is accepted.
        return int.TryParse(name, NumberStyles.None, CultureInfo.InvariantCulture, out number) && Groups.IndexOfNumber(number) >= 0 ? number : -1;
    }
}

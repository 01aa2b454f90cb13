namespace Hotpath.RegularExpressions.Engines.OnePass;

/// <summary>
/// One transition of a <see cref="OnePassDfa"/>: taken at a position when the assertions in
/// <paramref name="Looks"/> hold there, it records that position in every slot of <paramref name="Saves"/>
/// and moves to the row at <paramref name="Target"/> after consuming the unit (or accepts, for the end edge).
/// </summary>
/// <param name="Target">The offset of the next state's row in the table; <see cref="Dead"/> when no path goes on.</param>
/// <param name="Looks">Bit <c>k</c> set: <c>(LookKind)k</c> must hold at the position.</param>
/// <param name="Saves">Bit <c>s</c> set: slot <c>s</c> records the position.</param>
/// <param name="TargetMayMatch">Whether the target row has an end edge, so a search need not look at it otherwise.</param>
/// <param name="TargetSkips">Whether the target row has a run accelerator (<see cref="RowRuns"/>), so the walk may skip ahead there.</param>
internal readonly record struct OnePassEdge(int Target, ushort Looks, ulong Saves, bool TargetMayMatch = false, bool TargetSkips = false)
{
    /// <summary>The target of a missing transition.</summary>
    public const int Dead = -1;

    /// <summary>The target of the end edge when a match is possible: nothing follows it.</summary>
    public const int Accept = int.MaxValue;

    /// <summary>No transition.</summary>
    public static OnePassEdge None => new(Dead, 0, 0);
}

namespace Hotpath.RegularExpressions.Engines.PikeVm;

/// <summary>
/// The input as the engines see it: a sequence of UTF-16 code units addressed by opaque positions that
/// only grow. UTF-16 input uses indexes; UTF-8 input decodes on the fly (see <see cref="Utf8Haystack"/>).
/// </summary>
internal interface IHaystack
{
    /// <summary>The position after the last unit.</summary>
    int End { get; }

    /// <summary>Reads the unit at <paramref name="position"/>; false at <see cref="End"/>.</summary>
    bool TryRead(int position, out char unit, out int nextPosition);

    /// <summary>The unit before <paramref name="position"/>, or -1 at the start.</summary>
    int UnitBefore(int position);

    /// <summary>Converts a caller's offset (index or byte offset) to a position.</summary>
    int ToPosition(int offset);

    /// <summary>Converts a position that starts a match or group to the caller's offset.</summary>
    int ToStartOffset(int position);

    /// <summary>Converts a position that ends a match or group to the caller's offset.</summary>
    int ToEndOffset(int position);
}

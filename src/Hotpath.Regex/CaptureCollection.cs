using System.Collections;

namespace Hotpath.RegularExpressions;

/// <summary>
/// Every capture one group made in a match, one per iteration, in order; the last one is the group itself
/// (as in the BCL). Empty for a group that did not take part. Immutable.
/// </summary>
public sealed partial class CaptureCollection : IReadOnlyList<Capture>, ICollection
{
    private readonly Capture[] _captures;
    private readonly Group _owner;

    internal CaptureCollection(Capture[] captures, Group owner)
    {
        _captures = captures;
        _owner = owner;
    }

    /// <summary>The number of captures.</summary>
    public int Count => _captures.Length;

    /// <summary>The capture at <paramref name="i"/> (0 is the first iteration's).</summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="i"/> is negative or not less than <see cref="Count"/>.</exception>
    public Capture this[int i] => (uint)i < (uint)_captures.Length ? _captures[i] : throw new ArgumentOutOfRangeException(nameof(i));

    /// <summary>Always true: the collection is read-only.</summary>
    public bool IsReadOnly => true;

    /// <summary>Always false.</summary>
    public bool IsSynchronized => false;

    /// <summary>An object to synchronize on: the group the captures belong to, as in the BCL.</summary>
    public object SyncRoot => _owner;

    /// <summary>Copies the captures to <paramref name="array"/> from <paramref name="arrayIndex"/>.</summary>
    public void CopyTo(Array array, int arrayIndex)
    {
        ArgumentNullException.ThrowIfNull(array);
        _captures.CopyTo(array, arrayIndex);
    }

    /// <summary>Copies the captures to <paramref name="array"/> from <paramref name="arrayIndex"/>.</summary>
    public void CopyTo(Capture[] array, int arrayIndex)
    {
        ArgumentNullException.ThrowIfNull(array);
        _captures.CopyTo(array, arrayIndex);
    }

    /// <summary>Enumerates the captures in order.</summary>
    public IEnumerator<Capture> GetEnumerator() => ((IEnumerable<Capture>)_captures).GetEnumerator();

    IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();
}

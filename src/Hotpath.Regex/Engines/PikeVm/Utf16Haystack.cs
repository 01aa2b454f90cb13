using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Hotpath.RegularExpressions.Engines.PikeVm;

/// <summary>UTF-16 input: a position is an index.</summary>
internal readonly ref struct Utf16Haystack(ReadOnlySpan<char> input) : IHaystack
{
    private readonly ReadOnlySpan<char> _input = input;

    /// <inheritdoc/>
    public int End => _input.Length;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryRead(int position, out char unit, out int nextPosition)
    {
        nextPosition = position + 1;
        if ((uint)position < (uint)_input.Length)
        {
            unit = Unsafe.Add(ref MemoryMarshal.GetReference(_input), position);
            return true;
        }
        unit = '\0';
        return false;
    }

    /// <inheritdoc/>
    public int UnitBefore(int position) => position > 0 ? _input[position - 1] : -1;

    /// <inheritdoc/>
    public int ToPosition(int offset) => offset;

    /// <inheritdoc/>
    public int ToStartOffset(int position) => position;

    /// <inheritdoc/>
    public int ToEndOffset(int position) => position;
}

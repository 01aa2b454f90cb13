namespace Hotpath.Text;

/// <summary>
/// A small count as a type argument, so that generic code compiles one loop per count with the tests on it folded away
/// (the rare-unit probe engine's values and probes, Hotpath.Regex's window search lengths).
/// </summary>
internal interface IConstant
{
    /// <summary>The count.</summary>
    static abstract int Value { get; }
}

/// <summary>0 as a type.</summary>
internal readonly struct Constant0 : IConstant
{
    /// <inheritdoc/>
    public static int Value => 0;
}

/// <summary>1 as a type.</summary>
internal readonly struct Constant1 : IConstant
{
    /// <inheritdoc/>
    public static int Value => 1;
}

/// <summary>2 as a type.</summary>
internal readonly struct Constant2 : IConstant
{
    /// <inheritdoc/>
    public static int Value => 2;
}

/// <summary>3 as a type.</summary>
internal readonly struct Constant3 : IConstant
{
    /// <inheritdoc/>
    public static int Value => 3;
}

/// <summary>4 as a type.</summary>
internal readonly struct Constant4 : IConstant
{
    /// <inheritdoc/>
    public static int Value => 4;
}

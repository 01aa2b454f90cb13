namespace Hotpath.Cli.Measurement;

/// <summary>A subject's measured cost per call.</summary>
/// <param name="MedianNanoseconds">The median over timed batches of the mean time per call.</param>
/// <param name="BytesAllocated">Bytes allocated on the calling thread per call, from one separate batch.</param>
internal readonly record struct SubjectTiming(double MedianNanoseconds, double BytesAllocated);

using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;

namespace Hotpath.Cli.Report.Output;

/// <summary>What the report ran on: CPU model, cores, vector support, OS and .NET version.</summary>
internal static class MachineDescription
{
    /// <summary>One line describing this machine.</summary>
    public static string Describe() =>
        $"{CpuModel()}; {Environment.ProcessorCount} logical cores; vectors: {VectorSupport()}; {RuntimeInformation.OSDescription} ({RuntimeInformation.OSArchitecture}); {RuntimeInformation.FrameworkDescription}";

    /// <summary>
    /// How this process runs .NET code. Under Native AOT nothing is compiled at run time, so the vector widths are the
    /// ones the binary was compiled for, and the BCL's <c>RegexOptions.Compiled</c> falls back to its interpreter.
    /// </summary>
    public static string CodeGeneration() => RuntimeFeature.IsDynamicCodeCompiled
        ? "JIT"
        : "Native AOT (no JIT: the BCL's RegexOptions.Compiled runs its interpreter)";

    private static string CpuModel()
    {
        const string CpuInfo = "/proc/cpuinfo";
        if (!File.Exists(CpuInfo)) return "CPU model unknown";
        string? line = File.ReadLines(CpuInfo).FirstOrDefault(l => l.StartsWith("model name", StringComparison.Ordinal));
        return line is null ? "CPU model unknown" : line[(line.IndexOf(':') + 1)..].Trim();
    }

    private static string VectorSupport()
    {
        var widths = new List<string>();
        if (Vector128.IsHardwareAccelerated) widths.Add("128");
        if (Vector256.IsHardwareAccelerated) widths.Add("256");
        if (Vector512.IsHardwareAccelerated) widths.Add("512");
        return widths.Count == 0 ? "none" : string.Join('/', widths) + "-bit";
    }
}

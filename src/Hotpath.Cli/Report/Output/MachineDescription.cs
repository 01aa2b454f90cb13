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

    // The runtime's switches that narrow the instruction sets or vector width its JIT uses (not DOTNET_EnableDiagnostics
    // and other DOTNET_Enable settings).
    private static readonly string[] s_instructionSetSwitches =
    [
        "DOTNET_EnableHWIntrinsic", "DOTNET_EnableAVX", "DOTNET_EnableSSE", "DOTNET_EnableAPX", "DOTNET_EnableArm64", "DOTNET_EnableAES",
        "DOTNET_EnableBMI", "DOTNET_EnableFMA", "DOTNET_EnableGFNI", "DOTNET_EnableLZCNT", "DOTNET_EnablePOPCNT", "DOTNET_EnablePCLMULQDQ",
        "DOTNET_EnableVPCLMULQDQ", "DOTNET_EnableMOVBE", "DOTNET_PreferredVectorBitWidth",
    ];

    /// <summary>
    /// The runtime's instruction-set switches set in the environment (<c>DOTNET_EnableAVX2=0</c>), which narrow the
    /// vectors the JIT uses; "none" when none is set.
    /// </summary>
    public static string InstructionSetSwitches()
    {
        string[] set = [.. Environment.GetEnvironmentVariables().Keys.Cast<string>()
            .Where(name => s_instructionSetSwitches.Any(prefix => name.StartsWith(prefix, StringComparison.OrdinalIgnoreCase)))
            .Order(StringComparer.Ordinal)
            .Select(name => $"{name}={Environment.GetEnvironmentVariable(name)}")];
        return set.Length == 0 ? "none" : string.Join(' ', set);
    }

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

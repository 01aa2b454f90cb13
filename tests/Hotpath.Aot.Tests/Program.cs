// Differential checks of Hotpath.Text, Hotpath.Regex and Hotpath.Encoding against the BCL, written to run under Native AOT, where no
// test host runs: scripts/aot-check.sh publishes this program twice (the default instruction set, and the build
// machine's own, which brings in the AVX2/AVX-512 paths the default baseline compiles out) and runs each binary.
// Usage: Hotpath.Aot.Tests [variant name]. The last line is "aot check (<variant>): N cases, M mismatches"; the exit
// code is 1 when any mismatch was found.
using System.Diagnostics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;
using Hotpath.Aot.Tests;

string variant = args.Length > 0 ? args[0] : "default";
Console.WriteLine($"Hotpath AOT check, variant {variant}: {RuntimeInformation.FrameworkDescription}, {RuntimeInformation.ProcessArchitecture}, " +
                  $"{Environment.ProcessorCount} cores, dynamic code {(RuntimeFeature.IsDynamicCodeSupported ? "supported (JIT)" : "not supported (Native AOT)")}");
// What the vector paths can use in this build: under Native AOT this is fixed when compiling, not by the machine.
Console.WriteLine($"vectors: 128-bit {Vector128.IsHardwareAccelerated}, 256-bit {Vector256.IsHardwareAccelerated}, 512-bit {Vector512.IsHardwareAccelerated}; " +
                  $"AVX2 {Avx2.IsSupported}, AVX-512BW {Avx512BW.IsSupported}, AVX-512 VBMI {Avx512Vbmi.IsSupported}");
Console.WriteLine($"seeds: substring {SubstringChecks.Seed}, multi {MultiStringChecks.Seed}, regex {RegexChecks.Seed}, " +
                  $"regex-repeat {RegexRepeatChecks.Seed}, threads {ConcurrencyChecks.Seed}, encoding {EncodingChecks.Seed}, numbers {NumberChecks.Seed} (each case's seed is printed with any mismatch)");

var harness = new Harness();
var total = Stopwatch.StartNew();
Section("substring", SubstringChecks.Run);
Section("multi", MultiStringChecks.Run);
Section("regex", RegexChecks.Run);
Section("regex-repeat", RegexRepeatChecks.Run);
Section("threads", ConcurrencyChecks.Run);
Section("bad-input", BadInputChecks.Run);
Section("encoding", EncodingChecks.Run);
Section("numbers", NumberChecks.Run);
foreach (string line in MultiStringChecks.AlgorithmSummary()) Console.WriteLine(line);
Console.WriteLine($"regex-repeat: {RegexRepeatChecks.Patterns.Length} regexes asked for their groups {RegexRepeatChecks.Repetitions} times each; " +
                  $"threads: parallel loops ran on {ConcurrencyChecks.ThreadsSeen} threads; total {total.Elapsed.TotalSeconds:F1} s");
Console.WriteLine($"aot check ({variant}): {harness.Cases} cases, {harness.Mismatches} mismatches");
return harness.Mismatches == 0 ? 0 : 1;

// Runs one family of checks; a crash in the harness itself is a mismatch too, and the next family still runs.
void Section(string name, Action<Harness> run)
{
    long cases = harness.Cases;
    int mismatches = harness.Mismatches;
    var watch = Stopwatch.StartNew();
    harness.Guard(new Where(name, "section", 0, ""), "run", () => run(harness));
    Console.WriteLine($"{name}: {harness.Cases - cases} cases, {harness.Mismatches - mismatches} mismatches, {watch.Elapsed.TotalSeconds:F1} s");
}

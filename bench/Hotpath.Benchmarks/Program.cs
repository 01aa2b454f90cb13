using BenchmarkDotNet.Running;

// BenchmarkDotNet runs each benchmark in a child process started in its own build folder, so a relative
// HOTPATH_DATA (such as ../shared/data) is made absolute here, where it is relative to the caller's directory.
if (Environment.GetEnvironmentVariable("HOTPATH_DATA") is { Length: > 0 } data)
{
    Environment.SetEnvironmentVariable("HOTPATH_DATA", Path.GetFullPath(data));
}

// Runs any benchmark class in this assembly: `dotnet run -c Release --project bench/Hotpath.Benchmarks -- --filter '*'`.
BenchmarkSwitcher.FromAssembly(typeof(Program).Assembly).Run(args);

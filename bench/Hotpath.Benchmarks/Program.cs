using BenchmarkDotNet.Running;

// Runs any benchmark class in this assembly: `dotnet run -c Release --project bench/Hotpath.Benchmarks -- --filter '*'`.
BenchmarkSwitcher.FromAssembly(typeof(Program).Assembly).Run(args);

using System.Diagnostics;
using System.Runtime;

namespace Hotpath.Cli.Measurement;

/// <summary>
/// Warm-up that ends when the JIT has gone quiet. Tier-1 code is compiled on a background thread: on a loaded
/// machine that thread is starved, and a fixed warm-up can end while the measured code is still unoptimized
/// (one report row once measured 700 times its settled time that way; a construction benchmark, which touches
/// hundreds of methods, measured 2× its settled time in rebar).
/// </summary>
internal static class JitSettling
{
    /// <summary>
    /// Calls <paramref name="run"/> in windows of <paramref name="window"/> until one whole window passes with no
    /// method compiled, or until <paramref name="limit"/> has passed; returns the number of calls made.
    /// </summary>
    public static long RunUntilQuiet(Func<long> run, TimeSpan window, TimeSpan limit)
    {
        var clock = Stopwatch.StartNew();
        long calls = 0;
        long compiled;
        do
        {
            compiled = JitInfo.GetCompiledMethodCount();
            var windowClock = Stopwatch.StartNew();
            do
            {
                run();
                calls++;
            }
            while (windowClock.Elapsed < window);
        }
        while (JitInfo.GetCompiledMethodCount() != compiled && clock.Elapsed < limit);
        return calls;
    }
}

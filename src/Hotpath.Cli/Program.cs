using Hotpath.Cli.Cli;

return CommandLine.Run(args, Console.Out, Console.Error);

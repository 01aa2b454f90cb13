using Tomlyn.Model;
using Tomlyn.Serialization;

namespace Hotpath.Cli.Rebar.Definitions;

/// <summary>
/// Tomlyn's source-generated metadata for its untyped model, so that definitions read without reflection
/// and the command stays Native AOT and trimming clean.
/// </summary>
[TomlSerializable(typeof(TomlTable))]
internal sealed partial class DefinitionTomlContext : TomlSerializerContext;

using System.Reflection;

namespace DropInUsage;

/// <summary>
/// The public API of System.Text.RegularExpressions read by reflection, one line per member with namespaces left
/// out, so that the BCL's and Hotpath's signatures compare as text. Shared by the usage generator and the test that
/// keeps docs/regex.md's compatibility table true.
/// </summary>
public static class ApiSignatures
{
    private const BindingFlags Members = BindingFlags.Public | BindingFlags.Instance | BindingFlags.Static | BindingFlags.DeclaredOnly;

    /// <summary>The BCL types of System.Text.RegularExpressions, by name without namespace (nested types as Outer.Inner).</summary>
    public static IEnumerable<Type> BclTypes() =>
        typeof(System.Text.RegularExpressions.Regex).Assembly.GetExportedTypes()
            .Where(t => t.Namespace == "System.Text.RegularExpressions")
            .OrderBy(TypeName, StringComparer.Ordinal);

    /// <summary>A type's name without namespace, nested types joined with a dot.</summary>
    public static string TypeName(Type type) => Strip(type.FullName!.Replace('+', '.'));

    /// <summary>Every public member a type declares or inherits from another type of the same API, as sorted signatures.</summary>
    public static SortedSet<string> MemberSignatures(Type type)
    {
        var set = new SortedSet<string>(StringComparer.Ordinal);
        for (Type? t = type; t is not null && t != typeof(object) && t != typeof(Exception) && t != typeof(ArgumentException) && t != typeof(TimeoutException) && t != typeof(ValueType) && t != typeof(Enum) && t != typeof(Attribute); t = t.BaseType)
        {
            foreach (MemberInfo member in t.GetMembers(Members))
            {
                if (member is MethodInfo { IsSpecialName: true } || member is Type) continue;
                if (member is FieldInfo { IsSpecialName: true }) continue;
                set.Add(Signature(type, member));
            }
        }
        foreach (Type i in type.GetInterfaces().OrderBy(i => i.ToString(), StringComparer.Ordinal)) set.Add(TypeName(type) + " implements " + Strip(i.ToString()));
        return set;
    }

    /// <summary>One member's signature: kind, name and parameter types.</summary>
    public static string Signature(Type owner, MemberInfo member)
    {
        string prefix = TypeName(owner) + ".";
        return member switch
        {
            ConstructorInfo c => prefix + "ctor(" + Parameters(c) + ")",
            MethodInfo m => prefix + (m.IsStatic ? "static " : "") + m.Name + "(" + Parameters(m) + ")",
            PropertyInfo p => prefix + ((p.GetMethod ?? p.SetMethod)!.IsStatic ? "static " : "") + p.Name
                + (p.GetIndexParameters().Length > 0 ? "[" + string.Join(", ", p.GetIndexParameters().Select(x => Strip(x.ParameterType.ToString()))) + "]" : ""),
            FieldInfo f => prefix + (f.IsStatic ? "static " : "") + f.Name,
            _ => prefix + member.Name,
        };
    }

    private static string Parameters(MethodBase method) => string.Join(", ", method.GetParameters().Select(p => Strip(p.ParameterType.ToString())));

    private static string Strip(string name) => name.Replace("System.Text.RegularExpressions.", "").Replace("Hotpath.RegularExpressions.", "").Replace('+', '.');
}

using System.Collections;

namespace Hotpath.RegularExpressions.Tests.Captures;

/// <summary>
/// <c>foreach</c> over <see cref="GroupCollection"/> binds to its struct enumerator: it must yield the same
/// groups, in the same order, as the indexer and the interface enumerators, and reset like them.
/// </summary>
public sealed class GroupEnumerationTests
{
    [Theory]
    [InlineData(@"^(\w+) (?<word>\w+)?(x)?", "hello world")]
    [InlineData(@"(a)|(b)", "b")]
    [InlineData("no groups", "no groups")]
    public void TheStructEnumeratorYieldsTheIndexersGroups(string pattern, string input)
    {
        GroupCollection groups = new Regex(pattern).Match(input).Groups;
        var viaForeach = new List<Group>();
        foreach (Group group in groups) viaForeach.Add(group);
        var viaInterface = new List<Group>();
        IEnumerator untyped = ((IEnumerable)groups).GetEnumerator();
        while (untyped.MoveNext()) viaInterface.Add((Group)untyped.Current);
        Assert.Equal(groups.Count, viaForeach.Count);
        Assert.Equal(viaForeach, viaInterface);
        Assert.Equal(viaForeach, ((IEnumerable<Group>)groups).ToList());
        Assert.Equal(viaForeach.Select(g => (g.Name, g.Success, g.Index, g.Length)), groups.Keys.Select(k => groups[k]).Select(g => (g.Name, g.Success, g.Index, g.Length)));
    }

    [Fact]
    public void ResetStartsOver()
    {
        GroupCollection.Enumerator enumerator = new Regex("(a)(b)").Match("ab").Groups.GetEnumerator();
        while (enumerator.MoveNext())
        {
        }
        enumerator.Reset();
        Assert.True(enumerator.MoveNext());
        Assert.Equal("ab", enumerator.Current.Value);
        Assert.True(enumerator.MoveNext());
        Assert.Equal("a", enumerator.Current.Value);
    }
}

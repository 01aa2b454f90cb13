namespace Hotpath.Text.Tests.Multi;

/// <summary>Seeded random pattern sets and haystacks: small alphabets force overlaps and prefix relations, corpus text gives realistic words.</summary>
internal sealed class RandomPatterns(int seed)
{
    private readonly Random _random = new(seed);

    public int Next(int max) => _random.Next(max);

    public string Text(string alphabet, int length)
    {
        var chars = new char[length];
        for (int i = 0; i < length; i++) chars[i] = alphabet[_random.Next(alphabet.Length)];
        return new string(chars);
    }

    public string[] Patterns(string alphabet, int count, int minLength, int maxLength) =>
        Enumerable.Range(0, count).Select(_ => Text(alphabet, _random.Next(minLength, maxLength + 1))).ToArray();

    /// <summary>Random slices of <paramref name="corpus"/> (so many of them occur), some with case changed.</summary>
    public string[] Slices(string corpus, int count, int minLength, int maxLength, bool changeCase) =>
        Enumerable.Range(0, count).Select(_ =>
        {
            int length = _random.Next(minLength, maxLength + 1);
            string slice = corpus.Substring(_random.Next(corpus.Length - length), length);
            return changeCase && _random.Next(2) == 0 ? slice.ToUpperInvariant() : slice;
        }).ToArray();
}

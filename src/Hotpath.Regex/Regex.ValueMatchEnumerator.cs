using System.Collections;
using Hotpath.RegularExpressions.Meta;

namespace Hotpath.RegularExpressions;

public sealed partial class Regex
{
    /// <summary>
    /// Enumerates the matches of a regex in a span of UTF-16 text without allocating. Use it in a
    /// <c>foreach</c>; each <see cref="Current"/> is valid until the next <see cref="MoveNext"/>.
    /// </summary>
    public ref struct ValueMatchEnumerator : IEnumerator<ValueMatch>
    {
        private readonly Regex _regex;
        private readonly ReadOnlySpan<char> _input;
        private SearchStart _next;
        private bool _done;
        // The regex's scratch, kept from one match to the next (see Regex.TryFindSpan).
        private StrategyCache? _cache;
        // For a regex that is not linear, the BCL's enumeration (its order and resumption), whose matches this one yields.
        private System.Text.RegularExpressions.Regex.ValueMatchEnumerator _bclMatches;
        private readonly bool _fromBcl;

        internal ValueMatchEnumerator(Regex regex, ReadOnlySpan<char> input, int startat)
        {
            _regex = regex;
            _input = input;
            _next = startat;
            if (regex.BclRegex is { } bcl)
            {
                _bclMatches = bcl.EnumerateMatches(input, startat);
                _fromBcl = true;
            }
        }

        /// <summary>The current match.</summary>
        public ValueMatch Current { readonly get; private set; }

        readonly object IEnumerator.Current => throw new NotSupportedException();

        void IEnumerator.Reset() => throw new NotSupportedException();

        /// <summary>Returns this enumerator, so it works in <c>foreach</c>.</summary>
        public readonly ValueMatchEnumerator GetEnumerator() => this;

        /// <summary>Gives the regex's scratch back when the enumeration stops early (<c>foreach</c> calls it).</summary>
        public void Dispose() => _regex.ReturnHeld(ref _cache);

        /// <summary>Finds the next match; false when there are no more.</summary>
        public bool MoveNext()
        {
            if (_fromBcl) return MoveNextFromBcl();
            if (_done || !_regex.TryFindSpan(_input, _next, ref _cache, out int start, out int end))
            {
                _done = true;
                return false;
            }
            Current = new ValueMatch(start, end - start);
            _done = !SearchStart.TryResume(start, end, _input.Length, out _next);
            return true;
        }

        private bool MoveNextFromBcl()
        {
            try
            {
                if (!_bclMatches.MoveNext()) return false;
            }
            catch (System.Text.RegularExpressions.RegexMatchTimeoutException e) when (e is not RegexMatchTimeoutException)
            {
                throw BclInterop.FromBcl(e);
            }
            Current = new ValueMatch(_bclMatches.Current.Index, _bclMatches.Current.Length);
            return true;
        }
    }
}

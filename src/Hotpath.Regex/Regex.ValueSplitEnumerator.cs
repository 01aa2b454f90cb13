using System.Collections;
using Hotpath.RegularExpressions.Meta;

namespace Hotpath.RegularExpressions;

public sealed partial class Regex
{
    /// <summary>
    /// Enumerates the ranges of a span between a regex's matches, as <see cref="Split(string, int, int)"/> cuts it but
    /// without the groups' text and without allocating. Use it in a <c>foreach</c>.
    /// </summary>
    public ref struct ValueSplitEnumerator : IEnumerator<Range>
    {
        private readonly Regex _regex;
        private readonly ReadOnlySpan<char> _input;
        private SearchStart _next;
        // Splits still allowed (count - 1); negative means no limit. 0 also once no search can follow.
        private int _remaining;
        private int _copied;
        private bool _done;
        // The regex's scratch, kept from one match to the next (see Regex.TryFindSpan).
        private StrategyCache? _cache;
        // For a regex that is not linear, the BCL's enumeration, whose ranges this one yields.
        private System.Text.RegularExpressions.Regex.ValueSplitEnumerator _bclSplits;
        private readonly bool _fromBcl;

        internal ValueSplitEnumerator(Regex regex, ReadOnlySpan<char> input, int count, int startat)
        {
            _regex = regex;
            _input = input;
            _next = startat;
            _remaining = count - 1;
            if (regex.BclRegex is { } bcl)
            {
                _bclSplits = bcl.EnumerateSplits(input, count, startat);
                _fromBcl = true;
            }
        }

        /// <summary>The current range of the input.</summary>
        public Range Current { readonly get; private set; }

        readonly object IEnumerator.Current => throw new NotSupportedException();

        void IEnumerator.Reset() => throw new NotSupportedException();

        /// <summary>Returns this enumerator (for <c>foreach</c>).</summary>
        public readonly ValueSplitEnumerator GetEnumerator() => this;

        /// <summary>Gives the regex's scratch back when the enumeration stops early.</summary>
        public void Dispose() => _regex.ReturnHeld(ref _cache);

        /// <summary>Advances to the next range.</summary>
        /// <exception cref="RegexMatchTimeoutException">A search ran longer than the regex's timeout.</exception>
        public bool MoveNext()
        {
            if (_fromBcl) return MoveNextFromBcl();
            if (_done) return false;
            if (_remaining != 0 && _regex.TryFindSpan(_input, _next, ref _cache, out int start, out int end))
            {
                Current = _copied..start;
                _copied = end;
                _remaining--;
                if (!SearchStart.TryResume(start, end, _input.Length, out _next)) _remaining = 0;
                return true;
            }
            _regex.ReturnHeld(ref _cache);
            Current = _copied.._input.Length;
            _done = true;
            return true;
        }

        private bool MoveNextFromBcl()
        {
            try
            {
                if (!_bclSplits.MoveNext()) return false;
            }
            catch (System.Text.RegularExpressions.RegexMatchTimeoutException e) when (e is not RegexMatchTimeoutException)
            {
                throw BclInterop.FromBcl(e);
            }
            Current = _bclSplits.Current;
            return true;
        }
    }
}

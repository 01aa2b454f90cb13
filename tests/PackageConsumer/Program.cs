// Uses each package once, the way its README shows, and compares the answer with the BCL's.
// Prints one line per check and exits nonzero on any mismatch.
using System.Globalization;
using System.Text;
using Hotpath.Encodings;
using Hotpath.Numerics;
using Hotpath.RegularExpressions;
using Hotpath.Text;
using Bcl = System.Text.RegularExpressions;

int mismatches = 0;
void Check<T>(string what, T actual, T expected)
{
    bool same = EqualityComparer<T>.Default.Equals(actual, expected);
    if (!same) mismatches++;
    Console.WriteLine($"{(same ? "ok      " : "MISMATCH")} {what}: {actual} (BCL: {expected})");
}

const string text = "It is elementary, my dear Watson. Elementary! ELEMENTARY, said mail alice@example.com and bob@test.com.";

// Hotpath.Text
var searcher = new SubstringSearcher("elementary", StringComparison.OrdinalIgnoreCase);
int bclCount = 0;
for (int at = 0; (at = text.IndexOf("elementary", at, StringComparison.OrdinalIgnoreCase)) >= 0; at += "elementary".Length)
    bclCount++;
Check("SubstringSearcher.Count", searcher.Count(text), bclCount);
Check("SubstringSearcher.LastIndexOf", searcher.LastIndexOf(text), text.LastIndexOf("elementary", StringComparison.OrdinalIgnoreCase));

// Hotpath.Regex
const string pattern = @"(?<user>\w+)@(?<host>\w+\.com)";
var regex = new Regex(pattern);
var bcl = new Bcl.Regex(pattern);
Check("Regex.Match host", regex.Match(text).Groups["host"].Value, bcl.Match(text).Groups["host"].Value);
Check("Regex.Count", regex.Count(text), bcl.Count(text));
Check("Regex.Replace", regex.Replace(text, "${host}"), bcl.Replace(text, "${host}"));

// Hotpath.Encoding
Check("Utf8.GetByteCount", Utf8.GetByteCount("naïve café ✓ 𝄞"), Encoding.UTF8.GetByteCount("naïve café ✓ 𝄞"));
byte[] bytes = Encoding.UTF8.GetBytes("naïve café");
Check("Hex.ToHexString", Hex.ToHexString(bytes), Convert.ToHexString(bytes));

// Hotpath.Numerics
double sum = 0.1 + 0.2;
Check("FloatingPointText.ToString", FloatingPointText.ToString(sum, provider: CultureInfo.InvariantCulture), sum.ToString(CultureInfo.InvariantCulture));
Check("FloatingPointText.Parse", FloatingPointText.Parse<double>("2.2250738585072011e-308", CultureInfo.InvariantCulture),
    double.Parse("2.2250738585072011e-308", CultureInfo.InvariantCulture));

Console.WriteLine($"package consumer: {mismatches} mismatches");
return mismatches == 0 ? 0 : 1;

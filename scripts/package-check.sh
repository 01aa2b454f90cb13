#!/usr/bin/env bash
# Packs the four libraries, restores them from a local folder feed into a consumer application
# (tests/PackageConsumer), runs it, publishes it with Native AOT and runs the native binary.
#
# Each run packs a version of its own (the VersionPrefix from Directory.Build.props with the suffix ci.<time>) into a
# temporary folder, and restores into a private NUGET_PACKAGES there, so no cached copy of an earlier pack is used
# and nothing is left in the machine's package cache. The feed's nuget.config maps Hotpath.* to the local feed only;
# every other package (the ILCompiler for AOT) comes from the machine's package folder or its usual source.
#
# Checks, besides the packs and restores succeeding: each library has a .nupkg and a .snupkg; the packages carry
# README.md and LICENSE; Hotpath.Regex depends on Hotpath.Text at exactly its own version; the consumer prints no
# mismatch with the BCL under the JIT and under Native AOT; the AOT publish log has no warning. And that the public API
# baseline holds: a copy of Hotpath.Encoding with one public method added and one listed API that does not exist must
# fail to build with RS0016 and RS0017.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD

work=$(mktemp -d "${TMPDIR:-/tmp}/hotpath-packages.XXXXXX")
trap 'rm -rf "$work"' EXIT
feed=$work/feed
suffix="ci.$(date -u +%Y%m%d%H%M%S)"
prefix=$(sed -n 's|.*<VersionPrefix>\(.*\)</VersionPrefix>.*|\1|p' Directory.Build.props)
version="$prefix-$suffix"
machine_packages=$(dotnet nuget locals global-packages --list | sed 's/^global-packages: *//')
libraries=(Hotpath.Text Hotpath.Regex Hotpath.Encoding Hotpath.Numerics)

fail() { echo "package check: FAILED: $*"; exit 1; }
# Prints the lines of a build log that mention a warning, other than MSBuild's "0 Warning(s)" summary; true if any.
warnings() { grep -i 'warning' "$1" | grep -v -E '^[[:space:]]*0 Warning\(s\)$'; }

# The API baseline: a copy of one library (with the repository's build files) given an API the PublicAPI files do not
# list, and a PublicAPI line with no API, must not build.
started=$SECONDS
probe=$work/api-probe
mkdir -p "$probe/src"
cp Directory.Build.props Directory.Build.targets Directory.Packages.props LICENSE .editorconfig "$probe/"
cp -r src/Hotpath.Encoding "$probe/src/"
cat >"$probe/src/Hotpath.Encoding/UnreviewedApi.cs" <<'CS'
namespace Hotpath.Encodings;

/// <summary>An API that no PublicAPI file lists.</summary>
public static class UnreviewedApi
{
    /// <summary>Not part of the baseline.</summary>
    public static int Added() => 42;
}
CS
echo 'static Hotpath.Encodings.Utf8.Removed() -> int' >>"$probe/src/Hotpath.Encoding/PublicAPI.Shipped.txt"
if dotnet build "$probe/src/Hotpath.Encoding/Hotpath.Encoding.csproj" -c Release -nologo -v q -tl:off >"$work/api-probe.log" 2>&1; then
  fail "a library with an API change outside its PublicAPI files still builds"
fi
for rule in RS0016 RS0017; do
  grep -q "error $rule" "$work/api-probe.log" || { cat "$work/api-probe.log"; fail "the API change did not report $rule"; }
done
echo "package check: an unreviewed API change fails the build (RS0016 added, RS0017 removed) in $((SECONDS - started)) s"

started=$SECONDS
for library in "${libraries[@]}"; do
  # Built in an artifacts folder of its own: the repository's Release build (the tests') keeps its outputs.
  if ! dotnet pack "src/$library/$library.csproj" -c Release --version-suffix "$suffix" -o "$feed" \
      -p:ArtifactsPath="$work/artifacts/" -nologo -v q >"$work/pack-$library.log" 2>&1; then
    cat "$work/pack-$library.log"
    fail "dotnet pack $library"
  fi
  if warnings "$work/pack-$library.log"; then fail "dotnet pack $library reported warnings (above)"; fi
  for ext in nupkg snupkg; do
    [[ -f "$feed/$library.$version.$ext" ]] || fail "$library.$version.$ext is missing"
  done
  contents=$(unzip -Z1 "$feed/$library.$version.nupkg")
  for file in README.md LICENSE; do
    grep -qx "$file" <<<"$contents" || fail "$library's package has no $file"
  done
done
nuspec=$(unzip -p "$feed/Hotpath.Regex.$version.nupkg" Hotpath.Regex.nuspec)
grep -q "<dependency id=\"Hotpath.Text\" version=\"\[$version\]\"" <<<"$nuspec" \
  || { echo "$nuspec"; fail "Hotpath.Regex does not depend on Hotpath.Text at exactly [$version]"; }
echo "package check: packed ${libraries[*]} $version in $((SECONDS - started)) s (packages, symbols, README, LICENSE; Hotpath.Text at [$version])"

# The consumer, away from the repository's Directory.Build.props, Directory.Packages.props and nuget.config.
consumer=$work/consumer
mkdir -p "$consumer"
cp tests/PackageConsumer/PackageConsumer.csproj tests/PackageConsumer/Program.cs "$consumer/"
cat >"$consumer/nuget.config" <<CONFIG
<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <config>
    <add key="globalPackagesFolder" value="$work/nuget-packages" />
  </config>
  <packageSources>
    <clear />
    <add key="hotpath-local" value="$feed" />
    <add key="machine" value="$machine_packages" />
    <add key="nuget.org" value="https://api.nuget.org/v3/index.json" />
  </packageSources>
  <packageSourceMapping>
    <packageSource key="hotpath-local"><package pattern="Hotpath.*" /></packageSource>
    <packageSource key="machine"><package pattern="*" /></packageSource>
    <packageSource key="nuget.org"><package pattern="*" /></packageSource>
  </packageSourceMapping>
</configuration>
CONFIG
export NUGET_PACKAGES=$work/nuget-packages
cd "$consumer"

started=$SECONDS
if ! dotnet build -c Release -p:HotpathVersion="$version" -nologo -v q >"$work/build.log" 2>&1; then
  cat "$work/build.log"
  fail "the consumer does not build against the packages"
fi
if warnings "$work/build.log"; then fail "the consumer's build reported warnings (above)"; fi
grep -rq "\"Hotpath.Text/$version\"" obj/project.assets.json || fail "the consumer did not restore Hotpath.Text $version"
if ! dotnet "bin/Release/net10.0/PackageConsumer.dll"; then fail "the consumer (JIT) reported mismatches"; fi
echo "package check: restored, built and ran the consumer (JIT) in $((SECONDS - started)) s"

started=$SECONDS
if ! dotnet publish -c Release --use-current-runtime -p:PublishAot=true -p:HotpathVersion="$version" -o "$work/aot" \
    -nologo -v q -tl:off >"$work/publish.log" 2>&1; then
  cat "$work/publish.log"
  fail "the Native AOT publish of the consumer"
fi
if warnings "$work/publish.log"; then fail "the Native AOT publish reported warnings (above)"; fi
if ! "$work/aot/PackageConsumer"; then fail "the consumer (Native AOT) reported mismatches"; fi
echo "package check: published the consumer with Native AOT (no warnings) and ran it in $((SECONDS - started)) s"
echo "package check: passed"

#!/usr/bin/env bash
# The Arm64 check of the test command: the vector-kernel tests and the Native AOT differential check built for
# linux-arm64 and run under user-mode emulation (qemu-aarch64-static), so that every AdvSimd path, which an x64
# machine never takes, is exercised. Emulation is 8-25 times slower than native, so the xunit projects run a
# chosen part of their tests here (the filters below: the tests that drive the vector kernels, without the
# longest differential sweeps, which run natively at every x64 vector width); the AOT check runs whole.
# Emulation says nothing about speed on Arm64 hardware, only about results.
#
# Installs what it needs with apt when it is missing (the arm64 architecture in dpkg, qemu-user-static, the
# arm64 ICU and OpenSSL the runtime loads, and clang, lld and the arm64 C library that link the AOT binary),
# which needs root. Fails loudly when that cannot be done; HOTPATH_SKIP_ARM64=1 skips the whole check instead.
#
# Prints one line per project and a closing "arm64 check: N passed, N failed, N skipped"; exits nonzero when
# anything fails. Needs an x64 Debian machine (an arm64 machine runs every path in the ordinary test run).
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${HOTPATH_SKIP_ARM64:-0}" == 1 ]]; then
  echo "arm64 check: skipped (HOTPATH_SKIP_ARM64=1)"
  exit 0
fi
if [[ $(uname -m) == aarch64 ]]; then
  echo "arm64 check: not needed on an arm64 machine (the ordinary test run takes the AdvSimd paths)"
  exit 0
fi

fail() {
  echo "arm64 check: FAILED: $*" >&2
  echo "arm64 check: set HOTPATH_SKIP_ARM64=1 to skip it on a machine where it cannot run" >&2
  exit 1
}

started=$SECONDS
packages=(qemu-user-static libicu72:arm64 libssl3:arm64 clang lld libc6-dev:arm64 libgcc-12-dev:arm64)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if ((${#missing[@]})); then
  [[ $(id -u) -eq 0 ]] || fail "needs root to install ${missing[*]}"
  echo "arm64 check: installing ${missing[*]}"
  if ! dpkg --print-foreign-architectures | grep -qx arm64; then
    dpkg --add-architecture arm64 || fail "dpkg --add-architecture arm64"
  fi
  apt-get update -qq || fail "apt-get update"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null || fail "apt-get install ${missing[*]}"
fi
echo "arm64 check: tools ready in $((SECONDS - started)) s"

root=artifacts/arm64
mkdir -p "$root"

# The tests each project runs under emulation (xunit.v3 runner filters: -class OR -class, AND NOT each -method-).
# Each project keeps differential tests of its vector kernels against the BCL and leaves out its longest sweeps,
# which run natively at every x64 vector width; the AOT check below adds its seeded differential cases of Text,
# Encoding, Regex and Numerics on Arm64.
declare -A filters=(
  [Hotpath.Encoding.Tests]="-method- *.HexTests.EveryUnitPair_DecodesLikeTheBcl_AloneAndInsideAVectorBlock
    -method- *.Utf8DecodingTests.RandomTexts_OfEveryLengthUpTo2000_ValidAndDamaged
    -method- *.Utf8DecodingTests.EveryFourByteSequence_OverEdgeBytes_Planted
    -method- *.Utf16EncodingTests.EveryPairOfEdgeChars_AtEveryOffsetOfTwoBlocks
    -method- *.HexTests.EveryDestinationSize_StopsLikeTheBcl
    -method- *.Base64UrlTests.PublicShapes_MatchTheBclIncludingExceptions"
  [Hotpath.Numerics.Tests]="-class *.NumberRunsTests -class *.SharedNumberDataTests -class *.FormattingDifferentialTests
    -method- *.ShortestFloatsMatchTheBcl -method- *.ShortestDoublesMatchTheBcl"
  [Hotpath.Text.Tests]="-class *.UnitScanTests -class *.VectorScanAlignmentTests -class *.SubstringSearcherDifferentialTests
    -class *.NearMissVerificationTests -class *.AsciiPatternSearchTests -class *.TeddyWholeUnitTests
    -class *.TeddyLowByteTests -class *.TeddyNarrowingTests"
  [Hotpath.Regex.Tests]="-class *.Prefilters.* -class *.ClassRunScanTests
    -method- *.OffsetPrefilterTests.RegexesLedByItFindTheBclsMatches
    -method- *.ClassSequencePrefilterTests.FindsSequencesOfRangesAndLargeClasses
    -method- *.ClassSequencePrefilterTests.SwitchesBetweenTheAnchorSearchAndThePairScanWithoutMissingMatches"
)
projects=(Hotpath.Encoding.Tests Hotpath.Numerics.Tests Hotpath.Text.Tests Hotpath.Regex.Tests)

# A total from the runner's <assembly> element ($assembly), 0 when it is absent.
count() {
  local value
  value=$(grep -o " $1=\"[0-9]*\"" <<<"$assembly" | grep -o '[0-9]*') || true
  echo "${value:-0}"
}

passed=0 failed=0 skipped=0 status=0
for project in "${projects[@]}"; do
  out="$root/$project"
  started=$SECONDS
  rm -rf "$out"
  if ! dotnet publish "tests/$project/$project.csproj" -c Release -r linux-arm64 --self-contained -o "$out" \
      -v q -nologo >"$root/$project.publish.log" 2>&1; then
    cat "$root/$project.publish.log"
    fail "publishing $project for linux-arm64"
  fi
  published=$((SECONDS - started))

  started=$SECONDS
  set +e
  # shellcheck disable=SC2086 # the filter is a list of runner arguments
  # W^X off: the JIT writes code through a second mapping of the same memory, which qemu's translation cache does not
  # see, so it would go on running stale code (illegal instructions, broken stubs) after the runtime rewrites it.
  DOTNET_EnableWriteXorExecute=0 qemu-aarch64-static "$out/$project" -noLogo -noColor -reporter quiet -xml "$root/$project.xml" ${filters[$project]} \
    >"$root/$project.log" 2>&1
  code=$?
  set -e
  # The runner's XML has the totals and the platform it ran on; a missing one (a crash before the end) fails.
  assembly=$(grep -o '<assembly [^>]*' "$root/$project.xml" 2>/dev/null | head -n 1) || true
  ran=$(count passed) failures=$(($(count failed) + $(count errors))) skips=$(count skipped)
  passed=$((passed + ran)) failed=$((failed + failures)) skipped=$((skipped + skips))
  echo "arm64 check: $project: $ran passed, $failures failed, $skips skipped" \
    "(published in $published s, ran in $((SECONDS - started)) s under emulation, exit code $code)"
  # xunit names the platform in the report's environment ("64-bit (ARM) .NET ..."): proof that Arm64 code ran.
  if [[ $assembly != *'environment="64-bit (ARM) '* ]]; then
    echo "arm64 check: $project: the runner's report is missing or does not name 64-bit ARM as the platform"
    failures=1
  fi
  if [[ $code -ne 0 || $failures -ne 0 || $ran -eq 0 ]]; then
    status=1
    cat "$root/$project.log"
  fi
done

started=$SECONDS
bash scripts/aot-check.sh arm64 || status=1
echo "arm64 check: the AOT check took $((SECONDS - started)) s"
echo "arm64 check: $passed passed, $failed failed, $skipped skipped"
exit $status

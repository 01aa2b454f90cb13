#!/usr/bin/env bash
# The README's test command. Builds everything in Release and runs every xunit project
# (`dotnet test Hotpath.slnx -c Release`) three times: as the machine is, then with AVX-512 turned off and
# with AVX2 turned off (DOTNET_EnableAVX512=0, DOTNET_EnableAVX2=0), so that the 256- and 128-bit paths,
# which a machine with wider vectors never takes, are tested on every machine. Then it runs the Native AOT
# differential check (scripts/aot-check.sh: the libraries published with Native AOT and checked against
# the BCL, since the test host cannot run under AOT) and the package check (scripts/package-check.sh: the libraries
# packed, restored from a local feed into a consumer application, run, and published with Native AOT with no
# warnings; the public API baseline rejecting an unreviewed change) and the Arm64 check (scripts/arm64-check.sh: the
# vector-kernel tests and the AOT check built for linux-arm64 and run under qemu user-mode emulation, so that the
# AdvSimd paths run; HOTPATH_SKIP_ARM64=1 skips it), and prints one closing line summed over every
# xunit run: "tests: N passed, N failed, N skipped". It fails when any part fails.
set -uo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
dotnet test Hotpath.slnx -c Release "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
for narrower in DOTNET_EnableAVX512 DOTNET_EnableAVX2; do
  echo "== the same tests with $narrower=0 =="
  env "$narrower=0" dotnet test Hotpath.slnx -c Release --no-build "$@" 2>&1 | tee -a "$log"
  run_status=${PIPESTATUS[0]}
  if [ "$run_status" -ne 0 ]; then status=$run_status; fi
done
read -r passed failed skipped < <(awk '
  /^(Passed!|Failed!)/ {
    for (i = 1; i <= NF; i++) {
      if ($i == "Passed:") { v = $(i+1); gsub(",", "", v); p += v }
      if ($i == "Failed:") { v = $(i+1); gsub(",", "", v); f += v }
      if ($i == "Skipped:") { v = $(i+1); gsub(",", "", v); s += v }
    }
  }
  END { print p+0, f+0, s+0 }' "$log")
rm -f "$log"
aot_status=0
bash scripts/aot-check.sh || aot_status=$?
package_status=0
bash scripts/package-check.sh || package_status=$?
arm64_status=0
bash scripts/arm64-check.sh || arm64_status=$?
echo "tests: ${passed} passed, ${failed} failed, ${skipped} skipped"
if [ "$status" -ne 0 ] || [ "$failed" -ne 0 ] || [ "$passed" -eq 0 ] || [ "$aot_status" -ne 0 ] || [ "$package_status" -ne 0 ] || [ "$arm64_status" -ne 0 ]; then exit 1; fi

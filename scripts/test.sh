#!/usr/bin/env bash
# The README's test command: builds everything in Release and runs every xunit project
# (`dotnet test Hotpath.slnx -c Release`), then the Native AOT differential check (scripts/aot-check.sh:
# the libraries published with Native AOT and checked against the BCL, since the test host cannot run
# under AOT), then prints one closing line summed over the xunit projects:
# "tests: N passed, N failed, N skipped". It fails when either part fails.
set -uo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
dotnet test Hotpath.slnx -c Release "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
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
echo "tests: ${passed} passed, ${failed} failed, ${skipped} skipped"
if [ "$status" -ne 0 ] || [ "$failed" -ne 0 ] || [ "$passed" -eq 0 ] || [ "$aot_status" -ne 0 ]; then exit 1; fi

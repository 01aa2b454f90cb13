#!/usr/bin/env bash
# The README's test command: builds everything in Release and runs every xunit project.
# Prints a closing "N passed, N failed, N skipped" line summed over all test projects.
set -uo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
dotnet test Hotpath.slnx -c Release --logger "console;verbosity=normal" 2>&1 | tee "$log" | grep -E "^(Passed!|Failed!|  Failed |error|.*error [A-Z]+[0-9]+)|Total tests|Skipped " || true
status=${PIPESTATUS[0]}
read -r passed failed skipped < <(awk '
  /^(Passed!|Failed!)/ {
    for (i = 1; i <= NF; i++) {
      if ($i == "Passed:")  p += $(i+1)
      if ($i == "Failed:")  f += $(i+1)
      if ($i == "Skipped:") s += $(i+1)
    }
  }
  END { print p+0, f+0, s+0 }' "$log")
rm -f "$log"
echo "tests: ${passed} passed, ${failed} failed, ${skipped} skipped"
if [ "$status" -ne 0 ] || [ "$failed" -ne 0 ] || [ "$passed" -eq 0 ]; then exit 1; fi

#!/usr/bin/env bash
# Publishes tests/Hotpath.Aot.Tests with Native AOT and runs it: differential checks of Hotpath.Text, Hotpath.Encoding and
# Hotpath.Regex against the BCL, compiled the way an AOT application compiles them (no JIT, no dynamic code).
#
# Two variants, each in its own folder under artifacts/aot/:
#   default  the default instruction set of AOT publishing, a baseline every x64 machine has, so the vector
#            code is compiled for what that baseline allows and the wider paths are compiled out;
#   native   -p:IlcInstructionSet=native, this machine's own instruction set, so the AVX2 and AVX-512 paths
#            (whatever the machine has) are compiled in and run;
#   arm64    only when named: cross-compiled for linux-arm64 (clang, lld and the arm64 C library link it) and run
#            under user-mode emulation (qemu-aarch64-static), so the AdvSimd paths run. scripts/arm64-check.sh
#            installs what it needs and runs `scripts/aot-check.sh arm64`.
#
# Usage: scripts/aot-check.sh [variant ...]   (default: default native)
# Exits nonzero when a publish fails, a binary exits nonzero, or a binary reports any mismatch.
# Needs only the .NET 10 SDK (the ILCompiler package is restored from NuGet) and a C toolchain for linking.
set -euo pipefail
cd "$(dirname "$0")/.."

project=tests/Hotpath.Aot.Tests/Hotpath.Aot.Tests.csproj
root=artifacts/aot
mkdir -p "$root"

if (($#)); then variants=("$@"); else variants=(default native); fi
declare -A extra=([default]="--use-current-runtime" [native]="--use-current-runtime -p:IlcInstructionSet=native"
                  [arm64]="-r linux-arm64 -p:LinkerFlavor=lld")
# The program that runs the binary: none for this machine's own, the emulator for arm64.
declare -A emulator=([default]="" [native]="" [arm64]="qemu-aarch64-static")

status=0
for variant in "${variants[@]}"; do
  if [[ ! -v "extra[$variant]" ]]; then echo "aot check: unknown variant '$variant' (default, native or arm64)"; exit 2; fi
  out="$root/$variant"
  log="$root/$variant.publish.log"
  rm -rf "$out"
  started=$SECONDS
  # The native objects go to a folder per variant, so that each keeps its own incremental build and one
  # variant's compilation is never mistaken for the other's.
  # shellcheck disable=SC2086 # ${extra[...]} is a list of arguments
  if ! dotnet publish "$project" -c Release -p:PublishAot=true ${extra[$variant]} \
      -p:NativeIntermediateOutputPath="$PWD/$root/obj-$variant/" -o "$out" -v q -nologo >"$log" 2>&1; then
    echo "aot check ($variant): publish failed; log ($log):"
    cat "$log"
    exit 1
  fi
  echo "aot check ($variant): published in $((SECONDS - started)) s"

  started=$SECONDS
  set +e
  # shellcheck disable=SC2086 # ${emulator[...]} is empty or one word
  output=$(${emulator[$variant]} "$out/Hotpath.Aot.Tests" "$variant" 2>&1)
  code=$?
  set -e
  echo "$output"
  echo "aot check ($variant): ran in $((SECONDS - started)) s, exit code $code"
  last=$(printf '%s\n' "$output" | tail -n 1)
  if [[ $code -ne 0 ]]; then
    status=1
  elif [[ ! $last =~ ^aot\ check\ \($variant\):\ [0-9]+\ cases,\ 0\ mismatches$ ]]; then
    echo "aot check ($variant): the closing line is missing or reports mismatches"
    status=1
  elif [[ $variant == arm64 && $output != *", Arm64, "* ]]; then
    # The program names the architecture it runs on in its first line: proof that the emulator ran an Arm64 binary.
    echo "aot check ($variant): the binary did not report running on Arm64"
    status=1
  fi
done

if [[ $status -ne 0 ]]; then
  echo "aot check: FAILED"
else
  echo "aot check: all variants passed"
fi
exit $status

#!/bin/bash
# Instructions per game step of the vector env (64 games, random legal actions), counted by
# valgrind's cachegrind (a loaded machine cannot move a count): CALLS steps of the env
# (vector_pass.py) less the same script with none, for the base game and C&K, then the
# fingerprint of what the steps returned (observations, masks, rewards, ends), which two
# versions that step alike share. The build from DIR (a checkout or a compiled build's
# target directory).
#
#   benchmarks/vector_instructions.sh DIR [CALLS]          # CALLS = 300
set -euo pipefail
dir=$(cd "$1" && pwd)
calls=${2:-300}
here=$(cd "$(dirname "$0")" && pwd)
py=$(python3 -c 'import sys; print(sys.executable)')  # not a pyenv shim: valgrind runs it
count() {  # expansion, calls: prints the instructions
    valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null "$py" \
        "$here/vector_pass.py" "$dir" "$1" "$2" 2>&1 | awk '/I *refs/ {gsub(",", "", $NF); print $NF}'
}
for expansion in base ck; do
    with=$(count "$expansion" "$calls")
    without=$(count "$expansion" 0)
    awk -v e="$expansion" -v w="$with" -v o="$without" -v c="$calls" 'BEGIN {
        printf "%-4s %8.1f M instructions for %d calls of 64 games, %7.0f a game step\n",
            e, (w - o) / 1e6, c, (w - o) / (c * 64) }'
    "$py" "$here/vector_pass.py" "$dir" "$expansion" "$calls" fingerprint | grep fingerprint
done

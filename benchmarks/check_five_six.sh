#!/usr/bin/env bash
# The 5-6 player invariant checks of issue 27 (`cityknights check`, 500 games for each of
# C&K and base at 6 and 5 seats), run in chunks so that a stopped run resumes where it
# stopped: chunk k is `--seed k --games CHUNK`, and game i of seed k has its own derived
# seed (cityknights/seeds.py), so the chunks are distinct games. Each finished chunk
# appends its report to OUT, headed by a line "== <config> seed=<k> ..."; a chunk already
# there is skipped. Runs niced; the configurations take turns chunk by chunk.
#
#   nohup benchmarks/check_five_six.sh [OUT] [CHUNKS] [CHUNK] [WORKERS] &
#   CONFIGS="base 6,base 5" nohup benchmarks/check_five_six.sh [OUT] ... &
set -uo pipefail
cd "$(dirname "$0")/.."
out=${1:-benchmarks/results/check_five_six.txt}
chunks=${2:-10}
chunk=${3:-50}
workers=${4:-2}
configs=("ck 6" "ck 5" "base 6" "base 5")
# CONFIGS="base 6,base 5": only these (a second run beside the first, on the same OUT).
if [[ -n ${CONFIGS:-} ]]; then IFS=, read -ra configs <<<"$CONFIGS"; fi
for ((k = 0; k < chunks; k++)); do
    for config in "${configs[@]}"; do
        read -r expansion players <<<"$config"
        head="== expansion=$expansion players=$players seed=$k games=$chunk"
        if [[ -f $out ]] && grep -qxF "$head" "$out"; then continue; fi
        started=$(date -u +%FT%TZ)
        report=$(nice -n 15 python3 -m cityknights check --expansion "$expansion" \
            --players "$players" --games "$chunk" --seed "$k" --workers "$workers" 2>&1)
        status=$?
        { echo "$head"; echo "started $started ended $(date -u +%FT%TZ) exit $status"
          echo "$report" | grep -v '^checking'; } >>"$out"
    done
done

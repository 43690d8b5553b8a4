#!/bin/bash
# The instructions one pass of vs_catanatron.py's MCTS searches costs, for a checkout or a
# compiled build (DIR/cityknights): valgrind's cachegrind counts the interpreter's
# instructions, which a loaded machine cannot move, for the same searches as
# `checkouts.py`'s first pair (positions from the heuristic games of board seeds
# 2,000,002 on, bot seeds 3,000,001 on, 64 iterations each). The count is the script run
# with the searches less the same script without them (the positions' games and the
# start-up), in millions, with a fingerprint of the searches' choices and root visits: two
# builds that search alike print the same fingerprint.
#
#   benchmarks/mcts_instructions.sh DIR [EXPANSION] [SEARCHES]     # ck or base; 60
set -euo pipefail
dir=$(cd "$1" && pwd)
expansion=${2:-ck}
searches=${3:-60}
here=$(cd "$(dirname "$0")" && pwd)
python=$(python3 -c 'import sys; print(sys.executable)')  # not a pyenv shim: valgrind runs it
count() {
    CITYKNIGHTS_BENCH_PATH=$dir PYTHONPATH=$dir valgrind --tool=cachegrind --cache-sim=no \
        --cachegrind-out-file=/dev/null "$python" "$here/mcts_searches.py" "$expansion" \
        "$searches" "$1" 2>&1 | tee /tmp/mcts_instructions.$$ | grep "I *refs" | tr -d , | awk '{print $NF}'
}
with=$(count search)
print=$(grep "^fingerprint" /tmp/mcts_instructions.$$ || true)
without=$(count positions)
rm -f /tmp/mcts_instructions.$$
echo "$dir $expansion $searches searches: $(( (with - without) / 1000000 )) M instructions; $print"

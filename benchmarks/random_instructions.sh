#!/bin/bash
# Instructions per random base game and per decision, ours and fastcatan's, counted by
# valgrind's cachegrind (a loaded machine cannot move a count): each side's pass of N games
# (random_games_pass.py) less the same script making the games without playing them; and
# the driver's loop alone (a randrange per decision over short lists), the part of a
# decision that is neither engine's. Ours from DIR (a checkout or a compiled build's
# target directory), with a fingerprint of the games; fastcatan from .bench/fastcatan-venv
# (vs_fastcatan.py makes it).
#
#   benchmarks/random_instructions.sh DIR [N]          # N = 20 games
set -euo pipefail
dir=$(cd "$1" && pwd)
n=${2:-20}
here=$(cd "$(dirname "$0")" && pwd)
ours_py=$(python3 -c 'import sys; print(sys.executable)')  # not a pyenv shim: valgrind runs it
theirs_py="$here/../.bench/fastcatan-venv/bin/python"
count() {  # interpreter, then the script's arguments: prints "instructions decisions"
    local py=$1; shift
    valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null "$py" \
        "$here/random_games_pass.py" "$@" 2>&1 | awk '/I *refs/ {gsub(",", "", $NF); i=$NF} /^decisions/ {d=$2} END {print i, d}'
}
report() {  # name, with "i d", without "i d"
    read -r wi wd <<<"$2"; read -r oi _ <<<"$3"
    awk -v n="$1" -v w="$wi" -v o="$oi" -v d="$wd" -v g="$n_games" 'BEGIN {
        printf "%-10s %6.1f M instructions a game, %6.0f a decision (%d decisions in %d games)\n",
            n, (w - o) / g / 1e6, (w - o) / d, d, g }'
}
n_games=$n
report ours "$(count "$ours_py" ours "$dir" "$n" games)" "$(count "$ours_py" ours "$dir" "$n" setup)"
if [ -x "$theirs_py" ]; then
    report fastcatan "$(count "$theirs_py" fastcatan - "$n" games)" "$(count "$theirs_py" fastcatan - "$n" setup)"
else
    echo "fastcatan: no venv at $theirs_py (python3 benchmarks/vs_fastcatan.py makes it)"
fi
with=$(count "$ours_py" loop - 20000 loop | awk '{print $1}')
without=$(count "$ours_py" loop - 0 loop | awk '{print $1}')
echo "the driver's loop alone: $(( (with - without) / 20000 )) instructions a decision (Python $(python3 -c 'import sys; print(sys.version.split()[0])'))"
"$ours_py" "$here/random_games_pass.py" ours "$dir" "$n" games fingerprint | grep fingerprint

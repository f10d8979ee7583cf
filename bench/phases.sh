#!/usr/bin/env bash
# Per-phase growth between two input sizes: runs bufopt with BUFOPT_TIMING=1
# on SMALL and LARGE inputs RUNS times each, keeps each phase's best time and
# prints both with their ratio. A phase whose ratio exceeds LARGE/SMALL's
# size ratio grows faster than the input.
#
#   bench/phases.sh SMALL.mlir LARGE.mlir [RUNS] [-- bufopt flags]
#
# Default flags: the dealloc flag set of bench/run.sh. BUFOPT_BIN overrides
# the binary (default target/release/bufopt).
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
small=${1:?small input}; large=${2:?large input}; shift 2
runs=5
if [[ $# -gt 0 && $1 != -- ]]; then runs=$1; shift; fi
[[ ${1:-} == -- ]] && shift
flags=("$@")
if [[ ${#flags[@]} -eq 0 ]]; then
  flags=(-one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline)
fi
bin=${BUFOPT_BIN:-$repo/target/release/bufopt}
[[ -x $bin ]] || { echo "phases: no binary at $bin (cargo build --release)" >&2; exit 1; }

best() { # input -> "phase<TAB>best ms" lines, in first-seen order
  for ((i = 0; i < runs; i++)); do
    BUFOPT_TIMING=1 "$bin" "$1" "${flags[@]}" -o /dev/null 2>&1 >/dev/null | grep '^timing:'
  done | python3 -c '
import sys, re
best, order, seen = {}, [], {}
for line in sys.stdin:
    m = re.match(r"timing: (.*) ([0-9.]+)(ns|µs|ms|s)(?: \(rss \d+ MiB\))?$", line.rstrip())
    if not m: continue
    name, v, unit = m.group(1), float(m.group(2)), m.group(3)
    if name == "parse": seen = {}
    # A pass that runs twice in one run (canonicalize) is two phases.
    seen[name] = seen.get(name, 0) + 1
    if seen[name] > 1: name += f" #{seen[name]}"
    ms = v * {"ns": 1e-6, "µs": 1e-3, "ms": 1.0, "s": 1e3}[unit]
    if name not in best: order.append(name); best[name] = ms
    best[name] = min(best[name], ms)
for n in order: print(f"{n}\t{best[n]:.3f}")
'
}
paste <(best "$small") <(best "$large") | awk -F'\t' '
  BEGIN { printf "%-42s %10s %10s %7s\n", "phase", "small ms", "large ms", "ratio" }
  { r = ($2 > 0) ? $4 / $2 : 0; printf "%-42s %10.2f %10.2f %7.2f\n", $1, $2, $4, r }'

#!/usr/bin/env bash
# Benchmarks bufopt against mlir-opt 22 on programs from bench/gen.py.
#
#   bench/run.sh [-f FLAGSET]... [-r RUNS] [-t SECS] [SHAPE[=N]]...
#   bench/run.sh --scaling SHAPE N1 N2 ... [-f FLAGSET] [-r RUNS] [-t SECS]
#
# Default: every shape at its default size, flag set parse-print. See bench/README.md.
set -euo pipefail

# Default size per shape (gen.py's N); SHAPES are the ones a bare run covers, in table order.
SHAPES=(chain tiled calls branchy graph)
declare -A SIZE=([chain]=20000 [tiled]=1000 [calls]=2000 [branchy]=1000 [graph]=8000 [llm]=1000
  [nest-if]=1000 [nest-if-both]=1000 [nest-for]=12 [nest-while]=100 [nest-region]=1000
  [iter-rotate]=2000 [nest-parallel]=4000 [add-chain]=10000 [if-chain-mem]=10000 [nest-for-allocs]=1000
  [slice-chain]=1000
  [if-chain-same-cond]=8000 [dead-blocks]=40000 [nest-forall]=4000)

# Flag sets: name -> pass flags, written as shell words.
FLAGSET_NAMES=(parse-print bufferize dealloc dealloc-only canonicalize promote loop-hoisting)
declare -A FLAGSET=(
  [parse-print]=''
  [bufferize]='-one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops"'
  [dealloc]='-one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline'
  [dealloc-only]='-buffer-deallocation-pipeline'
  [canonicalize]='-canonicalize'
  [promote]='-promote-buffers-to-stack'
  [loop-hoisting]='-buffer-loop-hoisting'
)
# Flag sets whose input is first bufferized by mlir-opt with these flags (saved once per input).
declare -A PREP=(
  [dealloc-only]='-one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops"'
)

repo=$(cd "$(dirname "$0")/.." && pwd)
gen=${BENCH_GEN:-$repo/bench/gen.py}
mlir_opt=${MLIR_OPT:-${LLVM_BIN:-/usr/lib/llvm-22/bin}/mlir-opt}
runs=3
timeout=600
flagsets=()
scaling=""
args=()

die() { echo "bench: $*" >&2; exit 1; }
usage() { sed -n '2,8s/^# \{0,1\}//p' "$0"; echo "shapes: ${!SIZE[*]}; flag sets: ${FLAGSET_NAMES[*]} (or all)"; }

while [[ $# -gt 0 ]]; do
  case $1 in
    -f) [[ $# -ge 2 ]] || die "-f needs a flag set"
        if [[ $2 == all ]]; then flagsets+=("${FLAGSET_NAMES[@]}")
        else [[ -v FLAGSET[$2] ]] || die "unknown flag set '$2' (have: ${FLAGSET_NAMES[*]})"; flagsets+=("$2"); fi
        shift 2 ;;
    -r) runs=${2:?-r needs a number}; shift 2 ;;
    -t) timeout=${2:?-t needs seconds}; shift 2 ;;
    --scaling) scaling=${2:?--scaling needs a shape}; shift 2 ;;
    -h|--help) usage; exit 0 ;;
    -*) die "unknown option $1 (try --help)" ;;
    *) args+=("$1"); shift ;;
  esac
done
[[ ${#flagsets[@]} -gt 0 ]] || flagsets=(parse-print)

# Check the arguments before building anything.
if [[ -n $scaling ]]; then
  [[ -v SIZE[$scaling] ]] || die "unknown shape '$scaling' (have: ${!SIZE[*]})"
  [[ ${#args[@]} -gt 0 ]] || die "--scaling $scaling needs sizes, e.g. --scaling $scaling 1000 2000 4000"
  for n in "${args[@]}"; do [[ $n =~ ^[0-9]+$ ]] || die "bad size '$n'"; done
else
  [[ ${#args[@]} -gt 0 ]] || args=("${SHAPES[@]}")
  for arg in "${args[@]}"; do
    [[ -v SIZE[${arg%%=*}] ]] || die "unknown shape '${arg%%=*}' (have: ${!SIZE[*]})"
    [[ $arg != *=* || ${arg#*=} =~ ^[0-9]+$ ]] || die "bad size in '$arg'"
  done
fi

[[ -f $gen ]] || die "generator not found: $gen"
[[ -x $mlir_opt ]] || die "mlir-opt not found at $mlir_opt: apt-get install mlir-22-tools"
if [[ -n ${BUFOPT_BIN:-} ]]; then
  bufopt=$BUFOPT_BIN
else
  (cd "$repo" && cargo build --release -p bufopt) >&2
  bufopt=${CARGO_TARGET_DIR:-$repo/target}/release/bufopt
fi
[[ -x $bufopt ]] || die "bufopt binary not found: $bufopt"

tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

# measure CMD [::: CMD]... -> one line per command: "SECONDS MIB" (best wall-clock time of RUNS
# runs, peak RSS over them), or "fail -" / "timeout -" (a run is killed after TIMEOUT seconds).
# The commands' runs are interleaved, so that a change in the machine's load hits each alike.
measure() {
  python3 - "$runs" "$timeout" "$@" <<'PY'
import os, subprocess, sys, tempfile, threading, time
runs, limit = int(sys.argv[1]), float(sys.argv[2])
cmds = [[]]
for a in sys.argv[3:]:
    if a == ":::":
        cmds.append([])
    else:
        cmds[-1].append(a)
best, peak, bad = [None] * len(cmds), [0] * len(cmds), [None] * len(cmds)
for _ in range(runs):
    for i, cmd in enumerate(cmds):
        if bad[i]:
            continue
        with tempfile.TemporaryFile() as err:
            killed = []
            t0 = time.perf_counter()
            p = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=err)
            timer = threading.Timer(limit, lambda: (killed.append(1), p.kill()))
            timer.start()
            _, status, usage = os.wait4(p.pid, 0)
            dt = time.perf_counter() - t0
            timer.cancel()
            p.returncode = code = os.waitstatus_to_exitcode(status)
            peak[i] = max(peak[i], usage.ru_maxrss)  # KiB on Linux
            if killed:
                bad[i] = "timeout"
            elif code != 0:
                bad[i] = "fail"
                err.seek(0)
                lines = err.read().decode(errors="replace").strip().splitlines()[:5] or ["(no stderr)"]
                sys.stderr.write(f"bench: {cmd[0]} failed (exit {code}):\n  " + "\n  ".join(lines) + "\n")
            else:
                best[i] = dt if best[i] is None else min(best[i], dt)
for i in range(len(cmds)):
    print(f"{bad[i]} -" if bad[i] else f"{best[i]:.3f} {peak[i] / 1024:.1f}")
PY
}

# generate SHAPE N [FLAGSET] -> path of the generated input (prepared for FLAGSET, see PREP)
generate() {
  local f=$tmp/$1-$2.mlir
  [[ -f $f ]] || python3 "$gen" "$1" "$2" >"$f"
  if [[ -n ${3:-} && -v PREP[$3] ]]; then
    local g=$tmp/$1-$2.$3.mlir
    if [[ ! -f $g ]]; then eval "local prep=(${PREP[$3]})"; "$mlir_opt" "$f" "${prep[@]}" -o "$g"; fi
    f=$g
  fi
  echo "$f"
}

if [[ -n $scaling ]]; then
  name=${flagsets[0]}
  eval "flags=(${FLAGSET[$name]})"
  echo "bufopt scaling on $scaling, flag set $name (best of $runs)"
  printf '%10s %12s %12s %10s %12s\n' N "bufopt s" "us per N" "exponent" "bufopt MiB"
  prev_n="" prev_t=""
  for n in "${args[@]}"; do
    f=$(generate "$scaling" "$n" "$name")
    read -r t mem <<<"$(measure "$bufopt" "$f" "${flags[@]}" -o /dev/null)"
    if [[ $t == fail || $t == timeout ]]; then
      printf '%10s %12s\n' "$n" "$t"; prev_n=""; continue
    fi
    # exponent k in time ~ N^k, from the previous size
    read -r per exp <<<"$(awk -v t="$t" -v n="$n" -v pt="$prev_t" -v pn="$prev_n" 'BEGIN {
      e = "-"; if (pn != "" && pt > 0 && t > 0 && n != pn) e = sprintf("%.2f", log(t / pt) / log(n / pn));
      printf "%.3f %s\n", t * 1e6 / n, e }')"
    printf '%10s %12s %12s %10s %12s\n' "$n" "$t" "$per" "$exp" "$mem"
    prev_n=$n prev_t=$t
  done
  exit 0
fi

# Table mode: SHAPE or SHAPE=N arguments, default all shapes at their default sizes.
echo "bufopt vs mlir-opt 22, best of $runs wall-clock runs; ratio = mlir-opt s / bufopt s (> 1: bufopt faster)"
printf '%-8s %7s %-12s %10s %11s %8s %11s %13s\n' shape N flags "bufopt s" "mlir-opt s" ratio "bufopt MiB" "mlir-opt MiB"
for arg in "${args[@]}"; do
  shape=${arg%%=*}
  n=${SIZE[$shape]}; [[ $arg == *=* ]] && n=${arg#*=}
  for name in "${flagsets[@]}"; do
    f=$(generate "$shape" "$n" "$name")
    eval "flags=(${FLAGSET[$name]})"
    { read -r bt bm; read -r mt mm; } < <(measure "$bufopt" "$f" "${flags[@]}" -o /dev/null \
      ::: "$mlir_opt" "$f" "${flags[@]}" -o /dev/null)
    ratio=$(awk -v b="$bt" -v m="$mt" 'BEGIN { if (b + 0 > 0 && m + 0 > 0) printf "%.2f", m / b; else print "-" }')
    printf '%-8s %7s %-12s %10s %11s %8s %11s %13s\n' "$shape" "$n" "$name" "$bt" "$mt" "$ratio" "$bm" "$mm"
  done
done

#!/usr/bin/env bash
# Self-check (by hand, ~2 minutes, needs no mlir-opt for the comparison itself): inside
# `-buffer-deallocation-pipeline` some steps leave out ops the next canonicalize removes anyway,
# so the pipeline must print exactly what the explicit list of its passes prints. Runs both on
# every .mlir under tests/ and examples/, raw and after bufopt's one-shot-bufferize, and lists
# the inputs where they differ.
set -uo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
B=${BUFOPT_BIN:-$repo/target/release/bufopt}
[[ -x $B ]] || { echo "sweep: bufopt not found at $B (cargo build --release)" >&2; exit 1; }
passes='builtin.module(func.func(expand-realloc{emit-deallocs=false},canonicalize,ownership-based-buffer-deallocation,canonicalize,buffer-deallocation-simplification),bufferization-lower-deallocations,func.func(cse,canonicalize))'
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
n=0; diff=0
while IFS= read -r f; do
  for pre in "" "-one-shot-bufferize=bufferize-function-boundaries"; do
    if [[ -n $pre ]]; then
      "$B" --allow-unregistered-dialect --split-input-file "$f" "$pre" -o "$tmp/in.mlir" 2>/dev/null || continue
    else
      cp "$f" "$tmp/in.mlir"
    fi
    "$B" --allow-unregistered-dialect --split-input-file "$tmp/in.mlir" -buffer-deallocation-pipeline >"$tmp/a" 2>&1; ra=$?
    "$B" --allow-unregistered-dialect --split-input-file "$tmp/in.mlir" --pass-pipeline="$passes" >"$tmp/b" 2>&1; rb=$?
    n=$((n + 1))
    if [[ $ra != "$rb" ]] || ! cmp -s "$tmp/a" "$tmp/b"; then
      diff=$((diff + 1)); echo "DIFF ${f#"$repo"/} [$pre]"
    fi
  done
done < <(find "$repo/tests" "$repo/examples" -name '*.mlir' | sort)
echo "composition: $n runs, $diff different"

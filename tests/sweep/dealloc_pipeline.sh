#!/usr/bin/env bash
# Whole-corpus sweep (by hand, not part of `cargo test`: it takes ~5 minutes):
# `-buffer-deallocation-pipeline` (with and without private-function-dynamic-ownership) on every
# .mlir under tests/ and examples/, raw and after mlir-opt's one-shot-bufferize, bufopt against
# mlir-opt 22. Prints one line per difference (DIFF: outputs differ; EDIFF: both reject, stderr
# differs or only one rejects) and a summary. Compare two binaries' lists to see what a change did:
#   BUFOPT_BIN=old tests/sweep/dealloc_pipeline.sh > old.txt; tests/sweep/dealloc_pipeline.sh > new.txt
# Each tool run is cut off after 60 s (exit 124): mlir-opt 22 loops forever on some inputs
# (tests/roundtrip/errors/vector_mask_verifier.mlir under the pipeline).
set -uo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
M=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
B=${BUFOPT_BIN:-$repo/target/release/bufopt}
[[ -x $M ]] || { echo "sweep: mlir-opt not found at $M" >&2; exit 1; }
[[ -x $B ]] || { echo "sweep: bufopt not found at $B (cargo build --release)" >&2; exit 1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
n=0; same=0; diff=0
while IFS= read -r f; do
  for pre in "" "-one-shot-bufferize=bufferize-function-boundaries"; do
    if [[ -n $pre ]]; then
      "$M" --allow-unregistered-dialect --split-input-file "$f" "$pre" -o "$tmp/in.mlir" 2>/dev/null || continue
    else
      cp "$f" "$tmp/in.mlir"
    fi
    for p in -buffer-deallocation-pipeline -buffer-deallocation-pipeline=private-function-dynamic-ownership; do
      timeout 60 "$M" --allow-unregistered-dialect --split-input-file "$tmp/in.mlir" "$p" >"$tmp/m.out" 2>"$tmp/m.err"; rm=$?
      timeout 60 "$B" --allow-unregistered-dialect --split-input-file "$tmp/in.mlir" "$p" >"$tmp/b.out" 2>"$tmp/b.err"; rb=$?
      n=$((n + 1))
      rel=${f#"$repo"/}
      if [[ $rm == 0 ]]; then
        if [[ $rb == 0 ]] && cmp -s "$tmp/m.out" "$tmp/b.out"; then same=$((same + 1))
        else diff=$((diff + 1)); echo "DIFF $rel [$pre] $p (exit $rm/$rb)"; fi
      else
        if [[ $rb != 0 ]] && cmp -s "$tmp/m.err" "$tmp/b.err"; then same=$((same + 1))
        else diff=$((diff + 1)); echo "EDIFF $rel [$pre] $p (exit $rm/$rb)"; fi
      fi
    done
  done
done < <(find "$repo/tests" "$repo/examples" -name '*.mlir' | sort)
echo "sweep: $n runs, $same same, $diff different"

// --list-passes prints bufopt's passes in mlir-opt 22's layout and exits: a
// "Passes:" header, the passes sorted by name (pipelines are not listed),
// each option sorted by name with its value syntax (`=<uint>`, `=<value>`
// and the enum's values) in LLVM's columns. Every line that is not about
// bufopt's own passes and options is a line of mlir-opt's listing, and the
// blocks of passes with typed and enum options are mlir-opt's blocks.
// RUN: bufopt --list-passes > %t.b
// RUN: mlir-opt --list-passes > %t.m
// RUN: grep -v -e bufopt -e '^  --buffer-deallocation  ' %t.b > %t.shared
// RUN: not grep -vxF -f %t.m %t.shared
// RUN: for p in canonicalize one-shot-bufferize promote-buffers-to-stack test-tensor-copy-insertion; do \
// RUN:   sed -n "/^  --$p /,/^  --[a-z]/p" %t.m | sed '$d' > %t.m.$p; \
// RUN:   sed -n "/^  --$p /,/^  --[a-z]/p" %t.b | sed '$d' | grep -v bufopt > %t.b.$p; \
// RUN:   diff %t.m.$p %t.b.$p || exit 1; \
// RUN: done
// RUN: FileCheck %s < %t.b
// RUN: bufopt --list-passes %s.does-not-exist | FileCheck %s
// CHECK: Passes:
// CHECK-NEXT: --buffer-deallocation
// CHECK: --canonicalize - Canonicalize operations
// CHECK: --region-simplify=<value> - Perform control flow optimizations to the region tree
// CHECK-NEXT: =disabled - Don't run any control-flow simplification.
// CHECK: --one-shot-bufferize
// CHECK: --analysis-fuzzer-seed=<uint>
// CHECK: --buffer-alignment=<ulong>
// CHECK: --function-boundary-type-conversion=<value>
// CHECK-NEXT: {{^    }}=infer-layout-map{{$}}
// CHECK-NOT: --buffer-deallocation-pipeline
// CHECK: --transform-interpreter
func.func @unused() {
  return
}

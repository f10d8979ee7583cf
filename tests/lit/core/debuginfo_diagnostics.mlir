// RUN: not bufopt %s -expand-realloc -ownership-based-buffer-deallocation --mlir-print-debuginfo 2>&1 | FileCheck %s
// RUN: not bufopt %s -expand-realloc -ownership-based-buffer-deallocation 2>&1 | FileCheck %s --check-prefix=PLAIN

// With --mlir-print-debuginfo the op a diagnostic shows carries its
// location, written out.
func.func @grow(%n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.realloc %a(%n) : memref<?xf32> to memref<?xf32>
  return %b : memref<?xf32>
}

// CHECK: debuginfo_diagnostics.mlir:8:8: error: memory free side-effect on MemRef value not supported!
// CHECK: note: see current operation: "memref.dealloc"(%{{.*}}) : (memref<?xf32>) -> () loc("{{.*}}debuginfo_diagnostics.mlir":8:8)
// PLAIN: note: see current operation: "memref.dealloc"(%{{.*}}) : (memref<?xf32>) -> (){{$}}

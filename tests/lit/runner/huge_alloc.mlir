// An allocation of more elements than the host can address (2^62 here, or a product of sizes
// that overflows) is an error at the op, not a crash of the interpreter.
// RUN: not bufopt-runner %s 2>&1 | FileCheck %s
// CHECK: error: allocation of [4611686018427387904] elements is more than this machine can address
func.func @main() {
  %n = arith.constant 4611686018427387904 : index
  %m = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  return
}

// An scf.for result is read on one edge of the cf.cond_br that follows the loop. mlir-opt 22's
// ownership-based deallocation (bufopt's default) frees it on that edge before the read:
// bufopt-runner --check reports the use after free at the read, with the allocation and the
// free. With fix-region-result-liveness the buffer stays alive and the output is unchanged.
// RUN: not bufopt-runner %s -buffer-deallocation-pipeline --check 2>&1 | FileCheck %s --check-prefix=MLIR22
// RUN: bufopt-runner %s -buffer-deallocation-pipeline=fix-region-result-liveness --check 2>&1 | FileCheck %s --check-prefix=FIXED
// MLIR22: error: use after free: 'memref.load' accesses memory that is no longer live
// MLIR22: note: allocated here
// MLIR22: note: freed here
// FIXED-NOT: error:
// FIXED: --check: same output before and after the passes
func.func private @printF32(f32)
func.func private @printNewline()
func.func @pick(%n: index, %read: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %init = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%zero : f32) outs(%init : memref<?xf32>)
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (memref<?xf32>) {
    %next = memref.alloc(%n) : memref<?xf32>
    memref.copy %acc, %next : memref<?xf32> to memref<?xf32>
    %x = memref.load %next[%i] : memref<?xf32>
    %y = arith.addf %x, %one : f32
    memref.store %y, %next[%i] : memref<?xf32>
    scf.yield %next : memref<?xf32>
  }
  cf.cond_br %read, ^use, ^skip
^use:
  %v = memref.load %r[%c0] : memref<?xf32>
  cf.br ^done(%v : f32)
^skip:
  cf.br ^done(%zero : f32)
^done(%out: f32):
  return %out : f32
}
func.func @main() {
  %c3 = arith.constant 3 : index
  %t = arith.constant true
  %v = call @pick(%c3, %t) : (index, i1) -> f32
  call @printF32(%v) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

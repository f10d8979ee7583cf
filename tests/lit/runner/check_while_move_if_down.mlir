// bufopt-runner --check judges a pipeline by what the program prints. mlir-opt 22's
// WhileMoveIfDown (reproduced by bufopt's -canonicalize by default) hands the scf.if's then
// value only to the first body argument that the condition forwards it to; the second gets the
// else value, so the loop body below writes into the wrong buffer. With
// fix-while-move-if-down both arguments carry the then value and the output is unchanged.
// RUN: not bufopt-runner %s -canonicalize --check 2>&1 | FileCheck %s --check-prefix=MLIR22
// RUN: bufopt-runner %s -canonicalize=fix-while-move-if-down --check 2>&1 | FileCheck %s --check-prefix=FIXED
// MLIR22: error: --check: the program prints differently after the passes
// FIXED-NOT: error:
// FIXED: --check: same output before and after the passes
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i32
  %first = memref.alloc() : memref<2xi32>
  %second = memref.alloc() : memref<2xi32>
  linalg.fill ins(%z : i32) outs(%first : memref<2xi32>)
  linalg.fill ins(%z : i32) outs(%second : memref<2xi32>)
  %r:3 = scf.while (%i = %c0, %x = %first, %y = %first)
      : (index, memref<2xi32>, memref<2xi32>) -> (index, memref<2xi32>, memref<2xi32>) {
    %go = arith.cmpi slt, %i, %c3 : index
    %sel = scf.if %go -> (memref<2xi32>) {
      scf.yield %second : memref<2xi32>
    } else {
      scf.yield %x : memref<2xi32>
    }
    scf.condition(%go) %i, %sel, %sel : index, memref<2xi32>, memref<2xi32>
  } do {
  ^bb0(%j: index, %p: memref<2xi32>, %q: memref<2xi32>):
    %j1 = arith.addi %j, %c1 : index
    %v = arith.index_cast %j1 : index to i32
    %w = arith.addi %v, %v : i32
    memref.store %v, %p[%c0] : memref<2xi32>
    memref.store %w, %q[%c1] : memref<2xi32>
    scf.yield %j1, %p, %q : index, memref<2xi32>, memref<2xi32>
  }
  %a = memref.cast %first : memref<2xi32> to memref<*xi32>
  %b = memref.cast %second : memref<2xi32> to memref<*xi32>
  call @printMemrefI32(%a) : (memref<*xi32>) -> ()
  call @printMemrefI32(%b) : (memref<*xi32>) -> ()
  memref.dealloc %first : memref<2xi32>
  memref.dealloc %second : memref<2xi32>
  return
}

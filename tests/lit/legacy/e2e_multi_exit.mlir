// End-to-end program (memref level) for the legacy pass; the oracle must report
// leaked=0 badfree=0 and print what the ownership-based pipeline prints:
//   ../shared/oracle/e2e.sh target/release/bufopt e2e_multi_exit.mlir -buffer-deallocation
// Uses without a common post-dominator (two returns): every exit frees the buffer (mlir-opt 19 crashes).
// FLAGS: -buffer-deallocation
// mlir-opt 22 has no -buffer-deallocation: the e2e test compares with its ownership-based pipeline.
// REFERENCE-FLAGS: -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline
// RUN: bufopt %s -buffer-deallocation | FileCheck %s
// CHECK-LABEL: func @sum_or_zero
// CHECK: ^bb1:
// CHECK: memref.dealloc
// CHECK: return
// CHECK: ^bb2:
// CHECK: memref.dealloc
// CHECK: return

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func @show(%m: memref<4xf32>) {
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func @filled(%v: f32) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<4xf32>)
  return %a : memref<4xf32>
}

func.func @sum_or_zero(%c: i1, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<4xf32>)
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = memref.load %a[%c0] : memref<4xf32>
  %y = arith.addf %x, %x : f32
  return %y : f32
^bb2:
  %z = arith.constant 0.0 : f32
  return %z : f32
}
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %v = arith.constant 4.0 : f32
  %r1 = call @sum_or_zero(%t, %v) : (i1, f32) -> f32
  %r2 = call @sum_or_zero(%f, %v) : (i1, f32) -> f32
  %o = memref.alloc() : memref<4xf32>
  linalg.fill ins(%r1 : f32) outs(%o : memref<4xf32>)
  %c1 = arith.constant 1 : index
  memref.store %r2, %o[%c1] : memref<4xf32>
  call @show(%o) : (memref<4xf32>) -> ()
  return
}

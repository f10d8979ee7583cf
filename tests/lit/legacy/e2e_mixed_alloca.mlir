// End-to-end program (memref level) for the legacy pass; the oracle must report
// leaked=0 badfree=0 and print what the ownership-based pipeline prints:
//   ../shared/oracle/e2e.sh target/release/bufopt e2e_mixed_alloca.mlir -buffer-deallocation
// Mixed alloc and alloca flowing into one block argument: the argument becomes a clone on both edges.
// FLAGS: -buffer-deallocation
// mlir-opt 22 has no -buffer-deallocation: the e2e test compares with its ownership-based pipeline.
// REFERENCE-FLAGS: -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline
// RUN: bufopt %s -buffer-deallocation | FileCheck %s
// CHECK-LABEL: func @pick
// CHECK: memref.alloca
// CHECK: bufferization.clone
// CHECK: bufferization.clone
// CHECK: memref.dealloc

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

func.func @pick(%c: i1, %out: memref<4xf32>) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %s = memref.alloca() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%s : memref<4xf32>)
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%s : memref<4xf32>)
^bb2:
  %h = memref.alloc() : memref<4xf32>
  linalg.fill ins(%two : f32) outs(%h : memref<4xf32>)
  cf.br ^bb3(%h : memref<4xf32>)
^bb3(%m: memref<4xf32>):
  memref.copy %m, %out : memref<4xf32> to memref<4xf32>
  return
}
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %o = memref.alloc() : memref<4xf32>
  call @pick(%t, %o) : (i1, memref<4xf32>) -> ()
  call @show(%o) : (memref<4xf32>) -> ()
  call @pick(%f, %o) : (i1, memref<4xf32>) -> ()
  call @show(%o) : (memref<4xf32>) -> ()
  return
}

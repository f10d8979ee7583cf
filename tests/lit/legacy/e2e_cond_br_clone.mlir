// End-to-end program (memref level) for the legacy pass; the oracle must report
// leaked=0 badfree=0 and print what the ownership-based pipeline prints:
//   ../shared/oracle/e2e.sh target/release/bufopt e2e_cond_br_clone.mlir -buffer-deallocation
// An allocation cloned into one branch of a cf.cond_br whose join block only
// returns: freed in the join block (mlir-opt 19 frees it on no path).
// FLAGS: -buffer-deallocation
// mlir-opt 22 has no -buffer-deallocation: the e2e test compares with its ownership-based pipeline.
// REFERENCE-FLAGS: -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline
// RUN: bufopt %s -buffer-deallocation | FileCheck %s
// CHECK-LABEL: func @choose
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK: cf.cond_br
// CHECK: bufferization.clone %[[A]]
// CHECK: ^bb3(%[[R:.*]]: memref<4xf32>):
// CHECK-NEXT: memref.dealloc %[[A]]
// CHECK-NEXT: return %[[R]]

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

func.func @choose(%c: i1) -> memref<4xf32> {
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<4xf32>)
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : memref<4xf32>)
^bb2:
  %b = memref.alloc() : memref<4xf32>
  %two = arith.constant 2.0 : f32
  linalg.fill ins(%two : f32) outs(%b : memref<4xf32>)
  cf.br ^bb3(%b : memref<4xf32>)
^bb3(%r: memref<4xf32>):
  return %r : memref<4xf32>
}
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %o = call @choose(%t) : (i1) -> memref<4xf32>
  call @show(%o) : (memref<4xf32>) -> ()
  %p = call @choose(%f) : (i1) -> memref<4xf32>
  call @show(%p) : (memref<4xf32>) -> ()
  return
}

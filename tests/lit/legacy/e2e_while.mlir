// End-to-end program (memref level) for the legacy pass; the oracle must report
// leaked=0 badfree=0 and print what the ownership-based pipeline prints:
//   ../shared/oracle/e2e.sh target/release/bufopt e2e_while.mlir -buffer-deallocation
// An scf.while loop whose body allocates a new buffer each trip.
// FLAGS: -buffer-deallocation
// mlir-opt 22 has no -buffer-deallocation: the e2e test compares with its ownership-based pipeline.
// REFERENCE-FLAGS: -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline
// RUN: bufopt %s -buffer-deallocation | FileCheck %s
// CHECK-LABEL: func @main
// CHECK: scf.while
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

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %init = call @filled(%one) : (f32) -> memref<4xf32>
  %r:2 = scf.while (%i = %c0, %b = %init) : (index, memref<4xf32>) -> (index, memref<4xf32>) {
    %go = arith.cmpi ult, %i, %c3 : index
    scf.condition(%go) %i, %b : index, memref<4xf32>
  } do {
  ^bb0(%j: index, %m: memref<4xf32>):
    %n = memref.alloc() : memref<4xf32>
    linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%m : memref<4xf32>) outs(%n : memref<4xf32>) {
    ^bb0(%a: f32, %o: f32):
      %s = arith.mulf %a, %a : f32
      %t = arith.addf %s, %a : f32
      linalg.yield %t : f32
    }
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %n : index, memref<4xf32>
  }
  call @show(%r#1) : (memref<4xf32>) -> ()
  return
}

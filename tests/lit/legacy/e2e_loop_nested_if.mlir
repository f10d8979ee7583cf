// End-to-end program (memref level) for the legacy pass; the oracle must report
// leaked=0 badfree=0 and print what the ownership-based pipeline prints:
//   ../shared/oracle/e2e.sh target/release/bufopt e2e_loop_nested_if.mlir -buffer-deallocation
// The seed loop_nested_if as a program: a divergent allocation in an scf.if inside an scf.for.
// FLAGS: -buffer-deallocation
// mlir-opt 22 has no -buffer-deallocation: the e2e test compares with its ownership-based pipeline.
// REFERENCE-FLAGS: -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline
// RUN: bufopt %s -buffer-deallocation | FileCheck %s
// CHECK-LABEL: func @main
// CHECK: scf.for
// CHECK: scf.if
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

func.func @main() {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  %buf = call @filled(%one) : (f32) -> memref<4xf32>
  %r = scf.for %i = %c0 to %c5 step %c1 iter_args(%it = %buf) -> memref<4xf32> {
    %rem = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %rem, %c0 : index
    %next = scf.if %even -> memref<4xf32> {
      %f = arith.index_cast %i : index to i32
      %fv = arith.sitofp %f : i32 to f32
      %n = memref.alloc() : memref<4xf32>
      linalg.fill ins(%fv : f32) outs(%n : memref<4xf32>)
      scf.yield %n : memref<4xf32>
    } else {
      scf.yield %it : memref<4xf32>
    }
    scf.yield %next : memref<4xf32>
  }
  call @show(%r) : (memref<4xf32>) -> ()
  return
}

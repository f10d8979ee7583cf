// End-to-end program (memref level) for the legacy pass; the oracle must report
// leaked=0 badfree=0 and print what the ownership-based pipeline prints:
//   ../shared/oracle/e2e.sh target/release/bufopt e2e_call_results.mlir -buffer-deallocation
// Buffers returned from calls are owned and freed by the caller.
// FLAGS: -buffer-deallocation
// mlir-opt 22 has no -buffer-deallocation: the e2e test compares with its ownership-based pipeline.
// REFERENCE-FLAGS: -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline
// RUN: bufopt %s -buffer-deallocation | FileCheck %s
// CHECK-LABEL: func @main
// CHECK: %[[X:.*]] = call @filled
// CHECK: call @show(%[[X]])
// CHECK: memref.dealloc %[[X]]

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
  %v = arith.constant 3.0 : f32
  %x = call @filled(%v) : (f32) -> memref<4xf32>
  call @show(%x) : (memref<4xf32>) -> ()
  %y = call @filled(%v) : (f32) -> memref<4xf32>
  %z = call @filled(%v) : (f32) -> memref<4xf32>
  call @show(%z) : (memref<4xf32>) -> ()
  return
}

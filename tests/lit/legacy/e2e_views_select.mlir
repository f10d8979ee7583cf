// End-to-end program (memref level) for the legacy pass; the oracle must report
// leaked=0 badfree=0 and print what the ownership-based pipeline prints:
//   ../shared/oracle/e2e.sh target/release/bufopt e2e_views_select.mlir -buffer-deallocation
// Views and selects of allocations keep them alive; a function returning a view of its own allocation hands the whole buffer to the caller.
// FLAGS: -buffer-deallocation
// mlir-opt 22 has no -buffer-deallocation: the e2e test compares with its ownership-based pipeline.
// REFERENCE-FLAGS: -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline
// RUN: bufopt %s -buffer-deallocation | FileCheck %s
// CHECK-LABEL: func @window
// CHECK: %[[A:.*]] = memref.alloc
// CHECK: %[[V:.*]] = memref.subview %[[A]]
// CHECK-NOT: memref.dealloc
// CHECK: return %[[V]]

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

func.func @window(%v: f32) -> memref<2xf32, strided<[1], offset: 1>> {
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<4xf32>)
  %s = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  return %s : memref<2xf32, strided<[1], offset: 1>>
}
func.func @main() {
  %t = arith.constant true
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %a = call @filled(%one) : (f32) -> memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  linalg.fill ins(%two : f32) outs(%b : memref<4xf32>)
  %s = arith.select %t, %a, %b : memref<4xf32>
  call @show(%s) : (memref<4xf32>) -> ()
  %w = call @window(%two) : (f32) -> memref<2xf32, strided<[1], offset: 1>>
  %o = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%o : memref<4xf32>)
  %ov = memref.subview %o[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  memref.copy %w, %ov : memref<2xf32, strided<[1], offset: 1>> to memref<2xf32, strided<[1]>>
  call @show(%o) : (memref<4xf32>) -> ()
  return
}

// End-to-end program (memref level) for the deallocation pipeline; with the oracle,
//   ../shared/oracle/e2e.sh target/release/bufopt pipeline_e2e_select.mlir -buffer-deallocation-pipeline
// reports leaked=0 badfree=0 and prints what mlir-opt's output prints.
// RUN: bufopt %s -buffer-deallocation-pipeline -o %t
// RUN: mlir-opt %s -buffer-deallocation-pipeline | diff - %t
// RUN: FileCheck %s < %t
// CHECK-NOT: bufferization.dealloc
// CHECK: memref.dealloc

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @pick(%c: i1, %x: f32) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<4xf32>)
  %y = arith.addf %x, %x : f32
  linalg.fill ins(%y : f32) outs(%b : memref<4xf32>)
  %s = arith.select %c, %a, %b : memref<4xf32>
  return %s : memref<4xf32>
}
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %x = arith.constant 1.5 : f32
  %r1 = call @pick(%t, %x) : (i1, f32) -> memref<4xf32>
  %r2 = call @pick(%f, %x) : (i1, f32) -> memref<4xf32>
  %u1 = memref.cast %r1 : memref<4xf32> to memref<*xf32>
  %u2 = memref.cast %r2 : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  return
}

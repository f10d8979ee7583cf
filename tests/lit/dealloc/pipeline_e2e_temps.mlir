// End-to-end program (memref level) for the deallocation pipeline; with the oracle,
//   ../shared/oracle/e2e.sh target/release/bufopt pipeline_e2e_temps.mlir -buffer-deallocation-pipeline
// reports leaked=0 badfree=0 and prints what mlir-opt's output prints.
// RUN: bufopt %s -buffer-deallocation-pipeline -o %t
// RUN: mlir-opt %s -buffer-deallocation-pipeline | diff - %t
// RUN: FileCheck %s < %t
// CHECK-NOT: bufferization.dealloc
// CHECK: memref.dealloc

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @sum3(%x: f32) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %c = memref.alloc() : memref<2xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<2xf32>)
  linalg.fill ins(%x : f32) outs(%b : memref<2xf32>)
  linalg.add ins(%a, %b : memref<2xf32>, memref<2xf32>) outs(%c : memref<2xf32>)
  %d = memref.alloc() : memref<2xf32>
  linalg.add ins(%c, %a : memref<2xf32>, memref<2xf32>) outs(%d : memref<2xf32>)
  return %d : memref<2xf32>
}
func.func @main() {
  %x = arith.constant 3.0 : f32
  %r = call @sum3(%x) : (f32) -> memref<2xf32>
  %u = memref.cast %r : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

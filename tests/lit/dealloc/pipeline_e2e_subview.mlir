// End-to-end program (memref level) for the deallocation pipeline; with the oracle,
//   ../shared/oracle/e2e.sh target/release/bufopt pipeline_e2e_subview.mlir -buffer-deallocation-pipeline
// reports leaked=0 badfree=0 and prints what mlir-opt's output prints.
// RUN: bufopt %s -buffer-deallocation-pipeline -o %t
// RUN: mlir-opt %s -buffer-deallocation-pipeline | diff - %t
// RUN: FileCheck %s < %t
// CHECK-NOT: bufferization.dealloc
// CHECK: memref.dealloc

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @window(%off: index) -> memref<4xf32, strided<[1], offset: ?>> {
  %a = memref.alloc() : memref<8xf32>
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %a[%i] : memref<8xf32>
  }
  %v = memref.subview %a[%off][4][1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
  return %v : memref<4xf32, strided<[1], offset: ?>>
}
func.func @main() {
  %o = arith.constant 3 : index
  %v = call @window(%o) : (index) -> memref<4xf32, strided<[1], offset: ?>>
  %u = memref.cast %v : memref<4xf32, strided<[1], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

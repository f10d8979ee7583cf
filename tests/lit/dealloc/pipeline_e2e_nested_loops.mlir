// End-to-end program (memref level) for the deallocation pipeline; with the oracle,
//   ../shared/oracle/e2e.sh target/release/bufopt pipeline_e2e_nested_loops.mlir -buffer-deallocation-pipeline
// reports leaked=0 badfree=0 and prints what mlir-opt's output prints.
// RUN: bufopt %s -buffer-deallocation-pipeline -o %t
// RUN: mlir-opt %s -buffer-deallocation-pipeline | diff - %t
// RUN: FileCheck %s < %t
// CHECK-NOT: bufferization.dealloc
// CHECK: memref.dealloc

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @grid(%n: index) -> memref<2x2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %init = memref.alloc() : memref<2x2xf32>
  linalg.fill ins(%z : f32) outs(%init : memref<2x2xf32>)
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %init) -> (memref<2x2xf32>) {
    %r2 = scf.for %j = %c0 to %n step %c1 iter_args(%y = %x) -> (memref<2x2xf32>) {
      %t = memref.alloc() : memref<2x2xf32>
      memref.copy %y, %t : memref<2x2xf32> to memref<2x2xf32>
      %v = memref.load %t[%c1, %c1] : memref<2x2xf32>
      %w = arith.addf %v, %one : f32
      memref.store %w, %t[%c1, %c1] : memref<2x2xf32>
      scf.yield %t : memref<2x2xf32>
    }
    scf.yield %r2 : memref<2x2xf32>
  }
  return %r : memref<2x2xf32>
}
func.func @main() {
  %n = arith.constant 3 : index
  %r = call @grid(%n) : (index) -> memref<2x2xf32>
  %u = memref.cast %r : memref<2x2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

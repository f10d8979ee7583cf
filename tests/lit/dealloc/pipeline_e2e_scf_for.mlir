// End-to-end program (memref level) for the deallocation pipeline; with the oracle,
//   ../shared/oracle/e2e.sh target/release/bufopt pipeline_e2e_scf_for.mlir -buffer-deallocation-pipeline
// reports leaked=0 badfree=0 and prints what mlir-opt's output prints.
// RUN: bufopt %s -buffer-deallocation-pipeline -o %t
// RUN: mlir-opt %s -buffer-deallocation-pipeline | diff - %t
// RUN: FileCheck %s < %t
// CHECK-NOT: bufferization.dealloc
// CHECK: memref.dealloc

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @accumulate(%n: index) -> memref<3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %z = arith.constant 0.0 : f32
  %init = memref.alloc() : memref<3xf32>
  linalg.fill ins(%z : f32) outs(%init : memref<3xf32>)
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (memref<3xf32>) {
    %next = memref.alloc() : memref<3xf32>
    memref.copy %acc, %next : memref<3xf32> to memref<3xf32>
    %v = memref.load %next[%c0] : memref<3xf32>
    %w = arith.addf %v, %one : f32
    memref.store %w, %next[%c0] : memref<3xf32>
    scf.yield %next : memref<3xf32>
  }
  return %r : memref<3xf32>
}
func.func @main() {
  %n = arith.constant 5 : index
  %r = call @accumulate(%n) : (index) -> memref<3xf32>
  %u = memref.cast %r : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// End-to-end program (memref level) for the deallocation pipeline; with the oracle,
//   ../shared/oracle/e2e.sh target/release/bufopt pipeline_e2e_while.mlir -buffer-deallocation-pipeline
// reports leaked=0 badfree=0 and prints what mlir-opt's output prints.
// RUN: bufopt %s -buffer-deallocation-pipeline -o %t
// RUN: mlir-opt %s -buffer-deallocation-pipeline | diff - %t
// RUN: FileCheck %s < %t
// CHECK-NOT: bufferization.dealloc
// CHECK: memref.dealloc

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @grow(%limit: f32) -> memref<1xf32> {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<1xf32>
  memref.store %z, %a[%c0] : memref<1xf32>
  %r = scf.while (%m = %a) : (memref<1xf32>) -> memref<1xf32> {
    %v = memref.load %m[%c0] : memref<1xf32>
    %go = arith.cmpf olt, %v, %limit : f32
    scf.condition(%go) %m : memref<1xf32>
  } do {
  ^bb0(%m: memref<1xf32>):
    %n = memref.alloc() : memref<1xf32>
    %v = memref.load %m[%c0] : memref<1xf32>
    %w = arith.addf %v, %one : f32
    memref.store %w, %n[%c0] : memref<1xf32>
    scf.yield %n : memref<1xf32>
  }
  return %r : memref<1xf32>
}
func.func @main() {
  %l = arith.constant 4.0 : f32
  %r = call @grow(%l) : (f32) -> memref<1xf32>
  %u = memref.cast %r : memref<1xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

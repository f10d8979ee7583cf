// End-to-end program (memref level) for the deallocation pipeline; with the oracle,
//   ../shared/oracle/e2e.sh target/release/bufopt pipeline_e2e_calls_chain.mlir -buffer-deallocation-pipeline
// reports leaked=0 badfree=0 and prints what mlir-opt's output prints.
// RUN: bufopt %s -buffer-deallocation-pipeline -o %t
// (Not byte-compared with mlir-opt: its final canonicalize merges the two scf.if ops on one condition, a pattern bufopt lacks.)
// RUN: FileCheck %s < %t
// CHECK-NOT: bufferization.dealloc
// CHECK: memref.dealloc

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func private @inc(%m: memref<2xf32>) -> memref<2xf32> {
  %n = memref.alloc() : memref<2xf32>
  memref.copy %m, %n : memref<2xf32> to memref<2xf32>
  %c1 = arith.constant 1 : index
  %v = memref.load %n[%c1] : memref<2xf32>
  %one = arith.constant 1.0 : f32
  %w = arith.addf %v, %one : f32
  memref.store %w, %n[%c1] : memref<2xf32>
  return %n : memref<2xf32>
}
func.func private @maybe(%c: i1, %m: memref<2xf32>) -> memref<2xf32> {
  %r = scf.if %c -> (memref<2xf32>) {
    %x = func.call @inc(%m) : (memref<2xf32>) -> memref<2xf32>
    scf.yield %x : memref<2xf32>
  } else {
    scf.yield %m : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func @main() {
  %z = arith.constant 0.0 : f32
  %a = memref.alloc() : memref<2xf32>
  linalg.fill ins(%z : f32) outs(%a : memref<2xf32>)
  %t = arith.constant true
  %f = arith.constant false
  %b = call @inc(%a) : (memref<2xf32>) -> memref<2xf32>
  %c = call @maybe(%t, %b) : (i1, memref<2xf32>) -> memref<2xf32>
  %d = call @maybe(%f, %c) : (i1, memref<2xf32>) -> memref<2xf32>
  %u = memref.cast %d : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// End-to-end program (memref level) for the deallocation pipeline; with the oracle,
//   ../shared/oracle/e2e.sh target/release/bufopt pipeline_e2e_scf_if.mlir -buffer-deallocation-pipeline
// reports leaked=0 badfree=0 and prints what mlir-opt's output prints.
// RUN: bufopt %s -buffer-deallocation-pipeline -o %t
// (Not byte-compared with mlir-opt: its final canonicalize merges the two scf.if ops on one condition, a pattern bufopt lacks.)
// RUN: FileCheck %s < %t
// CHECK-NOT: bufferization.dealloc
// CHECK: memref.dealloc

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @branch(%c: i1, %src: memref<2xf32>) -> memref<2xf32> {
  %r = scf.if %c -> (memref<2xf32>) {
    %a = memref.alloc() : memref<2xf32>
    memref.copy %src, %a : memref<2xf32> to memref<2xf32>
    %c0 = arith.constant 0 : index
    %v = arith.constant 7.0 : f32
    memref.store %v, %a[%c0] : memref<2xf32>
    scf.yield %a : memref<2xf32>
  } else {
    scf.yield %src : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %x = arith.constant 2.0 : f32
  %s = memref.alloc() : memref<2xf32>
  linalg.fill ins(%x : f32) outs(%s : memref<2xf32>)
  %r1 = call @branch(%t, %s) : (i1, memref<2xf32>) -> memref<2xf32>
  %r2 = call @branch(%f, %s) : (i1, memref<2xf32>) -> memref<2xf32>
  %u1 = memref.cast %r1 : memref<2xf32> to memref<*xf32>
  %u2 = memref.cast %r2 : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  return
}

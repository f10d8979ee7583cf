// FLAGS: -buffer-deallocation-pipeline
// End-to-end program (memref level, unseen3 examiner round): executed with both tools by
// crates/driver/tests/e2e.rs; must print the same and report leaked=0 badfree=0.
// RUN: bufopt %s -buffer-deallocation-pipeline -o %t
// RUN: mlir-opt %s -buffer-deallocation-pipeline | diff - %t
// RUN: FileCheck %s < %t
// CHECK-NOT: bufferization.dealloc
// CHECK: memref.dealloc

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @nest(%n: index, %x: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%o = %x) -> (memref<4xf32>) {
    %w:2 = scf.while (%b = %o, %k = %c0) : (memref<4xf32>, index) -> (memref<4xf32>, index) {
      %lt = arith.cmpi slt, %k, %i : index
      scf.condition(%lt) %b, %k : memref<4xf32>, index
    } do {
    ^bb0(%bb: memref<4xf32>, %kk: index):
      %t = memref.alloc() : memref<4xf32>
      memref.copy %bb, %t : memref<4xf32> to memref<4xf32>
      %v = memref.load %t[%kk] : memref<4xf32>
      %v2 = arith.addf %v, %v : f32
      memref.store %v2, %t[%kk] : memref<4xf32>
      %k1 = arith.addi %kk, %c1 : index
      scf.yield %t, %k1 : memref<4xf32>, index
    }
    scf.yield %w#0 : memref<4xf32>
  }
  return %r : memref<4xf32>
}

func.func @main() {
  %one = arith.constant 1.0 : f32
  %x = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%x : memref<4xf32>)
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = call @nest(%c1, %x) : (index, memref<4xf32>) -> memref<4xf32>
  %b = call @nest(%c4, %x) : (index, memref<4xf32>) -> memref<4xf32>
  %ua = memref.cast %a : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %ub = memref.cast %b : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  return
}

// FLAGS: -buffer-deallocation-pipeline
// End-to-end program (memref level, unseen3 examiner round): executed with both tools by
// crates/driver/tests/e2e.rs; must print the same and report leaked=0 badfree=0.
// RUN: bufopt %s -buffer-deallocation-pipeline -o %t
// RUN: mlir-opt %s -buffer-deallocation-pipeline | diff - %t
// RUN: FileCheck %s < %t
// CHECK-NOT: bufferization.dealloc
// CHECK: memref.dealloc

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

memref.global "private" constant @tbl : memref<3xf32> = dense<[1.0, 2.0, 3.0]>

func.func @glob(%c: i1, %n: index) -> memref<3xf32> {
  %g = memref.get_global @tbl : memref<3xf32>
  %a = memref.alloc() : memref<3xf32>
  %five = arith.constant 5.0 : f32
  linalg.fill ins(%five : f32) outs(%a : memref<3xf32>)
  %s = arith.select %c, %g, %a : memref<3xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%b = %s) -> (memref<3xf32>) {
    %d = memref.alloc() : memref<3xf32>
    memref.copy %b, %d : memref<3xf32> to memref<3xf32>
    %v = memref.load %d[%c0] : memref<3xf32>
    %w = arith.addf %v, %five : f32
    memref.store %w, %d[%c0] : memref<3xf32>
    %k = arith.select %c, %b, %d : memref<3xf32>
    scf.yield %k : memref<3xf32>
  }
  return %r : memref<3xf32>
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %a = call @glob(%t, %c3) : (i1, index) -> memref<3xf32>
  %b = call @glob(%f, %c3) : (i1, index) -> memref<3xf32>
  %c = call @glob(%f, %c0) : (i1, index) -> memref<3xf32>
  %ua = memref.cast %a : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %ub = memref.cast %b : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  %uc = memref.cast %c : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  return
}

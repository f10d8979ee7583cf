// FLAGS: -buffer-deallocation-pipeline
// End-to-end program (memref level, unseen3 examiner round): executed with both tools by
// crates/driver/tests/e2e.rs; must print the same and report leaked=0 badfree=0.
// RUN: bufopt %s -buffer-deallocation-pipeline -o %t
// RUN: mlir-opt %s -buffer-deallocation-pipeline | diff - %t
// RUN: FileCheck %s < %t
// CHECK-NOT: bufferization.dealloc
// CHECK: memref.dealloc

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func private @fresh(%n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %v = arith.constant 6.0 : f32
  linalg.fill ins(%v : f32) outs(%a : memref<?xf32>)
  return %a : memref<?xf32>
}
func.func private @same(%x: memref<?xf32>) -> memref<?xf32> {
  return %x : memref<?xf32>
}
func.func @pub_either(%c: i1, %x: memref<?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %d = memref.dim %x, %c0 : memref<?xf32>
  %f = call @fresh(%d) : (index) -> memref<?xf32>
  %r = arith.select %c, %f, %x : memref<?xf32>
  return %r : memref<?xf32>
}
func.func @driver(%n: index, %c: i1) -> memref<?xf32> {
  %a = call @fresh(%n) : (index) -> memref<?xf32>
  %b = call @same(%a) : (memref<?xf32>) -> memref<?xf32>
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f32
  memref.store %z, %b[%c0] : memref<?xf32>
  %e = call @pub_either(%c, %b) : (i1, memref<?xf32>) -> memref<?xf32>
  %g = call @same(%e) : (memref<?xf32>) -> memref<?xf32>
  return %g : memref<?xf32>
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %c3 = arith.constant 3 : index
  %a = call @driver(%c3, %t) : (index, i1) -> memref<?xf32>
  %b = call @driver(%c3, %f) : (index, i1) -> memref<?xf32>
  %ua = memref.cast %a : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %ub = memref.cast %b : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  return
}

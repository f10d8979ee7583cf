// FLAGS: -buffer-deallocation-pipeline
// End-to-end program (memref level, unseen3 examiner round): executed with both tools by
// crates/driver/tests/e2e.rs; must print the same and report leaked=0 badfree=0.
// RUN: bufopt %s -buffer-deallocation-pipeline -o %t
// RUN: mlir-opt %s -buffer-deallocation-pipeline | diff - %t
// RUN: FileCheck %s < %t
// CHECK-NOT: bufferization.dealloc
// CHECK: memref.dealloc

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @grow(%start: memref<?xf32>, %limit: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %v1 = arith.constant 3.0 : f32
  %w = scf.while (%cur = %start) : (memref<?xf32>) -> memref<?xf32> {
    %d = memref.dim %cur, %c0 : memref<?xf32>
    %go = arith.cmpi ult, %d, %limit : index
    scf.condition(%go) %cur : memref<?xf32>
  } do {
  ^bb0(%v: memref<?xf32>):
    %d = memref.dim %v, %c0 : memref<?xf32>
    %nd = arith.muli %d, %c2 : index
    %g = memref.realloc %v(%nd) : memref<?xf32> to memref<?xf32>
    %tail = memref.subview %g[%d] [%d] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
    linalg.fill ins(%v1 : f32) outs(%tail : memref<?xf32, strided<[1], offset: ?>>)
    scf.yield %g : memref<?xf32>
  }
  return %w : memref<?xf32>
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %one = arith.constant 1.0 : f32
  %x = memref.alloc(%c2) : memref<?xf32>
  linalg.fill ins(%one : f32) outs(%x : memref<?xf32>)
  %r = call @grow(%x, %c8) : (memref<?xf32>, index) -> memref<?xf32>
  %u = memref.cast %r : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

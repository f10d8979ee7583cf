// memref.copy between two overlapping views of one buffer that are not contiguous: the
// lowered copy goes element by element in order, so a later element reads what an earlier
// one wrote (checked against mlir-runner); views with contiguous rows copy as one block.
// RUN: bufopt-runner %s | FileCheck %s
// CHECK: [0,  1,  0,  3,  0,  5,  0,  7,  0,  9,  0,  11,  0,  13,  14,  15]
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %buf = memref.alloc() : memref<16xf32>
  scf.for %i = %c0 to %c16 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %buf[%i] : memref<16xf32>
  }
  // Even elements 0..10 onto even elements 2..12: each reads the one just written.
  %from = memref.subview %buf[0] [6] [2] : memref<16xf32> to memref<6xf32, strided<[2]>>
  %to = memref.subview %buf[2] [6] [2] : memref<16xf32> to memref<6xf32, strided<[2], offset: 2>>
  memref.copy %from, %to : memref<6xf32, strided<[2]>> to memref<6xf32, strided<[2], offset: 2>>
  %all = memref.cast %buf : memref<16xf32> to memref<*xf32>
  call @printMemrefF32(%all) : (memref<*xf32>) -> ()
  memref.dealloc %buf : memref<16xf32>
  return
}

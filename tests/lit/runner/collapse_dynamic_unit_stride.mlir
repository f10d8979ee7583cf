// A memref.collapse_shape of dynamic sizes whose group holds a dimension of size 1 at run
// time with a stride of its own: as mlir-opt 22's lowering, the collapsed stride is the one of
// the group's innermost dimension (only dimensions of static size 1 are skipped), here 20 and
// 9 (checked against mlir-runner).
// RUN: bufopt-runner %s | FileCheck %s
// CHECK: sizes = [3, 2] strides = [20, 1] data =
// CHECK-NEXT: {{\[\[}}0,   1],
// CHECK-NEXT:  [20,   21],
// CHECK-NEXT:  [40,   41]]
// CHECK: sizes = [2, 3] strides = [3, 9] data =
// CHECK-NEXT: {{\[\[}}0,   9,   18],
// CHECK-NEXT:  [3,   12,   21]]
func.func private @printMemrefF32(memref<*xf32>)

func.func @collapse(%base: memref<64xf32>, %s0: index, %s1: index, %s2: index, %t0: index, %t1: index, %t2: index) {
  %v = memref.reinterpret_cast %base to offset: [0], sizes: [%s0, %s1, %s2], strides: [%t0, %t1, %t2] : memref<64xf32> to memref<?x?x?xf32, strided<[?, ?, ?]>>
  %outer = memref.collapse_shape %v [[0, 1], [2]] : memref<?x?x?xf32, strided<[?, ?, ?]>> into memref<?x?xf32, strided<[?, ?]>>
  %u = memref.cast %outer : memref<?x?xf32, strided<[?, ?]>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %inner = memref.collapse_shape %v [[0], [1, 2]] : memref<?x?x?xf32, strided<[?, ?, ?]>> into memref<?x?xf32, strided<[?, ?]>>
  %w = memref.cast %inner : memref<?x?xf32, strided<[?, ?]>> to memref<*xf32>
  call @printMemrefF32(%w) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c9 = arith.constant 9 : index
  %c20 = arith.constant 20 : index
  %c64 = arith.constant 64 : index
  %base = memref.alloc() : memref<64xf32>
  scf.for %i = %c0 to %c64 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %base[%i] : memref<64xf32>
  }
  // 3x1x2 with strides [4, 20, 1]: the middle dimension is one element with stride 20.
  call @collapse(%base, %c3, %c1, %c2, %c4, %c20, %c1) : (memref<64xf32>, index, index, index, index, index, index) -> ()
  // 2x3x1 with strides [3, 1, 9].
  call @collapse(%base, %c2, %c3, %c1, %c3, %c1, %c9) : (memref<64xf32>, index, index, index, index, index, index) -> ()
  memref.dealloc %base : memref<64xf32>
  return
}

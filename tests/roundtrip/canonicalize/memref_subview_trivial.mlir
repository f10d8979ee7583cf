// FLAGS: --allow-unregistered-dialect -canonicalize
// Subviews covering the whole static source fold to it (or a cast).
func.func @f(%m: memref<4x8xf32>, %n: memref<2x2xf32, strided<[4, 1], offset: 8>>) -> (memref<4x8xf32>, memref<4x8xf32, strided<[8, 1]>>, memref<2x2xf32, strided<[4, 1], offset: 8>>) {
  %a = memref.subview %m[0, 0] [4, 8] [1, 1] : memref<4x8xf32> to memref<4x8xf32>
  %b = memref.subview %m[0, 0] [4, 8] [1, 1] : memref<4x8xf32> to memref<4x8xf32, strided<[8, 1]>>
  %c = memref.subview %n[0, 0] [2, 2] [1, 1] : memref<2x2xf32, strided<[4, 1], offset: 8>> to memref<2x2xf32, strided<[4, 1], offset: 8>>
  return %a, %b, %c : memref<4x8xf32>, memref<4x8xf32, strided<[8, 1]>>, memref<2x2xf32, strided<[4, 1], offset: 8>>
}

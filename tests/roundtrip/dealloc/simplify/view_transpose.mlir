// FLAGS: -ownership-based-buffer-deallocation -canonicalize -buffer-deallocation-simplification
// memref.view of a byte buffer and memref.transpose, the views returned and loaded
func.func @views(%n: index) -> (memref<?xf32>, memref<4x3xf32, affine_map<(d0, d1) -> (d1 * 4 + d0)>>) {
  %c0 = arith.constant 0 : index
  %bytes = memref.alloc() : memref<256xi8>
  %v = memref.view %bytes[%c0][%n] : memref<256xi8> to memref<?xf32>
  %m = memref.alloc() : memref<3x4xf32>
  %t = memref.transpose %m (i, j) -> (j, i) : memref<3x4xf32> to memref<4x3xf32, affine_map<(d0, d1) -> (d1 * 4 + d0)>>
  return %v, %t : memref<?xf32>, memref<4x3xf32, affine_map<(d0, d1) -> (d1 * 4 + d0)>>
}

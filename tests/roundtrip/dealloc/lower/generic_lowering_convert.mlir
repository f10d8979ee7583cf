// FLAGS: -ownership-based-buffer-deallocation -canonicalize -buffer-deallocation-simplification -convert-bufferization-to-memref
func.func @generic(%c: i1, %d: i1, %x: memref<2xf32>, %y: memref<2xf32>) -> (memref<2xf32>, memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  %s = arith.select %c, %a, %x : memref<2xf32>
  %t = arith.select %d, %a, %y : memref<2xf32>
  %u = arith.select %d, %s, %t : memref<2xf32>
  return %u, %s : memref<2xf32>, memref<2xf32>
}

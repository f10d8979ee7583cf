// FLAGS: -ownership-based-buffer-deallocation -canonicalize -buffer-deallocation-simplification
// a function with two return sites, each returning a different mix of buffers
func.func @two_exits(%c: i1, %x: memref<3xf32>) -> (memref<3xf32>, memref<3xf32>) {
  %a = memref.alloc() : memref<3xf32>
  %s = memref.alloca() : memref<3xf32>
  cf.cond_br %c, ^early, ^late
^early:
  return %a, %x : memref<3xf32>, memref<3xf32>
^late:
  %b = memref.alloc() : memref<3xf32>
  memref.copy %s, %b : memref<3xf32> to memref<3xf32>
  return %b, %a : memref<3xf32>, memref<3xf32>
}

// FLAGS: -buffer-deallocation-pipeline
func.func @select_allocs(%c: i1, %d: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %e = memref.alloc() : memref<2xf32>
  %s = arith.select %c, %a, %b : memref<2xf32>
  %t = arith.select %d, %s, %e : memref<2xf32>
  return %t : memref<2xf32>
}

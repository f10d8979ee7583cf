// FLAGS: -ownership-based-buffer-deallocation -canonicalize -buffer-deallocation-simplification
func.func @multi(%c: i1, %n: index) -> (memref<?xf32>, memref<?xf32>, index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a, %b, %n : memref<?xf32>, memref<?xf32>, index
^bb2:
  %z = memref.alloc(%n) : memref<?xf32>
  return %z, %a, %n : memref<?xf32>, memref<?xf32>, index
}

// FLAGS: -ownership-based-buffer-deallocation=private-function-dynamic-ownership -buffer-deallocation-simplification -canonicalize
// cf-based branches where two allocations meet in a block and one is returned, the other dropped
func.func @meet(%a: i1, %b: i1, %n: index) -> memref<?xf32> {
  %x = memref.alloc(%n) : memref<?xf32>
  %y = memref.alloc(%n) : memref<?xf32>
  cf.cond_br %a, ^one(%x, %y : memref<?xf32>, memref<?xf32>), ^one(%y, %x : memref<?xf32>, memref<?xf32>)
^one(%keep: memref<?xf32>, %drop: memref<?xf32>):
  cf.cond_br %b, ^two(%keep : memref<?xf32>), ^three
^two(%k: memref<?xf32>):
  return %k : memref<?xf32>
^three:
  %z = memref.alloc(%n) : memref<?xf32>
  return %z : memref<?xf32>
}

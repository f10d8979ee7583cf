// FLAGS: -buffer-deallocation-pipeline=private-function-dynamic-ownership
// two structurally identical successor blocks each allocating and returning (region simplification may merge them)
func.func @twins(%c: i1, %x: memref<4xf32>, %y: memref<4xf32>) -> memref<4xf32> {
  cf.cond_br %c, ^a(%x : memref<4xf32>), ^b(%y : memref<4xf32>)
^a(%p: memref<4xf32>):
  %t = memref.alloc() : memref<4xf32>
  memref.copy %p, %t : memref<4xf32> to memref<4xf32>
  return %t : memref<4xf32>
^b(%q: memref<4xf32>):
  %u = memref.alloc() : memref<4xf32>
  memref.copy %q, %u : memref<4xf32> to memref<4xf32>
  return %u : memref<4xf32>
}

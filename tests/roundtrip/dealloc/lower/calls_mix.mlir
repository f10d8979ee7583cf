// FLAGS: -ownership-based-buffer-deallocation -canonicalize -buffer-deallocation-simplification -bufferization-lower-deallocations
// private and public functions returning fresh or argument-aliasing buffers
func.func private @fresh(%n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  return %a : memref<?xf32>
}
func.func private @same(%x: memref<?xf32>) -> memref<?xf32> {
  return %x : memref<?xf32>
}
func.func @pub_either(%c: i1, %x: memref<?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %d = memref.dim %x, %c0 : memref<?xf32>
  %f = call @fresh(%d) : (index) -> memref<?xf32>
  %r = arith.select %c, %f, %x : memref<?xf32>
  return %r : memref<?xf32>
}
func.func @driver(%n: index, %c: i1) -> memref<?xf32> {
  %a = call @fresh(%n) : (index) -> memref<?xf32>
  %b = call @same(%a) : (memref<?xf32>) -> memref<?xf32>
  %e = call @pub_either(%c, %b) : (i1, memref<?xf32>) -> memref<?xf32>
  %g = call @same(%e) : (memref<?xf32>) -> memref<?xf32>
  return %g : memref<?xf32>
}

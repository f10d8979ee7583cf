// FLAGS: --pass-pipeline="builtin.module(func.func(bufferization-lower-deallocations))"
// Run per function, the generic lowering has no helper to call: the
// pattern's error, then the conversion's, for every function that fails.
func.func @f(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1, %d: i1, %r: memref<2xf32>) {
  %0 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c, %d) retain (%r : memref<2xf32>)
  return
}
func.func @one(%a: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%a : memref<2xf32>) if (%c)
  return
}
func.func @g(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1, %d: i1) {
  bufferization.dealloc (%a : memref<2xf32>) if (%c)
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c, %d)
  bufferization.dealloc (%b, %a : memref<2xf32>, memref<2xf32>) if (%c, %d)
  return
}

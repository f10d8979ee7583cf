// FLAGS: -canonicalize
// The clone fold: a memref.cast feeding a clone is bypassed unless its
// source is unranked; the pattern then sees the uncast source.
func.func @cast_operand(%x: memref<2xf32>) -> memref<?xf32> {
  %v = memref.cast %x : memref<2xf32> to memref<?xf32>
  %cp = bufferization.clone %v : memref<?xf32> to memref<?xf32>
  return %cp : memref<?xf32>
}
func.func @unranked_cast_operand(%u: memref<*xf32>) -> memref<4xf32> {
  %v = memref.cast %u : memref<*xf32> to memref<4xf32>
  %cp = bufferization.clone %v : memref<4xf32> to memref<4xf32>
  return %cp : memref<4xf32>
}
func.func @cast_then_free(%n: index) -> memref<?xf32> {
  %buf = memref.alloc() : memref<8xf32>
  %v = memref.cast %buf : memref<8xf32> to memref<?xf32>
  %cp = bufferization.clone %v : memref<?xf32> to memref<?xf32>
  memref.dealloc %v : memref<?xf32>
  return %cp : memref<?xf32>
}
func.func @cast_clone_freed(%x: memref<4xf32>, %i: index) -> f32 {
  %v = memref.cast %x : memref<4xf32> to memref<?xf32>
  %cp = bufferization.clone %v : memref<?xf32> to memref<?xf32>
  %r = memref.load %cp[%i] : memref<?xf32>
  memref.dealloc %cp : memref<?xf32>
  return %r : f32
}

// FLAGS: -canonicalize
// atomic_rmw, prefetch, dma_start and dma_wait read through a memref.cast
// of a ranked memref (even one that makes the shape more static); a cast of
// an unranked memref stays.
func.func @atomic(%a: memref<4xf32>, %v: f32, %i: index) -> f32 {
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  %r = memref.atomic_rmw addf %v, %c[%i] : (f32, memref<?xf32>) -> f32
  return %r : f32
}
func.func @atomic_unranked(%a: memref<*xf32>, %v: f32, %i: index) -> f32 {
  %c = memref.cast %a : memref<*xf32> to memref<?xf32>
  %r = memref.atomic_rmw addf %v, %c[%i] : (f32, memref<?xf32>) -> f32
  return %r : f32
}
func.func @prefetch(%a: memref<?x8xf32>, %i: index) {
  %c = memref.cast %a : memref<?x8xf32> to memref<4x8xf32>
  memref.prefetch %c[%i, %i], write, locality<1>, instr : memref<4x8xf32>
  return
}
func.func @dma(%a: memref<16xf32>, %b: memref<16xf32, 1>, %tag: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %ca = memref.cast %a : memref<16xf32> to memref<?xf32>
  %cb = memref.cast %b : memref<16xf32, 1> to memref<?xf32, 1>
  %ct = memref.cast %tag : memref<1xi32> to memref<?xi32>
  memref.dma_start %ca[%c0], %cb[%c0], %c16, %ct[%c0] : memref<?xf32>, memref<?xf32, 1>, memref<?xi32>
  memref.dma_wait %ct[%c0], %c16 : memref<?xi32>
  return
}

// FLAGS: --allow-unregistered-dialect -canonicalize
// Clones that stay: another free between the clone and the candidate free,
// the free before the clone, both buffers freed in one block, more than one
// free of a buffer, a realloc, or no free in the clone's block.
func.func @other_free_between(%x: memref<2xf32>) -> memref<2xf32> {
  %buf = memref.alloc() : memref<2xf32>
  %cp = bufferization.clone %buf : memref<2xf32> to memref<2xf32>
  memref.dealloc %x : memref<2xf32>
  memref.dealloc %buf : memref<2xf32>
  return %cp : memref<2xf32>
}
func.func @realloc_between(%x: memref<2xf32>) -> (memref<2xf32>, memref<4xf32>) {
  %buf = memref.alloc() : memref<2xf32>
  %cp = bufferization.clone %buf : memref<2xf32> to memref<2xf32>
  %big = memref.realloc %x : memref<2xf32> to memref<4xf32>
  memref.dealloc %buf : memref<2xf32>
  return %cp, %big : memref<2xf32>, memref<4xf32>
}
func.func @source_reallocated() -> (memref<2xf32>, memref<4xf32>) {
  %buf = memref.alloc() : memref<2xf32>
  %cp = bufferization.clone %buf : memref<2xf32> to memref<2xf32>
  %big = memref.realloc %buf : memref<2xf32> to memref<4xf32>
  return %cp, %big : memref<2xf32>, memref<4xf32>
}
func.func @no_free(%x: memref<2xf32>) -> memref<2xf32> {
  %cp = bufferization.clone %x : memref<2xf32> to memref<2xf32>
  return %cp : memref<2xf32>
}
func.func @free_before_clone(%x: memref<2xf32>) -> memref<2xf32> {
  %buf = memref.alloc() : memref<2xf32>
  memref.copy %x, %buf : memref<2xf32> to memref<2xf32>
  %view = memref.cast %buf : memref<2xf32> to memref<?xf32>
  memref.dealloc %buf : memref<2xf32>
  %cp = bufferization.clone %view : memref<?xf32> to memref<?xf32>
  "test.consume"(%cp) : (memref<?xf32>) -> ()
  return %x : memref<2xf32>
}
func.func @both_freed_here(%x: memref<2xf32>, %i: index) -> f32 {
  %buf = memref.alloc() : memref<2xf32>
  memref.copy %x, %buf : memref<2xf32> to memref<2xf32>
  %cp = bufferization.clone %buf : memref<2xf32> to memref<2xf32>
  memref.dealloc %buf : memref<2xf32>
  %v = memref.load %cp[%i] : memref<2xf32>
  memref.dealloc %cp : memref<2xf32>
  return %v : f32
}
func.func @both_freed_in_branches(%c: i1) -> memref<2xf32> {
  %buf = memref.alloc() : memref<2xf32>
  %cp = bufferization.clone %buf : memref<2xf32> to memref<2xf32>
  scf.if %c {
    memref.dealloc %buf : memref<2xf32>
  } else {
    memref.dealloc %cp : memref<2xf32>
  }
  return %buf : memref<2xf32>
}
func.func @source_freed_nested(%c: i1) -> memref<2xf32> {
  %buf = memref.alloc() : memref<2xf32>
  %cp = bufferization.clone %buf : memref<2xf32> to memref<2xf32>
  scf.if %c {
    memref.dealloc %buf : memref<2xf32>
  }
  return %cp : memref<2xf32>
}
func.func @source_freed_outside(%c: i1) -> memref<2xf32> {
  %buf = memref.alloc() : memref<2xf32>
  %r = scf.if %c -> memref<2xf32> {
    %cp = bufferization.clone %buf : memref<2xf32> to memref<2xf32>
    scf.yield %cp : memref<2xf32>
  } else {
    scf.yield %buf : memref<2xf32>
  }
  memref.dealloc %buf : memref<2xf32>
  return %r : memref<2xf32>
}
func.func @clone_freed_twice(%x: memref<2xf32>, %c: i1) {
  %cp = bufferization.clone %x : memref<2xf32> to memref<2xf32>
  memref.dealloc %cp : memref<2xf32>
  scf.if %c {
    memref.dealloc %cp : memref<2xf32>
  }
  return
}
func.func @source_freed_via_cast_and_directly(%c: i1) -> memref<2xf32> {
  %buf = memref.alloc() : memref<2xf32>
  %cp = bufferization.clone %buf : memref<2xf32> to memref<2xf32>
  memref.dealloc %buf : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.dealloc %buf : memref<2xf32>
  return %cp : memref<2xf32>
^bb2:
  return %cp : memref<2xf32>
}

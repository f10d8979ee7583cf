// FLAGS: -canonicalize
// Canonicalization may drop a realloc that is only stored into or freed (and
// then the alloc feeding it), but not one whose result is read.
func.func @dead(%n: index, %v: f32, %i: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.realloc %a : memref<?xf32> to memref<4xf32>
  memref.store %v, %b[%i] : memref<4xf32>
  return
}

func.func @freed(%n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.realloc %a : memref<?xf32> to memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return
}

func.func @read(%n: index, %i: index) -> f32 {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.realloc %a : memref<?xf32> to memref<4xf32>
  %x = memref.load %b[%i] : memref<4xf32>
  return %x : f32
}

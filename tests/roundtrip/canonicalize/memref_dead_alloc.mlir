// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f(%v: f32, %i: index) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %b = memref.alloca() : memref<4xf32>
  memref.store %v, %b[%i] : memref<4xf32>
  memref.copy %b, %b : memref<4xf32> to memref<4xf32>
  return
}

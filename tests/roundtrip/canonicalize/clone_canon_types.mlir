// FLAGS: -canonicalize
// Clones whose result type differs from the source type: a memref.cast
// replaces the clone when the types are cast compatible; otherwise it stays.
func.func @to_dynamic() -> memref<?xf32> {
  %buf = memref.alloc() : memref<2xf32>
  %cp = bufferization.clone %buf : memref<2xf32> to memref<?xf32>
  memref.dealloc %buf : memref<2xf32>
  return %cp : memref<?xf32>
}
func.func @to_unranked() -> memref<*xf32> {
  %buf = memref.alloc() : memref<2xf32>
  %cp = bufferization.clone %buf : memref<2xf32> to memref<*xf32>
  memref.dealloc %buf : memref<2xf32>
  return %cp : memref<*xf32>
}
func.func @from_unranked(%u: memref<*xf32>) -> memref<2xf32> {
  %cp = bufferization.clone %u : memref<*xf32> to memref<2xf32>
  memref.dealloc %u : memref<*xf32>
  return %cp : memref<2xf32>
}
func.func @to_static(%d: memref<?xf32>) -> memref<2xf32> {
  %cp = bufferization.clone %d : memref<?xf32> to memref<2xf32>
  memref.dealloc %d : memref<?xf32>
  return %cp : memref<2xf32>
}
func.func @to_dynamic_layout() -> memref<2xf32, strided<[?], offset: ?>> {
  %buf = memref.alloc() : memref<2xf32>
  %cp = bufferization.clone %buf : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
  memref.dealloc %buf : memref<2xf32>
  return %cp : memref<2xf32, strided<[?], offset: ?>>
}
func.func @other_size() -> memref<3xf32> {
  %buf = memref.alloc() : memref<2xf32>
  %cp = bufferization.clone %buf : memref<2xf32> to memref<3xf32>
  memref.dealloc %buf : memref<2xf32>
  return %cp : memref<3xf32>
}
func.func @other_layout() -> memref<2xf32, strided<[2]>> {
  %buf = memref.alloc() : memref<2xf32>
  %cp = bufferization.clone %buf : memref<2xf32> to memref<2xf32, strided<[2]>>
  memref.dealloc %buf : memref<2xf32>
  return %cp : memref<2xf32, strided<[2]>>
}
func.func @other_element() -> memref<2xi32> {
  %buf = memref.alloc() : memref<2xf32>
  %cp = bufferization.clone %buf : memref<2xf32> to memref<2xi32>
  memref.dealloc %buf : memref<2xf32>
  return %cp : memref<2xi32>
}
func.func @other_space() -> memref<2xf32, 1> {
  %buf = memref.alloc() : memref<2xf32>
  %cp = bufferization.clone %buf : memref<2xf32> to memref<2xf32, 1>
  memref.dealloc %buf : memref<2xf32>
  return %cp : memref<2xf32, 1>
}
func.func @other_rank() -> memref<?x?xf32> {
  %buf = memref.alloc() : memref<2xf32>
  %cp = bufferization.clone %buf : memref<2xf32> to memref<?x?xf32>
  memref.dealloc %buf : memref<2xf32>
  return %cp : memref<?x?xf32>
}

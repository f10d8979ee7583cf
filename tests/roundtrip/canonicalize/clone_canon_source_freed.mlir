// FLAGS: -canonicalize
// A clone whose source is freed right after it in the same block: the clone
// becomes its source and the free goes away (also when the source is a view
// of the freed buffer; memref.transpose is not a view-like op in mlir-opt).
func.func @dyn(%m: index, %n: index) -> memref<?x?xf32> {
  %buf = memref.alloc(%m, %n) : memref<?x?xf32>
  %cp = bufferization.clone %buf : memref<?x?xf32> to memref<?x?xf32>
  memref.dealloc %buf : memref<?x?xf32>
  return %cp : memref<?x?xf32>
}
func.func @ops_between(%x: memref<4xf32>, %i: index) -> memref<4xf32> {
  %buf = memref.alloc() : memref<4xf32>
  memref.copy %x, %buf : memref<4xf32> to memref<4xf32>
  %cp = bufferization.clone %buf : memref<4xf32> to memref<4xf32>
  %v = memref.load %buf[%i] : memref<4xf32>
  memref.store %v, %x[%i] : memref<4xf32>
  memref.dealloc %buf : memref<4xf32>
  return %cp : memref<4xf32>
}
func.func @of_subview() -> memref<2xf32, strided<[1], offset: 1>> {
  %buf = memref.alloc() : memref<4xf32>
  %sv = memref.subview %buf[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %cp = bufferization.clone %sv : memref<2xf32, strided<[1], offset: 1>> to memref<2xf32, strided<[1], offset: 1>>
  memref.dealloc %buf : memref<4xf32>
  return %cp : memref<2xf32, strided<[1], offset: 1>>
}
func.func @of_transpose() -> memref<3x2xf32, strided<[1, 3]>> {
  %buf = memref.alloc() : memref<2x3xf32>
  %tr = memref.transpose %buf (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  %cp = bufferization.clone %tr : memref<3x2xf32, strided<[1, 3]>> to memref<3x2xf32, strided<[1, 3]>>
  memref.dealloc %buf : memref<2x3xf32>
  return %cp : memref<3x2xf32, strided<[1, 3]>>
}
func.func @of_collapse() -> memref<6xf32> {
  %buf = memref.alloc() : memref<2x3xf32>
  %v = memref.collapse_shape %buf [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  %cp = bufferization.clone %v : memref<6xf32> to memref<6xf32>
  memref.dealloc %buf : memref<2x3xf32>
  return %cp : memref<6xf32>
}
func.func @of_expand() -> memref<2x3xf32> {
  %buf = memref.alloc() : memref<6xf32>
  %v = memref.expand_shape %buf [[0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
  %cp = bufferization.clone %v : memref<2x3xf32> to memref<2x3xf32>
  memref.dealloc %buf : memref<6xf32>
  return %cp : memref<2x3xf32>
}
func.func @of_cast() -> memref<?xf32> {
  %buf = memref.alloc() : memref<6xf32>
  %v = memref.cast %buf : memref<6xf32> to memref<?xf32>
  %cp = bufferization.clone %v : memref<?xf32> to memref<?xf32>
  memref.dealloc %buf : memref<6xf32>
  return %cp : memref<?xf32>
}
func.func @of_reinterpret() -> memref<2x3xf32> {
  %buf = memref.alloc() : memref<6xf32>
  %v = memref.reinterpret_cast %buf to offset: [0], sizes: [2, 3], strides: [3, 1] : memref<6xf32> to memref<2x3xf32>
  %cp = bufferization.clone %v : memref<2x3xf32> to memref<2x3xf32>
  memref.dealloc %buf : memref<6xf32>
  return %cp : memref<2x3xf32>
}
func.func @of_view(%off: index) -> memref<2xf32> {
  %buf = memref.alloc() : memref<64xi8>
  %v = memref.view %buf[%off][] : memref<64xi8> to memref<2xf32>
  %cp = bufferization.clone %v : memref<2xf32> to memref<2xf32>
  memref.dealloc %buf : memref<64xi8>
  return %cp : memref<2xf32>
}
func.func @of_space_cast() -> memref<2xf32, 1> {
  %buf = memref.alloc() : memref<2xf32>
  %v = memref.memory_space_cast %buf : memref<2xf32> to memref<2xf32, 1>
  %cp = bufferization.clone %v : memref<2xf32, 1> to memref<2xf32, 1>
  memref.dealloc %buf : memref<2xf32>
  return %cp : memref<2xf32, 1>
}
func.func @of_metadata_base() -> memref<f32> {
  %buf = memref.alloc() : memref<2xf32>
  %base, %off, %sz, %st = memref.extract_strided_metadata %buf : memref<2xf32> -> memref<f32>, index, index, index
  %cp = bufferization.clone %base : memref<f32> to memref<f32>
  memref.dealloc %buf : memref<2xf32>
  return %cp : memref<f32>
}
func.func @of_reshape(%shape: memref<1xindex>) -> memref<?xf32> {
  %buf = memref.alloc() : memref<6xf32>
  %v = memref.reshape %buf(%shape) : (memref<6xf32>, memref<1xindex>) -> memref<?xf32>
  %cp = bufferization.clone %v : memref<?xf32> to memref<?xf32>
  memref.dealloc %buf : memref<6xf32>
  return %cp : memref<?xf32>
}
func.func @of_aligned() -> memref<6xf32> {
  %buf = memref.alloc() : memref<6xf32>
  %v = memref.assume_alignment %buf, 16 : memref<6xf32>
  %cp = bufferization.clone %v : memref<6xf32> to memref<6xf32>
  memref.dealloc %buf : memref<6xf32>
  return %cp : memref<6xf32>
}
func.func @two_views(%i: index) -> memref<2xf32, strided<[1], offset: ?>> {
  %buf = memref.alloc() : memref<2x4xf32>
  %flat = memref.collapse_shape %buf [[0, 1]] : memref<2x4xf32> into memref<8xf32>
  %sv = memref.subview %flat[%i] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
  %cp = bufferization.clone %sv : memref<2xf32, strided<[1], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
  memref.dealloc %buf : memref<2x4xf32>
  return %cp : memref<2xf32, strided<[1], offset: ?>>
}

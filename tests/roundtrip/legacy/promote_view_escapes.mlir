// FLAGS: --allow-unregistered-dialect -promote-buffers-to-stack
// Which users make a buffer escape its scope: views (subview, cast, reshapes,
// ...), selects, calls and reallocs do; memref.transpose, unknown ops and
// conversions to tensors do not in mlir-opt 22.
func.func @transpose() -> memref<8x4xf32, strided<[1, 8]>> {
  %a = memref.alloc() : memref<4x8xf32>
  %t = memref.transpose %a (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  return %t : memref<8x4xf32, strided<[1, 8]>>
}
func.func @subview() -> memref<2xf32, strided<[1]>> {
  %a = memref.alloc() : memref<4xf32>
  %t = memref.subview %a[0][2][1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  return %t : memref<2xf32, strided<[1]>>
}
func.func @cast() -> memref<?xf32> {
  %a = memref.alloc() : memref<4xf32>
  %t = memref.cast %a : memref<4xf32> to memref<?xf32>
  return %t : memref<?xf32>
}
func.func @collapse() -> memref<8xf32> {
  %a = memref.alloc() : memref<2x4xf32>
  %t = memref.collapse_shape %a [[0, 1]] : memref<2x4xf32> into memref<8xf32>
  return %t : memref<8xf32>
}
func.func @expand() -> memref<2x4xf32> {
  %a = memref.alloc() : memref<8xf32>
  %t = memref.expand_shape %a [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
  return %t : memref<2x4xf32>
}
func.func @reinterpret() -> memref<2xf32> {
  %a = memref.alloc() : memref<8xf32>
  %t = memref.reinterpret_cast %a to offset: [0], sizes: [2], strides: [1] : memref<8xf32> to memref<2xf32>
  return %t : memref<2xf32>
}
func.func @view() -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<64xi8>
  %t = memref.view %a[%c0][] : memref<64xi8> to memref<2xf32>
  return %t : memref<2xf32>
}
func.func @assume() -> memref<8xf32> {
  %a = memref.alloc() : memref<8xf32>
  %t = memref.assume_alignment %a, 16 : memref<8xf32>
  return %t : memref<8xf32>
}
func.func @memspace() -> memref<8xf32, 1> {
  %a = memref.alloc() : memref<8xf32>
  %t = memref.memory_space_cast %a : memref<8xf32> to memref<8xf32, 1>
  return %t : memref<8xf32, 1>
}
func.func @ucast() -> memref<*xf32> {
  %a = memref.alloc() : memref<8xf32>
  %t = memref.cast %a : memref<8xf32> to memref<*xf32>
  return %t : memref<*xf32>
}
func.func @select(%c: i1) -> memref<8xf32> {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %t = arith.select %c, %a, %b : memref<8xf32>
  return %t : memref<8xf32>
}
func.func @clone() -> memref<8xf32> {
  %a = memref.alloc() : memref<8xf32>
  %t = bufferization.clone %a : memref<8xf32> to memref<8xf32>
  return %t : memref<8xf32>
}
func.func @realloc() -> memref<16xf32> {
  %a = memref.alloc() : memref<8xf32>
  %t = memref.realloc %a : memref<8xf32> to memref<16xf32>
  return %t : memref<16xf32>
}
func.func @unknown() -> memref<8xf32> {
  %a = memref.alloc() : memref<8xf32>
  %t = "foo.bar"(%a) : (memref<8xf32>) -> memref<8xf32>
  return %t : memref<8xf32>
}
func.func @tensor() -> tensor<8xf32> {
  %a = memref.alloc() : memref<8xf32>
  %t = bufferization.to_tensor %a : memref<8xf32> to tensor<8xf32>
  return %t : tensor<8xf32>
}
func.func @extract() -> index {
  %a = memref.alloc() : memref<8xf32>
  %t = memref.extract_aligned_pointer_as_index %a : memref<8xf32> -> index
  return %t : index
}
func.func private @g(memref<8xf32>) -> memref<8xf32>
func.func @call_g() -> memref<8xf32> {
  %a = memref.alloc() : memref<8xf32>
  %t = func.call @g(%a) : (memref<8xf32>) -> memref<8xf32>
  return %t : memref<8xf32>
}
func.func @realloc_sv() -> memref<16xf32> {
  %a = memref.alloc() : memref<8xf32>
  %s = memref.subview %a[0][4][1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  %t = memref.realloc %s : memref<4xf32, strided<[1]>> to memref<16xf32>
  return %t : memref<16xf32>
}
func.func @transpose_if(%c: i1) -> memref<8x4xf32, strided<[1, 8]>> {
  %r = scf.if %c -> memref<8x4xf32, strided<[1, 8]>> {
    %a = memref.alloc() : memref<4x8xf32>
    %t = memref.transpose %a (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
    scf.yield %t : memref<8x4xf32, strided<[1, 8]>>
  } else {
    %b = memref.alloc() : memref<4x8xf32>
    %t = memref.transpose %b (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
    scf.yield %t : memref<8x4xf32, strided<[1, 8]>>
  }
  return %r : memref<8x4xf32, strided<[1, 8]>>
}
func.func @transpose_for(%n: index, %m: memref<8x4xf32, strided<[1, 8]>>) -> memref<8x4xf32, strided<[1, 8]>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %m) -> memref<8x4xf32, strided<[1, 8]>> {
    %a = memref.alloc() : memref<4x8xf32>
    %t = memref.transpose %a (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
    scf.yield %t : memref<8x4xf32, strided<[1, 8]>>
  }
  return %r : memref<8x4xf32, strided<[1, 8]>>
}
func.func @transpose_if_promote(%c: i1) {
  scf.if %c {
    %a = memref.alloc() : memref<4x8xf32>
    %t = memref.transpose %a (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
    memref.copy %t, %t : memref<8x4xf32, strided<[1, 8]>> to memref<8x4xf32, strided<[1, 8]>>
  }
  return
}

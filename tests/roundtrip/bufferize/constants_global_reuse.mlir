// FLAGS: -one-shot-bufferize="bufferize-function-boundaries buffer-alignment=0"
// Without an alignment a constant reuses a global of the input holding the
// same value, the first of them in the module.
memref.global "private" constant @first_seven_eight : memref<2xf32> = dense<[7.0, 8.0]>
memref.global "private" constant @second_seven_eight : memref<2xf32> = dense<[7.0, 8.0]>

func.func @reuse(%i: index) -> (f32, f32) {
  %d = arith.constant dense<[7.0, 8.0]> : tensor<2xf32>
  %n = arith.constant dense<[7.0, 9.0]> : tensor<2xf32>
  %w = tensor.extract %d[%i] : tensor<2xf32>
  %x = tensor.extract %n[%i] : tensor<2xf32>
  return %w, %x : f32, f32
}

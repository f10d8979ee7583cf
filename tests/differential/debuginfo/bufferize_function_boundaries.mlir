// FLAGS: -one-shot-bufferize="bufferize-function-boundaries" --mlir-print-debuginfo
// Buffers of arguments are at the arguments, copies and casts at the value
// they copy or cast, new ops at the op they replace.
func.func @callee(%t: tensor<8xf32>, %f: f32, %i: index) -> tensor<8xf32> {
  %w = tensor.insert %f into %t[%i] : tensor<8xf32>
  return %w : tensor<8xf32>
}

func.func @caller(%t: tensor<8xf32> {bufferization.writable = false}, %f: f32, %i: index) -> (tensor<8xf32>, f32) {
  %r = func.call @callee(%t, %f, %i) : (tensor<8xf32>, f32, index) -> tensor<8xf32>
  %e = tensor.extract %t[%i] : tensor<8xf32>
  %s = tensor.extract_slice %r[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %d = tensor.insert_slice %s into %r[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %d, %e : tensor<8xf32>, f32
}

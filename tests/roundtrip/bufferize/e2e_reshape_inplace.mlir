// FLAGS: -one-shot-bufferize="bufferize-function-boundaries analysis-heuristic=top-down test-analysis-only"
// End-to-end tensor program: a vector viewed as a matrix through expand_shape, one row
// overwritten through insert_slice, collapsed back; the original is printed afterwards, so
// the in-place chain must not clobber it.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @set_row(%v: tensor<6xf32>, %row: tensor<3xf32>) -> tensor<6xf32> {
  %m = tensor.expand_shape %v [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  %w = tensor.insert_slice %row into %m[1, 0] [1, 3] [1, 1] : tensor<3xf32> into tensor<2x3xf32>
  %c = tensor.collapse_shape %w [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  return %c : tensor<6xf32>
}

func.func @main() {
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %row = arith.constant dense<[-1.0, -2.0, -3.0]> : tensor<3xf32>
  %e = tensor.empty() : tensor<6xf32>
  %copy = linalg.copy ins(%v : tensor<6xf32>) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %r = call @set_row(%copy, %row) : (tensor<6xf32>, tensor<3xf32>) -> tensor<6xf32>
  %m = tensor.expand_shape %r [[0, 1]] output_shape [3, 2] : tensor<6xf32> into tensor<3x2xf32>
  %ur = tensor.cast %m : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%ur) : (tensor<*xf32>) -> ()
  %uc = tensor.cast %copy : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%uc) : (tensor<*xf32>) -> ()
  %uv = tensor.cast %v : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%uv) : (tensor<*xf32>) -> ()
  return
}

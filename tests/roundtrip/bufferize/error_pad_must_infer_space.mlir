// FLAGS: -one-shot-bufferize=must-infer-memory-space
// The pad's buffer takes the memory space of its source, a function argument
// here, which nothing gives a memory space: the error names the function.
func.func @pad_of_argument(%a: tensor<4xf32>) -> tensor<6xf32> {
  %one = arith.constant 1.0 : f32
  %p = tensor.pad %a low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %one : f32
  } : tensor<4xf32> to tensor<6xf32>
  return %p : tensor<6xf32>
}

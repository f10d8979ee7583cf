// FLAGS: -one-shot-bufferize="bufferize-function-boundaries" --mlir-print-debuginfo
// A pad becomes a linalg.map whose body argument is at the new buffer; the
// sizes of a dynamic copy come from the op that defines the copied value.
func.func @pad(%t: tensor<?x4xf32>, %f: f32, %h: index) -> tensor<?x6xf32> {
  %p = tensor.pad %t low[1, 1] high[%h, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<?x4xf32> to tensor<?x6xf32>
  return %p : tensor<?x6xf32>
}

func.func @dynamic_copy(%t: tensor<8xf32>, %n: index, %f: f32) -> (tensor<?xf32>, tensor<?xf32>) {
  %s = tensor.extract_slice %t[0] [%n] [1] : tensor<8xf32> to tensor<?xf32>
  %w = tensor.insert %f into %s[%n] : tensor<?xf32>
  return %s, %w : tensor<?xf32>, tensor<?xf32>
}

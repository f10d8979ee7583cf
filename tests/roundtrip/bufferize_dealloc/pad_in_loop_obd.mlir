// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -ownership-based-buffer-deallocation
// tensor.pad with a loop-dependent amount, the padded value sliced back to the carried size
func.func @padl(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %p = tensor.pad %a low[%i] high[0] {
    ^bb0(%k: index):
      tensor.yield %z : f32
    } : tensor<8xf32> to tensor<?xf32>
    %s = tensor.extract_slice %p[0] [8] [1] : tensor<?xf32> to tensor<8xf32>
    scf.yield %s : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// FLAGS: -eliminate-empty-tensors -empty-tensor-to-alloc-tensor -one-shot-bufferize="bufferize-function-boundaries"
// calls to external declarations mixed with local callees returning aliases of their inputs
func.func private @ext_fill(tensor<16xf32>) -> tensor<16xf32>
func.func private @pick(%a: tensor<16xf32>, %b: tensor<16xf32>, %c: i1) -> (tensor<16xf32>, tensor<16xf32>) {
  %s = arith.select %c, %a, %b : tensor<16xf32>
  return %s, %b : tensor<16xf32>, tensor<16xf32>
}
func.func @driver(%x: tensor<16xf32>, %y: tensor<16xf32>, %c: i1, %v: f32) -> (tensor<16xf32>, tensor<16xf32>) {
  %c4 = arith.constant 4 : index
  %p:2 = call @pick(%x, %y, %c) : (tensor<16xf32>, tensor<16xf32>, i1) -> (tensor<16xf32>, tensor<16xf32>)
  %w = tensor.insert %v into %p#0[%c4] : tensor<16xf32>
  %e = call @ext_fill(%w) : (tensor<16xf32>) -> tensor<16xf32>
  %z = tensor.extract %p#1[%c4] : tensor<16xf32>
  %e2 = tensor.insert %z into %e[%c4] : tensor<16xf32>
  return %e2, %w : tensor<16xf32>, tensor<16xf32>
}

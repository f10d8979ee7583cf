// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline
// building a tensor from pieces: generate, from_elements, concat, then in-place updates
func.func @assemble(%a: tensor<3xf32>, %n: index, %x: f32, %y: f32) -> (tensor<?xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %g = tensor.generate %n {
  ^bb0(%i: index):
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    tensor.yield %f : f32
  } : tensor<?xf32>
  %fe = tensor.from_elements %x, %y : tensor<2xf32>
  %sp = tensor.splat %y : tensor<3xf32>
  %cat = tensor.concat dim(0) %a, %fe, %sp : (tensor<3xf32>, tensor<2xf32>, tensor<3xf32>) -> tensor<8xf32>
  %cat2 = tensor.insert %x into %cat[%c0] : tensor<8xf32>
  %g2 = tensor.insert %y into %g[%c0] : tensor<?xf32>
  return %g2, %cat2 : tensor<?xf32>, tensor<8xf32>
}

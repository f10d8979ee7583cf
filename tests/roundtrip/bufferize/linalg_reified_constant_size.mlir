// FLAGS: -one-shot-bufferize="bufferize-function-boundaries copy-before-write"
// Copy-before-write gives the second generic a new output buffer shaped
// like the first generic's result. Its size comes from the first input, a
// cast that hides the argument's static extent: the folded dim is a
// constant, and the composed size map turns it into a number again, so the
// allocation gets a constant of its own, made after the dims of the other
// operands.
#same = affine_map<(i) -> (i)>
func.func @chain(%arg: tensor<5xf32>) -> tensor<?xf32> {
  %hidden = tensor.cast %arg : tensor<5xf32> to tensor<?xf32>
  %n = arith.constant 5 : index
  %scratch = tensor.empty(%n) : tensor<?xf32>
  %copied = linalg.generic {indexing_maps = [#same, #same, #same], iterator_types = ["parallel"]} ins(%hidden, %scratch : tensor<?xf32>, tensor<?xf32>) outs(%scratch : tensor<?xf32>) {
  ^bb0(%x: f32, %unused: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<?xf32>
  %squared = linalg.generic {indexing_maps = [#same, #same, #same], iterator_types = ["parallel"]} ins(%scratch, %copied : tensor<?xf32>, tensor<?xf32>) outs(%copied : tensor<?xf32>) {
  ^bb0(%s: f32, %c: f32, %o: f32):
    %p = arith.mulf %s, %c : f32
    linalg.yield %p : f32
  } -> tensor<?xf32>
  return %squared : tensor<?xf32>
}

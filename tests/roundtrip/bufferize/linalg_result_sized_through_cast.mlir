// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops"
// The second fill may not overwrite the first one's result (it is read
// afterwards), so it gets a new buffer shaped like that result: the first
// fill's init is a cast that only forgets the argument's static extent, and
// reifying its size folds through the cast to the constant.
func.func @refill(%arg: tensor<6xf32>, %a: f32, %b: f32) -> (tensor<?xf32>, f32) {
  %dyn = tensor.cast %arg : tensor<6xf32> to tensor<?xf32>
  %first = linalg.fill ins(%a : f32) outs(%dyn : tensor<?xf32>) -> tensor<?xf32>
  %second = linalg.fill ins(%b : f32) outs(%first : tensor<?xf32>) -> tensor<?xf32>
  %i = arith.constant 1 : index
  %read = tensor.extract %first[%i] : tensor<?xf32>
  return %second, %read : tensor<?xf32>, f32
}

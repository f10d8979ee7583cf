// FLAGS: -one-shot-bufferize="bufferize-function-boundaries"
// The fill may not write where the insert_slice result lives (it is read
// afterwards), so it gets a new buffer shaped like that result: like the
// destination, whose dynamic size is asked through the cast and folds to
// the constant extent of the argument. A destination that is dynamic all
// the way down keeps its `dim`.
func.func @through_cast(%arg: tensor<8xf32>, %piece: tensor<2xf32>, %v: f32) -> (tensor<?xf32>, f32) {
  %wide = tensor.cast %arg : tensor<8xf32> to tensor<?xf32>
  %at = arith.constant 3 : index
  %placed = tensor.insert_slice %piece into %wide[%at] [2] [1] : tensor<2xf32> into tensor<?xf32>
  %filled = linalg.fill ins(%v : f32) outs(%placed : tensor<?xf32>) -> tensor<?xf32>
  %zero = arith.constant 0 : index
  %first = tensor.extract %placed[%zero] : tensor<?xf32>
  return %filled, %first : tensor<?xf32>, f32
}

func.func @dynamic_dest(%dest: tensor<?x4xf32>, %piece: tensor<2x4xf32>, %v: f32) -> (tensor<?x4xf32>, f32) {
  %at = arith.constant 1 : index
  %placed = tensor.insert_slice %piece into %dest[%at, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<?x4xf32>
  %filled = linalg.fill ins(%v : f32) outs(%placed : tensor<?x4xf32>) -> tensor<?x4xf32>
  %zero = arith.constant 0 : index
  %first = tensor.extract %placed[%zero, %zero] : tensor<?x4xf32>
  return %filled, %first : tensor<?x4xf32>, f32
}

// FLAGS: -one-shot-bufferize=bufferize-function-boundaries
// The map's result is overwritten by a copy while it is still returned, so
// the copy writes into a new buffer. Its size is the map's reified result
// shape: the loops run over the init's dimensions, and the first operand
// giving a loop its extent is the first input, whose dims are taken, with
// every other operand's dims left unused in the output.
func.func @binary(%x: tensor<?x?xf32>, %y: tensor<?x?xf32>, %acc: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %sum = linalg.map { arith.addf } ins(%x, %y : tensor<?x?xf32>, tensor<?x?xf32>) outs(%acc : tensor<?x?xf32>)
  %over = linalg.copy ins(%y : tensor<?x?xf32>) outs(%sum : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %sum, %over : tensor<?x?xf32>, tensor<?x?xf32>
}

// The input hides a static extent behind a cast: its dim folds to a
// constant, so the allocation is sized by a constant of its own.
func.func @cast_input(%x: tensor<8xf32>, %acc: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %xd = tensor.cast %x : tensor<8xf32> to tensor<?xf32>
  %neg = linalg.map { arith.negf } ins(%xd : tensor<?xf32>) outs(%acc : tensor<?xf32>)
  %c = arith.constant 1.0 : f32
  %filled = linalg.fill ins(%c : f32) outs(%neg : tensor<?xf32>) -> tensor<?xf32>
  return %neg, %filled : tensor<?xf32>, tensor<?xf32>
}

// Fully static: nothing to reify.
func.func @static(%x: tensor<3x4xf32>, %acc: tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %neg = linalg.map { arith.negf } ins(%x : tensor<3x4xf32>) outs(%acc : tensor<3x4xf32>)
  %c = arith.constant 2.0 : f32
  %filled = linalg.fill ins(%c : f32) outs(%neg : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %neg, %filled : tensor<3x4xf32>, tensor<3x4xf32>
}

// A generated tensor of a constant size feeds the map, whose result is
// filled out of place.
func.func @generated(%acc: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %c4 = arith.constant 4 : index
  %g = tensor.generate %c4 {
  ^bb0(%i: index):
    %one = arith.constant 1.0 : f32
    tensor.yield %one : f32
  } : tensor<?xf32>
  %neg = linalg.map { arith.negf } ins(%g : tensor<?xf32>) outs(%acc : tensor<?xf32>)
  %z = arith.constant 0.0 : f32
  %filled = linalg.fill ins(%z : f32) outs(%neg : tensor<?xf32>) -> tensor<?xf32>
  return %neg, %filled : tensor<?xf32>, tensor<?xf32>
}

// FLAGS: -one-shot-bufferize=bufferize-function-boundaries
// A masked vector.transfer_write counts as a full overwrite of its destination in mlir-opt 22:
// an out-of-place destination (a constant, or an argument still returned) gets a new buffer
// without a copy of its old contents.
func.func @into_constant(%v: vector<4xf32>, %m: vector<4xi1>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %k = arith.constant dense<1.0> : tensor<4xf32>
  %w = vector.transfer_write %v, %k[%c0], %m {in_bounds = [true]} : vector<4xf32>, tensor<4xf32>
  return %w : tensor<4xf32>
}

func.func @argument_kept(%v: vector<4xf32>, %m: vector<4xi1>, %t: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %t[%c0], %m {in_bounds = [true]} : vector<4xf32>, tensor<4xf32>
  return %w, %t : tensor<4xf32>, tensor<4xf32>
}

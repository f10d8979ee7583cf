// FLAGS: -one-shot-bufferize="bufferize-function-boundaries"
// scatter-like update: for each index in a list, accumulate a row into the destination
func.func @scatter_add(%dst: tensor<8x4xf32>, %idx: tensor<5xindex>, %upd: tensor<5x4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %res = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %dst) -> (tensor<8x4xf32>) {
    %row = tensor.extract %idx[%i] : tensor<5xindex>
    %inner = scf.for %j = %c0 to %c4 step %c1 iter_args(%a2 = %acc) -> (tensor<8x4xf32>) {
      %old = tensor.extract %a2[%row, %j] : tensor<8x4xf32>
      %u = tensor.extract %upd[%i, %j] : tensor<5x4xf32>
      %n = arith.addf %old, %u : f32
      %w = tensor.insert %n into %a2[%row, %j] : tensor<8x4xf32>
      scf.yield %w : tensor<8x4xf32>
    }
    scf.yield %inner : tensor<8x4xf32>
  }
  return %res : tensor<8x4xf32>
}

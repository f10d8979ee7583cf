// End-to-end tensor program: scatter-add of rows chosen by an index list (nested loops of tensor.extract/insert)
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline > %t.b
// RUN: mlir-opt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline > %t.m
// RUN: diff %t.m %t.b
func.func private @printMemrefF32(tensor<*xf32>)
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
func.func @main() {
  %d = arith.constant dense<1.0> : tensor<8x4xf32>
  %i = arith.constant dense<[7, 0, 7, 3, 1]> : tensor<5xindex>
  %u = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [0.5, 0.5, 0.5, 0.5], [1.0, 1.0, 1.0, 1.0], [2.0, 0.0, 2.0, 0.0], [9.0, 8.0, 7.0, 6.0]]> : tensor<5x4xf32>
  %r = call @scatter_add(%d, %i, %u) : (tensor<8x4xf32>, tensor<5xindex>, tensor<5x4xf32>) -> tensor<8x4xf32>
  %u0 = tensor.cast %r : tensor<8x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  return
}

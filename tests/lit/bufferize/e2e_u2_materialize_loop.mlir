// End-to-end tensor program: rows squared into fresh tensors and materialized into the output slices, after empty-tensor elimination
// FLAGS: -eliminate-empty-tensors -empty-tensor-to-alloc-tensor -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline
// RUN: bufopt %s -eliminate-empty-tensors -empty-tensor-to-alloc-tensor -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline > %t.b
// RUN: mlir-opt %s -eliminate-empty-tensors -empty-tensor-to-alloc-tensor -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline > %t.m
// RUN: diff %t.m %t.b
func.func private @printMemrefF32(tensor<*xf32>)
func.func @tiles_to_out(%x: tensor<4x8xf32>, %out: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%o = %out) -> (tensor<4x8xf32>) {
    %row = tensor.extract_slice %x[%i, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<8xf32>
    %e = tensor.empty() : tensor<8xf32>
    %sq = linalg.mul ins(%row, %row : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
    %dst = tensor.extract_slice %o[%i, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<8xf32>
    %m = bufferization.materialize_in_destination %sq in %dst : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %ins = tensor.insert_slice %m into %o[%i, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<4x8xf32>
    scf.yield %ins : tensor<4x8xf32>
  }
  return %r : tensor<4x8xf32>
}
func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0], [0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5], [-1.0, -2.0, -3.0, -4.0, 1.0, 2.0, 3.0, 4.0], [0.0, 0.0, 1.0, 1.0, 2.0, 2.0, 3.0, 3.0]]> : tensor<4x8xf32>
  %o = arith.constant dense<0.0> : tensor<4x8xf32>
  %r = call @tiles_to_out(%x, %o) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %u0 = tensor.cast %r : tensor<4x8xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  return
}

// FLAGS: -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline
func.func @forall_single(%t: tensor<8xf32>, %u: tensor<2xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) = (2) to (3) step (1) shared_outs(%a = %t) -> (tensor<8xf32>) {
    %x = tensor.extract_slice %a[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %y = linalg.add ins(%x, %u : tensor<2xf32>, tensor<2xf32>) outs(%x : tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %y into %a[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
func.func @forall_partial(%t: tensor<8x8xf32>, %n: index) -> tensor<8x8xf32> {
  %f = arith.constant 1.0 : f32
  %r = scf.forall (%i, %j) = (0, 4) to (%n, 5) step (2, 1) shared_outs(%a = %t) -> (tensor<8x8xf32>) {
    %e = tensor.empty() : tensor<2x2xf32>
    %x = linalg.fill ins(%f : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %a[%i, %j] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}

// FLAGS: -one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
func.func @fa(%t: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %off = arith.muli %i, %i : index
    %s = tensor.extract_slice %o[%off] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %x = linalg.fill ins(%f : f32) outs(%s : tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %o[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
func.func @fa_read(%t: tensor<8xf32>, %f: f32) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %o[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %x = linalg.fill ins(%f : f32) outs(%s : tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  %e = tensor.extract %t[%c0] : tensor<8xf32>
  return %r, %e : tensor<8xf32>, f32
}
func.func @fa_outside(%t: tensor<8xf32>, %u: tensor<2xf32>, %f: f32) -> tensor<8xf32> {
  %r = scf.forall (%i, %j) = (0, 0) to (4, 2) step (2, 1) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %x = tensor.insert %f into %u[%j] : tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return %r : tensor<8xf32>
}
func.func @fa_two(%t: tensor<8xf32>, %u: tensor<8xf32>, %f: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %r:2 = scf.forall (%i) in (4) shared_outs(%o = %t, %p = %u) -> (tensor<8xf32>, tensor<8xf32>) {
    %s = tensor.extract_slice %p[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r#0, %r#1 : tensor<8xf32>, tensor<8xf32>
}

// FLAGS: -one-shot-bufferize="bufferize-function-boundaries copy-before-write"
func.func @cbw(%t: tensor<8xf32>, %f: f32, %c: index) -> (tensor<8xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %o[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %x = linalg.fill ins(%f : f32) outs(%s : tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  %w = scf.index_switch %c -> tensor<8xf32>
  case 3 {
    %y = tensor.insert %f into %t[%c0] : tensor<8xf32>
    scf.yield %y : tensor<8xf32>
  }
  default {
    scf.yield %t : tensor<8xf32>
  }
  return %r, %w : tensor<8xf32>, tensor<8xf32>
}

// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline=private-function-dynamic-ownership
// an index_switch inside an scf.for over tensors, one case returning the argument of the function
func.func @nsl(%t: tensor<4xf32>, %n: index, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %k = arith.remui %i, %c3 : index
    %s = scf.index_switch %k -> tensor<4xf32>
    case 0 {
      %w = tensor.insert %v into %a[%c0] : tensor<4xf32>
      scf.yield %w : tensor<4xf32>
    }
    case 1 {
      scf.yield %t : tensor<4xf32>
    }
    default {
      %e = tensor.empty() : tensor<4xf32>
      %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
      scf.yield %f : tensor<4xf32>
    }
    scf.yield %s : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

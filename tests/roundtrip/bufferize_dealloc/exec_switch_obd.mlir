// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -ownership-based-buffer-deallocation
// tensor scf.execute_region and index_switch whose cases create or reuse tensors
func.func @ts(%k: index, %t: tensor<?xf32>, %v: f32) -> (tensor<?xf32>, f32) {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<?xf32>
  %r = scf.execute_region -> tensor<?xf32> {
    %s = scf.index_switch %k -> tensor<?xf32>
    case 0 {
      %e = tensor.empty(%d) : tensor<?xf32>
      %f = linalg.fill ins(%v : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
      scf.yield %f : tensor<?xf32>
    }
    case 1 {
      %w = tensor.insert %v into %t[%c0] : tensor<?xf32>
      scf.yield %w : tensor<?xf32>
    }
    default {
      scf.yield %t : tensor<?xf32>
    }
    scf.yield %s : tensor<?xf32>
  }
  %old = tensor.extract %t[%c0] : tensor<?xf32>
  return %r, %old : tensor<?xf32>, f32
}

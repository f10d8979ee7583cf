// FLAGS: -canonicalize
// index_switch over modes, each case an execute_region or a linalg op on a different source
func.func @modes(%mode: index, %a: tensor<5xf32>, %b: tensor<5xf32>, %s: f32) -> tensor<5xf32> {
  %c1 = arith.constant 1 : index
  %r = scf.index_switch %mode -> tensor<5xf32>
  case 0 {
    %e = scf.execute_region -> tensor<5xf32> {
      %w = tensor.insert %s into %a[%c1] : tensor<5xf32>
      scf.yield %w : tensor<5xf32>
    }
    scf.yield %e : tensor<5xf32>
  }
  case 1 {
    %m = linalg.add ins(%a, %b : tensor<5xf32>, tensor<5xf32>) outs(%b : tensor<5xf32>) -> tensor<5xf32>
    scf.yield %m : tensor<5xf32>
  }
  case 7 {
    %e = tensor.empty() : tensor<5xf32>
    %f = linalg.fill ins(%s : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
    scf.yield %f : tensor<5xf32>
  }
  default {
    scf.yield %b : tensor<5xf32>
  }
  %x = tensor.extract %a[%c1] : tensor<5xf32>
  %r2 = tensor.insert %x into %r[%c1] : tensor<5xf32>
  return %r2 : tensor<5xf32>
}

// FLAGS: -one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
func.func @exec(%t: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %r = scf.execute_region -> tensor<4xf32> {
    %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
    scf.yield %0 : tensor<4xf32>
  }
  %e = tensor.extract %t[%i] : tensor<4xf32>
  return %r, %e : tensor<4xf32>, f32
}
func.func @exec_inplace(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %r = scf.execute_region -> tensor<4xf32> {
    %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
    scf.yield %0 : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
func.func @switch(%t: tensor<4xf32>, %f: f32, %i: index, %c: index) -> tensor<4xf32> {
  %r = scf.index_switch %c -> tensor<4xf32>
  case 1 {
    %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
    scf.yield %0 : tensor<4xf32>
  }
  case 2 {
    %1 = tensor.empty() : tensor<4xf32>
    %2 = linalg.fill ins(%f : f32) outs(%1 : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %2 : tensor<4xf32>
  }
  default {
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
func.func @switch_read(%t: tensor<4xf32>, %f: f32, %i: index, %c: index) -> (tensor<4xf32>, f32) {
  %r = scf.index_switch %c -> tensor<4xf32>
  case 1 {
    %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
    scf.yield %0 : tensor<4xf32>
  }
  default {
    scf.yield %t : tensor<4xf32>
  }
  %e = tensor.extract %t[%i] : tensor<4xf32>
  return %r, %e : tensor<4xf32>, f32
}

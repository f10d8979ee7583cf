// FLAGS: -eliminate-empty-tensors
func.func @branches(%t: tensor<16xf32>, %b: i1, %j: index) -> tensor<16xf32> {
  %e1 = tensor.empty() : tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %r = scf.if %b -> tensor<4xf32> {
    %c = arith.constant 1.0 : f32
    %f = linalg.fill ins(%c : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  } else {
    %c = arith.constant 2.0 : f32
    %f = linalg.fill ins(%c : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  }
  %n = tensor.insert_slice %r into %t[%j][4][1] : tensor<4xf32> into tensor<16xf32>
  return %n : tensor<16xf32>
}
func.func @inside(%t: tensor<16xf32>, %b: i1, %j: index) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.if %b -> tensor<16xf32> {
    %n = tensor.insert_slice %f into %t[%j][4][1] : tensor<4xf32> into tensor<16xf32>
    scf.yield %n : tensor<16xf32>
  } else {
    scf.yield %t : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}

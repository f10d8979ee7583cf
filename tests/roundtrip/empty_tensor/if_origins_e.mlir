// FLAGS: -eliminate-empty-tensors -empty-tensor-to-alloc-tensor -one-shot-bufferize="bufferize-function-boundaries"
// scf.if choosing between an argument, a constant and a fresh tensor, then written to
func.func @choose(%arg: tensor<4xf32>, %sel: i32, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %cst = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %is0 = arith.cmpi eq, %sel, %zero : i32
  %is1 = arith.cmpi eq, %sel, %one : i32
  %t = scf.if %is0 -> (tensor<4xf32>) {
    scf.yield %arg : tensor<4xf32>
  } else {
    %u = scf.if %is1 -> (tensor<4xf32>) {
      scf.yield %cst : tensor<4xf32>
    } else {
      %e = tensor.empty() : tensor<4xf32>
      %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
      scf.yield %f : tensor<4xf32>
    }
    scf.yield %u : tensor<4xf32>
  }
  %w = tensor.insert %v into %t[%c2] : tensor<4xf32>
  %x = tensor.extract %arg[%c0] : tensor<4xf32>
  %w2 = tensor.insert %x into %w[%c0] : tensor<4xf32>
  return %w2 : tensor<4xf32>
}

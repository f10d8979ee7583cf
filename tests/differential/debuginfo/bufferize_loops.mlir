// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" --mlir-print-debuginfo
// Loops rebuilt by bufferization: while blocks take the loop's location,
// for-loop iteration arguments their initial value's.
func.func @loops(%t: tensor<4xf32>, %u: tensor<4xf32>, %c: i1, %f: f32, %n: index) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %w:2 = scf.while (%a = %t, %b = %u) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    scf.condition(%c) %b, %a : tensor<4xf32>, tensor<4xf32>
  } do {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    scf.yield %x, %y : tensor<4xf32>, tensor<4xf32>
  }
  %l = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %t) -> (tensor<4xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    %z = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %z : tensor<4xf32>
  }
  %s = scf.if %c -> (tensor<4xf32>) {
    %ins = tensor.insert %f into %u[%c0] : tensor<4xf32>
    scf.yield %ins : tensor<4xf32>
  } else {
    scf.yield %t : tensor<4xf32>
  }
  return %w#0, %l, %s : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

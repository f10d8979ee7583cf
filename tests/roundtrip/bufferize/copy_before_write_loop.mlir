// FLAGS: -one-shot-bufferize="bufferize-function-boundaries copy-before-write"
// copy-before-write skips the analysis: every written operand gets a copy, also inside loops.
func.func @loop(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<8xf32> {
    %x = tensor.extract %a[%i] : tensor<8xf32>
    %y = arith.addf %x, %one : f32
    %b = tensor.insert %y into %a[%i] : tensor<8xf32>
    scf.yield %b : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
func.func @fill_slice(%t: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %s = tensor.extract_slice %t[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %f into %t[2] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}

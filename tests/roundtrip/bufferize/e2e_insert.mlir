// FLAGS: -one-shot-bufferize=bufferize-function-boundaries
func.func private @printMemrefF32(tensor<*xf32>)
func.func @update(%t: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  %c0 = arith.constant 0 : index
  %e = tensor.extract %t[%c0] : tensor<4xf32>
  %1 = tensor.insert %e into %0[%c0] : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}
func.func @main() {
  %cst = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %f = arith.constant 9.0 : f32
  %c2 = arith.constant 2 : index
  %a, %b = call @update(%cst, %f, %c2) : (tensor<4xf32>, f32, index) -> (tensor<4xf32>, tensor<4xf32>)
  %u = tensor.cast %a : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %v = tensor.cast %b : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%v) : (tensor<*xf32>) -> ()
  %w = tensor.cast %cst : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%w) : (tensor<*xf32>) -> ()
  return
}

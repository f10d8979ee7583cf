// FLAGS: -one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
// End-to-end tensor program: a callee that updates its argument in place and returns it; the
// caller keeps reading the original after the call (a RaW conflict at the call site), and
// a second callee returns one equivalent and one fresh tensor.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @bump(%t: tensor<4xf32>, %i: index) -> tensor<4xf32> {
  %x = tensor.extract %t[%i] : tensor<4xf32>
  %one = arith.constant 1.0 : f32
  %y = arith.addf %x, %one : f32
  %r = tensor.insert %y into %t[%i] : tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @split(%t: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %ten = arith.constant 10.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%ten : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = tensor.insert %ten into %t[%c0] : tensor<4xf32>
  return %g, %f : tensor<4xf32>, tensor<4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %b = call @bump(%a, %c2) : (tensor<4xf32>, index) -> tensor<4xf32>
  %b2 = call @bump(%b, %c2) : (tensor<4xf32>, index) -> tensor<4xf32>
  %s:2 = call @split(%b) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %ua = tensor.cast %a : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%ua) : (tensor<*xf32>) -> ()
  %ub = tensor.cast %b : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%ub) : (tensor<*xf32>) -> ()
  %ub2 = tensor.cast %b2 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%ub2) : (tensor<*xf32>) -> ()
  %u0 = tensor.cast %s#0 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  %u1 = tensor.cast %s#1 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  return
}

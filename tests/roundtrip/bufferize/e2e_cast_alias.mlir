// FLAGS: -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map"
// End-to-end tensor program: aliasing through tensor.cast. A static tensor is cast to a
// dynamic one, written through the cast, cast back, and both the result and the source
// (still read later) are printed.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @poke(%t: tensor<?xf32>, %i: index, %v: f32) -> tensor<?xf32> {
  %r = tensor.insert %v into %t[%i] : tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %v = arith.constant 42.0 : f32
  %w = arith.constant -5.0 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %d = tensor.cast %a : tensor<4xf32> to tensor<?xf32>
  %p = call @poke(%d, %c1, %v) : (tensor<?xf32>, index, f32) -> tensor<?xf32>
  %s = tensor.cast %p : tensor<?xf32> to tensor<4xf32>
  %q = tensor.insert %w into %s[%c3] : tensor<4xf32>
  %uq = tensor.cast %q : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%uq) : (tensor<*xf32>) -> ()
  %ua = tensor.cast %a : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%ua) : (tensor<*xf32>) -> ()
  %up = tensor.cast %p : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%up) : (tensor<*xf32>) -> ()
  return
}

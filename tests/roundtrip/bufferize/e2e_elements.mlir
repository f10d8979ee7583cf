// FLAGS: -one-shot-bufferize="copy-before-write"
// End-to-end tensor program: tensor.from_elements, tensor.splat, tensor.extract,
// tensor.insert and tensor.generate reading another tensor.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %a = arith.constant 1.5 : f32
  %b = arith.constant -3.0 : f32
  %f = tensor.from_elements %a, %b, %a, %b : tensor<2x2xf32>
  %s = tensor.splat %b : tensor<3xf32>
  %x = tensor.extract %f[%c0, %c0] : tensor<2x2xf32>
  %s2 = tensor.insert %x into %s[%c2] : tensor<3xf32>
  %g = tensor.generate {
  ^bb0(%i: index, %j: index):
    %v = tensor.extract %f[%j, %i] : tensor<2x2xf32>
    %w = tensor.extract %s2[%i] : tensor<3xf32>
    %y = arith.addf %v, %w : f32
    tensor.yield %y : f32
  } : tensor<2x2xf32>
  %u1 = tensor.cast %f : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %s2 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %u3 = tensor.cast %g : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  %u4 = tensor.cast %s : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u4) : (tensor<*xf32>) -> ()
  return
}

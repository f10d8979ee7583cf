// FLAGS: -convert-bufferization-to-memref
func.func @t(%a: memref<2xf32>) -> tensor<2xf32> { %0 = bufferization.to_tensor %a : memref<2xf32> to tensor<2xf32>
 return %0 : tensor<2xf32> }

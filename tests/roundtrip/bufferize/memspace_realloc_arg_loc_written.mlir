// FLAGS: -one-shot-bufferize=bufferize-function-boundaries
// A location written after an argument replaces the position of its name,
// for a function argument and for a block argument alike.
func.func @ret(%m: memref<4xf32, 1> loc("elsewhere.mlir":7:3)) -> tensor<4xf32> {
  %a = bufferization.to_tensor %m restrict writable : memref<4xf32, 1> to tensor<4xf32>
  return %a : tensor<4xf32>
}
func.func @block(%m: memref<4xf32, 2>) -> tensor<4xf32> {
  cf.br ^bb1(%m : memref<4xf32, 2>)
^bb1(%x: memref<4xf32, 2> loc("elsewhere.mlir":11:5)):
  %a = bufferization.to_tensor %x restrict writable : memref<4xf32, 2> to tensor<4xf32>
  return %a : tensor<4xf32>
}

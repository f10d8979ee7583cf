// FLAGS: -one-shot-bufferize=bufferize-function-boundaries
// Block arguments have locations too: a later block's argument (at its name)
// and a loop's iteration argument (at its name in iter_args).
func.func @block(%m: memref<4xf32, 1>) -> tensor<4xf32> {
  cf.br ^bb1(%m : memref<4xf32, 1>)
^bb1(%x: memref<4xf32, 1>):
  %a = bufferization.to_tensor %x restrict writable : memref<4xf32, 1> to tensor<4xf32>
  return %a : tensor<4xf32>
}

// FLAGS: --allow-unregistered-dialect -one-shot-bufferize="bufferize-function-boundaries analysis-heuristic=top-down test-analysis-only"
func.func @loop(%A: tensor<256x256xf32>, %B: tensor<256x256xf32>, %C: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c256 = arith.constant 256 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c256 step %c32 iter_args(%acc = %C) -> (tensor<256x256xf32>) {
    %r2 = scf.for %j = %c0 to %c256 step %c32 iter_args(%acc2 = %acc) -> (tensor<256x256xf32>) {
      %a = tensor.extract_slice %A[%i, 0] [32, 256] [1, 1] : tensor<256x256xf32> to tensor<32x256xf32>
      %b = tensor.extract_slice %B[0, %j] [256, 32] [1, 1] : tensor<256x256xf32> to tensor<256x32xf32>
      %c = tensor.extract_slice %acc2[%i, %j] [32, 32] [1, 1] : tensor<256x256xf32> to tensor<32x32xf32>
      %f = linalg.fill ins(%zero : f32) outs(%c : tensor<32x32xf32>) -> tensor<32x32xf32>
      %m = linalg.matmul ins(%a, %b : tensor<32x256xf32>, tensor<256x32xf32>) outs(%f : tensor<32x32xf32>) -> tensor<32x32xf32>
      %ins = tensor.insert_slice %m into %acc2[%i, %j] [32, 32] [1, 1] : tensor<32x32xf32> into tensor<256x256xf32>
      scf.yield %ins : tensor<256x256xf32>
    }
    scf.yield %r2 : tensor<256x256xf32>
  }
  return %r : tensor<256x256xf32>
}

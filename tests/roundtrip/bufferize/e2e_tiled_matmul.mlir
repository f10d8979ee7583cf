// FLAGS: -one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
// End-to-end tensor program: a matmul tiled over rows (two rows per step) with
// extract_slice / insert_slice on the loop-carried output.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @tiled(%a: tensor<4x3xf32>, %b: tensor<3x2xf32>, %c: tensor<4x2xf32>) -> tensor<4x2xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c2 iter_args(%acc = %c) -> tensor<4x2xf32> {
    %at = tensor.extract_slice %a[%i, 0] [2, 3] [1, 1] : tensor<4x3xf32> to tensor<2x3xf32>
    %ct = tensor.extract_slice %acc[%i, 0] [2, 2] [1, 1] : tensor<4x2xf32> to tensor<2x2xf32>
    %mt = linalg.matmul ins(%at, %b : tensor<2x3xf32>, tensor<3x2xf32>) outs(%ct : tensor<2x2xf32>) -> tensor<2x2xf32>
    %ins = tensor.insert_slice %mt into %acc[%i, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x2xf32>
    scf.yield %ins : tensor<4x2xf32>
  }
  return %r : tensor<4x2xf32>
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0], [1.0, 0.0, -1.0]]> : tensor<4x3xf32>
  %b = arith.constant dense<[[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]]> : tensor<3x2xf32>
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4x2xf32>
  %c = linalg.fill ins(%one : f32) outs(%e : tensor<4x2xf32>) -> tensor<4x2xf32>
  %r = call @tiled(%a, %b, %c) : (tensor<4x3xf32>, tensor<3x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
  %ru = tensor.cast %r : tensor<4x2xf32> to tensor<*xf32>
  call @printMemrefF32(%ru) : (tensor<*xf32>) -> ()
  %cu = tensor.cast %c : tensor<4x2xf32> to tensor<*xf32>
  call @printMemrefF32(%cu) : (tensor<*xf32>) -> ()
  return
}

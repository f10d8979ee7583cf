// FLAGS: -one-shot-bufferize=bufferize-function-boundaries
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %z = linalg.fill ins(%one : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = scf.for %i = %c0 to %c4 step %c2 iter_args(%acc = %z) -> (tensor<4x4xf32>) {
    %s = tensor.extract_slice %acc[%i, 0] [2, 4] [1, 1] : tensor<4x4xf32> to tensor<2x4xf32>
    %fi = arith.index_cast %i : index to i32
    %ff = arith.sitofp %fi : i32 to f32
    %f = linalg.fill ins(%ff : f32) outs(%s : tensor<2x4xf32>) -> tensor<2x4xf32>
    %ins = tensor.insert_slice %f into %acc[%i, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<4x4xf32>
    scf.yield %ins : tensor<4x4xf32>
  }
  %m = linalg.matmul ins(%r, %z : tensor<4x4xf32>, tensor<4x4xf32>) outs(%z : tensor<4x4xf32>) -> tensor<4x4xf32>
  %u = tensor.cast %m : tensor<4x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %v = tensor.cast %r : tensor<4x4xf32> to tensor<*xf32>
  call @printMemrefF32(%v) : (tensor<*xf32>) -> ()
  return
}

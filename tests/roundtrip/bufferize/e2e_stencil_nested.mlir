// FLAGS: -one-shot-bufferize
// End-to-end tensor program: a 2-D 5-point stencil with nested scf.for loops; the inner loop
// carries the output tensor, the outer loop carries it across rows, the input stays read-only.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @smooth(%g: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %e = tensor.empty() : tensor<4x4xf32>
  %out0 = linalg.copy ins(%g : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = scf.for %i = %c1 to %c3 step %c1 iter_args(%o = %out0) -> tensor<4x4xf32> {
    %ro = scf.for %j = %c1 to %c3 step %c1 iter_args(%p = %o) -> tensor<4x4xf32> {
      %im = arith.subi %i, %c1 : index
      %ip = arith.addi %i, %c1 : index
      %jm = arith.subi %j, %c1 : index
      %jp = arith.addi %j, %c1 : index
      %a = tensor.extract %g[%i, %j] : tensor<4x4xf32>
      %b = tensor.extract %g[%im, %j] : tensor<4x4xf32>
      %c = tensor.extract %g[%ip, %j] : tensor<4x4xf32>
      %d = tensor.extract %g[%i, %jm] : tensor<4x4xf32>
      %f = tensor.extract %g[%i, %jp] : tensor<4x4xf32>
      %s1 = arith.addf %a, %b : f32
      %s2 = arith.addf %s1, %c : f32
      %s3 = arith.addf %s2, %d : f32
      %s4 = arith.addf %s3, %f : f32
      %n = tensor.insert %s4 into %p[%i, %j] : tensor<4x4xf32>
      scf.yield %n : tensor<4x4xf32>
    }
    scf.yield %ro : tensor<4x4xf32>
  }
  return %r : tensor<4x4xf32>
}

func.func @main() {
  %g = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.0]]> : tensor<4x4xf32>
  %r = call @smooth(%g) : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %u = tensor.cast %r : tensor<4x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

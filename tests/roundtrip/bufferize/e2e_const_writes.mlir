// FLAGS: -one-shot-bufferize="test-analysis-only print-conflicts"
// End-to-end tensor program: a constant is written in a loop (the loop must work on a copy)
// and the same constant is read again afterwards; a second constant is overwritten by a
// linalg.fill whose result is discarded.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %k = arith.constant dense<[1.0, 1.0, 1.0, 1.0]> : tensor<4xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%t = %k) -> tensor<4xf32> {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %x = tensor.extract %t[%i] : tensor<4xf32>
    %y = arith.addf %x, %f : f32
    %n = tensor.insert %y into %t[%i] : tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  }
  %seven = arith.constant 7.0 : f32
  %k2 = arith.constant dense<[5.0, 6.0]> : tensor<2xf32>
  %gone = linalg.fill ins(%seven : f32) outs(%k2 : tensor<2xf32>) -> tensor<2xf32>
  %ur = tensor.cast %r : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%ur) : (tensor<*xf32>) -> ()
  %uk = tensor.cast %k : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%uk) : (tensor<*xf32>) -> ()
  %ug = tensor.cast %gone : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%ug) : (tensor<*xf32>) -> ()
  %uk2 = tensor.cast %k2 : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%uk2) : (tensor<*xf32>) -> ()
  return
}

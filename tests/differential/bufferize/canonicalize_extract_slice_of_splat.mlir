// FLAGS: -canonicalize
// A slice of a splat constant is the splat in the slice's type, rank-reduced
// or not; a slice with a dynamic size stays, and so does a slice of a
// constant that is not a splat.
func.func @slices(%i: index, %n: index) -> (tensor<4xf32>, tensor<2x2xi32>, tensor<?xf32>, tensor<2xf32>) {
  %splat = arith.constant dense<1.5> : tensor<4x4xf32>
  %ints = arith.constant dense<7> : tensor<8x8xi32>
  %vals = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %row = tensor.extract_slice %splat[2, 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<4xf32>
  %blk = tensor.extract_slice %ints[%i, 0] [2, 2] [1, 1] : tensor<8x8xi32> to tensor<2x2xi32>
  %dyn = tensor.extract_slice %splat[0, 0] [1, %n] [1, 1] : tensor<4x4xf32> to tensor<?xf32>
  %part = tensor.extract_slice %vals[1] [2] [1] : tensor<4xf32> to tensor<2xf32>
  return %row, %blk, %dyn, %part : tensor<4xf32>, tensor<2x2xi32>, tensor<?xf32>, tensor<2xf32>
}

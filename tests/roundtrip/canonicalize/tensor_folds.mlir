// FLAGS: --allow-unregistered-dialect -canonicalize
// tensor.dim of empty / extract_slice / cast, tensor.extract of splats and
// from_elements, tensor.cast chains.
func.func @dim_of_empty(%n: index, %m: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %e = tensor.empty(%n, %m) : tensor<?x4x?xf32>
  %d0 = tensor.dim %e, %c0 : tensor<?x4x?xf32>
  %d1 = tensor.dim %e, %c1 : tensor<?x4x?xf32>
  %d2 = tensor.dim %e, %c2 : tensor<?x4x?xf32>
  "foo.keep"(%e) : (tensor<?x4x?xf32>) -> ()
  return %d0, %d1, %d2 : index, index, index
}

func.func @dim_of_slice(%t: tensor<?x?xf32>, %o: index, %s: index) -> index {
  %c1 = arith.constant 1 : index
  %x = tensor.extract_slice %t[0, %o] [4, %s] [1, 1] : tensor<?x?xf32> to tensor<4x?xf32>
  %d = tensor.dim %x, %c1 : tensor<4x?xf32>
  return %d : index
}

func.func @dim_of_cast(%t: tensor<4x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %d0 = tensor.dim %x, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %x, %c1 : tensor<?x?xf32>
  return %d0, %d1 : index, index
}

func.func @extract_splat(%i: index) -> (f32, i32) {
  %cst = arith.constant dense<2.5> : tensor<4xf32>
  %ci = arith.constant dense<7> : tensor<2x3xi32>
  %c1 = arith.constant 1 : index
  %a = tensor.extract %cst[%i] : tensor<4xf32>
  %b = tensor.extract %ci[%c1, %i] : tensor<2x3xi32>
  return %a, %b : f32, i32
}

func.func @extract_from_elements(%a: f32, %b: f32, %c: f32, %d: f32, %i: index) -> (f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = tensor.from_elements %a, %b, %c, %d : tensor<2x2xf32>
  %x = tensor.extract %t[%c1, %c0] : tensor<2x2xf32>
  %y = tensor.extract %t[%c0, %c1] : tensor<2x2xf32>
  %z = tensor.extract %t[%i, %c1] : tensor<2x2xf32>
  return %x, %y, %z : f32, f32, f32
}

func.func @cast_chains(%t: tensor<4x8xf32>, %u: tensor<?x?xf32>) -> (tensor<4x8xf32>, tensor<?x8xf32>, tensor<4x?xf32>) {
  %a = tensor.cast %t : tensor<4x8xf32> to tensor<?x?xf32>
  %b = tensor.cast %a : tensor<?x?xf32> to tensor<4x8xf32>
  %c = tensor.cast %t : tensor<4x8xf32> to tensor<4x?xf32>
  %d = tensor.cast %c : tensor<4x?xf32> to tensor<?x8xf32>
  %e = tensor.cast %u : tensor<?x?xf32> to tensor<?x8xf32>
  %f = tensor.cast %e : tensor<?x8xf32> to tensor<4x?xf32>
  return %b, %d, %f : tensor<4x8xf32>, tensor<?x8xf32>, tensor<4x?xf32>
}

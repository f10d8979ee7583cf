// FLAGS: -canonicalize
// Constant sizes of an alloc_tensor become static dimensions behind a cast,
// as for tensor.empty; a copying alloc_tensor is left alone, and so is a
// negative constant.
func.func @sizes(%n: index, %v: f32) -> (tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %c3 = arith.constant 3 : index
  %m1 = arith.constant -1 : index
  %a = bufferization.alloc_tensor(%n, %c3) : tensor<?x?xf32>
  %b = bufferization.alloc_tensor(%m1) : tensor<?xf32>
  %c = bufferization.alloc_tensor(%c3) {memory_space = 1 : i64} : tensor<?xf32>
  %d = tensor.insert %v into %c[%n] : tensor<?xf32>
  return %a, %b, %d : tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>
}

func.func @copy(%t: tensor<?xf32>, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %a = bufferization.alloc_tensor() copy(%t) : tensor<?xf32>
  %b = bufferization.alloc_tensor(%c4) size_hint=%c4 : tensor<?xf32>
  %x = tensor.extract %a[%c0] : tensor<?xf32>
  %y = tensor.extract %b[%c0] : tensor<?xf32>
  %z = arith.addf %x, %y : f32
  return %z : f32
}

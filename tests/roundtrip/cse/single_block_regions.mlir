// FLAGS: -cse
// Ops holding one-block regions are duplicates when their bodies match op
// by op (block arguments and nested results corresponding); a body that
// differs, or lists commutative operands in another order, keeps them apart.
#pointwise = affine_map<(i) -> (i)>
func.func @bodies(%u: tensor<16xf32>, %v: tensor<16xf32>, %flag: i1, %k: f32, %n: index) -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, f32, f32, f32, f32) {
  %init = tensor.empty() : tensor<16xf32>
  %sum1 = linalg.generic {indexing_maps = [#pointwise, #pointwise, #pointwise], iterator_types = ["parallel"]} ins(%u, %v : tensor<16xf32>, tensor<16xf32>) outs(%init : tensor<16xf32>) {
  ^bb0(%l: f32, %r: f32, %acc: f32):
    %t = arith.addf %l, %r : f32
    linalg.yield %t : f32
  } -> tensor<16xf32>
  %sum2 = linalg.generic {indexing_maps = [#pointwise, #pointwise, #pointwise], iterator_types = ["parallel"]} ins(%u, %v : tensor<16xf32>, tensor<16xf32>) outs(%init : tensor<16xf32>) {
  ^bb0(%l: f32, %r: f32, %acc: f32):
    %t = arith.addf %l, %r : f32
    linalg.yield %t : f32
  } -> tensor<16xf32>
  %sum3 = linalg.generic {indexing_maps = [#pointwise, #pointwise, #pointwise], iterator_types = ["parallel"]} ins(%u, %v : tensor<16xf32>, tensor<16xf32>) outs(%init : tensor<16xf32>) {
  ^bb0(%l: f32, %r: f32, %acc: f32):
    %t = arith.addf %r, %l : f32
    linalg.yield %t : f32
  } -> tensor<16xf32>
  %sel1 = scf.if %flag -> f32 {
    %sq = arith.mulf %k, %k : f32
    scf.yield %sq : f32
  } else {
    scf.yield %k : f32
  }
  %sel2 = scf.if %flag -> f32 {
    %sq = arith.mulf %k, %k : f32
    scf.yield %sq : f32
  } else {
    scf.yield %k : f32
  }
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %loop1 = scf.for %i = %zero to %n step %one iter_args(%carry = %k) -> f32 {
    %next = arith.addf %carry, %k : f32
    scf.yield %next : f32
  }
  %loop2 = scf.for %i = %zero to %n step %one iter_args(%carry = %k) -> f32 {
    %next = arith.subf %carry, %k : f32
    scf.yield %next : f32
  }
  return %sum1, %sum2, %sum3, %sel1, %sel2, %loop1, %loop2 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, f32, f32, f32, f32
}

// The first op becomes the duplicate's replacement even when a later dead
// user of it is erased in the same run.
func.func @dead_user_of_first(%i: index) -> tensor<4xf32> {
  %minus = arith.constant -1.0 : f32
  %e1 = tensor.empty() : tensor<4xf32>
  %f1 = linalg.fill ins(%minus : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %f2 = linalg.fill ins(%minus : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  %big = tensor.empty() : tensor<2x4xf32>
  %unused = tensor.insert_slice %f1 into %big[0, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<2x4xf32>
  return %f2 : tensor<4xf32>
}

// FLAGS: -canonicalize
// Structured ops on dynamically shaped tensors: casts from static types fold
// into every destination-style op, a loop dimension one operand knows
// statically becomes static in the others, a static cast of a result moves
// onto the init, and a self-copy is its input.
#id = affine_map<(d0) -> (d0)>
#row = affine_map<(d0, d1) -> (d0)>
#mat = affine_map<(d0, d1) -> (d0, d1)>
func.func @producer_casts(%a: tensor<4xf32>, %b: tensor<4x4xf32>, %vec: vector<4xf32>, %s: f32)
    -> (tensor<?xf32>, tensor<?xf32>, tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %d = tensor.cast %a : tensor<4xf32> to tensor<?xf32>
  %w = vector.transfer_write %vec, %d[%c0] : vector<4xf32>, tensor<?xf32>
  %m = bufferization.materialize_in_destination %d in %d : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %db = tensor.cast %b : tensor<4x4xf32> to tensor<?x?xf32>
  %t = linalg.transpose ins(%db : tensor<?x?xf32>) outs(%db : tensor<?x?xf32>) permutation = [1, 0]
  %sm = linalg.softmax dimension(0) ins(%d : tensor<?xf32>) outs(%d : tensor<?xf32>) -> tensor<?xf32>
  %f = linalg.fill ins(%s : f32) outs(%d : tensor<?xf32>) -> tensor<?xf32>
  return %w, %m, %t, %sm, %f : tensor<?xf32>, tensor<?xf32>, tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>
}

func.func @inferred_sizes(%x: tensor<?xf32>, %y: tensor<8xf32>, %out: tensor<?xf32>,
                          %m: tensor<?x?xf32>)
    -> (tensor<?xf32>, tensor<?x?xf32>) {
  %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%x, %y : tensor<?xf32>, tensor<8xf32>) outs(%out : tensor<?xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %sum = arith.addf %p, %q : f32
    linalg.yield %sum : f32
  } -> tensor<?xf32>
  %bc = linalg.generic {indexing_maps = [#row, #mat, #mat], iterator_types = ["parallel", "parallel"]}
      ins(%y, %m : tensor<8xf32>, tensor<?x?xf32>) outs(%m : tensor<?x?xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %prod = arith.mulf %p, %q : f32
    linalg.yield %prod : f32
  } -> tensor<?x?xf32>
  return %g, %bc : tensor<?xf32>, tensor<?x?xf32>
}

func.func @consumer_cast(%x: tensor<?xf32>, %y: tensor<?xf32>, %s: f32) -> (tensor<4xf32>, tensor<?xf32>) {
  %e = linalg.exp ins(%x : tensor<?xf32>) outs(%y : tensor<?xf32>) -> tensor<?xf32>
  %c = tensor.cast %e : tensor<?xf32> to tensor<4xf32>
  return %c, %e : tensor<4xf32>, tensor<?xf32>
}

func.func @self_copies(%t: tensor<4xf32>, %buf: memref<?xf32>, %empty: memref<0x4xf32>, %s: f32) -> tensor<4xf32> {
  %r = linalg.copy ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  linalg.copy ins(%buf : memref<?xf32>) outs(%buf : memref<?xf32>)
  linalg.fill ins(%s : f32) outs(%empty : memref<0x4xf32>)
  return %r : tensor<4xf32>
}

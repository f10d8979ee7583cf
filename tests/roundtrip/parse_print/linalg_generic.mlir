// linalg.generic on tensors and memrefs, with library_call/doc and linalg.index.
#id = affine_map<(i, j) -> (i, j)>
#tr = affine_map<(i, j) -> (j, i)>
#row = affine_map<(i, j) -> (i)>
func.func @generic_tensor(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %init: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.generic {indexing_maps = [#id, #tr, #id], iterator_types = ["parallel", "parallel"], doc = "add transposed", library_call = "my_add"} ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%init : tensor<4x8xf32>) attrs = {foo.extra = 1 : i32} {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @generic_reduce_memref(%a: memref<?x?xf32>, %acc: memref<?xf32>) {
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%a : memref<?x?xf32>) outs(%acc : memref<?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %m = arith.mulf %x, %f : f32
    %s = arith.addf %m, %o : f32
    linalg.yield %s : f32
  }
  return
}

func.func @generic_multi_out(%a: tensor<?xf32>, %o1: tensor<?xf32>, %o2: tensor<?xi32>) -> (tensor<?xf32>, tensor<?xi32>) {
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<?xf32>) outs(%o1, %o2 : tensor<?xf32>, tensor<?xi32>) {
  ^bb0(%x: f32, %y: f32, %z: i32):
    %c = arith.fptosi %x : f32 to i32
    linalg.yield %x, %c : f32, i32
  } -> (tensor<?xf32>, tensor<?xi32>)
  return %r#0, %r#1 : tensor<?xf32>, tensor<?xi32>
}

// FLAGS: -canonicalize
// linalg.index of a loop whose static size is 1 folds to 0 (the loop size comes from
// the first operand dimension the maps send it to); a dynamic or larger loop stays.
#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @f(%a: tensor<1x4xf32>, %b: tensor<?x1xf32>, %o: tensor<1x?xindex>) -> (tensor<1x4xf32>, tensor<1x?xindex>) {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<1x4xf32>) outs(%a : tensor<1x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    %c = arith.index_cast %s : index to i32
    %f = arith.sitofp %c : i32 to f32
    linalg.yield %f : f32
  } -> tensor<1x4xf32>
  %q = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<?x1xf32>) outs(%o : tensor<1x?xindex>) {
  ^bb0(%x: f32, %y: index):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    linalg.yield %s : index
  } -> tensor<1x?xindex>
  return %r, %q : tensor<1x4xf32>, tensor<1x?xindex>
}

// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline
// gather via tensor.generate reading another tensor, then an index-dependent linalg.generic
func.func @gather(%table: tensor<10x4xf32>, %ids: tensor<6xindex>) -> tensor<6x4xf32> {
  %g = tensor.generate {
  ^bb0(%i: index, %j: index):
    %row = tensor.extract %ids[%i] : tensor<6xindex>
    %v = tensor.extract %table[%row, %j] : tensor<10x4xf32>
    tensor.yield %v : f32
  } : tensor<6x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(a, b) -> (a, b)>], iterator_types = ["parallel", "parallel"]} outs(%g : tensor<6x4xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %s = arith.addf %o, %fi : f32
    linalg.yield %s : f32
  } -> tensor<6x4xf32>
  return %r : tensor<6x4xf32>
}

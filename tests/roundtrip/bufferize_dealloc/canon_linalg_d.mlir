// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline
// linalg-level redundancy: dead generic, duplicated inputs, identity generic, fill then fill
#m = affine_map<(d0, d1) -> (d0, d1)>
func.func @redundant(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %v: f32) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %e = tensor.empty() : tensor<4x4xf32>
  %dead = linalg.generic {indexing_maps = [#m, #m], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  } -> tensor<4x4xf32>
  %dup = linalg.generic {indexing_maps = [#m, #m, #m], iterator_types = ["parallel", "parallel"]} ins(%a, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  %ident = linalg.generic {indexing_maps = [#m, #m], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4x4xf32>
  %f1 = linalg.fill ins(%v : f32) outs(%ident : tensor<4x4xf32>) -> tensor<4x4xf32>
  %f2 = linalg.fill ins(%v : f32) outs(%f1 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %copy = linalg.copy ins(%dup : tensor<4x4xf32>) outs(%f2 : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %dup, %copy : tensor<4x4xf32>, tensor<4x4xf32>
}

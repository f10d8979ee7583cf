// linalg.generic: doc/library_call attrs, 0-d operands, scalar inputs, index ops, mixed tensor results.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#scalar = affine_map<(d0, d1) -> ()>
func.func @gen(%a: tensor<4x8xf32>, %s: f32, %z: tensor<f32>, %o: tensor<4xf32>, %m: memref<4x8xi8>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [#id, #scalar, #scalar, #row], iterator_types = ["parallel", "reduction"], doc = "row sums", library_call = "rowsum"} ins(%a, %s, %z : tensor<4x8xf32>, f32, tensor<f32>) outs(%o : tensor<4xf32>) attrs = {tag = 7 : i32} {
  ^bb0(%x: f32, %y: f32, %w: f32, %acc: f32):
    %i = linalg.index 1 : index
    %c = arith.index_cast %i : index to i32
    %f = arith.sitofp %c : i32 to f32
    %p = arith.mulf %x, %f : f32
    %q = arith.addf %p, %acc : f32
    linalg.yield %q : f32
  } -> tensor<4xf32>
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%m : memref<4x8xi8>) {
  ^bb0(%out: i8):
    %c1 = arith.constant 1 : i8
    linalg.yield %c1 : i8
  }
  %t = linalg.generic {indexing_maps = [#scalar], iterator_types = ["parallel", "parallel"]} outs(%z : tensor<f32>) {
  ^bb0(%out: f32):
    linalg.yield %s : f32
  } -> tensor<f32>
  "foo.use"(%t) : (tensor<f32>) -> ()
  return %r : tensor<4xf32>
}

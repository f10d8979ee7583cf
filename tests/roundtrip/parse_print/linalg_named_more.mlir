// named ops with user indexing maps, casts, mixed types, memrefs with layouts, fill on 0-d.
#a = affine_map<(m, n, k) -> (k, m)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
func.func @named(%x: tensor<4x8xi8>, %y: tensor<8x16xi8>, %z: tensor<4x16xi32>, %xt: tensor<8x4xf16>, %yf: tensor<8x16xf16>, %zf: tensor<4x16xf32>,
                 %m: memref<4x8xf32, strided<[16, 1], offset: ?>>, %z0: tensor<f32>, %f: f32) -> tensor<4x16xi32> {
  %0 = linalg.matmul ins(%x, %y : tensor<4x8xi8>, tensor<8x16xi8>) outs(%z : tensor<4x16xi32>) -> tensor<4x16xi32>
  %1 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%x, %y : tensor<4x8xi8>, tensor<8x16xi8>) outs(%0 : tensor<4x16xi32>) -> tensor<4x16xi32>
  %2 = linalg.matmul indexing_maps = [#a, #b, #c] ins(%xt, %yf : tensor<8x4xf16>, tensor<8x16xf16>) outs(%zf : tensor<4x16xf32>) -> tensor<4x16xf32>
  %3 = linalg.fill ins(%f : f32) outs(%z0 : tensor<f32>) -> tensor<f32>
  linalg.fill ins(%f : f32) outs(%m : memref<4x8xf32, strided<[16, 1], offset: ?>>)
  %4 = linalg.add ins(%zf, %2 : tensor<4x16xf32>, tensor<4x16xf32>) outs(%zf : tensor<4x16xf32>) -> tensor<4x16xf32>
  %5 = linalg.exp {tag} ins(%4 : tensor<4x16xf32>) outs(%zf : tensor<4x16xf32>) -> tensor<4x16xf32>
  %6 = linalg.copy ins(%z0 : tensor<f32>) outs(%3 : tensor<f32>) -> tensor<f32>
  "foo.use"(%5, %6) : (tensor<4x16xf32>, tensor<f32>) -> ()
  return %1 : tensor<4x16xi32>
}

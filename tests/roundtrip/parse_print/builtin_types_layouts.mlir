// Memref layouts: affine maps, strided forms and memory spaces.
#tile = affine_map<(d0, d1) -> (d0 floordiv 4, d1 floordiv 4, d0 mod 4, d1 mod 4)>
func.func private @affine_layouts(memref<16x16xf32, #tile>, memref<8x8xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<?x4xi8, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>) -> ()
func.func private @strided_layouts(memref<4x4xf32, strided<[4, 1]>>, memref<4x4xf32, strided<[8, 1], offset: 2>>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<4xf32, strided<[?]>>, memref<f32, strided<[], offset: 5>>) -> ()
func.func private @spaces(memref<4xf32, strided<[1], offset: ?>, 2>, memref<?xf32, "fast">, memref<*xf32, {kind = "slow"}>, memref<2x2xf32, affine_map<(d0, d1) -> (d1, d0)>, 7>) -> ()
func.func private @identity(memref<4x8xf32, affine_map<(d0, d1) -> (d0, d1)>>) -> ()

func.func @layout_values(%a: memref<16x16xf32, #tile>, %b: memref<?x?xf32, strided<[?, 1], offset: ?>>) {
  %0 = "foo.view_as"(%a) : (memref<16x16xf32, #tile>) -> memref<4x4x4x4xf32>
  "foo.touch"(%b, %0) : (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<4x4x4x4xf32>) -> ()
  return
}

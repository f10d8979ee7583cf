// memrefs with memory spaces (integer, string, dialect attrs) and affine/strided layouts.
#tiled = affine_map<(d0, d1) -> (d0 floordiv 4, d1 mod 8, d0 * 2 + d1)>
#perm = affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>
func.func @spaces(%a: memref<4x4xf32, 3>, %b: memref<?xi8, "shared">, %c: memref<2x8xf16, #tiled>,
                  %d: memref<4x?xbf16, #perm, 5>, %e: memref<*xf32, 2>, %f: memref<f32, #gpu.address_space<workgroup>>,
                  %g: memref<3x3xindex, strided<[3, 1], offset: 7>>, %h: memref<vector<4xf32>, 1>,
                  %i: memref<2x2xi1, strided<[?, ?], offset: ?>, 4 : i32>) {
  %c0 = arith.constant 0 : index
  %0 = memref.load %a[%c0, %c0] : memref<4x4xf32, 3>
  %1 = memref.load %b[%c0] : memref<?xi8, "shared">
  %2 = memref.load %c[%c0, %c0] : memref<2x8xf16, #tiled>
  %3 = memref.load %d[%c0, %c0] : memref<4x?xbf16, #perm, 5>
  %4 = memref.load %f[] : memref<f32, #gpu.address_space<workgroup>>
  %5 = memref.load %g[%c0, %c0] {nontemporal = true} : memref<3x3xindex, strided<[3, 1], offset: 7>>
  %6 = memref.load %h[] : memref<vector<4xf32>, 1>
  %7 = memref.load %i[%c0, %c0] : memref<2x2xi1, strided<[?, ?], offset: ?>, 4 : i32>
  %8 = memref.cast %e : memref<*xf32, 2> to memref<?x?xf32, 2>
  %9 = memref.rank %e : memref<*xf32, 2>
  "foo.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (f32, i8, f16, bf16, f32, index, vector<4xf32>, i1, memref<?x?xf32, 2>, index) -> ()
  return
}

// globals: private/public/nested visibility, constant, uninitialized, alignment, 0-d, spaces.
memref.global "private" constant @c0 : memref<f32> = dense<1.5>
memref.global @pub : memref<2x2xi1> = dense<[[true, false], [false, true]]>
memref.global "private" @uninit : memref<4xindex> = uninitialized
memref.global "nested" @nest : memref<3xf16, 2> = dense<0.0> {alignment = 32 : i64}
memref.global "private" constant @bf : memref<2xbf16> = dense<[1.0, -2.0]> {alignment = 4 : i64}
memref.global @decl : memref<8xi8>
memref.global "private" @el : memref<0xf32> = dense<>
func.func @use() {
  %0 = memref.get_global @c0 : memref<f32>
  %1 = memref.get_global @pub : memref<2x2xi1>
  %2 = memref.get_global @nest : memref<3xf16, 2>
  %3 = memref.get_global @el : memref<0xf32>
  "foo.use"(%0, %1, %2, %3) : (memref<f32>, memref<2x2xi1>, memref<3xf16, 2>, memref<0xf32>) -> ()
  return
}

// subview, reinterpret_cast, collapse/expand_shape, transpose, view, metadata ops.
func.func @views(%m: memref<8x16xf32>, %d: memref<?x?xf32, strided<[?, 1], offset: ?>>, %o: index, %s: index, %bytes: memref<2048xi8>, %dyn: memref<?xf32>) {
  %sv0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  %sv1 = memref.subview %m[%o, 2] [4, %s] [2, 1] : memref<8x16xf32> to memref<4x?xf32, strided<[32, 1], offset: ?>>
  %sv2 = memref.subview %m[1, %o] [1, 8] [1, 1] : memref<8x16xf32> to memref<8xf32, strided<[1], offset: ?>>
  %sv3 = memref.subview %d[%o, %o] [%s, %s] [1, 1] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %rc = memref.reinterpret_cast %m to offset: [0], sizes: [128], strides: [1] : memref<8x16xf32> to memref<128xf32>
  %rc2 = memref.reinterpret_cast %d to offset: [%o], sizes: [%s, 4], strides: [%s, 1] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  %cs = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<128xf32>
  %es = memref.expand_shape %cs [[0, 1, 2]] output_shape [2, 8, 8] : memref<128xf32> into memref<2x8x8xf32>
  %esd = memref.expand_shape %dyn [[0, 1]] output_shape [%s, 4] : memref<?xf32> into memref<?x4xf32>
  %tr = memref.transpose %m (i, j) -> (j, i) : memref<8x16xf32> to memref<16x8xf32, strided<[1, 16]>>
  %c0 = arith.constant 0 : index
  %vw = memref.view %bytes[%c0][] : memref<2048xi8> to memref<16x32xf32>
  %vwd = memref.view %bytes[%o][%s] : memref<2048xi8> to memref<?x4xf32>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %d : memref<?x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %ptr = memref.extract_aligned_pointer_as_index %m : memref<8x16xf32> -> index
  %msc = memref.memory_space_cast %m : memref<8x16xf32> to memref<8x16xf32, 1>
  %aa = memref.assume_alignment %m, 64 : memref<8x16xf32>
  "foo.keep"(%sv0, %sv1, %sv2, %sv3, %rc2, %es, %esd, %tr, %vw, %vwd, %base, %offset, %sizes#1, %strides#0, %ptr, %msc, %aa) : (memref<4x4xf32, strided<[16, 1]>>, memref<4x?xf32, strided<[32, 1], offset: ?>>, memref<8xf32, strided<[1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x4xf32, strided<[?, 1], offset: ?>>, memref<2x8x8xf32>, memref<?x4xf32>, memref<16x8xf32, strided<[1, 16]>>, memref<16x32xf32>, memref<?x4xf32>, memref<f32>, index, index, index, index, memref<8x16xf32, 1>, memref<8x16xf32>) -> ()
  return
}

// extract_slice / insert_slice with static and dynamic offsets, rank reduction.
func.func @slices(%t: tensor<8x16x4xf32>, %d: tensor<?x?xf32>, %o: index, %sz: index, %st: index) -> tensor<8x16x4xf32> {
  %s0 = tensor.extract_slice %t[0, 0, 0] [8, 16, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<8x16x4xf32>
  %s1 = tensor.extract_slice %t[%o, 2, 0] [4, %sz, 4] [1, %st, 1] : tensor<8x16x4xf32> to tensor<4x?x4xf32>
  %s2 = tensor.extract_slice %t[1, %o, 0] [1, 8, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<8x4xf32>
  %s3 = tensor.extract_slice %t[0, 0, %o] [1, 1, 1] [1, 1, 1] : tensor<8x16x4xf32> to tensor<f32>
  %s4 = tensor.extract_slice %d[%o, %o] [%sz, 1] [%st, %st] : tensor<?x?xf32> to tensor<?xf32>
  %s5 = tensor.extract_slice %d[0, 0] [%sz, %sz] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  %i0 = tensor.insert_slice %s2 into %t[2, %o, 0] [1, 8, 4] [1, 1, 1] : tensor<8x4xf32> into tensor<8x16x4xf32>
  %i1 = tensor.insert_slice %s1 into %i0[%o, 2, 0] [4, %sz, 4] [1, %st, 1] : tensor<4x?x4xf32> into tensor<8x16x4xf32>
  %i2 = tensor.insert_slice %s4 into %s5[0, %o] [%sz, 1] [1, 1] : tensor<?xf32> into tensor<?x?xf32>
  "foo.keep"(%s0, %s3, %i2) : (tensor<8x16x4xf32>, tensor<f32>, tensor<?x?xf32>) -> ()
  return %i1 : tensor<8x16x4xf32>
}

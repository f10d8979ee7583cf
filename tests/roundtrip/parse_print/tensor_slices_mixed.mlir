// extract/insert_slice with rank reduction, negative-free strides, dynamic everything, attrs.
func.func @slices(%t: tensor<8x16x4xf32>, %d: tensor<?x?x?xf32>, %a: index, %b: index) -> tensor<8x16x4xf32> {
  %0 = tensor.extract_slice %t[0, %a, 0] [1, 4, 4] [1, %b, 1] : tensor<8x16x4xf32> to tensor<4x4xf32>
  %1 = tensor.extract_slice %t[%a, %a, %a] [%b, %b, %b] [%a, %a, %a] : tensor<8x16x4xf32> to tensor<?x?x?xf32>
  %2 = tensor.extract_slice %d[0, 0, 0] [1, 1, 1] [1, 1, 1] : tensor<?x?x?xf32> to tensor<f32>
  %3 = tensor.extract_slice %d[1, 2, 3] [%a, 1, %b] [1, 1, 1] {keep} : tensor<?x?x?xf32> to tensor<?x?xf32>
  %4 = tensor.insert_slice %0 into %t[0, %a, 0] [1, 4, 4] [1, %b, 1] : tensor<4x4xf32> into tensor<8x16x4xf32>
  %5 = tensor.insert_slice %2 into %d[%a, 0, %b] [1, 1, 1] [1, 1, 1] : tensor<f32> into tensor<?x?x?xf32>
  %6 = tensor.extract_slice %t[0, 0, 0] [8, 16, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<8x16x4xf32>
  "foo.use"(%1, %3, %5, %6) : (tensor<?x?x?xf32>, tensor<?x?xf32>, tensor<?x?x?xf32>, tensor<8x16x4xf32>) -> ()
  return %4 : tensor<8x16x4xf32>
}

// 0-d tensors, tensors of index/i1/complex, encodings, dynamic extract/insert.
func.func @zd(%t: tensor<f32>, %i: tensor<index>, %b: tensor<2x?xi1>, %c: tensor<complex<f32>>, %n: index) -> tensor<f32> {
  %0 = tensor.extract %t[] : tensor<f32>
  %1 = tensor.insert %0 into %t[] : tensor<f32>
  %2 = tensor.extract %i[] : tensor<index>
  %3 = tensor.extract %b[%n, %2] : tensor<2x?xi1>
  %4 = tensor.from_elements %0 : tensor<f32>
  %5 = tensor.from_elements %2, %2 : tensor<2xindex>
  %6 = tensor.splat %3 : tensor<2x3xi1>
  %7 = tensor.splat %0[%n, %n] : tensor<?x4x?xf32>
  %8 = tensor.rank %t : tensor<f32>
  %9 = tensor.dim %b, %n : tensor<2x?xi1>
  %10 = tensor.empty() : tensor<0xf32>
  %11 = tensor.empty(%n) : tensor<?x0xcomplex<f32>>
  %12 = tensor.cast %b : tensor<2x?xi1> to tensor<*xi1>
  %13 = tensor.cast %12 : tensor<*xi1> to tensor<?x?xi1>
  %14 = tensor.extract %c[] : tensor<complex<f32>>
  %15 = tensor.expand_shape %t [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  %16 = tensor.collapse_shape %15 [] : tensor<1x1xf32> into tensor<f32>
  "foo.use"(%1, %4, %5, %6, %7, %8, %9, %10, %11, %13, %14, %16) : (tensor<f32>, tensor<f32>, tensor<2xindex>, tensor<2x3xi1>, tensor<?x4x?xf32>, index, index, tensor<0xf32>, tensor<?x0xcomplex<f32>>, tensor<?x?xi1>, complex<f32>, tensor<f32>) -> ()
  return %1 : tensor<f32>
}

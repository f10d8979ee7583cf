// RUN: bufopt %s --allow-unregistered-dialect | FileCheck %s

// extract_slice / insert_slice / parallel_insert_slice index lists and rank reduction.
func.func @slices(%t: tensor<16x8x4xf32>, %d: tensor<?x?xf32>, %o: index, %s: index) -> tensor<16x8x4xf32> {
  %a = tensor.extract_slice %t[0, 0, 0] [16, 8, 4] [1, 1, 1] : tensor<16x8x4xf32> to tensor<16x8x4xf32>
  %b = tensor.extract_slice %t[%o, 0, 1] [2, %s, 3] [2, 1, %s] : tensor<16x8x4xf32> to tensor<2x?x3xf32>
  %c = tensor.extract_slice %t[3, 2, 0] [1, 4, 1] [1, 1, 1] : tensor<16x8x4xf32> to tensor<4xf32>
  %c2 = tensor.extract_slice %t[3, 2, 0] [1, 4, 1] [1, 1, 1] : tensor<16x8x4xf32> to tensor<1x4xf32>
  %c3 = tensor.extract_slice %t[3, 2, 0] [1, 1, 1] [1, 1, 1] {tag} : tensor<16x8x4xf32> to tensor<f32>
  %e = tensor.extract_slice %d[%o, %o] [%s, %s] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  %i0 = tensor.insert_slice %c into %t[0, 0, 0] [1, 4, 1] [1, 1, 1] : tensor<4xf32> into tensor<16x8x4xf32>
  %i1 = tensor.insert_slice %b into %i0[%o, 0, 1] [2, %s, 3] [2, 1, %s] : tensor<2x?x3xf32> into tensor<16x8x4xf32>
  %i2 = tensor.insert_slice %e into %d[0, %o] [%s, %s] [%s, 1] {tag} : tensor<?x?xf32> into tensor<?x?xf32>
  "test.use"(%a, %c2, %c3, %i2) : (tensor<16x8x4xf32>, tensor<1x4xf32>, tensor<f32>, tensor<?x?xf32>) -> ()
  return %i1 : tensor<16x8x4xf32>
}

// CHECK-LABEL: func.func @slices
// CHECK-SAME: (%arg0: tensor<16x8x4xf32>, %arg1: tensor<?x?xf32>, %arg2: index, %arg3: index) -> tensor<16x8x4xf32> {
// CHECK: %extracted_slice = tensor.extract_slice %arg0[0, 0, 0] [16, 8, 4] [1, 1, 1] : tensor<16x8x4xf32> to tensor<16x8x4xf32>
// CHECK: %extracted_slice_0 = tensor.extract_slice %arg0[%arg2, 0, 1] [2, %arg3, 3] [2, 1, %arg3] : tensor<16x8x4xf32> to tensor<2x?x3xf32>
// CHECK: %extracted_slice_1 = tensor.extract_slice %arg0[3, 2, 0] [1, 4, 1] [1, 1, 1] : tensor<16x8x4xf32> to tensor<4xf32>
// CHECK: %extracted_slice_2 = tensor.extract_slice %arg0[3, 2, 0] [1, 4, 1] [1, 1, 1] : tensor<16x8x4xf32> to tensor<1x4xf32>
// CHECK: %extracted_slice_3 = tensor.extract_slice %arg0[3, 2, 0] [1, 1, 1] [1, 1, 1] {tag} : tensor<16x8x4xf32> to tensor<f32>
// CHECK: %extracted_slice_4 = tensor.extract_slice %arg1[%arg2, %arg2] [%arg3, %arg3] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK: %inserted_slice = tensor.insert_slice %extracted_slice_1 into %arg0[0, 0, 0] [1, 4, 1] [1, 1, 1] : tensor<4xf32> into tensor<16x8x4xf32>
// CHECK: %inserted_slice_5 = tensor.insert_slice %extracted_slice_0 into %inserted_slice[%arg2, 0, 1] [2, %arg3, 3] [2, 1, %arg3] : tensor<2x?x3xf32> into tensor<16x8x4xf32>
// CHECK: %inserted_slice_6 = tensor.insert_slice %extracted_slice_4 into %arg1[0, %arg2] [%arg3, %arg3] [%arg3, 1] {tag} : tensor<?x?xf32> into tensor<?x?xf32>
// CHECK: "test.use"(%extracted_slice, %extracted_slice_2, %extracted_slice_3, %inserted_slice_6) : (tensor<16x8x4xf32>, tensor<1x4xf32>, tensor<f32>, tensor<?x?xf32>) -> ()
// CHECK: return %inserted_slice_5 : tensor<16x8x4xf32>

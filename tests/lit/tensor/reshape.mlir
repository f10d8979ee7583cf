// RUN: bufopt %s --allow-unregistered-dialect | FileCheck %s

// collapse_shape, expand_shape (output_shape), reshape, concat, gather, scatter.
func.func @reassociative(%t: tensor<2x3x4xf32>, %d: tensor<?x4xf32>, %n: index, %m: index) {
  %c0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %c1 = tensor.collapse_shape %t [[0], [1, 2]] {tag} : tensor<2x3x4xf32> into tensor<2x12xf32>
  %c2 = tensor.collapse_shape %d [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  %e0 = tensor.expand_shape %c0 [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  %e1 = tensor.expand_shape %c2 [[0, 1, 2]] output_shape [%n, 2, %m] : tensor<?xf32> into tensor<?x2x?xf32>
  %one = tensor.extract_slice %t[0, 0, 0] [1, 1, 1] [1, 1, 1] : tensor<2x3x4xf32> to tensor<1x1x1xf32>
  %z = tensor.collapse_shape %one [] : tensor<1x1x1xf32> into tensor<f32>
  %z1 = tensor.expand_shape %z [] output_shape [1] : tensor<f32> into tensor<1xf32>
  "test.use"(%c1, %e0, %e1, %z1) : (tensor<2x12xf32>, tensor<2x3x4xf32>, tensor<?x2x?xf32>, tensor<1xf32>) -> ()
  return
}

func.func @others(%t: tensor<24xf32>, %u: tensor<*xf32>, %s: tensor<2xi32>, %sd: tensor<?xindex>, %a: tensor<3x?xf32>, %b: tensor<3x2xf32>, %idx: tensor<5x1xindex>, %src: tensor<5x3xf32>) {
  %r0 = tensor.reshape %t(%s) : (tensor<24xf32>, tensor<2xi32>) -> tensor<4x6xf32>
  %r1 = tensor.reshape %u(%sd) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
  %k0 = tensor.concat dim(1) %a, %b, %a : (tensor<3x?xf32>, tensor<3x2xf32>, tensor<3x?xf32>) -> tensor<3x?xf32>
  %k1 = tensor.concat dim(0) %b {tag} : (tensor<3x2xf32>) -> tensor<3x2xf32>
  %g0 = tensor.gather %b[%idx] gather_dims([1]) : (tensor<3x2xf32>, tensor<5x1xindex>) -> tensor<5x3x1xf32>
  %g1 = tensor.gather %b[%idx] gather_dims([1]) unique : (tensor<3x2xf32>, tensor<5x1xindex>) -> tensor<5x3xf32>
  %s0 = tensor.scatter %src into %b[%idx] scatter_dims([1]) unique : (tensor<5x3xf32>, tensor<3x2xf32>, tensor<5x1xindex>) -> tensor<3x2xf32>
  "test.use"(%r0, %r1, %k0, %k1, %g0, %g1, %s0) : (tensor<4x6xf32>, tensor<*xf32>, tensor<3x?xf32>, tensor<3x2xf32>, tensor<5x3x1xf32>, tensor<5x3xf32>, tensor<3x2xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @reassociative
// CHECK-SAME: (%arg0: tensor<2x3x4xf32>, %arg1: tensor<?x4xf32>, %arg2: index, %arg3: index) {
// CHECK: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK: %collapsed_0 = tensor.collapse_shape %arg0 {{\[\[}}0], [1, 2]] {tag} : tensor<2x3x4xf32> into tensor<2x12xf32>
// CHECK: %collapsed_1 = tensor.collapse_shape %arg1 {{\[\[}}0, 1]] : tensor<?x4xf32> into tensor<?xf32>
// CHECK: %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
// CHECK: %expanded_2 = tensor.expand_shape %collapsed_1 {{\[\[}}0, 1, 2]] output_shape [%arg2, 2, %arg3] : tensor<?xf32> into tensor<?x2x?xf32>
// CHECK: %extracted_slice = tensor.extract_slice %arg0[0, 0, 0] [1, 1, 1] [1, 1, 1] : tensor<2x3x4xf32> to tensor<1x1x1xf32>
// CHECK: %collapsed_3 = tensor.collapse_shape %extracted_slice [] : tensor<1x1x1xf32> into tensor<f32>
// CHECK: %expanded_4 = tensor.expand_shape %collapsed_3 [] output_shape [1] : tensor<f32> into tensor<1xf32>
// CHECK: "test.use"(%collapsed_0, %expanded, %expanded_2, %expanded_4) : (tensor<2x12xf32>, tensor<2x3x4xf32>, tensor<?x2x?xf32>, tensor<1xf32>) -> ()
// CHECK: return
// CHECK-LABEL: func.func @others
// CHECK-SAME: (%arg0: tensor<24xf32>, %arg1: tensor<*xf32>, %arg2: tensor<2xi32>, %arg3: tensor<?xindex>, %arg4: tensor<3x?xf32>, %arg5: tensor<3x2xf32>, %arg6: tensor<5x1xindex>, %arg7: tensor<5x3xf32>) {
// CHECK: %reshape = tensor.reshape %arg0(%arg2) : (tensor<24xf32>, tensor<2xi32>) -> tensor<4x6xf32>
// CHECK: %reshape_0 = tensor.reshape %arg1(%arg3) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
// CHECK: %concat = tensor.concat dim(1) %arg4, %arg5, %arg4 : (tensor<3x?xf32>, tensor<3x2xf32>, tensor<3x?xf32>) -> tensor<3x?xf32>
// CHECK: %concat_1 = tensor.concat dim(0) %arg5 {tag} : (tensor<3x2xf32>) -> tensor<3x2xf32>
// CHECK: %gather = tensor.gather %arg5[%arg6] gather_dims([1]) : (tensor<3x2xf32>, tensor<5x1xindex>) -> tensor<5x3x1xf32>
// CHECK: %gather_2 = tensor.gather %arg5[%arg6] gather_dims([1]) unique : (tensor<3x2xf32>, tensor<5x1xindex>) -> tensor<5x3xf32>
// CHECK: %scatter = tensor.scatter %arg7 into %arg5[%arg6] scatter_dims([1]) unique : (tensor<5x3xf32>, tensor<3x2xf32>, tensor<5x1xindex>) -> tensor<3x2xf32>
// CHECK: "test.use"(%reshape, %reshape_0, %concat, %concat_1, %gather, %gather_2, %scatter) : (tensor<4x6xf32>, tensor<*xf32>, tensor<3x?xf32>, tensor<3x2xf32>, tensor<5x3x1xf32>, tensor<5x3xf32>, tensor<3x2xf32>) -> ()
// CHECK: return

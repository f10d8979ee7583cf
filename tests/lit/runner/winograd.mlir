// linalg's Winograd transforms in the interpreter, as MLIR defines them by their
// decomposition (mlir-opt 22's -test-linalg-transform-patterns=test-decompose-winograd-ops):
// each filter, input tile or output tile is multiplied by the constant matrices of F(m, r) on
// the left when it is taller than 1 and on the right when it is wider than 1; the output
// transform adds into its output (scaled by 1024 for F(4, 3) and 256 for F(2, 5), whose
// matrices are stored divided by 32 and 16 on each side). The three F(m, r) cases and the
// one-sided forms for r x 1 windows. The second RUN line decomposes the transforms with
// mlir-opt 22, bufferizes and lowers the program and runs it with mlir-runner against the same
// CHECK lines.
// RUN: bufopt-runner %s | FileCheck %s
// RUN: mlir-opt %s -test-linalg-transform-patterns=test-decompose-winograd-ops -one-shot-bufferize=bufferize-function-boundaries -convert-linalg-to-loops -lower-affine -convert-scf-to-cf -expand-strided-metadata -lower-affine -finalize-memref-to-llvm -convert-arith-to-llvm -convert-func-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=$(ls $(dirname $(command -v mlir-runner))/../lib/libmlir_runner_utils.so* | head -n 1),$(ls $(dirname $(command -v mlir-runner))/../lib/libmlir_c_runner_utils.so* | head -n 1) \
// RUN:   | FileCheck %s
// CHECK:      Unranked Memref base@ = {{.*}} rank = 4 offset = 0 sizes = [4, 4, 1, 2] strides = [8, 2, 2, 1] data =
// CHECK-NEXT: {{\[}}{{\[}}{{\[}}{{\[}}1,     0.5]],
// CHECK-NEXT: {{\[}}{{\[}}-1,     -0.75]],
// CHECK-NEXT: {{\[}}{{\[}}-3,     0.25]],
// CHECK-NEXT: {{\[}}{{\[}}-3,     0]]],
// CHECK-NEXT: {{\[}}{{\[}}{{\[}}-2,     0.25]],
// CHECK-NEXT: {{\[}}{{\[}}1.25,     0.5625]],
// CHECK-NEXT: {{\[}}{{\[}}3.75,     0.4375]],
// CHECK-NEXT: {{\[}}{{\[}}3,     1.25]]],
// CHECK-NEXT: {{\[}}{{\[}}{{\[}}-6,     -1.75]],
// CHECK-NEXT: {{\[}}{{\[}}3.75,     -0.0625]],
// CHECK-NEXT: {{\[}}{{\[}}11.25,     0.0625]],
// CHECK-NEXT: {{\[}}{{\[}}9,     -1.75]]],
// CHECK-NEXT: {{\[}}{{\[}}{{\[}}-7,     -1]],
// CHECK-NEXT: {{\[}}{{\[}}4,     -0.25]],
// CHECK-NEXT: {{\[}}{{\[}}12,     0.75]],
// CHECK-NEXT: {{\[}}{{\[}}9,     -0.5]]]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [16, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[}}{{\[}}-1,   -4,   -0.5,   2.5],
// CHECK-NEXT: {{\[}}0,   2,   -0.75,   -2.75],
// CHECK-NEXT: {{\[}}2,   -8,   -3.75,   3.25],
// CHECK-NEXT: {{\[}}-6,   0,   4.5,   -1.5],
// CHECK-NEXT: {{\[}}3,   -3.5,   -0.5,   -1.5],
// CHECK-NEXT: {{\[}}2,   4.5,   4.25,   -0.75],
// CHECK-NEXT: {{\[}}6,   -3.5,   -2.75,   -0.75],
// CHECK-NEXT: {{\[}}-6,   2.5,   3.5,   -1.5],
// CHECK-NEXT: {{\[}}-1,   -0.5,   1.5,   2.5],
// CHECK-NEXT: {{\[}}0,   1.5,   -3.75,   1.25],
// CHECK-NEXT: {{\[}}4,   1.5,   5.25,   5.25],
// CHECK-NEXT: {{\[}}-2,   1.5,   -2.5,   2.5],
// CHECK-NEXT: {{\[}}3,   0.5,   -2,   -3],
// CHECK-NEXT: {{\[}}-3,   2.5,   9,   2],
// CHECK-NEXT: {{\[}}5,   0.5,   -5,   -4],
// CHECK-NEXT: {{\[}}-5,   2.5,   4,   -1]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 4 offset = 0 sizes = [1, 2, 2, 1] strides = [4, 2, 1, 1] data =
// CHECK-NEXT: {{\[}}{{\[}}{{\[}}{{\[}}10.5],
// CHECK-NEXT: {{\[}}8.5]],
// CHECK-NEXT: {{\[}}{{\[}}7.5],
// CHECK-NEXT: {{\[}}-3.5]]]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 4 offset = 0 sizes = [6, 6, 1, 1] strides = [6, 1, 1, 1] data =
// CHECK-NEXT: {{\[}}{{\[}}{{\[}}{{\[}}0.5]],
// CHECK-NEXT: {{\[}}{{\[}}-0.5]],
// CHECK-NEXT: {{\[}}{{\[}}0.166667]],
// CHECK-NEXT: {{\[}}{{\[}}0.208333]],
// CHECK-NEXT: {{\[}}{{\[}}-0.125]],
// CHECK-NEXT: {{\[}}{{\[}}0]]],
// CHECK-NEXT: {{\[}}{{\[}}{{\[}}0.166667]],
// CHECK-NEXT: {{\[}}{{\[}}0.25]],
// CHECK-NEXT: {{\[}}{{\[}}0.194444]],
// CHECK-NEXT: {{\[}}{{\[}}-0.277778]],
// CHECK-NEXT: {{\[}}{{\[}}-0.25]],
// CHECK-NEXT: {{\[}}{{\[}}-0.833333]]],
// CHECK-NEXT: {{\[}}{{\[}}{{\[}}-1.16667]],
// CHECK-NEXT: {{\[}}{{\[}}-0.0277778]],
// CHECK-NEXT: {{\[}}{{\[}}0.0277778]],
// CHECK-NEXT: {{\[}}{{\[}}0.305556]],
// CHECK-NEXT: {{\[}}{{\[}}0.277778]],
// CHECK-NEXT: {{\[}}{{\[}}1.16667]]],
// CHECK-NEXT: {{\[}}{{\[}}{{\[}}0.0416667]],
// CHECK-NEXT: {{\[}}{{\[}}-0.0555555]],
// CHECK-NEXT: {{\[}}{{\[}}-0.194444]],
// CHECK-NEXT: {{\[}}{{\[}}0.0798611]],
// CHECK-NEXT: {{\[}}{{\[}}0.149306]],
// CHECK-NEXT: {{\[}}{{\[}}0.333333]]],
// CHECK-NEXT: {{\[}}{{\[}}{{\[}}0.708333]],
// CHECK-NEXT: {{\[}}{{\[}}0.0833333]],
// CHECK-NEXT: {{\[}}{{\[}}-0.111111]],
// CHECK-NEXT: {{\[}}{{\[}}-0.211806]],
// CHECK-NEXT: {{\[}}{{\[}}-0.114583]],
// CHECK-NEXT: {{\[}}{{\[}}-0.666667]]],
// CHECK-NEXT: {{\[}}{{\[}}{{\[}}1]],
// CHECK-NEXT: {{\[}}{{\[}}0.166667]],
// CHECK-NEXT: {{\[}}{{\[}}-0.5]],
// CHECK-NEXT: {{\[}}{{\[}}-0.25]],
// CHECK-NEXT: {{\[}}{{\[}}0.0833333]],
// CHECK-NEXT: {{\[}}{{\[}}-0.5]]]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 4 offset = 0 sizes = [1, 4, 4, 1] strides = [16, 4, 1, 1] data =
// CHECK-NEXT: {{\[}}{{\[}}{{\[}}{{\[}}83.9688],
// CHECK-NEXT: {{\[}}172.25],
// CHECK-NEXT: {{\[}}123.812],
// CHECK-NEXT: {{\[}}387.875]],
// CHECK-NEXT: {{\[}}{{\[}}-49],
// CHECK-NEXT: {{\[}}-214.5],
// CHECK-NEXT: {{\[}}-33.5],
// CHECK-NEXT: {{\[}}-448.5]],
// CHECK-NEXT: {{\[}}{{\[}}108.375],
// CHECK-NEXT: {{\[}}213.5],
// CHECK-NEXT: {{\[}}153.75],
// CHECK-NEXT: {{\[}}476]],
// CHECK-NEXT: {{\[}}{{\[}}-98.75],
// CHECK-NEXT: {{\[}}-469.5],
// CHECK-NEXT: {{\[}}-58.5],
// CHECK-NEXT: {{\[}}-972.5]]]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 4 offset = 0 sizes = [1, 2, 2, 1] strides = [4, 2, 1, 1] data =
// CHECK-NEXT: {{\[}}{{\[}}{{\[}}{{\[}}-869.25],
// CHECK-NEXT: {{\[}}1589.62]],
// CHECK-NEXT: {{\[}}{{\[}}293.625],
// CHECK-NEXT: {{\[}}140.125]]]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 4 offset = 0 sizes = [4, 1, 1, 2] strides = [2, 2, 2, 1] data =
// CHECK-NEXT: {{\[}}{{\[}}{{\[}}{{\[}}-2,     1]]],
// CHECK-NEXT: {{\[}}{{\[}}{{\[}}2.5,     -0.125]]],
// CHECK-NEXT: {{\[}}{{\[}}{{\[}}7.5,     0.125]]],
// CHECK-NEXT: {{\[}}{{\[}}{{\[}}8,     1]]]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 4 offset = 0 sizes = [1, 4, 6, 1] strides = [24, 6, 1, 1] data =
// CHECK-NEXT: {{\[}}{{\[}}{{\[}}{{\[}}6],
// CHECK-NEXT: {{\[}}5],
// CHECK-NEXT: {{\[}}7],
// CHECK-NEXT: {{\[}}-9],
// CHECK-NEXT: {{\[}}-1],
// CHECK-NEXT: {{\[}}-5]],
// CHECK-NEXT: {{\[}}{{\[}}0],
// CHECK-NEXT: {{\[}}4],
// CHECK-NEXT: {{\[}}-1],
// CHECK-NEXT: {{\[}}3],
// CHECK-NEXT: {{\[}}2.5],
// CHECK-NEXT: {{\[}}4.5]],
// CHECK-NEXT: {{\[}}{{\[}}-1.25],
// CHECK-NEXT: {{\[}}-0.5],
// CHECK-NEXT: {{\[}}-0.75],
// CHECK-NEXT: {{\[}}5],
// CHECK-NEXT: {{\[}}2.75],
// CHECK-NEXT: {{\[}}4.5]],
// CHECK-NEXT: {{\[}}{{\[}}2],
// CHECK-NEXT: {{\[}}1],
// CHECK-NEXT: {{\[}}2],
// CHECK-NEXT: {{\[}}-1],
// CHECK-NEXT: {{\[}}3],
// CHECK-NEXT: {{\[}}2]]]]

func.func private @printMemrefF32(tensor<*xf32>)

func.func @show(%t: tensor<*xf32>) {
  call @printMemrefF32(%t) : (tensor<*xf32>) -> ()
  return
}

func.func @main() {
  // F(2, 3): two 3x3 filters of one channel.
  %filters = arith.constant dense<[[[[1.0], [2.0], [3.0]], [[4.0], [5.0], [6.0]], [[7.0], [8.0], [9.0]]],
                                   [[[0.5], [-1.0], [0.0]], [[2.0], [0.25], [-3.0]], [[1.0], [1.0], [-0.5]]]]> : tensor<2x3x3x1xf32>
  %fe = tensor.empty() : tensor<4x4x1x2xf32>
  %tf = "linalg.winograd_filter_transform"(%filters, %fe) <{fmr = 0 : i32}> : (tensor<2x3x3x1xf32>, tensor<4x4x1x2xf32>) -> tensor<4x4x1x2xf32>
  %tfu = tensor.cast %tf : tensor<4x4x1x2xf32> to tensor<*xf32>
  call @show(%tfu) : (tensor<*xf32>) -> ()
  // F(2, 3) on a 6x6 image: 2x2 tiles of 4x4, two apart.
  %image = arith.constant dense<[[[[0.0], [1.0], [2.0], [3.0], [4.0], [5.0]],
                                  [[1.0], [0.0], [-1.0], [2.0], [0.5], [1.5]],
                                  [[2.0], [2.0], [3.0], [-2.0], [1.0], [0.0]],
                                  [[-1.0], [4.0], [0.0], [1.0], [2.0], [3.0]],
                                  [[0.25], [0.5], [0.75], [1.0], [1.25], [1.5]],
                                  [[3.0], [-3.0], [2.0], [-2.0], [1.0], [-1.0]]]]> : tensor<1x6x6x1xf32>
  %ie = tensor.empty() : tensor<4x4x2x2x1x1xf32>
  %ti = "linalg.winograd_input_transform"(%image, %ie) <{fmr = 0 : i32}> : (tensor<1x6x6x1xf32>, tensor<4x4x2x2x1x1xf32>) -> tensor<4x4x2x2x1x1xf32>
  %tic = tensor.collapse_shape %ti [[0, 1], [2, 3, 4, 5]] : tensor<4x4x2x2x1x1xf32> into tensor<16x4xf32>
  %tiu = tensor.cast %tic : tensor<16x4xf32> to tensor<*xf32>
  call @show(%tiu) : (tensor<*xf32>) -> ()
  // F(2, 3) output: one 4x4 tile added into an output of ones.
  %v4 = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [0.0, -1.0, 1.0, 2.0], [5.0, 0.5, -2.0, 1.0], [1.0, 1.0, 1.0, 1.0]]> : tensor<4x4xf32>
  %v4e = tensor.expand_shape %v4 [[0], [1, 2, 3, 4, 5]] output_shape [4, 4, 1, 1, 1, 1] : tensor<4x4xf32> into tensor<4x4x1x1x1x1xf32>
  %ones = arith.constant dense<1.0> : tensor<1x2x2x1xf32>
  %to = "linalg.winograd_output_transform"(%v4e, %ones) <{fmr = 0 : i32}> : (tensor<4x4x1x1x1x1xf32>, tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  %tou = tensor.cast %to : tensor<1x2x2x1xf32> to tensor<*xf32>
  call @show(%tou) : (tensor<*xf32>) -> ()
  // F(4, 3): a filter's thirds and twelfths, and an output scaled by 1024 into halves.
  %f1 = tensor.extract_slice %filters[1, 0, 0, 0] [1, 3, 3, 1] [1, 1, 1, 1] : tensor<2x3x3x1xf32> to tensor<1x3x3x1xf32>
  %fe6 = tensor.empty() : tensor<6x6x1x1xf32>
  %tf6 = "linalg.winograd_filter_transform"(%f1, %fe6) <{fmr = 1 : i32}> : (tensor<1x3x3x1xf32>, tensor<6x6x1x1xf32>) -> tensor<6x6x1x1xf32>
  %tf6u = tensor.cast %tf6 : tensor<6x6x1x1xf32> to tensor<*xf32>
  call @show(%tf6u) : (tensor<*xf32>) -> ()
  %ti6e = tensor.empty() : tensor<6x6x1x1x1x1xf32>
  %ti6 = "linalg.winograd_input_transform"(%image, %ti6e) <{fmr = 1 : i32}> : (tensor<1x6x6x1xf32>, tensor<6x6x1x1x1x1xf32>) -> tensor<6x6x1x1x1x1xf32>
  %halves = arith.constant dense<0.5> : tensor<1x4x4x1xf32>
  %to6 = "linalg.winograd_output_transform"(%ti6, %halves) <{fmr = 1 : i32}> : (tensor<6x6x1x1x1x1xf32>, tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32>
  %to6u = tensor.cast %to6 : tensor<1x4x4x1xf32> to tensor<*xf32>
  call @show(%to6u) : (tensor<*xf32>) -> ()
  // F(2, 5): the input and output transforms of one 6x6 tile.
  %ti5 = "linalg.winograd_input_transform"(%image, %ti6e) <{fmr = 2 : i32}> : (tensor<1x6x6x1xf32>, tensor<6x6x1x1x1x1xf32>) -> tensor<6x6x1x1x1x1xf32>
  %zeros2 = arith.constant dense<0.0> : tensor<1x2x2x1xf32>
  %to5 = "linalg.winograd_output_transform"(%ti5, %zeros2) <{fmr = 2 : i32}> : (tensor<6x6x1x1x1x1xf32>, tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  %to5u = tensor.cast %to5 : tensor<1x2x2x1xf32> to tensor<*xf32>
  call @show(%to5u) : (tensor<*xf32>) -> ()
  // A 3x1 window: the left products only, and tiles along the height alone.
  %col = tensor.extract_slice %filters[0, 0, 1, 0] [2, 3, 1, 1] [1, 1, 1, 1] : tensor<2x3x3x1xf32> to tensor<2x3x1x1xf32>
  %ce = tensor.empty() : tensor<4x1x1x2xf32>
  %tc = "linalg.winograd_filter_transform"(%col, %ce) <{fmr = 0 : i32}> : (tensor<2x3x1x1xf32>, tensor<4x1x1x2xf32>) -> tensor<4x1x1x2xf32>
  %tcu = tensor.cast %tc : tensor<4x1x1x2xf32> to tensor<*xf32>
  call @show(%tcu) : (tensor<*xf32>) -> ()
  %ice = tensor.empty() : tensor<4x1x2x6x1x1xf32>
  %tic1 = "linalg.winograd_input_transform"(%image, %ice) <{fmr = 0 : i32}> : (tensor<1x6x6x1xf32>, tensor<4x1x2x6x1x1xf32>) -> tensor<4x1x2x6x1x1xf32>
  %oc = arith.constant dense<0.0> : tensor<1x4x6x1xf32>
  %toc = "linalg.winograd_output_transform"(%tic1, %oc) <{fmr = 0 : i32}> : (tensor<4x1x2x6x1x1xf32>, tensor<1x4x6x1xf32>) -> tensor<1x4x6x1xf32>
  %tocu = tensor.cast %toc : tensor<1x4x6x1xf32> to tensor<*xf32>
  call @show(%tocu) : (tensor<*xf32>) -> ()
  return
}


// Generic form of linalg.pack / linalg.unpack (as mlir-opt prints it) parsed back.
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x8xf32>, f32, tensor<4x4x1x2xf32>, tensor<?x?xf32>, index, tensor<?x?x?x2xf32>, tensor<8x4xf32>, tensor<4x4x2x1xf32>, tensor<?x?x?xf32>) -> (tensor<4x4x1x2xf32>, tensor<?x?x?x2xf32>, tensor<4x8xf32>, tensor<?x?xf32>), sym_name = "pack_forms"}> ({
  ^bb0(%arg0: tensor<4x8xf32>, %arg1: f32, %arg2: tensor<4x4x1x2xf32>, %arg3: tensor<?x?xf32>, %arg4: index, %arg5: tensor<?x?x?x2xf32>, %arg6: tensor<8x4xf32>, %arg7: tensor<4x4x2x1xf32>, %arg8: tensor<?x?x?xf32>):
    %0 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1 = "linalg.pack"(%arg0, %arg2, %arg1) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 1, 2>}> {tag = "x"} : (tensor<4x8xf32>, tensor<4x4x1x2xf32>, f32) -> tensor<4x4x1x2xf32>
    %2 = "linalg.pack"(%arg3, %arg5, %arg1, %arg4) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 1>, static_inner_tiles = array<i64: -9223372036854775808, 2>}> : (tensor<?x?xf32>, tensor<?x?x?x2xf32>, f32, index) -> tensor<?x?x?x2xf32>
    %3 = "linalg.unpack"(%1, %arg0) <{inner_dims_pos = array<i64: 0, 1>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 1, 2>}> : (tensor<4x4x1x2xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %4 = "linalg.unpack"(%2, %arg3, %arg4) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: -9223372036854775808, 2>}> : (tensor<?x?x?x2xf32>, tensor<?x?xf32>, index) -> tensor<?x?xf32>
    %5 = "linalg.pack"(%arg0, %arg0) <{inner_dims_pos = array<i64>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, outer_dims_perm = array<i64>, static_inner_tiles = array<i64>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %6 = "linalg.pack"(%arg0, %arg6) <{inner_dims_pos = array<i64>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64>}> : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %7 = "linalg.pack"(%arg0, %arg6) <{inner_dims_pos = array<i64>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64>}> : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %8 = "linalg.pack"(%arg3, %arg8, %0) <{inner_dims_pos = array<i64: 1>, operandSegmentSizes = array<i32: 1, 1, 0, 1>, static_inner_tiles = array<i64: -9223372036854775808>}> : (tensor<?x?xf32>, tensor<?x?x?xf32>, index) -> tensor<?x?x?xf32>
    %9 = "linalg.pack"(%arg0, %arg7) <{inner_dims_pos = array<i64: 1, 0>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 2, 1>}> : (tensor<4x8xf32>, tensor<4x4x2x1xf32>) -> tensor<4x4x2x1xf32>
    %10 = "linalg.unpack"(%9, %arg0) <{inner_dims_pos = array<i64: 1, 0>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 2, 1>}> : (tensor<4x4x2x1xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    "func.return"(%1, %2, %10, %4) : (tensor<4x4x1x2xf32>, tensor<?x?x?x2xf32>, tensor<4x8xf32>, tensor<?x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()


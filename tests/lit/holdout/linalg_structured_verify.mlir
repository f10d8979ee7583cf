// RUN: not bufopt %s --split-input-file 2>&1 | FileCheck %s

func.func @rank(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %o : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// CHECK: error: 'linalg.generic' op expected operand #0 rank (2) to match the result rank of indexing_map (1)

// -----

func.func @symbols(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1)[s0] -> (d0, d1)>, affine_map<(d0, d1)[s0] -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %o : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// CHECK: error: 'linalg.generic' op unexpected symbols in indexing_map #0

// -----

func.func @not_invertible(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1 + 1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %o : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// CHECK: error: 'linalg.generic' op invalid indexing maps are non-invertible: ((d0, d1) -> (d0, d1 + 1, d0))

// -----

func.func @shape(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %o : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// CHECK: error: 'linalg.generic' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 4

// -----

func.func @window(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 * 2, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %o : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// CHECK: error: 'linalg.generic' op inferred input/output operand #0 has shape's dimension #0 to be greater than or equal to 7, but found 4

// -----

func.func @negative(%a: tensor<4x9xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1 - 1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x9xf32>) outs(%b : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
// CHECK: error: 'linalg.generic' op unexpected result less than 0 at expression #1 in (d0, d1) -> (d0, d1 - 1)

// -----

func.func @loops(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %o : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// CHECK: error: 'linalg.generic' op expected indexing_map #0 to have 1 dim(s) to match the number of loops

// -----

func.func @mixed(%a: tensor<4x8xf32>, %b: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %o : f32
  }
  return
}
// CHECK: error: 'linalg.generic' op expected to have pure tensor or buffer semantics

// -----

func.func @result_type(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<5xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %o : f32
  } -> tensor<5xf32>
  return %r : tensor<5xf32>
}
// CHECK: error: 'linalg.generic' op expected type of operand #1 ('tensor<4xf32>') to match type of corresponding result ('tensor<5xf32>')

// -----

func.func @bb_arg(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: i32, %o: f32):
    linalg.yield %o : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// CHECK: error: 'linalg.generic' op expected type of bb argument #0 ('i32') to match element or self type of the corresponding operand ('f32')

// -----

func.func @yield_count(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %o, %o : f32, f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// CHECK: error: 'linalg.yield' op expected number of yield values (2) to match the number of inits / outs operands of the enclosing LinalgOp (1)

// -----

func.func @yield_type(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %c = arith.constant 1 : i32
    linalg.yield %c : i32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// CHECK: error: 'linalg.yield' op type of yield operand 1 ('i32') doesn't match the element type of the enclosing linalg.generic op ('f32')

// -----

func.func @index_dim(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 2 : index
    linalg.yield %o : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// CHECK: error: 'linalg.index' op expected dim (2) to be lower than the number of loops (2) of the enclosing LinalgOp

// -----

func.func @index_parent(%a: tensor<4x8xf32>, %b: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    scf.if %c {
      %i = linalg.index 0 : index
    }
    linalg.yield %o : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// CHECK: error: 'linalg.index' op expected parent op with LinalgOp interface

// -----

func.func @named_shape(%a: tensor<4x8xf32>, %b: tensor<4x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<4x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}
// CHECK: error: 'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 4

// -----

func.func @elementwise_rank(%a: tensor<4x8xf32>, %s: tensor<4xf32>) -> tensor<4x8xf32> {
  %0 = linalg.exp ins(%s : tensor<4xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
// CHECK: error: 'linalg.exp' op expected operand #0 rank (1) to match the result rank of indexing_map (2)

// -----

func.func @conv_window(%a: tensor<1x8x8x3xf32>, %b: tensor<3x3x3x4xf32>, %c: tensor<1x7x6x4xf32>) -> tensor<1x7x6x4xf32> {
  %r = linalg.conv_2d_nhwc_hwcf ins(%a, %b : tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) outs(%c : tensor<1x7x6x4xf32>) -> tensor<1x7x6x4xf32>
  return %r : tensor<1x7x6x4xf32>
}
// CHECK: error: 'linalg.conv_2d_nhwc_hwcf' op inferred input/output operand #0 has shape's dimension #1 to be greater than or equal to 9, but found 8

// -----

func.func @fill_tensor_value(%a: tensor<4x8xf32>, %s: tensor<f32>) -> tensor<4x8xf32> {
  %0 = linalg.fill ins(%s : tensor<f32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
// CHECK: error: expected op with scalar input

// -----

func.func @fill_type(%a: tensor<4x8xf32>, %s: f64) -> tensor<4x8xf32> {
  %0 = linalg.fill ins(%s : f64) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
// CHECK: error: 'linalg.fill' op expected fill value type ('f64') to match output element type ('f32')

// -----

func.func @custom_enum_iterators(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>]} outs(%t : tensor<4xf32>) {
  ^bb0(%o: f32):
    linalg.yield %o : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// CHECK: error: custom op 'linalg.generic' expected string attribute

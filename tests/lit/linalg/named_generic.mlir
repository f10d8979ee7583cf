// RUN: bufopt %s --mlir-print-op-generic | FileCheck %s

func.func @bodies(%a: memref<4x8xi8>, %x: memref<8xi8>, %y: memref<4xi32>, %f: memref<4x8xf32>, %h: memref<4x8xf16>, %c: f32, %in: memref<1x6x6x2xf32>, %w: memref<3x3xf32>, %o: memref<1x4x4x2xf32>) {
  linalg.matvec ins(%a, %x : memref<4x8xi8>, memref<8xi8>) outs(%y : memref<4xi32>)
  linalg.copy ins(%h : memref<4x8xf16>) outs(%f : memref<4x8xf32>)
  linalg.fill ins(%c : f32) outs(%f : memref<4x8xf32>)
  linalg.pooling_nhwc_max {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%in, %w : memref<1x6x6x2xf32>, memref<3x3xf32>) outs(%o : memref<1x4x4x2xf32>)
  linalg.map { arith.addf } ins(%f, %f : memref<4x8xf32>, memref<4x8xf32>) outs(%f : memref<4x8xf32>)
  return
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d1)>
// CHECK: #map2 = affine_map<(d0, d1) -> (d0)>
// CHECK: #map3 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>
// CHECK: #map4 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
// CHECK: #map5 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// CHECK: "builtin.module"() ({
// CHECK: "func.func"() <{function_type = (memref<4x8xi8>, memref<8xi8>, memref<4xi32>, memref<4x8xf32>, memref<4x8xf16>, f32, memref<1x6x6x2xf32>, memref<3x3xf32>, memref<1x4x4x2xf32>) -> (), sym_name = "bodies"}> ({
// CHECK: ^bb0(%{{[a-z0-9]+}}: memref<4x8xi8>, %{{[a-z0-9]+}}: memref<8xi8>, %{{[a-z0-9]+}}: memref<4xi32>, %{{[a-z0-9]+}}: memref<4x8xf32>, %{{[a-z0-9]+}}: memref<4x8xf16>, %{{[a-z0-9]+}}: f32, %{{[a-z0-9]+}}: memref<1x6x6x2xf32>, %{{[a-z0-9]+}}: memref<3x3xf32>, %{{[a-z0-9]+}}: memref<1x4x4x2xf32>):
// CHECK: "linalg.matvec"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK: ^bb0(%{{[a-z0-9]+}}: i8, %{{[a-z0-9]+}}: i8, %{{[a-z0-9]+}}: i32):
// CHECK: %{{[a-z0-9]+}} = "arith.extsi"(%{{[a-z0-9]+}}) : (i8) -> i32
// CHECK: %{{[a-z0-9]+}} = "arith.extsi"(%{{[a-z0-9]+}}) : (i8) -> i32
// CHECK: %{{[a-z0-9]+}} = "arith.muli"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK: %{{[a-z0-9]+}} = "arith.addi"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK: "linalg.yield"(%{{[a-z0-9]+}}) : (i32) -> ()
// CHECK: }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (memref<4x8xi8>, memref<8xi8>, memref<4xi32>) -> ()
// CHECK: "linalg.copy"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK: ^bb0(%{{[a-z0-9]+}}: f16, %{{[a-z0-9]+}}: f32):
// CHECK: %{{[a-z0-9]+}} = "arith.extf"(%{{[a-z0-9]+}}) : (f16) -> f32
// CHECK: "linalg.yield"(%{{[a-z0-9]+}}) : (f32) -> ()
// CHECK: }) : (memref<4x8xf16>, memref<4x8xf32>) -> ()
// CHECK: "linalg.fill"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK: ^bb0(%{{[a-z0-9]+}}: f32, %{{[a-z0-9]+}}: f32):
// CHECK: "linalg.yield"(%{{[a-z0-9]+}}) : (f32) -> ()
// CHECK: }) : (f32, memref<4x8xf32>) -> ()
// CHECK: "linalg.pooling_nhwc_max"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<2xi64>}> ({
// CHECK: ^bb0(%{{[a-z0-9]+}}: f32, %{{[a-z0-9]+}}: f32, %{{[a-z0-9]+}}: f32):
// CHECK: %{{[a-z0-9]+}} = "arith.maximumf"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK: "linalg.yield"(%{{[a-z0-9]+}}) : (f32) -> ()
// CHECK: }) {linalg.memoized_indexing_maps = [#map3, #map4, #map5]} : (memref<1x6x6x2xf32>, memref<3x3xf32>, memref<1x4x4x2xf32>) -> ()
// CHECK: "linalg.map"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}) ({
// CHECK: ^bb0(%{{[a-z0-9]+}}: f32, %{{[a-z0-9]+}}: f32, %{{[a-z0-9]+}}: f32):
// CHECK: %{{[a-z0-9]+}} = "arith.addf"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK: "linalg.yield"(%{{[a-z0-9]+}}) : (f32) -> ()
// CHECK: }) : (memref<4x8xf32>, memref<4x8xf32>, memref<4x8xf32>) -> ()
// CHECK: "func.return"() : () -> ()
// CHECK: }) : () -> ()
// CHECK: }) : () -> ()

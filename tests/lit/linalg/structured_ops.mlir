// RUN: bufopt %s --allow-unregistered-dialect | FileCheck %s

#ident = affine_map<(i, j) -> (i, j)>
#col = affine_map<(i, j) -> (j)>
func.func @generic_forms(%x: tensor<3x5xf32>, %y: tensor<5xf32>, %z: tensor<3x5xf32>, %buf: memref<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.generic {iterator_types = ["parallel", "parallel"], indexing_maps = [#ident, #col, #ident]} ins(%x, %y : tensor<3x5xf32>, tensor<5xf32>) outs(%z : tensor<3x5xf32>) attrs = {my.tag = "t"} {
  ^bb0(%p: f32, %q: f32, %r: f32):
    linalg.yield %q : f32
  } -> tensor<3x5xf32>
  linalg.generic {indexing_maps = [#ident], iterator_types = ["parallel", "reduction"], library_call = "lib_fn"} outs(%buf : memref<3x5xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 1 : index
    linalg.yield %o : f32
  }
  return %0 : tensor<3x5xf32>
}

func.func @map_reduce_short(%a: tensor<6xf32>, %b: tensor<6xf32>, %init: tensor<6xf32>, %acc: tensor<f32>, %m: memref<6xf32>) -> (tensor<6xf32>, tensor<f32>) {
  %s = linalg.map { arith.mulf } ins(%a, %b : tensor<6xf32>, tensor<6xf32>) outs(%init : tensor<6xf32>)
  %t = linalg.map { arith.negf {fastmath = #arith.fastmath<nnan>} } ins(%s : tensor<6xf32>) outs(%init : tensor<6xf32>) {note}
  %r = linalg.reduce { arith.addf } ins(%t : tensor<6xf32>) outs(%acc : tensor<f32>) dimensions = [0]
  linalg.map { math.absf } ins(%m : memref<6xf32>) outs(%m : memref<6xf32>)
  return %t, %r : tensor<6xf32>, tensor<f32>
}

func.func @map_reduce_long(%a: tensor<2x6xf32>, %init: tensor<2x6xf32>, %acc: tensor<2xf32>) -> (tensor<2x6xf32>, tensor<2xf32>) {
  %m = linalg.map ins(%a : tensor<2x6xf32>) outs(%init : tensor<2x6xf32>)
    (%v: f32, %w: f32) {
      linalg.yield %w : f32
    }
  %r = linalg.reduce ins(%a : tensor<2x6xf32>) outs(%acc : tensor<2xf32>) dimensions = [1] {note}
    (%v: f32, %w: f32) {
      linalg.yield %v : f32
    }
  return %m, %r : tensor<2x6xf32>, tensor<2xf32>
}

func.func @transpose_broadcast(%a: tensor<2x3xf32>, %t: tensor<3x2xf32>, %v: tensor<3xf32>, %b: tensor<4x3xf32>, %mt: memref<3x2xf32>, %ma: memref<2x3xf32>) -> (tensor<3x2xf32>, tensor<4x3xf32>) {
  %0 = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%t : tensor<3x2xf32>) permutation = [1, 0]
  %1 = linalg.broadcast ins(%v : tensor<3xf32>) outs(%b : tensor<4x3xf32>) dimensions = [0] {note}
  linalg.transpose ins(%ma : memref<2x3xf32>) outs(%mt : memref<3x2xf32>) permutation = [1, 0]
  return %0, %1 : tensor<3x2xf32>, tensor<4x3xf32>
}

func.func @named(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>, %c: tensor<2x4xf32>, %v: tensor<3xf32>, %w: tensor<2xf32>, %s: tensor<f32>, %f: f32, %ba: memref<5x2x3xf32>, %bb: memref<5x3x4xf32>, %bc: memref<5x2x4xf32>, %bv: memref<4xf32>, %vo: tensor<4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.fill ins(%f : f32) outs(%c : tensor<2x4xf32>) -> tensor<2x4xf32>
  %1 = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x4xf32>) outs(%0 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %2 = linalg.matvec ins(%a, %v : tensor<2x3xf32>, tensor<3xf32>) outs(%w : tensor<2xf32>) -> tensor<2xf32>
  %3 = linalg.dot ins(%v, %v : tensor<3xf32>, tensor<3xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  %4 = linalg.vecmat ins(%v, %b : tensor<3xf32>, tensor<3x4xf32>) outs(%vo : tensor<4xf32>) -> tensor<4xf32>
  linalg.batch_matmul ins(%ba, %bb : memref<5x2x3xf32>, memref<5x3x4xf32>) outs(%bc : memref<5x2x4xf32>)
  linalg.copy {note} ins(%bv : memref<4xf32>) outs(%bv : memref<4xf32>)
  %5 = linalg.exp ins(%c : tensor<2x4xf32>) outs(%c : tensor<2x4xf32>) -> tensor<2x4xf32>
  %6 = linalg.add ins(%5, %1 : tensor<2x4xf32>, tensor<2x4xf32>) outs(%c : tensor<2x4xf32>) -> tensor<2x4xf32>
  "test.keep"(%2, %3, %4) : (tensor<2xf32>, tensor<f32>, tensor<4xf32>) -> ()
  return %6 : tensor<2x4xf32>
}

func.func @matmul_variants(%a: tensor<3x2xf32>, %b: tensor<3x4xf32>, %c: tensor<2x4xf32>, %ai: memref<2x3xi8>, %bi: memref<3x4xi8>, %ci: memref<2x4xi32>) -> tensor<2x4xf32> {
  %0 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%a, %b : tensor<3x2xf32>, tensor<3x4xf32>) outs(%c : tensor<2x4xf32>) -> tensor<2x4xf32>
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%ai, %bi : memref<2x3xi8>, memref<3x4xi8>) outs(%ci : memref<2x4xi32>)
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%ai, %bi : memref<2x3xi8>, memref<3x4xi8>) outs(%ci : memref<2x4xi32>)
  %1 = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%a, %b : tensor<3x2xf32>, tensor<3x4xf32>) outs(%0 : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %1 : tensor<2x4xf32>
}

func.func @elementwise(%a: tensor<4x4xf32>, %v: tensor<4xf32>, %o: tensor<4x4xf32>, %m: memref<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%a, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%o : tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = linalg.elementwise kind=#linalg.elementwise_kind<mul> indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%0, %v : tensor<4x4xf32>, tensor<4xf32>) outs(%o : tensor<4x4xf32>) -> tensor<4x4xf32>
  linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%m : memref<4x4xf32>) outs(%m : memref<4x4xf32>)
  %2 = linalg.softmax dimension(1) ins(%1 : tensor<4x4xf32>) outs(%o : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %2 : tensor<4x4xf32>
}

func.func @windows(%in: memref<1x9x9x2xf32>, %k: memref<3x3x2x4xf32>, %out: memref<1x4x4x4xf32>, %win: memref<2x2xf32>, %pout: memref<1x8x8x2xf32>, %dk: memref<3x3x2xf32>, %dout: memref<1x7x7x2xf32>) {
  linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%in, %k : memref<1x9x9x2xf32>, memref<3x3x2x4xf32>) outs(%out : memref<1x4x4x4xf32>)
  linalg.pooling_nhwc_sum ins(%in, %win : memref<1x9x9x2xf32>, memref<2x2xf32>) outs(%pout : memref<1x8x8x2xf32>)
  linalg.pooling_nhwc_max {strides = dense<1> : vector<2xi64>, dilations = dense<[1, 1]> : vector<2xi64>} ins(%in, %win : memref<1x9x9x2xf32>, memref<2x2xf32>) outs(%pout : memref<1x8x8x2xf32>)
  linalg.depthwise_conv_2d_nhwc_hwc ins(%in, %dk : memref<1x9x9x2xf32>, memref<3x3x2xf32>) outs(%dout : memref<1x7x7x2xf32>)
  return
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d1)>
// CHECK: #map2 = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK: #map3 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK: #map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK: module {
// CHECK-LABEL: func.func @generic_forms(%arg0: tensor<3x5xf32>, %arg1: tensor<5xf32>, %arg2: tensor<3x5xf32>, %arg3: memref<3x5xf32>) -> tensor<3x5xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<3x5xf32>, tensor<5xf32>) outs(%arg2 : tensor<3x5xf32>) attrs =  {my.tag = "t"} {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in_0 : f32
// CHECK-NEXT: } -> tensor<3x5xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "reduction"], library_call = "lib_fn"} outs(%arg3 : memref<3x5xf32>) {
// CHECK-NEXT: ^bb0(%out: f32):
// CHECK-NEXT: %1 = linalg.index 1 : index
// CHECK-NEXT: linalg.yield %out : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<3x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @map_reduce_short(%arg0: tensor<6xf32>, %arg1: tensor<6xf32>, %arg2: tensor<6xf32>, %arg3: tensor<f32>, %arg4: memref<6xf32>) -> (tensor<6xf32>, tensor<f32>) {
// CHECK-NEXT: %mapped = linalg.map { arith.mulf } ins(%arg0, %arg1 : tensor<6xf32>, tensor<6xf32>) outs(%arg2 : tensor<6xf32>)
// CHECK-NEXT: %mapped_0 = linalg.map { arith.negf {fastmath = #arith.fastmath<nnan>} } ins(%mapped : tensor<6xf32>) outs(%arg2 : tensor<6xf32>) {note}
// CHECK-NEXT: %reduced = linalg.reduce { arith.addf } ins(%mapped_0 : tensor<6xf32>) outs(%arg3 : tensor<f32>) dimensions = [0]
// CHECK-NEXT: linalg.map { math.absf } ins(%arg4 : memref<6xf32>) outs(%arg4 : memref<6xf32>)
// CHECK-NEXT: return %mapped_0, %reduced : tensor<6xf32>, tensor<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @map_reduce_long(%arg0: tensor<2x6xf32>, %arg1: tensor<2x6xf32>, %arg2: tensor<2xf32>) -> (tensor<2x6xf32>, tensor<2xf32>) {
// CHECK-NEXT: %mapped = linalg.map ins(%arg0 : tensor<2x6xf32>) outs(%arg1 : tensor<2x6xf32>)
// CHECK-NEXT: (%in: f32, %init: f32) {
// CHECK-NEXT: linalg.yield %init : f32
// CHECK-NEXT: }
// CHECK-NEXT: %reduced = linalg.reduce ins(%arg0 : tensor<2x6xf32>) outs(%arg2 : tensor<2xf32>) dimensions = [1]  {note}
// CHECK-NEXT: (%in: f32, %init: f32) {
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %mapped, %reduced : tensor<2x6xf32>, tensor<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transpose_broadcast(%arg0: tensor<2x3xf32>, %arg1: tensor<3x2xf32>, %arg2: tensor<3xf32>, %arg3: tensor<4x3xf32>, %arg4: memref<3x2xf32>, %arg5: memref<2x3xf32>) -> (tensor<3x2xf32>, tensor<4x3xf32>) {
// CHECK-NEXT: %transposed = linalg.transpose ins(%arg0 : tensor<2x3xf32>) outs(%arg1 : tensor<3x2xf32>) permutation = [1, 0]
// CHECK-NEXT: %broadcasted = linalg.broadcast ins(%arg2 : tensor<3xf32>) outs(%arg3 : tensor<4x3xf32>) dimensions = [0]  {note}
// CHECK-NEXT: linalg.transpose ins(%arg5 : memref<2x3xf32>) outs(%arg4 : memref<3x2xf32>) permutation = [1, 0]
// CHECK-NEXT: return %transposed, %broadcasted : tensor<3x2xf32>, tensor<4x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @named(%arg0: tensor<2x3xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<2x4xf32>, %arg3: tensor<3xf32>, %arg4: tensor<2xf32>, %arg5: tensor<f32>, %arg6: f32, %arg7: memref<5x2x3xf32>, %arg8: memref<5x3x4xf32>, %arg9: memref<5x2x4xf32>, %arg10: memref<4xf32>, %arg11: tensor<4xf32>) -> tensor<2x4xf32> {
// CHECK-NEXT: %0 = linalg.fill ins(%arg6 : f32) outs(%arg2 : tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: %1 = linalg.matmul ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<3x4xf32>) outs(%0 : tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: %2 = linalg.matvec ins(%arg0, %arg3 : tensor<2x3xf32>, tensor<3xf32>) outs(%arg4 : tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: %3 = linalg.dot ins(%arg3, %arg3 : tensor<3xf32>, tensor<3xf32>) outs(%arg5 : tensor<f32>) -> tensor<f32>
// CHECK-NEXT: %4 = linalg.vecmat ins(%arg3, %arg1 : tensor<3xf32>, tensor<3x4xf32>) outs(%arg11 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: linalg.batch_matmul ins(%arg7, %arg8 : memref<5x2x3xf32>, memref<5x3x4xf32>) outs(%arg9 : memref<5x2x4xf32>)
// CHECK-NEXT: linalg.copy {note} ins(%arg10 : memref<4xf32>) outs(%arg10 : memref<4xf32>)
// CHECK-NEXT: %5 = linalg.exp ins(%arg2 : tensor<2x4xf32>) outs(%arg2 : tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: %6 = linalg.add ins(%5, %1 : tensor<2x4xf32>, tensor<2x4xf32>) outs(%arg2 : tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: "test.keep"(%2, %3, %4) : (tensor<2xf32>, tensor<f32>, tensor<4xf32>) -> ()
// CHECK-NEXT: return %6 : tensor<2x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matmul_variants(%arg0: tensor<3x2xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<2x4xf32>, %arg3: memref<2x3xi8>, %arg4: memref<3x4xi8>, %arg5: memref<2x4xi32>) -> tensor<2x4xf32> {
// CHECK-NEXT: %0 = linalg.matmul indexing_maps = [#map2, #map3, #map4] ins(%arg0, %arg1 : tensor<3x2xf32>, tensor<3x4xf32>) outs(%arg2 : tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg3, %arg4 : memref<2x3xi8>, memref<3x4xi8>) outs(%arg5 : memref<2x4xi32>)
// CHECK-NEXT: linalg.matmul ins(%arg3, %arg4 : memref<2x3xi8>, memref<3x4xi8>) outs(%arg5 : memref<2x4xi32>)
// CHECK-NEXT: %1 = linalg.contract indexing_maps = [#map2, #map3, #map4] ins(%arg0, %arg1 : tensor<3x2xf32>, tensor<3x4xf32>) outs(%0 : tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: return %1 : tensor<2x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @elementwise(%arg0: tensor<4x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4x4xf32>, %arg3: memref<4x4xf32>) -> tensor<4x4xf32> {
// CHECK-NEXT: %0 = linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%arg0, %arg0 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg2 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: %1 = linalg.elementwise kind=#linalg.elementwise_kind<mul> indexing_maps = [#map, #map1, #map] ins(%0, %arg1 : tensor<4x4xf32>, tensor<4xf32>) outs(%arg2 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%arg3 : memref<4x4xf32>) outs(%arg3 : memref<4x4xf32>)
// CHECK-NEXT: %2 = linalg.softmax dimension(1) ins(%1 : tensor<4x4xf32>) outs(%arg2 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: return %2 : tensor<4x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @windows(%arg0: memref<1x9x9x2xf32>, %arg1: memref<3x3x2x4xf32>, %arg2: memref<1x4x4x4xf32>, %arg3: memref<2x2xf32>, %arg4: memref<1x8x8x2xf32>, %arg5: memref<3x3x2xf32>, %arg6: memref<1x7x7x2xf32>) {
// CHECK-NEXT: linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x9x9x2xf32>, memref<3x3x2x4xf32>) outs(%arg2 : memref<1x4x4x4xf32>)
// CHECK-NEXT: linalg.pooling_nhwc_sum ins(%arg0, %arg3 : memref<1x9x9x2xf32>, memref<2x2xf32>) outs(%arg4 : memref<1x8x8x2xf32>)
// CHECK-NEXT: linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%arg0, %arg3 : memref<1x9x9x2xf32>, memref<2x2xf32>) outs(%arg4 : memref<1x8x8x2xf32>)
// CHECK-NEXT: linalg.depthwise_conv_2d_nhwc_hwc ins(%arg0, %arg5 : memref<1x9x9x2xf32>, memref<3x3x2xf32>) outs(%arg6 : memref<1x7x7x2xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// linalg.map / reduce / transpose / broadcast / elementwise / matmul variants.
func.func @structured_tensor(%a: tensor<8x16xf32>, %b: tensor<8x16xf32>, %init: tensor<8x16xf32>, %r: tensor<8xf32>, %t: tensor<16x8xf32>, %v: tensor<16xf32>) -> tensor<8x16xf32> {
  %m = linalg.map ins(%a, %b : tensor<8x16xf32>, tensor<8x16xf32>) outs(%init : tensor<8x16xf32>)
    (%x: f32, %y: f32, %o: f32) {
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    }
  %m2 = linalg.map { math.absf } ins(%m : tensor<8x16xf32>) outs(%init : tensor<8x16xf32>)
  %red = linalg.reduce ins(%a : tensor<8x16xf32>) outs(%r : tensor<8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %red2 = linalg.reduce { arith.maximumf } ins(%a : tensor<8x16xf32>) outs(%r : tensor<8xf32>) dimensions = [1]
  %tr = linalg.transpose ins(%a : tensor<8x16xf32>) outs(%t : tensor<16x8xf32>) permutation = [1, 0]
  %bc = linalg.broadcast ins(%v : tensor<16xf32>) outs(%init : tensor<8x16xf32>) dimensions = [0]
  %ew = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a, %b : tensor<8x16xf32>, tensor<8x16xf32>) outs(%init : tensor<8x16xf32>) -> tensor<8x16xf32>
  %ew1 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%ew : tensor<8x16xf32>) outs(%init : tensor<8x16xf32>) -> tensor<8x16xf32>
  %e88 = tensor.empty() : tensor<8x8xf32>
  %mt = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%t, %t : tensor<16x8xf32>, tensor<16x8xf32>) outs(%e88 : tensor<8x8xf32>) -> tensor<8x8xf32>
  "foo.keep"(%m2, %red, %red2, %tr, %bc, %ew1, %mt) : (tensor<8x16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16x8xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x8xf32>) -> ()
  return %m : tensor<8x16xf32>
}

func.func @structured_memref(%a: memref<8x16xf32>, %out: memref<8x16xf32>, %r: memref<16xf32>, %t: memref<16x8xf32>, %ai: memref<4x4xi8>, %bi: memref<4x4xi8>, %ci: memref<4x4xi32>) {
  linalg.map ins(%a : memref<8x16xf32>) outs(%out : memref<8x16xf32>)
    (%x: f32, %o: f32) {
      %n = arith.negf %x : f32
      linalg.yield %n : f32
    }
  linalg.reduce ins(%a : memref<8x16xf32>) outs(%r : memref<16xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.mulf %in, %acc : f32
      linalg.yield %s : f32
    }
  linalg.transpose ins(%a : memref<8x16xf32>) outs(%t : memref<16x8xf32>) permutation = [1, 0]
  linalg.broadcast ins(%r : memref<16xf32>) outs(%out : memref<8x16xf32>) dimensions = [0]
  linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%a, %out : memref<8x16xf32>, memref<8x16xf32>) outs(%out : memref<8x16xf32>)
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%ai, %bi : memref<4x4xi8>, memref<4x4xi8>) outs(%ci : memref<4x4xi32>)
  return
}

// FLAGS: -canonicalize
#m0 = affine_map<(d0, d1, d2) -> (d0, d2)>
#m1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#m2 = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @f(%a: memref<4xf32>, %b: memref<4xf32>, %m: memref<4x4xf32>, %s: memref<f32>) {
  %ca = memref.cast %a : memref<4xf32> to memref<?xf32>
  %cb = memref.cast %b : memref<4xf32> to memref<?xf32>
  %cm = memref.cast %m : memref<4x4xf32> to memref<?x?xf32>
  linalg.reduce ins(%cm : memref<?x?xf32>) outs(%ca : memref<?xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %z = arith.addf %x, %y : f32
      linalg.yield %z : f32
    }
  linalg.broadcast ins(%ca : memref<?xf32>) outs(%cm : memref<?x?xf32>) dimensions = [1]
  linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%ca : memref<?xf32>) outs(%cb : memref<?xf32>)
  linalg.contract indexing_maps = [#m0, #m1, #m2] ins(%cm, %cm : memref<?x?xf32>, memref<?x?xf32>) outs(%cm : memref<?x?xf32>)
  linalg.exp ins(%ca : memref<?xf32>) outs(%cb : memref<?xf32>)
  linalg.matvec ins(%cm, %ca : memref<?x?xf32>, memref<?xf32>) outs(%cb : memref<?xf32>)
  linalg.dot ins(%ca, %cb : memref<?xf32>, memref<?xf32>) outs(%s : memref<f32>)
  linalg.max ins(%ca, %cb : memref<?xf32>, memref<?xf32>) outs(%ca : memref<?xf32>)
  return
}

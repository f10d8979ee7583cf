// FLAGS: -canonicalize
#id = affine_map<(d0) -> (d0)>
func.func @f(%a: memref<4xf32>, %b: memref<4xf32>, %m: memref<4x4xf32>, %v: f32) {
  %ca = memref.cast %a : memref<4xf32> to memref<?xf32>
  %cb = memref.cast %b : memref<4xf32> to memref<?xf32>
  %cm = memref.cast %m : memref<4x4xf32> to memref<?x?xf32>
  linalg.fill ins(%v : f32) outs(%ca : memref<?xf32>)
  linalg.add ins(%ca, %cb : memref<?xf32>, memref<?xf32>) outs(%ca : memref<?xf32>)
  linalg.copy ins(%ca : memref<?xf32>) outs(%cb : memref<?xf32>)
  linalg.matmul ins(%cm, %cm : memref<?x?xf32>, memref<?x?xf32>) outs(%cm : memref<?x?xf32>)
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%ca : memref<?xf32>) outs(%cb : memref<?xf32>) {
  ^bb0(%i: f32, %o: f32):
    linalg.yield %i : f32
  }
  linalg.map ins(%ca : memref<?xf32>) outs(%cb : memref<?xf32>)
    (%x: f32, %o2: f32) {
      %y = arith.negf %x : f32
      linalg.yield %y : f32
    }
  linalg.transpose ins(%cm : memref<?x?xf32>) outs(%cm : memref<?x?xf32>) permutation = [1, 0]
  return
}

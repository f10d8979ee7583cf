// FLAGS: -buffer-deallocation-pipeline
#id = affine_map<(d0) -> (d0)>
func.func @generic_region(%x: memref<4xf32>) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : memref<4xf32>) outs(%a : memref<4xf32>) {
  ^bb0(%i: f32, %o: f32):
    %s = arith.addf %i, %i : f32
    linalg.yield %s : f32
  }
  return %a : memref<4xf32>
}

// FLAGS: -buffer-deallocation-pipeline
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @graph(%arg0: memref<64x64xf32, strided<[?, ?], offset: ?>>, %arg1: memref<64x64xf32, strided<[?, ?], offset: ?>>) -> memref<64x64xf32> {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<64x64xf32>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1, %arg0 : memref<64x64xf32, strided<[?, ?], offset: ?>>, memref<64x64xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<64x64xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %0 = arith.mulf %in, %in_2 : f32
      linalg.yield %0 : f32
    }
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<64x64xf32>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1, %alloc : memref<64x64xf32, strided<[?, ?], offset: ?>>, memref<64x64xf32>) outs(%alloc_0 : memref<64x64xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %0 = arith.addf %in, %in_2 : f32
      linalg.yield %0 : f32
    }
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<64x64xf32>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg0 : memref<64x64xf32, strided<[?, ?], offset: ?>>, memref<64x64xf32, strided<[?, ?], offset: ?>>) outs(%alloc_1 : memref<64x64xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %0 = arith.mulf %in, %in_2 : f32
      linalg.yield %0 : f32
    }
    %cast = memref.cast %alloc_1 : memref<64x64xf32> to memref<64x64xf32, strided<[?, ?], offset: ?>>
    return %alloc_1 : memref<64x64xf32>
  }
}


// FLAGS: -buffer-deallocation-pipeline
// already-bufferized linalg code with temporaries, views and a conditional copy-back
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @smooth(%in: memref<8x8xf32>, %out: memref<8x8xf32>, %twice: i1) {
  %tmp = memref.alloc() : memref<8x8xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%in : memref<8x8xf32>) outs(%tmp : memref<8x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %h = arith.constant 0.5 : f32
    %m = arith.mulf %a, %h : f32
    linalg.yield %m : f32
  }
  %src = scf.if %twice -> (memref<8x8xf32>) {
    %tmp2 = memref.alloc() : memref<8x8xf32>
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%tmp : memref<8x8xf32>) outs(%tmp2 : memref<8x8xf32>) {
    ^bb0(%a: f32, %b: f32):
      %h = arith.constant 0.5 : f32
      %m = arith.mulf %a, %h : f32
      linalg.yield %m : f32
    }
    scf.yield %tmp2 : memref<8x8xf32>
  } else {
    scf.yield %tmp : memref<8x8xf32>
  }
  %inner = memref.subview %src[1, 1] [6, 6] [1, 1] : memref<8x8xf32> to memref<6x6xf32, strided<[8, 1], offset: 9>>
  %dst = memref.subview %out[1, 1] [6, 6] [1, 1] : memref<8x8xf32> to memref<6x6xf32, strided<[8, 1], offset: 9>>
  memref.copy %inner, %dst : memref<6x6xf32, strided<[8, 1], offset: 9>> to memref<6x6xf32, strided<[8, 1], offset: 9>>
  return
}

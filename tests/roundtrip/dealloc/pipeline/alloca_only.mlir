// FLAGS: -buffer-deallocation-pipeline
func.func @alloca_only(%c: i1) -> f32 {
  %a = memref.alloca() : memref<4xf32>
  %b = memref.alloca() : memref<4xf32>
  %s = arith.select %c, %a, %b : memref<4xf32>
  %i = arith.constant 0 : index
  %v = memref.load %s[%i] : memref<4xf32>
  return %v : f32
}
func.func @alloca_returned() -> memref<4xf32> {
  %a = memref.alloca() : memref<4xf32>
  return %a : memref<4xf32>
}

// FLAGS: -buffer-deallocation-pipeline
func.func @select_arg(%c: i1, %arg: memref<2xf32>) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %s = arith.select %c, %a, %arg : memref<2xf32>
  %f = arith.constant 1.0 : f32
  %i = arith.constant 0 : index
  memref.store %f, %s[%i] : memref<2xf32>
  return %arg : memref<2xf32>
}

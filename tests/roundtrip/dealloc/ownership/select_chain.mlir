// FLAGS: -ownership-based-buffer-deallocation
func.func @select_chain(%c0: i1, %c1: i1, %arg: memref<2xf64>) -> memref<2xf64> {
  %a = memref.alloc() : memref<2xf64>
  %b = memref.alloca() : memref<2xf64>
  %s0 = arith.select %c0, %a, %b : memref<2xf64>
  %s1 = arith.select %c1, %s0, %arg : memref<2xf64>
  %k = memref.alloc() : memref<2xf64>
  memref.copy %s1, %k : memref<2xf64> to memref<2xf64>
  return %k : memref<2xf64>
}
func.func @select_return(%c: i1) -> memref<2xf64> {
  %a = memref.alloc() : memref<2xf64>
  %b = memref.alloc() : memref<2xf64>
  %s = arith.select %c, %a, %b : memref<2xf64>
  return %s : memref<2xf64>
}

// FLAGS: -buffer-deallocation-pipeline
func.func private @priv(%a: memref<2xf32>, %c: i1) -> (memref<2xf32>, i32) {
  %b = memref.alloc() : memref<2xf32>
  %s = arith.select %c, %a, %b : memref<2xf32>
  %z = arith.constant 0 : i32
  return %s, %z : memref<2xf32>, i32
}
func.func private @ext(%a: memref<2xf32>) -> memref<2xf32>
func.func @pub(%a: memref<2xf32>) -> memref<2xf32> {
  %b = memref.alloc() : memref<2xf32>
  return %b : memref<2xf32>
}
func.func @caller(%c: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %r:2 = call @priv(%a, %c) : (memref<2xf32>, i1) -> (memref<2xf32>, i32)
  %e = call @ext(%r#0) : (memref<2xf32>) -> memref<2xf32>
  %p = call @pub(%e) : (memref<2xf32>) -> memref<2xf32>
  %s = arith.select %c, %p, %r#0 : memref<2xf32>
  return %s : memref<2xf32>
}

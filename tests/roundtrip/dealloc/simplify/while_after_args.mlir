// FLAGS: -ownership-based-buffer-deallocation -canonicalize -buffer-deallocation-simplification
func.func @while_args(%n: i32, %x: memref<2xf32>) -> (memref<2xf32>, i32) {
  %c1 = arith.constant 1 : i32
  %a = memref.alloc() : memref<2xf32>
  %r:2 = scf.while (%cnt = %c1, %buf = %a) : (i32, memref<2xf32>) -> (memref<2xf32>, i32) {
    %lt = arith.cmpi slt, %cnt, %n : i32
    %t = memref.alloc() : memref<2xf32>
    memref.copy %buf, %t : memref<2xf32> to memref<2xf32>
    scf.condition(%lt) %t, %cnt : memref<2xf32>, i32
  } do {
  ^bb0(%m: memref<2xf32>, %k: i32):
    %k1 = arith.addi %k, %c1 : i32
    scf.yield %k1, %x : i32, memref<2xf32>
  }
  return %r#0, %r#1 : memref<2xf32>, i32
}

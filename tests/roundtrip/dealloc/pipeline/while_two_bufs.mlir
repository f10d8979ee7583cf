// FLAGS: -buffer-deallocation-pipeline
// scf.while whose condition forwards the buffers in a different order than they came in
func.func @wswap(%a: memref<4xf32>, %n: i32) -> (memref<4xf32>, memref<4xf32>) {
  %c1 = arith.constant 1 : i32
  %b0 = memref.alloc() : memref<4xf32>
  %r:3 = scf.while (%x = %a, %y = %b0, %k = %n) : (memref<4xf32>, memref<4xf32>, i32) -> (memref<4xf32>, memref<4xf32>, i32) {
    %z = arith.constant 0 : i32
    %go = arith.cmpi sgt, %k, %z : i32
    scf.condition(%go) %y, %x, %k : memref<4xf32>, memref<4xf32>, i32
  } do {
  ^bb0(%p: memref<4xf32>, %q: memref<4xf32>, %kk: i32):
    %nb = memref.alloc() : memref<4xf32>
    memref.copy %p, %nb : memref<4xf32> to memref<4xf32>
    %k2 = arith.subi %kk, %c1 : i32
    scf.yield %nb, %q, %k2 : memref<4xf32>, memref<4xf32>, i32
  }
  return %r#0, %r#1 : memref<4xf32>, memref<4xf32>
}

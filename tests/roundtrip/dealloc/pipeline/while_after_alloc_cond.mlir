// FLAGS: -buffer-deallocation-pipeline
// scf.while whose before region allocates the value passed to the after region
func.func @wcond(%x: memref<4xf32>, %n: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%b = %x, %k = %c0) : (memref<4xf32>, index) -> (memref<4xf32>, index) {
    %fresh = memref.alloc() : memref<4xf32>
    memref.copy %b, %fresh : memref<4xf32> to memref<4xf32>
    %go = arith.cmpi ult, %k, %n : index
    scf.condition(%go) %fresh, %k : memref<4xf32>, index
  } do {
  ^bb0(%bb: memref<4xf32>, %kk: index):
    %k1 = arith.addi %kk, %c1 : index
    scf.yield %bb, %k1 : memref<4xf32>, index
  }
  return %r#0 : memref<4xf32>
}

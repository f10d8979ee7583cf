// FLAGS: -buffer-deallocation-pipeline=private-function-dynamic-ownership
// an scf.while whose condition region picks the forwarded buffer with scf.if
func.func @wbi(%x: memref<4xf32>, %n: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%b = %x, %k = %c0) : (memref<4xf32>, index) -> (memref<4xf32>, index) {
    %go = arith.cmpi ult, %k, %n : index
    %f = scf.if %go -> (memref<4xf32>) {
      %t = memref.alloc() : memref<4xf32>
      memref.copy %b, %t : memref<4xf32> to memref<4xf32>
      scf.yield %t : memref<4xf32>
    } else {
      scf.yield %b : memref<4xf32>
    }
    scf.condition(%go) %f, %k : memref<4xf32>, index
  } do {
  ^bb0(%bb: memref<4xf32>, %kk: index):
    %k1 = arith.addi %kk, %c1 : index
    scf.yield %bb, %k1 : memref<4xf32>, index
  }
  return %r#0 : memref<4xf32>
}

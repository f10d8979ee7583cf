// FLAGS: -buffer-deallocation-pipeline=private-function-dynamic-ownership
// scf.for inside scf.if inside scf.while, each level allocating and forwarding
func.func @deep(%x: memref<?xf32>, %n: index, %c: i1) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%b = %x, %k = %c0) : (memref<?xf32>, index) -> (memref<?xf32>, index) {
    %go = arith.cmpi ult, %k, %n : index
    scf.condition(%go) %b, %k : memref<?xf32>, index
  } do {
  ^bb0(%bb: memref<?xf32>, %kk: index):
    %d = memref.dim %bb, %c0 : memref<?xf32>
    %y = scf.if %c -> (memref<?xf32>) {
      %z = scf.for %i = %c0 to %kk step %c1 iter_args(%it = %bb) -> (memref<?xf32>) {
        %t = memref.alloc(%d) : memref<?xf32>
        memref.copy %it, %t : memref<?xf32> to memref<?xf32>
        scf.yield %t : memref<?xf32>
      }
      scf.yield %z : memref<?xf32>
    } else {
      %t = memref.alloca(%d) : memref<?xf32>
      %h = memref.alloc(%d) : memref<?xf32>
      memref.copy %t, %h : memref<?xf32> to memref<?xf32>
      scf.yield %h : memref<?xf32>
    }
    %k1 = arith.addi %kk, %c1 : index
    scf.yield %y, %k1 : memref<?xf32>, index
  }
  return %r#0 : memref<?xf32>
}

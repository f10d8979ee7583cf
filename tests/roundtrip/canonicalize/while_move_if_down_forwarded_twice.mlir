// FLAGS: -canonicalize
// The branch right before the loop condition moves into the loop body, and
// the condition forwards its result at two positions. As in mlir-opt 22,
// only the first position's body argument takes the branch's then value;
// the second keeps the else value (`-canonicalize=fix-while-move-if-down`
// gives both the then value; see tests/lit/canonicalize).
func.func @twice(%start: memref<8xi32>, %spare: memref<8xi32>) {
  %yes = arith.constant true
  %r:2 = scf.while (%x = %start, %y = %start) : (memref<8xi32>, memref<8xi32>) -> (memref<8xi32>, memref<8xi32>) {
    %sel:2 = scf.if %yes -> (memref<8xi32>, memref<8xi32>) {
      %fresh = memref.alloc() : memref<8xi32>
      memref.copy %fresh, %y : memref<8xi32> to memref<8xi32>
      scf.yield %spare, %fresh : memref<8xi32>, memref<8xi32>
    } else {
      scf.yield %spare, %x : memref<8xi32>, memref<8xi32>
    }
    scf.condition(%yes) %sel#1, %sel#1 : memref<8xi32>, memref<8xi32>
  } do {
  ^bb0(%p: memref<8xi32>, %q: memref<8xi32>):
    scf.yield %p, %q : memref<8xi32>, memref<8xi32>
  }
  return
}

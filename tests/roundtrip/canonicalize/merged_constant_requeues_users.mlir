// FLAGS: -canonicalize
// A constant merged into an equal one while the worklist is seeded puts its
// users (and their ancestors) on the worklist right then: the branch on the
// second `true`, nested in the loop, is folded before the loop's own
// patterns are tried, so the loop keeps the allocation in its condition
// region. Where the branch already names the first constant, the loop is
// tried first and the branch moves into the body instead.
func.func @merged(%start: memref<8xi32>, %spare: memref<8xi32>) {
  %yes = arith.constant true
  %also_yes = arith.constant true
  %r:2 = scf.while (%x = %start, %y = %start) : (memref<8xi32>, memref<8xi32>) -> (memref<8xi32>, memref<8xi32>) {
    %sel:2 = scf.if %also_yes -> (memref<8xi32>, memref<8xi32>) {
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

func.func @nested_in_branch(%start: memref<8xi32>, %spare: memref<8xi32>) {
  %yes = arith.constant true
  scf.if %yes {
    %again = arith.constant true
    %r = scf.while (%x = %start) : (memref<8xi32>) -> memref<8xi32> {
      %sel = scf.if %again -> memref<8xi32> {
        %fresh = memref.alloc() : memref<8xi32>
        memref.copy %fresh, %x : memref<8xi32> to memref<8xi32>
        scf.yield %fresh : memref<8xi32>
      } else {
        scf.yield %spare : memref<8xi32>
      }
      scf.condition(%yes) %sel : memref<8xi32>
    } do {
    ^bb0(%p: memref<8xi32>):
      scf.yield %p : memref<8xi32>
    }
  }
  return
}

func.func @same_constant(%start: memref<8xi32>, %spare: memref<8xi32>) {
  %yes = arith.constant true
  %r = scf.while (%x = %start) : (memref<8xi32>) -> memref<8xi32> {
    %sel = scf.if %yes -> memref<8xi32> {
      %fresh = memref.alloc() : memref<8xi32>
      memref.copy %fresh, %x : memref<8xi32> to memref<8xi32>
      scf.yield %fresh : memref<8xi32>
    } else {
      scf.yield %spare : memref<8xi32>
    }
    scf.condition(%yes) %sel : memref<8xi32>
  } do {
  ^bb0(%p: memref<8xi32>):
    scf.yield %p : memref<8xi32>
  }
  return
}

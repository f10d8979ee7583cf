// FLAGS: -buffer-deallocation-pipeline
// Buffers made in the then, else and join regions of test.region_if: the
// passes follow its declared region graph (then and else both continue into
// join, join returns to the op), not a shape of scf.if.
// A buffer made in one branch flows through the join region and out of the function.
func.func @alloc_in_else(%n : index, %m : index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %r = test.region_if %a : memref<?xf32> -> (memref<?xf32>) then {
    ^bb0(%x : memref<?xf32>):
      test.region_if_yield %x : memref<?xf32>
  } else {
    ^bb0(%x : memref<?xf32>):
      %b = memref.alloc(%m) : memref<?xf32>
      test.buffer_based in(%x : memref<?xf32>) out(%b : memref<?xf32>)
      test.region_if_yield %b : memref<?xf32>
  } join {
    ^bb0(%y : memref<?xf32>):
      test.region_if_yield %y : memref<?xf32>
  }
  return %r : memref<?xf32>
}

// The join region makes a fresh buffer from what the branches hand it; the
// branches' buffers die there.
func.func @alloc_in_join(%n : index, %in : memref<?xf32>) -> memref<?xf32> {
  %r = test.region_if %in, %n : memref<?xf32>, index -> (memref<?xf32>) then {
    ^bb0(%x : memref<?xf32>, %k : index):
      %t = memref.alloc(%k) : memref<?xf32>
      test.copy(%x, %t) : (memref<?xf32>, memref<?xf32>)
      test.region_if_yield %t : memref<?xf32>
  } else {
    ^bb0(%x : memref<?xf32>, %k : index):
      test.region_if_yield %x : memref<?xf32>
  } join {
    ^bb0(%y : memref<?xf32>):
      %c0 = arith.constant 0 : index
      %d = memref.dim %y, %c0 : memref<?xf32>
      %z = memref.alloc(%d) : memref<?xf32>
      test.copy(%y, %z) : (memref<?xf32>, memref<?xf32>)
      test.region_if_yield %z : memref<?xf32>
  }
  return %r : memref<?xf32>
}

// A result that is only read after the op, then dropped.
func.func @result_read_then_dropped(%in : memref<4xf32>, %out : memref<4xf32>) {
  %r = test.region_if %in : memref<4xf32> -> (memref<4xf32>) then {
    ^bb0(%x : memref<4xf32>):
      %t = memref.alloc() : memref<4xf32>
      test.copy(%x, %t) : (memref<4xf32>, memref<4xf32>)
      test.region_if_yield %t : memref<4xf32>
  } else {
    ^bb0(%x : memref<4xf32>):
      test.region_if_yield %x : memref<4xf32>
  } join {
    ^bb0(%y : memref<4xf32>):
      test.region_if_yield %y : memref<4xf32>
  }
  test.copy(%r, %out) : (memref<4xf32>, memref<4xf32>)
  return
}

// Nested inside an scf.if, with an allocation that could move out of the branch.
func.func @nested(%c : i1, %n : index, %in : memref<?xf32>, %out : memref<?xf32>) {
  scf.if %c {
    %r = test.region_if %in : memref<?xf32> -> (memref<?xf32>) then {
      ^bb0(%x : memref<?xf32>):
        %t = memref.alloc(%n) : memref<?xf32>
        test.copy(%x, %t) : (memref<?xf32>, memref<?xf32>)
        test.region_if_yield %t : memref<?xf32>
    } else {
      ^bb0(%x : memref<?xf32>):
        %u = memref.alloc(%n) : memref<?xf32>
        test.copy(%x, %u) : (memref<?xf32>, memref<?xf32>)
        test.region_if_yield %u : memref<?xf32>
    } join {
      ^bb0(%y : memref<?xf32>):
        test.region_if_yield %y : memref<?xf32>
    }
    test.copy(%r, %out) : (memref<?xf32>, memref<?xf32>)
  }
  return
}

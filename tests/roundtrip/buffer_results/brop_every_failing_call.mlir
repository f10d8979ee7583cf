// FLAGS: -buffer-results-to-out-params
// A call whose dynamically shaped result cannot become an out-parameter fails
// the pass, but the rewrite goes on with the following calls (nested ones
// included): each failing call is reported, printed as the IR stands when it
// is reached (earlier calls rewritten, allocations made for the earlier
// results of the failing call itself left in place).
func.func private @two(%m: memref<?xf32>) -> (memref<4xf32>, memref<?xf32>) {
  %a = memref.alloc() : memref<4xf32>
  return %a, %m : memref<4xf32>, memref<?xf32>
}
func.func private @one(%m: memref<?xf32>) -> (i32, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %c = arith.constant 1 : i32
  return %c, %a : i32, memref<4xf32>
}
func.func @g(%m: memref<?xf32>, %b: i1) -> i32 {
  %x:2 = func.call @one(%m) : (memref<?xf32>) -> (i32, memref<4xf32>)
  %a:2 = func.call @two(%m) : (memref<?xf32>) -> (memref<4xf32>, memref<?xf32>)
  %r = scf.if %b -> i32 {
    %y:2 = func.call @one(%m) : (memref<?xf32>) -> (i32, memref<4xf32>)
    %z:2 = func.call @two(%m) : (memref<?xf32>) -> (memref<4xf32>, memref<?xf32>)
    scf.yield %y#0 : i32
  } else {
    scf.yield %x#0 : i32
  }
  %c:2 = func.call @two(%m) : (memref<?xf32>) -> (memref<4xf32>, memref<?xf32>)
  return %r : i32
}

// FLAGS: -buffer-deallocation-pipeline
// private helper returning a fresh or aliased buffer, called inside a loop with the carried buffer
func.func private @maybe_copy(%x: memref<4xf32>, %c: i1) -> memref<4xf32> {
  %r = scf.if %c -> (memref<4xf32>) {
    %a = memref.alloc() : memref<4xf32>
    memref.copy %x, %a : memref<4xf32> to memref<4xf32>
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %x : memref<4xf32>
  }
  return %r : memref<4xf32>
}
func.func private @ext(memref<4xf32>) -> memref<4xf32>
func.func @looper(%n: index, %x: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%b = %x) -> (memref<4xf32>) {
    %rem = arith.remui %i, %c2 : index
    %odd = arith.cmpi eq, %rem, %c1 : index
    %y = func.call @maybe_copy(%b, %odd) : (memref<4xf32>, i1) -> memref<4xf32>
    %z = func.call @ext(%y) : (memref<4xf32>) -> memref<4xf32>
    scf.yield %z : memref<4xf32>
  }
  return %r : memref<4xf32>
}

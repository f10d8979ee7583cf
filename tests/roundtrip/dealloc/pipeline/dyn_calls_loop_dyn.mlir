// FLAGS: -buffer-deallocation-pipeline=private-function-dynamic-ownership
func.func private @bump(%m: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %r = scf.if %c -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    memref.copy %m, %a : memref<2xf32> to memref<2xf32>
    scf.yield %a : memref<2xf32>
  } else {
    scf.yield %m : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func private @ext(memref<2xf32>) -> memref<2xf32>
func.func @driver(%n: index, %c: i1) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<2xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%m = %init) -> (memref<2xf32>) {
    %b = func.call @bump(%m, %c) : (memref<2xf32>, i1) -> memref<2xf32>
    %e = func.call @ext(%b) : (memref<2xf32>) -> memref<2xf32>
    %s = arith.select %c, %b, %e : memref<2xf32>
    scf.yield %s : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// FLAGS: -buffer-deallocation-pipeline=private-function-dynamic-ownership
func.func private @rec(%n: index, %m: memref<3xf32>) -> memref<3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> memref<3xf32> {
    scf.yield %m : memref<3xf32>
  } else {
    %a = memref.alloc() : memref<3xf32>
    memref.copy %m, %a : memref<3xf32> to memref<3xf32>
    %k = arith.subi %n, %c1 : index
    %q = func.call @rec(%k, %a) : (index, memref<3xf32>) -> memref<3xf32>
    scf.yield %q : memref<3xf32>
  }
  return %r : memref<3xf32>
}

// FLAGS: -buffer-deallocation-pipeline
// a recursive private function returning either a new buffer or its argument
func.func private @rec(%x: memref<2xf32>, %n: index) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %z -> (memref<2xf32>) {
    scf.yield %x : memref<2xf32>
  } else {
    %a = memref.alloc() : memref<2xf32>
    memref.copy %x, %a : memref<2xf32> to memref<2xf32>
    %m = arith.subi %n, %c1 : index
    %y = func.call @rec(%a, %m) : (memref<2xf32>, index) -> memref<2xf32>
    scf.yield %y : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func @entry(%x: memref<2xf32>) -> memref<2xf32> {
  %c3 = arith.constant 3 : index
  %r = func.call @rec(%x, %c3) : (memref<2xf32>, index) -> memref<2xf32>
  return %r : memref<2xf32>
}

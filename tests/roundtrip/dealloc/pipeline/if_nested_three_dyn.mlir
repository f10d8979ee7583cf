// FLAGS: -buffer-deallocation-pipeline=private-function-dynamic-ownership
// three nested scf.if levels, innermost allocating, with a buffer from outside passed through
func.func @n3(%a: i1, %b: i1, %c: i1, %x: memref<2xi32>) -> memref<2xi32> {
  %o = memref.alloc() : memref<2xi32>
  %r = scf.if %a -> (memref<2xi32>) {
    %r2 = scf.if %b -> (memref<2xi32>) {
      %r3 = scf.if %c -> (memref<2xi32>) {
        %n = memref.alloc() : memref<2xi32>
        scf.yield %n : memref<2xi32>
      } else {
        scf.yield %o : memref<2xi32>
      }
      scf.yield %r3 : memref<2xi32>
    } else {
      scf.yield %x : memref<2xi32>
    }
    scf.yield %r2 : memref<2xi32>
  } else {
    scf.yield %o : memref<2xi32>
  }
  memref.copy %x, %o : memref<2xi32> to memref<2xi32>
  return %r : memref<2xi32>
}

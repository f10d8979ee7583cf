// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f(%c: i1, %m: memref<i32>, %x: i32) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  scf.if %n {
    memref.store %x, %m[] : memref<i32>
  } else {
    "test.other"() : () -> ()
  }
  "test.sep"() : () -> ()
  scf.if %c {
    memref.store %x, %m[] : memref<i32>
  } else {
  }
  return
}

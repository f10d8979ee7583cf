// FLAGS: -canonicalize --mlir-print-debuginfo
// The folder's constants: one merged with an equal one is at the unknown
// location, one hoisted out of a nested block too, one moved up within
// the entry block keeps its own; a folded result is at the folded op.
func.func @consts(%a: i32, %m: memref<4xi32>, %c: i1) -> i32 {
  %c0 = arith.constant 0 : index
  memref.store %a, %m[%c0] : memref<4xi32>
  %c1 = arith.constant 1 : index
  memref.store %a, %m[%c1] : memref<4xi32>
  %c1b = arith.constant 1 : index
  memref.store %a, %m[%c1b] : memref<4xi32>
  %two = arith.constant 2 : i32
  %three = arith.constant 3 : i32
  %six = arith.muli %two, %three : i32
  %r = scf.if %c -> i32 {
    %c9 = arith.constant 9 : i32
    %p = arith.muli %a, %c9 : i32
    scf.yield %p : i32
  } else {
    scf.yield %six : i32
  }
  return %r : i32
}

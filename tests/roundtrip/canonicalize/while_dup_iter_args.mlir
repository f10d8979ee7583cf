// FLAGS: --allow-unregistered-dialect -canonicalize
// Two scf.while iter_args with the same init value and the same yielded value: mlir-opt merges them.
func.func @f(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %false = arith.constant false
  %true = arith.constant true
  %r = scf.while (%k = %c0, %a = %false, %b = %false) : (i32, i1, i1) -> i32 {
    %go = arith.cmpi slt, %k, %n : i32
    "test.use"(%a, %b) : (i1, i1) -> ()
    scf.condition(%go) %k : i32
  } do {
  ^bb0(%k: i32):
    %k1 = arith.addi %k, %c1 : i32
    scf.yield %k1, %true, %true : i32, i1, i1
  }
  return %r : i32
}

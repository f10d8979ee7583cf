// FLAGS: --allow-unregistered-dialect -canonicalize
// Consecutive ifs with results on the same condition merge.
func.func @f(%c: i1, %a: i32) -> (i32, i32) {
  %x = scf.if %c -> (i32) {
    %t = "foo.t"() : () -> i32
    scf.yield %t : i32
  } else {
    scf.yield %a : i32
  }
  %y = scf.if %c -> (i32) {
    %u = "foo.u"(%x) : (i32) -> i32
    scf.yield %u : i32
  } else {
    %w = "foo.w"(%x) : (i32) -> i32
    scf.yield %w : i32
  }
  return %x, %y : i32, i32
}

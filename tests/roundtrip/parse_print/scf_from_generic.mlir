// scf ops written in generic form, printed in custom form (implicit terminators elided).
func.func @g(%lb: index, %ub: index, %c: i1) {
  "scf.for"(%lb, %ub, %ub) ({
  ^bb0(%iv: index):
    "foo.x"(%iv) : (index) -> ()
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  "scf.if"(%c) ({
    "foo.y"() : () -> ()
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) {tag} : (i1) -> ()
  "scf.forall"(%ub) <{mapping = [], operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  return
}

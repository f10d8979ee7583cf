// FLAGS: --split-input-file
// Generic cf.switch and scf.index_switch with the wrong number of results, operands,
// successors or regions: the structural counts are reported before the op's own checks and
// before a misplaced terminator.
func.func @a(%i: i32, %j: index) {
  "cf.switch"(%i) [^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
// -----
func.func @b(%i: i32, %j: index) {
  "cf.switch"() [^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> (i32)
^bb1:
  return
}
// -----
func.func @c(%i: i32, %j: index) {
  %0 = "scf.index_switch"() ({ scf.yield }) : () -> (i32)
  return
}
// -----
func.func @d(%i: i32, %j: index) {
  "scf.index_switch"(%j) <{cases = array<i64: 1>}> ({ scf.yield }) : (index) -> ()
  return
}
// -----
func.func @e(%i: i32, %j: index) {
  "scf.index_switch"(%j, %j) <{cases = array<i64>}> ({ scf.yield }) : (index, index) -> ()
  return
}
// -----
func.func @f(%i: i32, %j: index) {
  "scf.index_switch"(%j) <{cases = array<i64>}> : (index) -> ()
  return
}
// -----
func.func @g(%i: i32, %j: index) {
  "cf.switch"(%i) <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  return
}
// -----
func.func @h(%i: i32, %j: index) {
  "cf.switch"(%i, %i) [^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32, i32) -> ()
^bb1:
  return
}
// -----
func.func @k(%i: i32, %j: index) {
  "scf.index_switch"() <{cases = array<i64>}> ({ scf.yield }) : () -> (i32)
  return
}

// FLAGS: -canonicalize
// Constant folds of the index ops: a constant index over a static basis
// splits into constants (with and without an outer bound) and constant
// indices linearize to a constant; a single result or index is the operand.
func.func @folds(%n: index) -> (index, index, index, index, index, index, index, index) {
  %c29 = arith.constant 29 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %d:3 = affine.delinearize_index %c29 into (3, 5) : index, index, index
  %e:2 = affine.delinearize_index %c29 into (7, 5) : index, index
  %l = affine.linearize_index [%c2, %c4, %c2] by (3, 5) : index
  %m = affine.linearize_index disjoint [%c2, %c4] by (6, 5) : index
  %one = affine.linearize_index [%n] by (8) : index
  %same = affine.delinearize_index %n into (8) : index
  return %d#0, %d#1, %d#2, %e#0, %l, %m, %one, %same : index, index, index, index, index, index, index, index
}

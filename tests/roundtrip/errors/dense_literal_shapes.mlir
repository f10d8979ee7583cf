// FLAGS: --split-input-file
// Dense literals: nested lists must agree in shape element by element, a
// boolean only fills i1 elements (reported at the boolean), the type must
// be shaped and static (reported at `dense`), and an empty literal needs a
// type without elements.
func.func @uneven_rows() {
  %0 = arith.constant dense<[[1, 2], [3]]> : tensor<2x2xi32>
  return
}

// -----
func.func @scalar_then_list() {
  %0 = arith.constant dense<[1, [2]]> : tensor<2xi32>
  return
}

// -----
func.func @list_then_scalar() {
  %0 = arith.constant dense<[[1], 2]> : tensor<2xi32>
  return
}

// -----
func.func @boolean_in_integers() {
  %0 = arith.constant dense<[[1, true], [2, 3]]> : tensor<2x2xi32>
  return
}

// -----
func.func @not_shaped() {
  %0 = arith.constant dense<1> : i32
  return
}

// -----
func.func @dynamic_shape() {
  %0 = arith.constant dense<1> : tensor<?xi32>
  return
}

// -----
func.func @empty_literal() {
  %0 = arith.constant dense<> : tensor<2xi32>
  return
}

// -----
func.func @boolean_takes_no_type() {
  %0 = arith.constant true : i1
  return
}

// -----
func.func @float_for_integer() {
  %0 = arith.constant 1.5 : i32
  return
}

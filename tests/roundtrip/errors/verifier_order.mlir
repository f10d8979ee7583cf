// FLAGS: --split-input-file
// Inputs with two faults each: the one reported is the first the verifier meets
// walking depth first - an op's attributes, traits and own checks as it is
// entered, a block's terminator as it is left, an op's region checks as it is
// left, after everything inside it.

// A successor whose argument types do not match, before a block that ends
// without a terminator.
func.func @successor_then_missing_terminator(%a: i32) {
  cf.br ^bb1(%a : i32)
^bb1(%q: i64):
  "func.return"() : () -> ()
  %0 = arith.constant 0 : i32
}

// -----

// A dialect attribute the dialect refuses on the function, then a bad op in
// its body: the function's attributes are checked as it is entered.
func.func @attribute_then_body(%a: memref<4xf32>) attributes {bufferization.manual_deallocation = 3} {
  %c = arith.constant 1 : i32
  %d = "arith.addi"(%c, %c) : (i32, i32) -> i64
  return
}

// -----

// The same with an argument attribute of the wrong kind.
func.func @argument_attribute_then_body(%a: tensor<4xf32> {bufferization.writable = 3}) {
  %c = arith.constant 1 : i32
  %d = "arith.addi"(%c, %c) : (i32, i32) -> i64
  return
}

// -----

// An op the arith dialect does not define holds a bad op: the nested op is
// met first, the unknown one is reported as it is left.
func.func @unknown_op_around_bad_op() {
  "arith.not_an_op"() ({
    %c = arith.constant 1 : i32
    %d = "arith.addi"(%c, %c) : (i32, i32) -> i64
    "arith.also_unknown"() : () -> ()
  }) : () -> ()
  return
}

// -----

// Two functions of one name, one of them with a bad op: functions are
// verified before their module's symbol table.
module {
  func.func @twice() {
    return
  }
  func.func @twice() {
    %c = arith.constant 1 : i32
    %d = "arith.addi"(%c, %c) : (i32, i32) -> i64
    return
  }
}

// -----

// A loop whose body yields the wrong number of values, around a bad op: the
// loop's region checks come after the ops inside it.
func.func @loop_after_body(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i0 = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %i0) -> (i32) {
    %d = "arith.addi"(%acc, %acc) : (i32, i32) -> i64
    "scf.yield"() : () -> ()
  }
  return
}

// -----

// A terminator in the middle of a block, then a bad op after it.
func.func @terminator_then_later_op() {
  "func.return"() : () -> ()
  %c = arith.constant 1 : i32
  %d = "arith.addi"(%c, %c) : (i32, i32) -> i64
  "func.return"() : () -> ()
}

// -----

// A block without a terminator in the first function, a bad op in the
// second: each function is verified on its own and both are reported.
func.func @no_terminator(%a: i32) {
  cf.br ^bb1
^bb1:
  %0 = arith.constant 0 : i32
}
func.func @bad_op() {
  %c = arith.constant 1 : i32
  %d = "arith.addi"(%c, %c) : (i32, i32) -> i64
  return
}

// -----

// A branch in the middle of a block, after a block whose op is bad.
func.func @bad_op_then_branch_in_middle(%a: i32) {
  cf.br ^bb1
^bb1:
  %d = "arith.addi"(%a, %a) : (i32, i32) -> i64
  cf.br ^bb2
^bb2:
  cf.br ^bb3
  %e = arith.constant 0 : i32
^bb3:
  return
}

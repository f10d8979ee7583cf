// RUN: not bufopt %s --split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s

// Too many operands for the target block.
// CHECK: error: branch has 2 operands for successor #0, but target block has 1
func.func @too_many(%x: i32) {
  cf.br ^bb1(%x, %x : i32, i32)
^bb1(%y: i32):
  return
}

// -----

// Operand types must match the block argument types.
// CHECK: error: type mismatch for bb argument #0 of successor #0
func.func @wrong_type(%x: i32) {
  cf.br ^bb1(%x : i32)
^bb1(%y: f32):
  return
}

// -----

// CHECK: error: branch has 0 operands for successor #0, but target block has 1
func.func @cond_missing(%c: i1, %x: i32) {
  cf.cond_br %c, ^bb1, ^bb1(%x : i32)
^bb1(%y: i32):
  return
}

// -----

// CHECK: error: use of value '%x' expects different type than prior uses: 'i1' vs 'i32'
func.func @cond_not_i1(%x: i32) {
  cf.cond_br %x, ^bb1, ^bb1
^bb1:
  return
}

// -----

// CHECK: error: expects number of branch weights to match number of successors: 3 vs 2
func.func @weights(%c: i1) {
  cf.cond_br %c weights([1, 2, 3]), ^bb1, ^bb1
^bb1:
  return
}

// -----

// CHECK: error: branch has 0 operands for successor #1, but target block has 1
func.func @switch_case_operands(%x: i32) {
  cf.switch %x : i32, [
    default: ^bb1(%x : i32),
    3: ^bb1
  ]
^bb1(%y: i32):
  return
}

// -----

// CHECK: error: 'cf.switch' op 'flag' type ('i8') should match case value type ('i16')
func.func @switch_types(%c: i8) {
  "cf.switch"(%c)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi16>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
^bb1:
  return
}

// -----

// CHECK: error: 'cf.switch' op number of case values (2) should match number of case destinations (1)
func.func @switch_count(%c: i8) {
  "cf.switch"(%c)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
^bb1:
  return
}

// -----

// CHECK: error: 'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'
func.func @assert_not_i1(%x: i32) {
  "cf.assert"(%x) <{msg = "m"}> : (i32) -> ()
  return
}

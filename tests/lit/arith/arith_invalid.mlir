// RUN: not bufopt %s --split-input-file 2>&1 | FileCheck %s

// Wrong operand count.
// CHECK: error: 'arith.addi' op expected 2 operands, but found 1
func.func @f(%a: i32) {
  %0 = "arith.addi"(%a) : (i32) -> i32
  return
}

// -----

// No result.
// CHECK: error: 'arith.subi' op requires one result
func.func @f(%a: i32) {
  "arith.subi"(%a, %a) : (i32, i32) -> ()
  return
}

// -----

// Float operand to an integer op.
// CHECK: error: 'arith.muli' op operand #0 must be signless-integer-like, but got 'f32'
func.func @f(%x: f32) {
  %0 = arith.muli %x, %x : f32
  return
}

// -----

// Mismatched result type.
// CHECK: error: 'arith.andi' op requires the same type for all operands and results
func.func @f(%a: i32) {
  %0 = "arith.andi"(%a, %a) : (i32, i32) -> i64
  return
}

// -----

// Vector operands, scalar result.
// CHECK: error: 'arith.addi' op requires the same type for all operands and results
func.func @f(%v: vector<4xi32>) {
  %0 = "arith.addi"(%v, %v) : (vector<4xi32>, vector<4xi32>) -> i32
  return
}

// -----

// Tensor and vector mixed.
// CHECK: error: 'arith.ori' op all non-scalar operands/results must have the same shape and base type
func.func @f(%t: tensor<4xi32>) {
  %0 = "arith.ori"(%t, %t) : (tensor<4xi32>, tensor<4xi32>) -> vector<4xi32>
  return
}

// -----

// Missing predicate.
// CHECK: error: 'arith.cmpi' op requires attribute 'predicate'
func.func @f(%a: i32) {
  %0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
  return
}

// -----

// Predicate out of range.
// CHECK: error: 'arith.cmpf' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
func.func @f(%x: f32) {
  %0 = "arith.cmpf"(%x, %x) {predicate = 16 : i64} : (f32, f32) -> i1
  return
}

// -----

// Unknown predicate keyword.
// CHECK: error: custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]
func.func @f(%a: i32) {
  %0 = arith.cmpi lt, %a, %a : i32
  return
}

// -----

// Cmpi on floats.
// CHECK: error: custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got 'f32'
func.func @f(%x: f32) {
  %0 = arith.cmpi eq, %x, %x : f32
  return
}

// -----

// Cmp result shape.
// CHECK: error: 'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands
func.func @f(%v: vector<4xi32>) {
  %0 = "arith.cmpi"(%v, %v) {predicate = 0 : i64} : (vector<4xi32>, vector<4xi32>) -> i1
  return
}

// -----

// Cmp operand types differ.
// CHECK: error: 'arith.cmpi' op requires all operands to have the same type
func.func @f(%a: i32, %b: i64) {
  %0 = "arith.cmpi"(%a, %b) {predicate = 0 : i64} : (i32, i64) -> i1
  return
}

// -----

// Bad fastmath flag.
// CHECK: error: custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
func.func @f(%x: f32) {
  %0 = arith.addf %x, %x fastmath<quick> : f32
  return
}

// -----

// Bad overflow flag.
// CHECK: error: custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw
func.func @f(%a: i32) {
  %0 = arith.addi %a, %a overflow<nsw, wrap> : i32
  return
}

// -----

// Fastmath property of the wrong kind.
// CHECK: error: 'arith.subf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags
func.func @f(%x: f32) {
  %0 = "arith.subf"(%x, %x) {fastmath = 3 : i32} : (f32, f32) -> f32
  return
}

// -----

// Rounding mode out of range.
// CHECK: error: 'arith.truncf' op attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode
func.func @f(%x: f32) {
  %0 = "arith.truncf"(%x) {roundingmode = 9 : i32} : (f32) -> f16
  return
}

// -----

// Extension that narrows.
// CHECK: error: 'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible
func.func @f(%a: i32) {
  %0 = arith.extsi %a : i32 to i16
  return
}

// -----

// Truncation that widens.
// CHECK: error: 'arith.truncf' op operand type 'f16' and result type 'f32' are cast incompatible
func.func @f(%x: f16) {
  %0 = arith.truncf %x : f16 to f32
  return
}

// -----

// Bitcast of different width.
// CHECK: error: 'arith.bitcast' op operand type 'f32' and result type 'i16' are cast incompatible
func.func @f(%x: f32) {
  %0 = arith.bitcast %x : f32 to i16
  return
}

// -----

// Index_cast without index.
// CHECK: error: 'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible
func.func @f(%a: i32) {
  %0 = arith.index_cast %a : i32 to i64
  return
}

// -----

// Sitofp from float.
// CHECK: error: 'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'
func.func @f(%x: f32) {
  %0 = arith.sitofp %x : f32 to f64
  return
}

// -----

// Cast changes vector shape.
// CHECK: error: 'arith.extui' op requires the same shape for all operands and results
func.func @f(%v: vector<4xi32>) {
  %0 = arith.extui %v : vector<4xi32> to vector<8xi64>
  return
}

// -----

// Cast changes tensor dims.
// CHECK: error: 'arith.extui' op failed to verify that input and output have the same tensor dimensions
func.func @f(%t: tensor<4xi32>) {
  %0 = arith.extui %t : tensor<4xi32> to tensor<?xi64>
  return
}

// -----

// Select with integer condition.
// CHECK: error: 'arith.select' op operand #0 must be bool-like, but got 'i32'
func.func @f(%a: i32, %x: f32) {
  %0 = "arith.select"(%a, %x, %x) : (i32, f32, f32) -> f32
  return
}

// -----

// Select with mismatched values.
// CHECK: error: 'arith.select' op failed to verify that all of {true_value, false_value, result} have same type
func.func @f(%c: i1, %x: f32, %y: f64) {
  %0 = "arith.select"(%c, %x, %y) : (i1, f32, f64) -> f32
  return
}

// -----

// Select mask of another shape.
// CHECK: error: 'arith.select' op failed to verify that condition is signless i1 or has matching shape
func.func @f(%m: tensor<3xi1>, %t: tensor<4xf32>) {
  %0 = arith.select %m, %t, %t : tensor<3xi1>, tensor<4xf32>
  return
}

// -----

// Constant type mismatch.
// CHECK: error: 'arith.constant' op failed to verify that all of {value, result} have same type
func.func @f() {
  %0 = "arith.constant"() {value = 1 : i32} : () -> i64
  return
}

// -----

// Constant without value.
// CHECK: error: 'arith.constant' op requires attribute 'value'
func.func @f() {
  %0 = "arith.constant"() : () -> i32
  return
}

// -----

// Constant of unsigned type.
// CHECK: error: 'arith.constant' op integer return type must be signless
func.func @f() {
  %0 = "arith.constant"() {value = 1 : ui8} : () -> ui8
  return
}

// -----

// Constant of a string.
// CHECK: error: 'arith.constant' op value must be an integer, float, or elements attribute
func.func @f() {
  %0 = arith.constant "text"
  return
}

// -----

// Constant of an untyped attribute.
// CHECK: error: custom op 'arith.constant' invalid kind of attribute specified
func.func @f() {
  %0 = arith.constant [1, 2]
  return
}

// -----

// Scalable vector constant that is not a splat.
// CHECK: error: 'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat
func.func @f() {
  %0 = arith.constant dense<[1, 2]> : vector<[2]xi32>
  return
}

// -----

// Addui_extended overflow type.
// CHECK: error: 'arith.addui_extended' op result #1 must be bool-like, but got 'i32'
func.func @f(%a: i32) {
  %0:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i32, i32)
  return
}

// -----

// Mulsi_extended result count.
// CHECK: error: 'arith.mulsi_extended' op expected 2 results
func.func @f(%a: i32) {
  %0 = "arith.mulsi_extended"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

// Mului_extended result types.
// CHECK: error: 'arith.mului_extended' op failed to verify that all of {lhs, rhs, low, high} have same type
func.func @f(%a: i32) {
  %0:2 = "arith.mului_extended"(%a, %a) : (i32, i32) -> (i32, i64)
  return
}

// -----

// Exact is a unit attribute.
// CHECK: error: 'arith.divui' op attribute 'isExact' failed to satisfy constraint: unit attribute
func.func @f(%a: i32) {
  %0 = "arith.divui"(%a, %a) {isExact = true} : (i32, i32) -> i32
  return
}

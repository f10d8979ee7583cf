// RUN: not bufopt %s --split-input-file 2>&1 | FileCheck %s

// Float op on integers.
// CHECK: error: 'math.exp' op operand #0 must be floating-point-like, but got 'i32'
func.func @f(%a: i32) {
  %0 = math.exp %a : i32
  return
}

// -----

// Integer op on floats.
// CHECK: error: 'math.ctlz' op operand #0 must be signless-integer-like, but got 'f32'
func.func @f(%x: f32) {
  %0 = math.ctlz %x : f32
  return
}

// -----

// Too many operands.
// CHECK: error: 'math.sqrt' op requires a single operand
func.func @f(%x: f32) {
  %0 = "math.sqrt"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

// Result type differs.
// CHECK: error: 'math.tanh' op requires the same type for all operands and results
func.func @f(%x: f32) {
  %0 = "math.tanh"(%x) : (f32) -> f64
  return
}

// -----

// Binary operands of different types.
// CHECK: error: 'math.powf' op requires the same type for all operands and results
func.func @f(%x: f32, %y: f64) {
  %0 = "math.powf"(%x, %y) : (f32, f64) -> f32
  return
}

// -----

// Clampf bounds of another type.
// CHECK: error: 'math.clampf' op requires the same type for all operands and results
func.func @f(%x: f32, %y: f64) {
  %0 = "math.clampf"(%x, %y, %x) : (f32, f64, f32) -> f32
  return
}

// -----

// Fpowi exponent must be an integer.
// CHECK: error: 'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'
func.func @f(%x: f32) {
  %0 = math.fpowi %x, %x : f32, f32
  return
}

// -----

// Fpowi result differs from the base.
// CHECK: error: 'math.fpowi' op failed to verify that all of {lhs, result} have same type
func.func @f(%x: f32, %n: i32) {
  %0 = "math.fpowi"(%x, %n) : (f32, i32) -> f64
  return
}

// -----

// Fpowi shapes differ.
// CHECK: error: 'math.fpowi' op requires the same shape for all operands and results
func.func @f(%x: f32, %n: vector<2xi32>) {
  %0 = math.fpowi %x, %n : f32, vector<2xi32>
  return
}

// -----

// Isnan of an integer.
// CHECK: error: custom op 'math.isnan' 'operand' must be floating-point-like, but got 'i32'
func.func @f(%a: i32) {
  %0 = math.isnan %a : i32
  return
}

// -----

// Isinf result shape.
// CHECK: error: 'math.isinf' op failed to verify that result type has i1 element type and same shape as operands
func.func @f(%v: vector<4xf32>) {
  %0 = "math.isinf"(%v) : (vector<4xf32>) -> i1
  return
}

// -----

// Isfinite result is not bool.
// CHECK: error: 'math.isfinite' op result #0 must be bool-like, but got 'f32'
func.func @f(%x: f32) {
  %0 = "math.isfinite"(%x) : (f32) -> f32
  return
}

// -----

// Sincos results differ.
// CHECK: error: 'math.sincos' op failed to verify that all of {operand, sin, cos} have same type
func.func @f(%x: f32) {
  %0:2 = "math.sincos"(%x) : (f32) -> (f32, f64)
  return
}

// -----

// Sincos needs two results.
// CHECK: error: 'math.sincos' op expected 2 results
func.func @f(%x: f32) {
  %0 = "math.sincos"(%x) : (f32) -> f32
  return
}

// -----

// Ipowi on floats.
// CHECK: error: 'math.ipowi' op operand #0 must be signless-integer-like, but got 'f32'
func.func @f(%x: f32) {
  %0 = math.ipowi %x, %x : f32
  return
}

// -----

// Bad fastmath flag.
// CHECK: error: custom op 'math.exp' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
func.func @f(%x: f32) {
  %0 = math.exp %x fastmath<fastest> : f32
  return
}

// -----

// Fastmath property of the wrong kind.
// CHECK: error: 'math.log' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags
func.func @f(%x: f32) {
  %0 = "math.log"(%x) {fastmath = 1 : i32} : (f32) -> f32
  return
}

// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @exp_of_float(%f: f32) {
  // expected-error @below {{custom op 'complex.exp' invalid kind of type specified: expected builtin.complex, but found 'f32'}}
  %0 = complex.exp %f : f32
  return
}

// -----

func.func @one_part_constant() {
  // expected-error @below {{'complex.constant' op requires 'value' to be a complex constant, represented as array of two values}}
  %0 = complex.constant [1.0 : f32] : complex<f32>
  return
}

// -----

func.func @constant_of_other_width() {
  // expected-error @below {{requires attribute's element types ('f64', 'f64') to match the element type of the op's return type ('f32')}}
  %0 = complex.constant [1.0 : f64, 2.0 : f64] : complex<f32>
  return
}

// -----

func.func @bitcast_to_narrower(%a: complex<f32>) {
  // expected-error @below {{'complex.bitcast' op casting bitwidths do not match}}
  %0 = complex.bitcast %a : complex<f32> to i32
  return
}

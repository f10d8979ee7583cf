// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @cast_between_indices(%i: index) {
  // expected-error @below {{'index.casts' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = index.casts %i : index to index
  return
}

// -----

func.func @cast_of_float(%f: f32) {
  // expected-error @below {{'index.castu' op operand #0 must be integer or index, but got 'f32'}}
  %0 = index.castu %f : f32 to index
  return
}

// -----

func.func @binary_on_integers(%i: i64) {
  // expected-error @below {{'index.mul' op operand #0 must be index, but got 'i64'}}
  %0 = "index.mul"(%i, %i) : (i64, i64) -> i64
  return
}

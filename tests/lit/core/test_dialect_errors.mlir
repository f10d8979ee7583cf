// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// The test dialect's buffer ops take memrefs only.

func.func @copy_of_tensor(%t: tensor<2xf32>, %m: memref<2xf32>) {
  // expected-error @below {{custom op 'test.copy' invalid kind of type specified}}
  test.copy(%t, %m) : (tensor<2xf32>, memref<2xf32>)
  return
}

// -----

func.func @read_of_scalar(%i: i32) {
  // expected-error @below {{'test.read_buffer' op operand #0 must be ranked or unranked memref of any type values, but got 'i32'}}
  "test.read_buffer"(%i) : (i32) -> ()
  return
}

// -----

func.func @buffer_based_of_scalar(%i: i32, %m: memref<2xf32>) {
  // expected-error @below {{custom op 'test.buffer_based' invalid kind of type specified}}
  test.buffer_based in(%i: i32) out(%m: memref<2xf32>)
  return
}

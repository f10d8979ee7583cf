// RUN: bufopt --split-input-file --verify-diagnostics %s -one-shot-bufferize=bufferize-function-boundaries
// RUN: mlir-opt --split-input-file --verify-diagnostics %s -one-shot-bufferize=bufferize-function-boundaries

// Materializing a constant into itself writes a read-only buffer. The later
// read of the constant sees the value the materialization writes, so the
// write is no read-after-write conflict: what is reported is the read-only
// destination, at the materialization.
func.func @constant_into_itself_then_read(%i: index) -> (tensor<2xf32>, f32) {
  %c = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  // expected-error @below {{'bufferization.materialize_in_destination' op not bufferizable under the given constraints: would write to read-only buffer}}
  %m = bufferization.materialize_in_destination %c in %c : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %e = tensor.extract %c[%i] : tensor<2xf32>
  return %m, %e : tensor<2xf32>, f32
}

// -----

// An earlier op that reads the constant is not to blame.
func.func @constant_into_itself_after_reader(%d: tensor<8xf32>) -> (tensor<8xf32>, tensor<2xf32>, tensor<2xf32>) {
  %c = arith.constant dense<[3.0, 4.0]> : tensor<2xf32>
  %ins = tensor.insert_slice %c into %d[2] [2] [1] : tensor<2xf32> into tensor<8xf32>
  // expected-error @below {{would write to read-only buffer}}
  %m = bufferization.materialize_in_destination %c in %c : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %ins, %m, %c : tensor<8xf32>, tensor<2xf32>, tensor<2xf32>
}

// -----

// A source unrelated to the destination, with the destination's old value
// read afterwards: the in-place write cannot be avoided.
func.func @unrelated_source_then_read_destination(%a: tensor<4xf32>, %d: tensor<4xf32>, %i: index) -> (tensor<4xf32>, f32) {
  // expected-error @below {{cannot avoid RaW conflict}}
  %m = bufferization.materialize_in_destination %a in %d : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %e = tensor.extract %d[%i] : tensor<4xf32>
  return %m, %e : tensor<4xf32>, f32
}

// -----

// With a function argument as the destination instead of a new tensor,
// mlir-opt 22 rejects the program, naming the copy: so does bufopt.
func.func @materialize_back_into_argument(%a: tensor<4xf32>, %d: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  // expected-error @below {{'linalg.copy' op not bufferizable under the given constraints: cannot avoid RaW conflict}}
  %c = linalg.copy ins(%a : tensor<4xf32>) outs(%d : tensor<4xf32>) -> tensor<4xf32>
  %m = bufferization.materialize_in_destination %c in %d : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %c, %m : tensor<4xf32>, tensor<4xf32>
}

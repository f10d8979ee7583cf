// RUN: not bufopt %s --transform-interpreter --split-input-file 2>&1 | FileCheck %s

// A transform op bufopt does not run stops the script with an error at it,
// rather than being skipped.
// CHECK: error: 'transform.print' is not a transform op bufopt's interpreter runs
func.func @f() {
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    "transform.print"(%root) : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

// Copies by linalg.copy are valid in mlir-opt but not done here.
// CHECK: error: bufopt's interpreter copies buffers with memref.copy only (memcpy_op)
func.func @g(%t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %b = transform.bufferization.one_shot_bufferize %root {memcpy_op = "linalg.copy"} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}


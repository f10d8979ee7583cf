// FLAGS: --transform-interpreter --split-input-file
// The interpreter's own failures: no entry point, an entry point that wants
// more handles than the root, a module-only option on a function, and a
// payload that does not bufferize.
func.func @lonely() {
  return
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%a: !transform.any_op {transform.readonly}, %b: !transform.any_op {transform.readonly}) {
    transform.yield
  }
}

// -----

func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %fs = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %b = transform.bufferization.one_shot_bufferize %fs {bufferize_function_boundaries = true} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// The payload's own error comes first, then the script op's.
func.func @unknown_producer() -> tensor<4xf32> {
  %t = "test.makes_a_tensor"() : () -> tensor<4xf32>
  return %t : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %fs = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %b = transform.bufferization.one_shot_bufferize %fs : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

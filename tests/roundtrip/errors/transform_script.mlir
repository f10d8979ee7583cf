// FLAGS: --split-input-file
// Each chunk breaks one rule of the transform ops bufferization scripts use.
module {
  transform.named_sequence @needs_the_module_attribute(%h: !transform.any_op {transform.readonly}) {
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @consumes_a_readonly_handle(%h: !transform.any_op {transform.readonly}) {
    %b = transform.bufferization.one_shot_bufferize %h : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @yields_too_little(%h: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @names_not_strings(%h: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{[7]} in %h : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @copies_with_an_unknown_op(%h: !transform.any_op {transform.consumed}) {
    %b = transform.bufferization.one_shot_bufferize %h {memcpy_op = "my.copy"} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @conflicts_need_analysis_only(%h: !transform.any_op {transform.consumed}) {
    %b = transform.bufferization.one_shot_bufferize %h {print_conflicts = true} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @unknown_layout(%h: !transform.any_op {transform.consumed}) {
    %b = transform.bufferization.one_shot_bufferize layout{SomeLayout} %h : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

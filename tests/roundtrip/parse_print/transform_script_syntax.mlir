// The transform ops bufferization scripts use, in their custom forms with
// every optional part, printed back with defaults left out.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %all = transform.structured.match in %root : (!transform.any_op) -> !transform.any_op
    %gen = transform.structured.match ops{["linalg.generic", "linalg.fill"]} in %root {note = 1 : i32} : (!transform.any_op) -> !transform.op<"linalg.generic">
    transform.structured.eliminate_empty_tensors %gen {why = "test"} : !transform.op<"linalg.generic">
    transform.apply_patterns to %all {
    } : !transform.any_op
    transform.apply_patterns to %all {
      transform.apply_patterns.linalg.erase_unnecessary_inputs {tag}
    } {apply_cse, max_iterations = -1 : i64, max_num_rewrites = 7 : i64} : !transform.any_op
    %b = transform.bufferization.one_shot_bufferize %root {allow_unknown_ops = true, check_parallel_regions = true, memcpy_op = "memref.copy", test_analysis_only = false} : (!transform.any_op) -> !transform.any_op
    %c = transform.bufferization.one_shot_bufferize layout{FullyDynamicLayoutMap} %b {check_parallel_regions = false, print_conflicts = true, test_analysis_only = true} : (!transform.any_op) -> !transform.any_op
    transform.yield {done}
  }
  transform.named_sequence private @helper(%h: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %h : !transform.any_op
  }
  "transform.named_sequence"() <{function_type = (!transform.any_op) -> (), sym_name = "generic_form"}> ({
  ^bb0(%h: !transform.any_op):
    %0 = "transform.bufferization.one_shot_bufferize"(%h) <{function_boundary_type_conversion = 2 : i32}> : (!transform.any_op) -> !transform.any_op
    "transform.yield"() : () -> ()
  }) : () -> ()
}

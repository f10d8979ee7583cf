// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// The test dialect's ops with declared effects check their operand, result
// and region counts; a recursive-effects op without a region-branch
// interface whose body hands a buffer out cannot be deallocated.

func.func @side_effect_op_with_operand(%m: memref<2xf32>) {
  // expected-error @below {{'test.side_effect_op' op requires zero operands}}
  %0 = "test.side_effect_op"(%m) : (memref<2xf32>) -> i1
  return
}

// -----

func.func @side_effect_op_two_results() {
  // expected-error @below {{'test.side_effect_op' op requires one result}}
  %0:2 = "test.side_effect_op"() : () -> (i1, i1)
  return
}

// -----

func.func @recursive_op_two_regions() {
  // expected-error @below {{'test.one_region_with_recursive_memory_effects' op requires one region}}
  %0 = "test.one_region_with_recursive_memory_effects"() ({
    "test.return"() : () -> ()
  }, {
    "test.return"() : () -> ()
  }) : () -> i32
  return
}

// -----

func.func @recursive_op_two_blocks() {
  // expected-error @below {{'test.one_region_with_recursive_memory_effects' op region #0 ('body') failed to verify constraint: region with 1 blocks}}
  %0 = "test.one_region_with_recursive_memory_effects"() ({
    cf.br ^next
  ^next:
    "test.return"() : () -> ()
  }) : () -> i32
  return
}

// -----

func.func @return_not_last(%m: memref<2xf32>) {
  // expected-error @below {{'test.return' op must be the last operation in the parent block}}
  "test.return"(%m) : (memref<2xf32>) -> ()
  return
}

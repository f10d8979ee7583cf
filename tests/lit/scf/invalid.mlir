// RUN: not bufopt %s --split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s

// CHECK: error: 'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'i32' != 'f32'
func.func @d(%c: i1, %x: i32, %lb: index) {
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (i32) {
    %f = "foo.f"() : () -> f32
    scf.yield %f : f32
  }
  return
}

// -----

// CHECK: error: 'scf.if' op must have an else block if defining values
func.func @e(%c: i1, %x: i32) {
  %r = scf.if %c -> (i32) {
    scf.yield %x : i32
  }
  return
}

// -----

// CHECK: error: 'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 2 operands, but region successor needs 1 inputs
func.func @f(%c: i1, %x: i32) {
  %r = scf.if %c -> (i32) {
    scf.yield %x, %x : i32, i32
  } else {
    scf.yield %x : i32
  }
  return
}

// -----

// CHECK: error: 'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'
func.func @g(%c: i1, %x: i32) {
  scf.yield
}

// -----

// CHECK: error: 'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'i32' should match successor input type #0 'f32'
func.func @h(%c: i1, %x: i32) {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: f32):
    scf.yield %x : i32
  }
  return
}

// -----

// CHECK: error: 'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'f32' should match successor input type #0 'i32'
func.func @i(%c: i1, %x: i32) {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %f = "foo.f"() : () -> f32
    scf.yield %f : f32
  }
  return
}

// -----

// CHECK: error: 'scf.condition' op expects parent op 'scf.while'
func.func @j(%c: i1, %x: i32) {
  scf.condition(%c)
}

// -----

// CHECK: error: 'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'f32' should match successor input type #0 'i32'
func.func @k(%c: i1, %x: i32) {
  %r = scf.execute_region -> i32 {
    %f = "foo.f"() : () -> f32
    scf.yield %f : f32
  }
  return
}

// -----

// CHECK: error: 'scf.for' op different number of region iter_args and yielded values: 1 != 2
func.func @a(%c: i1, %x: i32, %lb: index) {
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (i32) {
    scf.yield %x, %x : i32, i32
  }
  return
}

// -----

// CHECK: error: 'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs
func.func @b(%c: i1, %x: i32, %lb: index) {
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (i32) {
  }
  return
}

// -----

// CHECK: error: 'scf.for' op 0-th init and 0-th region iter_arg have different type: 'i32' != 'f32'
func.func @c(%c: i1, %x: i32, %lb: index) {
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: f32):
    scf.yield %x : i32
  }) : (index, index, index, i32) -> i32
  return
}

// -----

// CHECK: error: 'scf.for' op expected induction variable to be same type as bounds and step
func.func @d(%c: i1, %x: i32, %lb: index) {
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: i32, %a: i32):
    scf.yield %x : i32
  }) : (index, index, index, i32) -> i32
  return
}

// -----

// CHECK: error: 'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'i32' != 'f32'
func.func @e(%c: i1, %x: i32, %lb: index) {
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32):
    scf.yield %x : i32
  }) : (index, index, index, i32) -> f32
  return
}

// -----

// CHECK: error: 'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'f32' should match successor input type #0 'i32'
func.func @f(%c: i1, %x: i32, %lb: index) {
  %r = scf.if %c -> (i32) {
    %f = "foo.f"() : () -> f32
    scf.yield %f : f32
  } else {
    scf.yield %x : i32
  }
  return
}

// -----

// CHECK: error: 'scf.while' op along control flow edge from Operation scf.condition to parent: region branch point has 2 operands, but region successor needs 1 inputs
func.func @g(%c: i1, %x: i32, %lb: index) {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a, %a : i32, i32
  } do {
  ^bb0(%b: i32):
    scf.yield %x : i32
  }
  return
}

// -----

// CHECK: error: 'scf.while' op along control flow edge from parent to Region #0: successor operand type #0 'i32' should match successor input type #0 'f32'
func.func @h(%c: i1, %x: i32, %lb: index) {
  %r = "scf.while"(%x) ({
  ^bb0(%a: f32):
    scf.condition(%c) %x : i32
  }, {
  ^bb0(%b: i32):
    scf.yield %x : i32
  }) : (i32) -> i32
  return
}

// -----

// CHECK: error: 'scf.while' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs
func.func @i(%c: i1, %x: i32, %lb: index) {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield
  }
  return
}

// -----

// CHECK: error: 'scf.index_switch' op expected result #0 of each region to be 'i32'
func.func @j(%c: i1, %x: i32, %lb: index) {
  %r = scf.index_switch %lb -> i32
  case 1 {
    scf.yield %x : i32
  }
  default {
    %f = "foo.f"() : () -> f32
    scf.yield %f : f32
  }
  return
}

// -----

// CHECK: error: 'scf.index_switch' op has duplicate case value: 1
func.func @k(%c: i1, %x: i32, %lb: index) {
  %r = scf.index_switch %lb -> i32
  case 1 {
    scf.yield %x : i32
  }
  case 1 {
    scf.yield %x : i32
  }
  default {
    scf.yield %x : i32
  }
  return
}

// -----

// CHECK: error: 'scf.index_switch' op expected each region to return 1 values, but default region returns 0
func.func @l(%c: i1, %x: i32, %lb: index) {
  %r = scf.index_switch %lb -> i32
  default {
    scf.yield
  }
  return
}

// -----

// CHECK: error: 'scf.reduce' op expects type of 0-th reduction operand: 'f32' to be the same as the 0-th result type: 'i32'
func.func @m(%c: i1, %x: i32, %lb: index) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> i32 {
    %f = "foo.f"() : () -> f32
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %l : f32
    }
  }
  return
}

// -----

// CHECK: error: 'scf.reduce.return' op must have type 'i32' (the type of the reduction inputs)
func.func @n(%c: i1, %x: i32, %lb: index) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> i32 {
    scf.reduce(%x : i32) {
    ^bb0(%l: i32, %r: i32):
      %f = "foo.f"() : () -> f32
      scf.reduce.return %f : f32
    }
  }
  return
}

// -----

// CHECK: error: 'scf.reduce' op expected two block arguments with type 'i32' in the 0-th reduction region
func.func @o(%c: i1, %x: i32, %lb: index) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> i32 {
    scf.reduce(%x : i32) {
    ^bb0(%l: i32):
      scf.reduce.return %l : i32
    }
  }
  return
}

// -----

// CHECK: error: 'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0
func.func @p(%c: i1, %x: i32, %lb: index) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> i32 {
  }
  return
}

// -----

// CHECK: error: 'scf.forall' op mapping attribute size must match op rank
func.func @q(%t: tensor<4xf32>) {
  scf.forall (%i) in (4) {
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return
}

// -----

// CHECK: error: 'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops
func.func @r(%t: tensor<4xf32>) {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
      "foo.x"() : () -> ()
    }
  }
  return
}

// -----

// CHECK: error: 'scf.reduce' op expects parent op 'scf.parallel'
func.func @t(%t: tensor<4xf32>) {
  scf.reduce
}

// -----

// CHECK: error: 'scf.reduce.return' op expects parent op 'scf.reduce'
func.func @u(%t: tensor<4xf32>, %x: i32) {
  scf.reduce.return %x : i32
}

// -----

// CHECK: error: 'scf.execute_region' op region cannot have any arguments
func.func @v(%t: tensor<4xf32>, %x: i32) {
  %r = scf.execute_region -> i32 {
  ^bb0(%a: i32):
    scf.yield %a : i32
  }
  return
}

// -----

// CHECK: error: 'scf.while' op along control flow edge from Operation scf.yield to Region #0: region branch point has 2 operands, but region successor needs 1 inputs
func.func @a(%c: i1, %x: i32) {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %x, %x : i32, i32
  }
  return
}

// -----

// CHECK: error: 'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'f32' should match successor input type #0 'i32'
func.func @b(%c: i1, %x: i32) {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %f = "foo.f"() : () -> f32
    scf.yield %f : f32
  }
  return
}

// -----

// CHECK: error: 'scf.while' op along control flow edge from parent to Region #0: region branch point has 1 operands, but region successor needs 2 inputs
func.func @c(%c: i1, %x: i32) {
  %r = "scf.while"(%x) ({
  ^bb0(%a: i32, %a2: i32):
    scf.condition(%c) %x : i32
  }, {
  ^bb0(%b: i32):
    scf.yield %x : i32
  }) : (i32) -> i32
  return
}

// -----

// CHECK: error: 'scf.while' op expects the 'before' region to terminate with 'scf.condition'
func.func @d(%c: i1, %x: i32) {
  %r = "scf.while"(%x) ({
  ^bb0(%a: i32):
    "foo.x"() : () -> ()
  }, {
  ^bb0(%b: i32):
    scf.yield %x : i32
  }) : (i32) -> i32
  return
}

// -----

// CHECK: error: 'scf.for' op different number of inits and region iter_args: 1 != 2
func.func @e(%c: i1, %x: i32, %lb: index) {
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32, %b: i32):
    scf.yield %x : i32
  }) : (index, index, index, i32) -> i32
  return
}

// -----

// CHECK: error: operation defines 2 results but was provided 1 to bind
func.func @f(%c: i1, %x: i32, %lb: index) {
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32):
    scf.yield %x : i32
  }) : (index, index, index, i32) -> (i32, i32)
  return
}

// -----

// CHECK: error: 'scf.for' op expects regions to end with 'scf.yield', found 'foo.x'
func.func @g(%c: i1, %x: i32, %lb: index) {
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32):
    "foo.x"() : () -> ()
  }) : (index, index, index, i32) -> (i32)
  return
}

// -----

// CHECK: error: 'scf.if' op region #0 should have no arguments
func.func @h(%c: i1, %x: i32, %lb: index) {
  "scf.if"(%c) ({
  ^bb0(%i: index):
    scf.yield
  }, {}) : (i1) -> ()
  return
}

// -----

// CHECK: error: 'scf.index_switch' op region #1 ('caseRegions') failed to verify constraint: region with 1 blocks
func.func @i(%c: i1, %x: i32, %lb: index) {
  %r = scf.index_switch %lb -> i32
  case 2 {
  }
  default {
    scf.yield %x : i32
  }
  return
}

// -----

// CHECK: error: 'scf.for' op operand #0 must be signless integer or index, but got 'f32'
func.func @k(%c: i1, %x: f32, %lb: index) {
  scf.for %i = %x to %x step %x : f32 {
  }
  return
}

// -----

// CHECK: error: 'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type
func.func @l(%c: i1, %x: i32, %lb: index) {
  "scf.for"(%lb, %x, %lb) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, i32, index) -> ()
  return
}

// -----

// CHECK: error: 'scf.for' op region #0 ('region') failed to verify constraint: region with 1 blocks
func.func @k(%c: i1, %lb: index) {
  "scf.for"(%lb, %lb, %lb) ({}) : (index, index, index) -> ()
  return
}

// -----

// CHECK: error: 'scf.while' op region #0 ('before') failed to verify constraint: region with 1 blocks
func.func @n(%c: i1, %lb: index) {
  "scf.while"() ({}, {}) : () -> ()
  return
}

// -----

// CHECK: error: 'scf.reduce' op expects parent op 'scf.parallel'
func.func @o(%c: i1, %lb: index) {
  "scf.reduce"() : () -> ()
}

// -----

// CHECK: error: 'scf.if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks
func.func @q(%c: i1, %lb: index) {
  "scf.if"(%c) ({}, {}) : (i1) -> ()
  return
}

// -----

// CHECK: error: 'scf.execute_region' op region needs to have at least one block
func.func @r(%c: i1, %lb: index) {
  "scf.execute_region"() ({}) : () -> ()
  return
}

// -----

// CHECK: error: 'scf.index_switch' op has 0 case regions but 1 case values
func.func @s(%c: i1, %lb: index) {
  "scf.index_switch"(%lb) <{cases = array<i64: 1>}> ({
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

// CHECK: error: 'scf.forall' op region #0 ('region') failed to verify constraint: region with 1 blocks
func.func @t(%c: i1, %lb: index) {
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  }) : () -> ()
  return
}

// -----

// CHECK: error: 'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute
func.func @forall_mapping_kind() {
  scf.forall (%i) in (4) {
    "foo.op"(%i) : (index) -> ()
  } {mapping = [#foo.thread<x>]}
  return
}

// -----

// CHECK: error: operation defines 2 results but was provided 1 to bind
func.func @forall_outs(%t: tensor<4xf32>) {
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

// CHECK: error: 'scf.forall' op type mismatch between 0-th output and corresponding block argument
func.func @forall_arg_type(%t: tensor<4xf32>) {
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<8xf32>):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

// CHECK: error: 'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1
func.func @parallel_iv_count(%lb: index) {
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index, %j: index):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

// CHECK: error: 'scf.if' op operand #0 must be 1-bit signless integer, but got 'i32'
func.func @if_cond(%x: i32) {
  "scf.if"(%x) ({
    scf.yield
  }, {
  }) : (i32) -> ()
  return
}

// -----

// CHECK: error: 'scf.for' op expects regions to end with 'scf.yield', found 'foo.x'
func.func @for_terminator(%lb: index) {
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    "foo.x"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

// CHECK: error: 'scf.while' op expects the 'after' region to terminate with 'scf.yield'
func.func @while_after(%c: i1) {
  "scf.while"() ({
    scf.condition(%c)
  }, {
    "foo.x"() : () -> ()
  }) : () -> ()
  return
}

// -----

// CHECK: error: 'scf.index_switch' op has 1 case regions but 2 case values
func.func @switch_case_count(%lb: index) {
  "scf.index_switch"(%lb) <{cases = array<i64: 1, 2>}> ({
    scf.yield
  }, {
    scf.yield
  }) : (index) -> ()
  return
}

// -----

// CHECK: error: 'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs
func.func @a(%c: i1, %x: i32) {
  %r = scf.if %c -> (i32) {
    "foo.x"() : () -> ()
  } else {
    scf.yield %x : i32
  }
  return
}

// -----

// CHECK: error: 'scf.while' op expects the 'before' region to terminate with 'scf.condition'
func.func @b(%c: i1, %x: i32) {
  scf.while : () -> () {
    "foo.x"() : () -> ()
  } do {
    scf.yield
  }
  return
}

// -----

// CHECK: error: 'scf.while' op expects the 'before' region to terminate with 'scf.condition'
func.func @c(%c: i1, %x: i32) {
  scf.while : () -> () {
    scf.yield
  } do {
    scf.yield
  }
  return
}

// -----

// CHECK: error: 'scf.reduce' op reduction bodies must be terminated with an 'scf.reduce.return' op
func.func @d(%lb: index, %x: i32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> i32 {
    scf.reduce(%x : i32) {
    ^bb0(%l: i32, %m: i32):
      "foo.x"() : () -> ()
    }
  }
  return
}

// -----

// CHECK: error: 'scf.reduce' op expects number of reduction regions: 1 to be the same as number of reduction operands: 2
func.func @e(%lb: index, %x: i32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> i32 {
    scf.reduce(%x, %x : i32, i32) {
    ^bb0(%l: i32, %m: i32):
      scf.reduce.return %l : i32
    }
  }
  return
}

// -----

// CHECK: error: 'scf.execute_region' op region needs to have at least one block
func.func @g() {
  %r = scf.execute_region -> i32 {
  }
  return
}

// -----

// CHECK: error: 'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops
func.func @i(%lb: index, %t: tensor<4xf32>) {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
      "foo.x"() : () -> ()
    }
  }
  return
}

// -----

// CHECK: error: 'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs
func.func @j(%lb: index, %x: i32) {
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (i32) {
    "foo.x"() : () -> ()
  }
  return
}

// -----

// CHECK: error: 'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 1 operands, but region successor needs 0 inputs
func.func @k(%c: i1) {
  scf.if %c {
    %r = "foo.x"() : () -> i32
    scf.yield %r : i32
  }
  return
}

// RUN: bufopt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace
// RUN: bufopt %s --allow-unregistered-dialect --mlir-print-op-generic | bufopt --allow-unregistered-dialect \
// RUN:   | FileCheck %s --strict-whitespace

// Every cf and scf op given in generic form (as mlir-opt prints it) parses
// and prints in its custom form; printing generic and reparsing is lossless.

// CHECK: module {
// CHECK-NEXT: func.func @for_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32, %arg5: i32) -> f32 {
// CHECK-NEXT: scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: "foo.use"(%arg6) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: "foo.use"(%arg6) : (index) -> ()
// CHECK-NEXT: } {tag = 1 : i64}
// CHECK-NEXT: %0 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg3) -> (f32) {
// CHECK-NEXT: %3 = "foo.step"(%arg7, %arg6) : (f32, index) -> f32
// CHECK-NEXT: scf.yield %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg6 = %arg4 to %arg5 step %arg4  : i32 {
// CHECK-NEXT: "foo.k"(%arg6) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.for unsigned %arg6 = %arg4 to %arg5 step %arg4 iter_args(%arg7 = %arg4, %arg8 = %0) -> (i32, f32)  : i32 {
// CHECK-NEXT: scf.yield %arg6, %arg8 : i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.for unsigned %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg3) -> (f32) {
// CHECK-NEXT: scf.yield {keep} %arg7 : f32
// CHECK-NEXT: }
// CHECK-NEXT: "foo.sink"(%1#0, %2) : (i32, f32) -> ()
// CHECK-NEXT: return %1#1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ifs(%arg0: i1, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "foo.then"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: } else {
// CHECK-NEXT: "foo.else"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.if %arg0 -> (f32) {
// CHECK-NEXT: scf.yield %arg1 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.if %arg0 -> (f32, i1) {
// CHECK-NEXT: %2 = scf.if %arg0 -> (f32) {
// CHECK-NEXT: scf.yield %0 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : f32
// CHECK-NEXT: } {inner}
// CHECK-NEXT: scf.yield %2, %arg0 : f32, i1
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2, %arg0 : f32, i1
// CHECK-NEXT: } {outer = "yes"}
// CHECK-NEXT: return %1#0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @while_simple(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "foo.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = "foo.next"(%arg2, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @while_types(%arg0: f32, %arg1: index) -> (index, f32) {
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (f32, index) -> (index, f32) {
// CHECK-NEXT: %1 = "foo.cond"(%arg2, %arg3) : (f32, index) -> i1
// CHECK-NEXT: scf.condition(%1) {note} %arg3, %arg2 : index, f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: f32):
// CHECK-NEXT: scf.yield %arg3, %arg2 : f32, index
// CHECK-NEXT: } attributes {unroll = 2 : i32}
// CHECK-NEXT: return %0#0, %0#1 : index, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @while_empty() {
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: %0 = "foo.cond"() : () -> i1
// CHECK-NEXT: scf.condition(%0)
// CHECK-NEXT: } do {
// CHECK-NEXT: "foo.body"() : () -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @forall_forms(%arg0: index, %arg1: index, %arg2: tensor<?xf32>, %arg3: tensor<8x8xf32>) -> (tensor<?xf32>, tensor<8x8xf32>) {
// CHECK-NEXT: scf.forall (%arg4) in (16) {
// CHECK-NEXT: "foo.i"(%arg4) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg4, %arg5) in (%arg0, 4) {
// CHECK-NEXT: "foo.ij"(%arg4, %arg5) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg4, %arg5) in (%arg0, 8) {
// CHECK-NEXT: "foo.norm"(%arg4, %arg5) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg4) = (%arg1) to (%arg0) step (2) {
// CHECK-NEXT: "foo.bounds"(%arg4) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg4, %arg5) = (-4, %arg1) to (%arg0, 64) step (%arg1, 3) {
// CHECK-NEXT: "foo.mixed"(%arg4, %arg5) : (index, index) -> ()
// CHECK-NEXT: } {foo.attr}
// CHECK-NEXT: %0:2 = scf.forall (%arg4) in (4) shared_outs(%arg5 = %arg2, %arg6 = %arg3) -> (tensor<?xf32>, tensor<8x8xf32>) {
// CHECK-NEXT: "foo.work"(%arg4, %arg5, %arg6) : (index, tensor<?xf32>, tensor<8x8xf32>) -> ()
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.forall (%arg4) in (2) shared_outs(%arg5 = %arg2) -> (tensor<?xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : tensor<?xf32>, tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @forall_mapping(%arg0: index) {
// CHECK-NEXT: scf.forall (%arg1, %arg2) in (%arg0, 32) {
// CHECK-NEXT: "foo.thread"(%arg1, %arg2) : (index, index) -> ()
// CHECK-NEXT: } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
// CHECK-NEXT: scf.forall (%arg1) in (8) {
// CHECK-NEXT: "foo.block"(%arg1) : (index) -> ()
// CHECK-NEXT: } {mapping = [#gpu.block<x>]}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @parallel_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32) -> (f32, i32) {
// CHECK-NEXT: scf.parallel (%arg5, %arg6) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
// CHECK-NEXT: "foo.body"(%arg5, %arg6) : (index, index) -> ()
// CHECK-NEXT: scf.reduce{{ $}}
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT: "foo.body"(%arg5) : (index) -> ()
// CHECK-NEXT: scf.reduce{{ $}}
// CHECK-NEXT: } {tag}
// CHECK-NEXT: %0 = scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) init (%arg3) -> f32 {
// CHECK-NEXT: %2 = "foo.val"(%arg5) : (index) -> f32
// CHECK-NEXT: scf.reduce(%2 : f32) {
// CHECK-NEXT: ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT: %3 = "foo.add"(%arg6, %arg7) : (f32, f32) -> f32
// CHECK-NEXT: scf.reduce.return %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) init (%arg3, %arg4) -> (f32, i32) {
// CHECK-NEXT: scf.reduce(%arg3, %arg4 : f32, i32) {
// CHECK-NEXT: ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT: scf.reduce.return %arg6 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg6: i32, %arg7: i32):
// CHECK-NEXT: scf.reduce.return %arg7 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1#1 : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @execute(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: %0 = scf.execute_region -> i32 {
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %2 = "foo.other"() : () -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.execute_region no_inline {
// CHECK-NEXT: "foo.effect"() : () -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: } {tag}
// CHECK-NEXT: %1:2 = scf.execute_region -> (i32, i1) {
// CHECK-NEXT: scf.yield %0, %arg1 : i32, i1
// CHECK-NEXT: }
// CHECK-NEXT: return %1#0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @switches(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> i32{{ $}}
// CHECK-NEXT: case 0 {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: case -5 {
// CHECK-NEXT: %2 = "foo.y"() : () -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg0 {tag}{{ $}}
// CHECK-NEXT: case 3 {
// CHECK-NEXT: "foo.three"() : () -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.index_switch %arg0 -> i32, f32{{ $}}
// CHECK-NEXT: default {
// CHECK-NEXT: %2 = "foo.f"() : () -> f32
// CHECK-NEXT: scf.yield %0, %2 : i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: return %1#0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @branches(%arg0: i1, %arg1: i32, %arg2: f32) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg1, %arg2 : i32, f32)
// CHECK-NEXT: ^bb1(%0: i32, %1: f32):  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg0, ^bb2(%0 : i32), ^bb3
// CHECK-NEXT: ^bb2(%2: i32):  // pred: ^bb1
// CHECK-NEXT: cf.cond_br %arg0 weights([25, 75]), ^bb3, ^bb4(%2 : i32) {hint = "likely"}
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: cf.br ^bb4(%arg1 : i32) {note}
// CHECK-NEXT: ^bb4(%3: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @same_dest(%arg0: i1, %arg1: i64, %arg2: i64) -> i64 {
// CHECK-NEXT: cf.cond_br %arg0 weights([1, 99]), ^bb1(%arg1 : i64), ^bb1(%arg2 : i64)
// CHECK-NEXT: ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @loops() {
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @cf_switches(%arg0: i32, %arg1: i8, %arg2: i64, %arg3: f32) -> f32 {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg3 : f32),
// CHECK-NEXT: 4294967295: ^bb1(%arg3 : f32),
// CHECK-NEXT: 7: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: f32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: cf.switch %arg1 : i8, [
// CHECK-NEXT: default: ^bb2,
// CHECK-NEXT: 200: ^bb2,
// CHECK-NEXT: 128: ^bb3(%0, %0 : f32, f32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT: cf.switch %arg2 : i64, [
// CHECK-NEXT: default: ^bb3(%arg3, %arg3 : f32, f32)] {tag}
// CHECK-NEXT: ^bb3(%1: f32, %2: f32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @asserts(%arg0: i1) {
// CHECK-NEXT: cf.assert %arg0, "all good"
// CHECK-NEXT: cf.assert %arg0, "quote \22 tab \09 end" {extra = 1 : i32}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, f32, i32, i32) -> f32, sym_name = "for_loops"}> ({
  ^bb0(%arg65: index, %arg66: index, %arg67: index, %arg68: f32, %arg69: i32, %arg70: i32):
    "scf.for"(%arg65, %arg66, %arg67) ({
    ^bb0(%arg81: index):
      "foo.use"(%arg81) : (index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "scf.for"(%arg65, %arg66, %arg67) ({
    ^bb0(%arg80: index):
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "scf.for"(%arg65, %arg66, %arg67) ({
    ^bb0(%arg79: index):
      "foo.use"(%arg79) : (index) -> ()
      "scf.yield"() : () -> ()
    }) {tag = 1 : i64} : (index, index, index) -> ()
    %30 = "scf.for"(%arg65, %arg66, %arg67, %arg68) ({
    ^bb0(%arg77: index, %arg78: f32):
      %33 = "foo.step"(%arg78, %arg77) : (f32, index) -> f32
      "scf.yield"(%33) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    "scf.for"(%arg69, %arg70, %arg69) ({
    ^bb0(%arg76: i32):
      "foo.k"(%arg76) : (i32) -> ()
      "scf.yield"() : () -> ()
    }) : (i32, i32, i32) -> ()
    %31:2 = "scf.for"(%arg69, %arg70, %arg69, %arg69, %30) <{unsignedCmp}> ({
    ^bb0(%arg73: i32, %arg74: i32, %arg75: f32):
      "scf.yield"(%arg73, %arg75) : (i32, f32) -> ()
    }) : (i32, i32, i32, i32, f32) -> (i32, f32)
    %32 = "scf.for"(%arg65, %arg66, %arg67, %arg68) <{unsignedCmp}> ({
    ^bb0(%arg71: index, %arg72: f32):
      "scf.yield"(%arg72) {keep} : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    "foo.sink"(%31#0, %32) : (i32, f32) -> ()
    "func.return"(%31#1) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, f32, f32) -> f32, sym_name = "ifs"}> ({
  ^bb0(%arg62: i1, %arg63: f32, %arg64: f32):
    "scf.if"(%arg62) ({
      "foo.then"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "scf.if"(%arg62) ({
      "scf.yield"() : () -> ()
    }, {
      "foo.else"() : () -> ()
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %27 = "scf.if"(%arg62) ({
      "scf.yield"(%arg63) : (f32) -> ()
    }, {
      "scf.yield"(%arg64) : (f32) -> ()
    }) : (i1) -> f32
    %28:2 = "scf.if"(%arg62) ({
      %29 = "scf.if"(%arg62) ({
        "scf.yield"(%27) : (f32) -> ()
      }, {
        "scf.yield"(%arg63) : (f32) -> ()
      }) {inner} : (i1) -> f32
      "scf.yield"(%29, %arg62) : (f32, i1) -> ()
    }, {
      "scf.yield"(%arg64, %arg62) : (f32, i1) -> ()
    }) {outer = "yes"} : (i1) -> (f32, i1)
    "func.return"(%28#0) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "while_simple"}> ({
  ^bb0(%arg58: i32, %arg59: i32):
    %24 = "scf.while"(%arg58) ({
    ^bb0(%arg61: i32):
      %26 = "foo.cond"(%arg61) : (i32) -> i1
      "scf.condition"(%26, %arg61) : (i1, i32) -> ()
    }, {
    ^bb0(%arg60: i32):
      %25 = "foo.next"(%arg60, %arg59) : (i32, i32) -> i32
      "scf.yield"(%25) : (i32) -> ()
    }) : (i32) -> i32
    "func.return"(%24) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, index) -> (index, f32), sym_name = "while_types"}> ({
  ^bb0(%arg52: f32, %arg53: index):
    %22:2 = "scf.while"(%arg52, %arg53) ({
    ^bb0(%arg56: f32, %arg57: index):
      %23 = "foo.cond"(%arg56, %arg57) : (f32, index) -> i1
      "scf.condition"(%23, %arg57, %arg56) {note} : (i1, index, f32) -> ()
    }, {
    ^bb0(%arg54: index, %arg55: f32):
      "scf.yield"(%arg55, %arg54) : (f32, index) -> ()
    }) {unroll = 2 : i32} : (f32, index) -> (index, f32)
    "func.return"(%22#0, %22#1) : (index, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "while_empty"}> ({
    "scf.while"() ({
      %21 = "foo.cond"() : () -> i1
      "scf.condition"(%21) : (i1) -> ()
    }, {
      "foo.body"() : () -> ()
      "scf.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, tensor<?xf32>, tensor<8x8xf32>) -> (tensor<?xf32>, tensor<8x8xf32>), sym_name = "forall_forms"}> ({
  ^bb0(%arg35: index, %arg36: index, %arg37: tensor<?xf32>, %arg38: tensor<8x8xf32>):
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 16>}> ({
    ^bb0(%arg51: index):
      "foo.i"(%arg51) : (index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : () -> ()
    "scf.forall"(%arg35) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: -9223372036854775808, 4>}> ({
    ^bb0(%arg49: index, %arg50: index):
      "foo.ij"(%arg49, %arg50) : (index, index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index) -> ()
    "scf.forall"(%arg35) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: -9223372036854775808, 8>}> ({
    ^bb0(%arg47: index, %arg48: index):
      "foo.norm"(%arg47, %arg48) : (index, index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index) -> ()
    "scf.forall"(%arg36, %arg35) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: 2>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg46: index):
      "foo.bounds"(%arg46) : (index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index, index) -> ()
    "scf.forall"(%arg36, %arg35, %arg36) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, staticLowerBound = array<i64: -4, -9223372036854775808>, staticStep = array<i64: -9223372036854775808, 3>, staticUpperBound = array<i64: -9223372036854775808, 64>}> ({
    ^bb0(%arg44: index, %arg45: index):
      "foo.mixed"(%arg44, %arg45) : (index, index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) {foo.attr} : (index, index, index) -> ()
    %19:2 = "scf.forall"(%arg37, %arg38) <{operandSegmentSizes = array<i32: 0, 0, 0, 2>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%arg41: index, %arg42: tensor<?xf32>, %arg43: tensor<8x8xf32>):
      "foo.work"(%arg41, %arg42, %arg43) : (index, tensor<?xf32>, tensor<8x8xf32>) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (tensor<?xf32>, tensor<8x8xf32>) -> (tensor<?xf32>, tensor<8x8xf32>)
    %20 = "scf.forall"(%arg37) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 2>}> ({
    ^bb0(%arg39: index, %arg40: tensor<?xf32>):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (tensor<?xf32>) -> tensor<?xf32>
    "func.return"(%19#0, %19#1) : (tensor<?xf32>, tensor<8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "forall_mapping"}> ({
  ^bb0(%arg31: index):
    "scf.forall"(%arg31) <{mapping = [#gpu.thread<y>, #gpu.thread<x>], operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: -9223372036854775808, 32>}> ({
    ^bb0(%arg33: index, %arg34: index):
      "foo.thread"(%arg33, %arg34) : (index, index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index) -> ()
    "scf.forall"() <{mapping = [#gpu.block<x>], operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
    ^bb0(%arg32: index):
      "foo.block"(%arg32) : (index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index, f32, i32) -> (f32, i32), sym_name = "parallel_loops"}> ({
  ^bb0(%arg15: index, %arg16: index, %arg17: index, %arg18: f32, %arg19: i32):
    "scf.parallel"(%arg15, %arg15, %arg16, %arg16, %arg17, %arg17) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg29: index, %arg30: index):
      "foo.body"(%arg29, %arg30) : (index, index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    "scf.parallel"(%arg15, %arg16, %arg17) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg28: index):
      "foo.body"(%arg28) : (index) -> ()
      "scf.reduce"() : () -> ()
    }) {tag} : (index, index, index) -> ()
    %15 = "scf.parallel"(%arg15, %arg16, %arg17, %arg18) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg25: index):
      %17 = "foo.val"(%arg25) : (index) -> f32
      "scf.reduce"(%17) ({
      ^bb0(%arg26: f32, %arg27: f32):
        %18 = "foo.add"(%arg26, %arg27) : (f32, f32) -> f32
        "scf.reduce.return"(%18) : (f32) -> ()
      }) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    %16:2 = "scf.parallel"(%arg15, %arg16, %arg17, %arg18, %arg19) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>}> ({
    ^bb0(%arg20: index):
      "scf.reduce"(%arg18, %arg19) ({
      ^bb0(%arg23: f32, %arg24: f32):
        "scf.reduce.return"(%arg23) : (f32) -> ()
      }, {
      ^bb0(%arg21: i32, %arg22: i32):
        "scf.reduce.return"(%arg22) : (i32) -> ()
      }) : (f32, i32) -> ()
    }) : (index, index, index, f32, i32) -> (f32, i32)
    "func.return"(%15, %16#1) : (f32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "execute"}> ({
  ^bb0(%arg13: i32, %arg14: i1):
    %12 = "scf.execute_region"() ({
      "cf.cond_br"(%arg14)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      "scf.yield"(%arg13) : (i32) -> ()
    ^bb2:  // pred: ^bb0
      %14 = "foo.other"() : () -> i32
      "scf.yield"(%14) : (i32) -> ()
    }) : () -> i32
    "scf.execute_region"() <{no_inline}> ({
      "foo.effect"() : () -> ()
      "scf.yield"() : () -> ()
    }) {tag} : () -> ()
    %13:2 = "scf.execute_region"() ({
      "scf.yield"(%12, %arg14) : (i32, i1) -> ()
    }) : () -> (i32, i1)
    "func.return"(%13#0) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, i32) -> i32, sym_name = "switches"}> ({
  ^bb0(%arg11: index, %arg12: i32):
    %8 = "scf.index_switch"(%arg11) <{cases = array<i64: 0, -5>}> ({
      "scf.yield"(%arg12) : (i32) -> ()
    }, {
      "scf.yield"(%arg12) : (i32) -> ()
    }, {
      %11 = "foo.y"() : () -> i32
      "scf.yield"(%11) : (i32) -> ()
    }) : (index) -> i32
    "scf.index_switch"(%arg11) <{cases = array<i64: 3>}> ({
      "scf.yield"() : () -> ()
    }, {
      "foo.three"() : () -> ()
      "scf.yield"() : () -> ()
    }) {tag} : (index) -> ()
    %9:2 = "scf.index_switch"(%arg11) <{cases = array<i64>}> ({
      %10 = "foo.f"() : () -> f32
      "scf.yield"(%8, %10) : (i32, f32) -> ()
    }) : (index) -> (i32, f32)
    "func.return"(%9#0) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32, f32) -> i32, sym_name = "branches"}> ({
  ^bb0(%arg8: i1, %arg9: i32, %arg10: f32):
    "cf.br"(%arg9, %arg10)[^bb1] : (i32, f32) -> ()
  ^bb1(%4: i32, %5: f32):  // pred: ^bb0
    "cf.cond_br"(%arg8, %4)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb2(%6: i32):  // pred: ^bb1
    "cf.cond_br"(%arg8, %6)[^bb3, ^bb4] <{branch_weights = array<i32: 25, 75>, operandSegmentSizes = array<i32: 1, 0, 1>}> {hint = "likely"} : (i1, i32) -> ()
  ^bb3:  // 2 preds: ^bb1, ^bb2
    "cf.br"(%arg9)[^bb4] {note} : (i32) -> ()
  ^bb4(%7: i32):  // 2 preds: ^bb2, ^bb3
    "func.return"(%7) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i64, i64) -> i64, sym_name = "same_dest"}> ({
  ^bb0(%arg5: i1, %arg6: i64, %arg7: i64):
    "cf.cond_br"(%arg5, %arg6, %arg7)[^bb1, ^bb1] <{branch_weights = array<i32: 1, 99>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i64, i64) -> ()
  ^bb1(%3: i64):  // 2 preds: ^bb0, ^bb0
    "func.return"(%3) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "loops"}> ({
    "cf.br"()[^bb2] : () -> ()
  ^bb1:  // pred: ^bb1
    "cf.br"()[^bb1] : () -> ()
  ^bb2:  // pred: ^bb0
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i8, i64, f32) -> f32, sym_name = "cf_switches"}> ({
  ^bb0(%arg1: i32, %arg2: i8, %arg3: i64, %arg4: f32):
    "cf.switch"(%arg1, %arg4, %arg4)[^bb1, ^bb1, ^bb2] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[-1, 7]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, f32, f32) -> ()
  ^bb1(%0: f32):  // 2 preds: ^bb0, ^bb0
    "cf.switch"(%arg2, %0, %0)[^bb2, ^bb2, ^bb3] <{case_operand_segments = array<i32: 0, 2>, case_values = dense<[-56, -128]> : vector<2xi8>, operandSegmentSizes = array<i32: 1, 0, 2>}> : (i8, f32, f32) -> ()
  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
    "cf.switch"(%arg3, %arg4, %arg4)[^bb3] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 2, 0>}> {tag} : (i64, f32, f32) -> ()
  ^bb3(%1: f32, %2: f32):  // 2 preds: ^bb1, ^bb2
    "func.return"(%1) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "asserts"}> ({
  ^bb0(%arg0: i1):
    "cf.assert"(%arg0) <{msg = "all good"}> : (i1) -> ()
    "cf.assert"(%arg0) <{msg = "quote \22 tab \09 end"}> {extra = 1 : i32} : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
